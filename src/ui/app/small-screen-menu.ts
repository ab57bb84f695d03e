import { useCallback, useEffect, useId, useState } from 'react';

/** The small-screen menu's items fade in after this long (spec section 9). */
export const MENU_FADE_DELAY_MS = 500;

/** The hamburger menu's state, shared by its button, the menu and the content it hides. */
export interface SmallScreenMenu {
  readonly open: boolean;
  /** The items show once the fade delay has passed. */
  readonly itemsShown: boolean;
  readonly menuId: string;
  /** The hamburger's id: focus goes back to it when Escape closes the menu. */
  readonly buttonId: string;
  toggle(): void;
  /** Closes the menu; `returnFocus` puts focus back on the hamburger (Escape). */
  close(returnFocus?: boolean): void;
}

/**
 * The hamburger menu: open or closed, its items shown after the fade delay, closed by Escape
 * (focus goes back to the hamburger) and when the window grows past the small-screen layout.
 */
export function useSmallScreenMenu(wideQuery: string): SmallScreenMenu {
  const [open, setOpen] = useState(false);
  const [itemsShown, setItemsShown] = useState(false);
  const menuId = useId();
  const buttonId = `${menuId}-button`;
  const close = useCallback(
    (returnFocus = false) => {
      setOpen(false);
      setItemsShown(false);
      if (returnFocus) document.getElementById(buttonId)?.focus();
    },
    [buttonId],
  );
  const toggle = useCallback(() => (open ? close() : setOpen(true)), [open, close]);
  useEffect(() => {
    if (!open) return undefined;
    const timer = setTimeout(() => setItemsShown(true), MENU_FADE_DELAY_MS);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const wide = window.matchMedia(wideQuery);
    const onResize = () => {
      if (wide.matches) close();
    };
    document.addEventListener('keydown', onKey);
    wide.addEventListener('change', onResize);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('keydown', onKey);
      wide.removeEventListener('change', onResize);
    };
  }, [open, close, wideQuery]);
  return { open, itemsShown, menuId, buttonId, toggle, close };
}
