import { useEffect, useRef } from 'react';

/**
 * Moves focus to what a refused step asks the reader to fix: the message for the whole form when
 * there is one, else the first field marked invalid. Runs whenever the machine judged a submit
 * again (its message objects are new then). Put the returned ref on the form.
 */
export function useRefusalFocus<E extends HTMLElement>(fieldErrors: unknown, formError: string | null) {
  const form = useRef<E>(null);
  useEffect(() => {
    const target = formError ? '[data-form-error]' : '[aria-invalid="true"]';
    form.current?.querySelector<HTMLElement>(target)?.focus();
  }, [fieldErrors, formError]);
  return form;
}
