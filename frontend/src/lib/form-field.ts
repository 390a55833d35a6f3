import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

/** react-hook-form's field registration for an MUI TextField: the ref goes to the input, so errors can focus it. */
export function fieldProps({ ref, ...registration }: UseFormRegisterReturn, error: FieldError | undefined) {
  return { ...registration, inputRef: ref, required: true, error: Boolean(error), helperText: error?.message };
}
