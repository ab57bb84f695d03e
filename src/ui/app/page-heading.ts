import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

function focusHeading(root: HTMLElement): boolean {
  const heading = root.querySelector('h1');
  if (heading === null) return false;
  // A page may name what a reader must see first instead (the Member Area's two-step notice).
  const first = root.querySelector<HTMLElement>('[data-arrival-focus]');
  if (first !== null) {
    first.focus();
    return true;
  }
  // Focusable by script only, so it stays out of the Tab order.
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
  return true;
}

/**
 * Moves focus to the page's h1 after each route change (not on the first load), so a screen
 * reader announces the new page and keyboard users start from its top; or to the element the page
 * marks `data-arrival-focus` (focusable), when it has one. A lazily loaded page has
 * no heading yet when the route changes: the heading is focused as soon as it appears, unless the
 * person has clicked or pressed a key in the meantime (opened a menu, say): they keep their place.
 */
export function usePageHeading(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const handled = useRef(pathname);
  useEffect(() => {
    const root = main.current;
    if (root === null || handled.current === pathname) return undefined;
    const done = () => {
      handled.current = pathname;
    };
    if (focusHeading(root)) return done();
    const observer = new MutationObserver(() => {
      if (!focusHeading(root)) return;
      stop();
      done();
    });
    const movedOn = () => {
      stop();
      done();
    };
    const stop = () => {
      observer.disconnect();
      document.removeEventListener('pointerdown', movedOn, true);
      document.removeEventListener('keydown', movedOn, true);
    };
    observer.observe(root, { childList: true, subtree: true });
    document.addEventListener('pointerdown', movedOn, true);
    document.addEventListener('keydown', movedOn, true);
    return stop;
  }, [pathname, main]);
}
