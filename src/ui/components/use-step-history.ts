import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';

/** The key a checkout's step is kept under in its history entry's state. */
const STEP_KEY = 'checkoutStep';

/** The step index a history entry's state holds; 0 (the page as opened) when it holds none. */
function stepOf(state: unknown): number {
  if (typeof state !== 'object' || state === null || !(STEP_KEY in state)) return 0;
  const step = (state as Record<string, unknown>)[STEP_KEY];
  return typeof step === 'number' && Number.isInteger(step) && step >= 0 ? step : 0;
}

/** What a checkout page tells the hook: its steps in order, and how to move its machine between them. */
export interface StepHistory {
  /** The machine's step now, or null while it is on a step outside the history (paying, a result). */
  readonly step: string | null;
  /** The steps Back and Forward move between, first to last (e.g. the amount, then the details). */
  readonly order: readonly string[];
  /** Sends the machine's own event for going one step back (BACK, CANCEL). */
  readonly back: () => void;
  /** Sends the machine's own event for going one step on again (PROCEED, the plan chosen before). */
  readonly forward: () => void;
}

/**
 * Puts a checkout's steps in the browser's history, so that Back and Forward move between them
 * as they do between pages. When the machine moves on a step, a history entry is pushed for it (on
 * the same address, the step in the entry's state); when the page's own Back button moves it back,
 * the history goes back with it. When Back or Forward lands on another step's entry, the machine
 * is sent its own back or forward event: each page keeps what was typed as it does for its own
 * Back button. A step outside `order` (paying, a confirmation) leaves the history as it is.
 */
export function useStepHistory({ step, order, back, forward }: StepHistory): void {
  const location = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const index = step === null ? -1 : order.indexOf(step);
  const entry = stepOf(location.state);
  const moves = useRef({ back, forward });
  const opened = useRef(false);
  useEffect(() => {
    moves.current = { back, forward };
  });
  const here = { pathname: location.pathname, search: location.search, hash: location.hash };
  const withStep = (step: number) => ({ ...(location.state as object | null), [STEP_KEY]: step });

  // The browser's Back or Forward landed on another step's entry: the machine follows.
  useEffect(() => {
    if (!opened.current || navigationType !== 'POP' || index < 0 || entry === index) return;
    if (entry < index) moves.current.back();
    else moves.current.forward();
    // Only a new history entry is a move of the browser's; the machine's own moves are below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  // The machine moved: the history follows (a new entry on, or back to the step's entry).
  useEffect(() => {
    if (!opened.current || index < 0 || index === entry) return;
    if (index > entry) void navigate(here, { state: withStep(index) });
    else void navigate(index - entry);
    // The entry is read as it is when the machine moves; a move of the browser's is handled above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [index]);

  // Last, so that the two above skip the first render. The page was opened (or reloaded) on an
  // entry of a step the machine is not on: the entry takes the machine's step, so that Back
  // leaves from where the person is.
  useEffect(() => {
    opened.current = true;
    if (index >= 0 && entry !== index) void navigate(here, { replace: true, state: withStep(index) });
    // Once, when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/**
 * Whether a checkout's form should stay on the page, hidden, while its first step shows: true
 * after the machine went straight back from `order[1]` to `order[0]` (Back), so that Forward (or
 * the same choice again) finds what was typed; false after anything else (a payment's end, a
 * new start). Derived while rendering, so the form is never unmounted in between.
 */
export function useFormKeptOnBack(step: string, order: readonly [string, string]): boolean {
  const [previous, setPrevious] = useState(step);
  const [kept, setKept] = useState(false);
  if (step !== previous) {
    setPrevious(step);
    setKept(step === order[0] && previous === order[1]);
  }
  return kept && step === order[0];
}
