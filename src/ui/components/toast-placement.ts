import { useEffect, useState, type RefObject } from 'react';
import { PHONE_SCREEN_QUERY, TOAST_MAX_ON_PHONE, TOAST_MAX_ON_SCREEN } from '../../application/browser/messages';

/** Where the toasts sit: the spec's top centre on wide screens; on a phone, the edge the field in use is not near. */
type ToastEdge = 'top' | 'bottom';

/** Whether the window is a phone's now (no window while prerendering: not a phone). */
function isPhoneScreen(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(PHONE_SCREEN_QUERY).matches;
}

/** How many toasts may show at once on this screen. */
export function toastLimit(): number {
  return isPhoneScreen() ? TOAST_MAX_ON_PHONE : TOAST_MAX_ON_SCREEN;
}

/**
 * Whether the vertical band [top, bottom) of the window meets the control in use: the focused
 * field, or the focused button (a tap on 'Pay' focuses it first: toasts moving over it then would
 * take the rest of the tap), but not the toasts' own close buttons.
 */
function fieldMeets(top: number, bottom: number, toasts: HTMLElement | null): boolean {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body || toasts?.contains(active)) return false;
  const rect = active.getBoundingClientRect();
  return rect.bottom > top && rect.top < bottom;
}

/**
 * The edge the toasts sit at. On a phone they sit at the bottom, unless the control in use (the
 * focused input or button) is where they would be, when they move to the top; on a wide screen they stay at
 * the top centre as the spec has them. Looked at again whenever focus moves, the page scrolls or
 * the window (or the on-screen keyboard) resizes, and when the toasts themselves change.
 */
export function useToastEdge(toasts: RefObject<HTMLElement | null>, count: number): ToastEdge {
  const [edge, setEdge] = useState<ToastEdge>('top');
  useEffect(() => {
    const place = () => {
      if (!isPhoneScreen()) return setEdge('top');
      const height = toasts.current?.getBoundingClientRect().height ?? 0;
      const viewport = window.visualViewport?.height ?? window.innerHeight;
      const margin = 12;
      const region = toasts.current;
      setEdge(
        fieldMeets(viewport - height - margin * 2, viewport, region) && !fieldMeets(0, height + margin * 2, region) ? 'top' : 'bottom',
      );
    };
    place();
    const events = ['focusin', 'focusout', 'scroll', 'resize'] as const;
    for (const type of events) window.addEventListener(type, place, { passive: true, capture: type !== 'resize' });
    window.visualViewport?.addEventListener('resize', place);
    return () => {
      for (const type of events) window.removeEventListener(type, place, { capture: type !== 'resize' });
      window.visualViewport?.removeEventListener('resize', place);
    };
  }, [toasts, count]);
  return edge;
}
