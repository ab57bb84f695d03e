import { useEffect, useRef, type ReactNode } from 'react';
import './checkout.css';

/**
 * The heading of one step of a flow. It can take focus (but is not in the tab order), so that
 * {@link useStepFocus} can move the reader to it when the step appears.
 */
export function StepHeading({
  children,
  id,
  describedBy,
}: {
  readonly children: ReactNode;
  readonly id?: string;
  /** What is read out with the heading when it takes the focus (a confirmation's summary). */
  readonly describedBy?: string;
}) {
  return (
    <h2 id={id} className="step-heading" tabIndex={-1} data-step-heading="" aria-describedby={describedBy}>
      {children}
    </h2>
  );
}

/**
 * Moves focus to the new step's heading whenever `step` changes (never on the page's first
 * render), so keyboard and screen-reader users land at the start of what just appeared; a step
 * whose form put the focus on an invalid field (a refused card) keeps it there. Put the
 * returned ref on the element that holds the steps.
 */
export function useStepFocus<E extends HTMLElement>(step: string) {
  const region = useRef<E>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    // A step that came back refused (a declined card) has put the focus on what needs fixing: it stays there.
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && region.current?.contains(focused) && focused.getAttribute('aria-invalid') === 'true') return;
    // A step kept on the page while hidden (a form kept while its payment runs, or for the browser's
    // Forward) is passed over: the heading to land on is a shown one.
    const headings = region.current?.querySelectorAll<HTMLElement>('[data-step-heading]') ?? [];
    [...headings].find((heading) => heading.closest('[hidden]') === null)?.focus();
  }, [step]);
  return region;
}

/**
 * Brings a panel or form that just opened into view and moves focus to its heading (give the
 * heading the returned ref and `tabIndex={-1}`), so that on a phone, where it may open below the
 * screen, the person sees it and a screen reader starts there. `openedFor` says what it opened
 * for (true, or the item chosen): it happens on mount and whenever that changes, never while it is
 * null or false, so a form that is merely on the page stays where it is.
 */
export function useRevealOnOpen<E extends HTMLElement>(openedFor: unknown) {
  const heading = useRef<E>(null);
  useEffect(() => {
    const element = heading.current;
    if (openedFor === null || openedFor === false || element === null) return;
    element.scrollIntoView({ block: 'start' });
    element.focus({ preventScroll: true });
  }, [openedFor]);
  return heading;
}

/**
 * Moves focus to the first field marked invalid whenever a form's messages change, so a refused
 * submit takes the reader straight to what needs fixing. Pass the machine's latest message
 * objects (they are new whenever it judged a submit again). Put the returned ref on the form.
 */
export function useFocusFirstInvalid<E extends HTMLElement>(errors: unknown, moreErrors?: unknown) {
  const form = useRef<E>(null);
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors, moreErrors]);
  return form;
}
