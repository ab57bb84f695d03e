import { useSyncExternalStore, type ReactNode } from 'react';

const noSubscription = () => () => undefined;

/** False while a prerendered page waits for React (and in the prerender itself); true once React runs it. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The controls of a form on a prerendered page, disabled until React has hydrated it (a moment
 * after the page shows). Before then the browser would handle the form itself: text typed in would
 * be lost when React takes the fields over, and a submit would send the fields, a password among
 * them, as a GET to the page's own address.
 */
export function HydratedControls({ children }: { readonly children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset className="form-controls" disabled={!hydrated}>
      {children}
    </fieldset>
  );
}
