import { useId, useState, type ReactNode } from 'react';
import './disclosure.css';

/**
 * A collapsible section: a heading holding a real button with `aria-expanded` and
 * `aria-controls`. The content is rendered only while open, so what it loads is loaded on demand.
 */
export function Disclosure({
  title,
  children,
  initiallyOpen = false,
  headingLevel = 2,
  id,
}: {
  readonly title: string;
  readonly children: ReactNode;
  readonly initiallyOpen?: boolean;
  readonly headingLevel?: 2 | 3;
  /** The section's id, for a link to it (`#id`). */
  readonly id?: string;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  const panelId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="disclosure" id={id}>
      <Heading className="disclosure-heading">
        <button
          type="button"
          className="disclosure-toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((current) => !current)}
        >
          <span>{title}</span>
          <span className="disclosure-icon" aria-hidden="true">
            {open ? '−' : '+'}
          </span>
        </button>
      </Heading>
      <div id={panelId} className="disclosure-panel" hidden={!open}>
        {open ? children : null}
      </div>
    </section>
  );
}
