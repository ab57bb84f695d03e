import { formatCents, type Cents } from '../../domain/money';
import './checkout.css';

/**
 * The running total of an order, in a live region so a change is announced, with an optional
 * detail after it (e.g. the ticket count).
 */
export function RunningTotal({ total, detail }: { readonly total: Cents; readonly detail?: string }) {
  return (
    <p className="running-total" aria-live="polite" aria-atomic="true">
      Total: <strong>{formatCents(total)}</strong>
      {detail ? <span className="running-total-detail"> ({detail})</span> : null}
    </p>
  );
}
