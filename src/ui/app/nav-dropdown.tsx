import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import type { NavEntry } from '../content/navigation';
import { useHydrated } from '../components/hydrated-controls';
import { NavEntryLink } from './nav-entry';

/**
 * A sub-navigation group as a disclosure: a real button with aria-expanded that shows its list.
 * Escape closes it and puts focus back on the button; so do leaving it, clicking outside it and
 * following one of its links.
 */
export function NavDropdown({ label, entries }: { readonly label: string; readonly entries: readonly NavEntry[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Every page is prerendered: a tap before React takes the button over would be lost.
  const hydrated = useHydrated();
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };
  const onClick = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) setOpen(false);
  };
  return (
    <div className="nav-dropdown" ref={root} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        className="nav-link nav-dropdown-toggle"
        aria-expanded={open}
        aria-controls={listId}
        disabled={!hydrated}
        onClick={() => setOpen(!open)}
      >
        {label}
        <span className="nav-caret" aria-hidden="true" />
      </button>
      <ul id={listId} className="nav-dropdown-list" hidden={!open} onClick={onClick}>
        {entries.map((entry) => (
          <li key={entry.label}>
            <NavEntryLink entry={entry} />
          </li>
        ))}
      </ul>
    </div>
  );
}
