import { Link } from 'react-router-dom';
import type { LedgerEntryView } from '../../../application/ports/ledger-gateway.port';
import type { CategoryTotal } from '../../../application/ports/ledger-view.port';
import { categoryWords, METHOD_WORDS } from '../../../domain/ledger';
import { StackedTable } from '../../components/stacked-table';
import { dollars, STATUS_WORDS } from './ledger-words';

/** The orders of one page: a table on a wide screen, one stacked block per order on a phone. */
export function LedgerTable({ entries }: { readonly entries: readonly LedgerEntryView[] }) {
  return (
    <StackedTable label="Orders">
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Order</th>
          <th scope="col">Category</th>
          <th scope="col">Payer</th>
          <th scope="col">Amount</th>
          <th scope="col">Method</th>
          <th scope="col">Status</th>
          <th scope="col">Recorded by</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td data-label="Date">{entry.day}</td>
            <th scope="row" data-label="Order">
              <Link to={`/Admin/ledger/${encodeURIComponent(entry.id)}`}>{entry.id}</Link>
            </th>
            <td data-label="Category">{categoryWords(entry.category)}</td>
            <td data-label="Payer">
              {entry.payer.name === '' ? 'Anonymous' : entry.payer.name}
              {entry.payer.email === '' ? null : (
                <>
                  <br />
                  {entry.payer.email}
                </>
              )}
            </td>
            <td data-label="Amount">{dollars(entry.amount)}</td>
            <td data-label="Method">
              {METHOD_WORDS[entry.method]}
              {entry.reference === '' ? '' : ` ${entry.reference}`}
            </td>
            <td data-label="Status">{STATUS_WORDS[entry.status]}</td>
            <td data-label="Recorded by">{entry.recordedBy ?? 'Online'}</td>
          </tr>
        ))}
      </tbody>
    </StackedTable>
  );
}

/** The filter's totals by category, each a link that narrows the ledger to it. */
export function LedgerTotals({
  totals,
  linkTo,
}: {
  readonly totals: readonly CategoryTotal[];
  readonly linkTo: (category: CategoryTotal['category']) => string;
}) {
  if (totals.length === 0) return null;
  const received = totals.reduce((sum, total) => sum + total.received, 0);
  const refunded = totals.reduce((sum, total) => sum + total.refunded, 0);
  return (
    <StackedTable label="Totals by category">
      <caption>Totals by category</caption>
      <thead>
        <tr>
          <th scope="col">Category</th>
          <th scope="col">Orders</th>
          <th scope="col">Received</th>
          <th scope="col">Refunded</th>
        </tr>
      </thead>
      <tbody>
        {totals.map((total) => (
          <tr key={`${total.category.group}:${total.category.detail}`}>
            <th scope="row" data-label="Category">
              <Link to={linkTo(total.category)}>{categoryWords(total.category)}</Link>
            </th>
            <td data-label="Orders">{total.count}</td>
            <td data-label="Received">{dollars(total.received)}</td>
            <td data-label="Refunded">{dollars(total.refunded)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" data-label="Category">
            All
          </th>
          <td data-label="Orders">{totals.reduce((sum, total) => sum + total.count, 0)}</td>
          <td data-label="Received">{dollars(received)}</td>
          <td data-label="Refunded">{dollars(refunded)}</td>
        </tr>
      </tfoot>
    </StackedTable>
  );
}
