import { useLayoutEffect, type RefObject } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

// React keeps what was typed into a server-rendered input as it hydrates it, but sets a textarea
// back to the server's text. What a shopper types into one before the page's code runs is noted
// here from the moment the code starts (and anything typed before it, read then), per element.
const typedIntoTextareas = new WeakMap<HTMLTextAreaElement, string>();

const note = (field: HTMLTextAreaElement) => {
  // Typed back to the server's text, it is no longer typed.
  if (field.value === field.defaultValue) typedIntoTextareas.delete(field);
  else typedIntoTextareas.set(field, field.value);
};

/** Before hydrating a server-rendered page: from now on, what is typed into its textareas is kept for the forms that take it over. */
export function noteTypedTextareas(document: Document) {
  for (const field of document.querySelectorAll('textarea')) note(field);
  document.addEventListener('input', (event) => event.target instanceof HTMLTextAreaElement && note(event.target), true);
}

const typedValue = (field: HTMLInputElement | HTMLTextAreaElement): string =>
  field instanceof HTMLTextAreaElement ? (typedIntoTextareas.get(field) ?? field.value) : field.value;

/**
 * What a shopper typed into a server-rendered form before the page's code arrived. A form whose
 * values come from elsewhere (the profile, what the server kept) would set its own over it once
 * hydrated. Marked as typed (dirty) before the form sets its values (layout effects run before the
 * form's own effects), it stays, as `keepDirtyValues` keeps what is typed after hydration.
 */
export function useKeepTypedBeforeHydration<T extends FieldValues>(form: UseFormReturn<T>, names: Array<Path<T>>, formElement: RefObject<HTMLFormElement | null>) {
  const { setValue } = form;
  // Once, as the server's fields become the page's: later changes are the form's own.
  useLayoutEffect(() => {
    const element = formElement.current;
    if (!element) return;
    for (const name of names) {
      const field = element.elements.namedItem(name);
      if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) continue;
      const typed = typedValue(field);
      // What the server wrote into the field is not typed: the form's values decide it as before.
      if (typed !== '' && typed !== field.defaultValue) setValue(name, typed as PathValue<T, Path<T>>, { shouldDirty: true });
    }
  }, []);
}
