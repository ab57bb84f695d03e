import { useEffect, type RefObject } from 'react';

/** What a person is asked before a link takes them away from what they typed (the spec has no words for it). */
export const LEAVE_QUESTION = 'Leave this page? What you typed here will be lost.';

/** The link a click follows away from this page, or null (a new tab, the same page, a modified click). */
function leavingLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target !== '' && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href, window.location.href);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.origin === window.location.origin && url.pathname === window.location.pathname ? null : link;
}

/**
 * Asks before leaving a checkout once something was typed into `region` (a form): closing or
 * reloading the tab gets the browser's own question (beforeunload), and a link to another page
 * (the site's menus included) asks {@link LEAVE_QUESTION} first. Nothing is asked once the form is
 * gone (paid, or never touched). The site's router is not a data router, so react-router's
 * useBlocker is not available; clicks are caught before the router sees them instead.
 */
export function useLeaveConfirmation(region: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = region.current;
    if (element === null) return undefined;
    // A plain flag, not state: re-rendering in the middle of the first input event would make
    // React drop that keystroke from its controlled field.
    let typed = false;
    const onInput = () => {
      typed = true;
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!typed) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (!typed || leavingLink(event) === null || window.confirm(LEAVE_QUESTION)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    element.addEventListener('input', onInput);
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      element.removeEventListener('input', onInput);
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [region]);
}
