import type { ReactNode } from 'react';
import './stacked-table.css';

/**
 * A data table in its own focusable region (named `label`) that scrolls sideways when the table
 * is wider than the screen. On a phone each row stacks into a block and each cell shows its
 * `data-label` before its value (stacked-table.css); `className` adds the page's own rules.
 * A table that needs no region takes the `stacked-table` class and imports the stylesheet itself.
 */
export function StackedTable({
  label,
  className,
  children,
}: {
  readonly label: string;
  readonly className?: string;
  readonly children: ReactNode;
}) {
  return (
    <div className="stacked-table-wrap" tabIndex={0} role="region" aria-label={label}>
      <table className={className === undefined ? 'stacked-table' : `stacked-table ${className}`}>{children}</table>
    </div>
  );
}
