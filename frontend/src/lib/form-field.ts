import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

/**
 * react-hook-form's field registration for an MUI TextField: the ref goes to the input, so errors can
 * focus it. `filled` says the form has put a value in the field itself (a saved address arriving):
 * MUI sees only typing, so without it the label would sit over that value.
 */
export function fieldProps({ ref, ...registration }: UseFormRegisterReturn, error: FieldError | undefined, filled = false) {
  return {
    ...registration,
    inputRef: ref,
    required: true,
    error: Boolean(error),
    helperText: error?.message,
    ...(filled ? { slotProps: { inputLabel: { shrink: true } } } : {}),
  };
}
