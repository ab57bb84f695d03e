import type { ReactNode } from 'react';
import './stacked-table.css';

/**
 * A data table that, on a phone, stacks each row into a block with each cell's `data-label` shown
 * before its value (stacked-table.css); `className` adds the page's own rules. With a `label`, the
 * table sits in a focusable region of that name that scrolls sideways when the table is wider than
 * the screen.
 */
export function StackedTable({
  label,
  className,
  children,
}: {
  readonly label?: string;
  readonly className?: string;
  readonly children: ReactNode;
}) {
  const table = <table className={className === undefined ? 'stacked-table' : `stacked-table ${className}`}>{children}</table>;
  if (label === undefined) return table;
  return (
    <div className="stacked-table-wrap" tabIndex={0} role="region" aria-label={label}>
      {table}
    </div>
  );
}
