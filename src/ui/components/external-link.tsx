import type { ReactNode } from 'react';

/**
 * A link to another site: opens in a new tab without giving that page a handle on ours
 * (rel="noopener noreferrer"), and says so to screen readers and, with a small arrow, to sight.
 */
export function ExternalLink({
  href,
  children,
  className,
}: {
  readonly href: string;
  readonly children: ReactNode;
  readonly className?: string;
}) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
      <span className="external-mark" aria-hidden="true">
        {' ↗'}
      </span>
    </a>
  );
}
