import type { GivingStatementsOverview } from '../../../application/ports/giving-statements-gateway.port';
import { formatCents } from '../../../domain/money';
import { useServices } from '../../app/services';
import { StackedTable } from '../../components/stacked-table';
import { useResultAction } from '../../components/use-result';
import { saveStatement } from './statement-download';

/** The year's donors, each with their statement to download, and the totals. */
export function DonorTable({ view }: { readonly view: GivingStatementsOverview }) {
  const { givingStatements } = useServices();
  const download = useResultAction((donor: string) => givingStatements.statement(view.year, donor), { onSuccess: saveStatement });
  const part = view.deductible ? 'Total deductible' : 'Total given';
  if (view.donors.length === 0) return <p>No gifts were received in this year.</p>;
  return (
    <>
      <StackedTable className="giving-table">
        <caption>Donors in {view.yearWords}</caption>
        <thead>
          <tr>
            <th scope="col">Donor</th>
            <th scope="col">E-mail</th>
            <th scope="col">Gifts</th>
            <th scope="col">{part}</th>
            <th scope="col">Statement</th>
          </tr>
        </thead>
        <tbody>
          {view.donors.map((donor) => (
            <tr key={donor.email}>
              <td data-label="Donor">{donor.name}</td>
              <td data-label="E-mail">{donor.email}</td>
              <td data-label="Gifts">{donor.gifts}</td>
              <td data-label={part}>{formatCents(donor.deductible)}</td>
              <td data-label="Statement">
                <button
                  type="button"
                  className="button"
                  aria-label={`Download the statement of ${donor.name} (PDF)`}
                  disabled={download.status === 'running'}
                  onClick={() => download.start(donor.email)}
                >
                  Download PDF
                </button>
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td data-label="Donors">{view.total.donors === 1 ? '1 donor' : `${view.total.donors} donors`}</td>
            <td data-label="Gifts">{view.total.gifts}</td>
            <td data-label={part}>{formatCents(view.total.deductible)}</td>
            <td aria-hidden="true" />
          </tr>
        </tfoot>
      </StackedTable>
      {download.error ? (
        <p role="alert" className="notice-inline error">
          {download.error.message}
        </p>
      ) : null}
    </>
  );
}
