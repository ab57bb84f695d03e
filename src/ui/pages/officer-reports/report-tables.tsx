import type { TreasuryReportView } from '../../../application/ports/treasury-report-gateway.port';
import { categoryWords, METHOD_WORDS } from '../../../domain/ledger';
import { reportLabel, reportMoney, type ReportLine } from '../../../domain/treasury-report';
import { StackedTable } from '../../components/stacked-table';

function LineCells({ line }: { readonly line: ReportLine }) {
  return (
    <>
      <td data-label="Payments">{line.payments}</td>
      <td data-label="Income">{reportMoney(line.income)}</td>
      <td data-label="Refunds">{reportMoney(line.refunds)}</td>
      <td data-label="Net">{reportMoney(line.net)}</td>
    </>
  );
}

function LinesTable({
  caption,
  first,
  lines,
  total,
}: {
  readonly caption: string;
  readonly first: string;
  readonly lines: readonly { readonly key: string; readonly label: string; readonly line: ReportLine }[];
  readonly total: ReportLine;
}) {
  return (
    <StackedTable label={caption} className="report-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{first}</th>
          <th scope="col">Payments</th>
          <th scope="col">Income</th>
          <th scope="col">Refunds</th>
          <th scope="col">Net</th>
        </tr>
      </thead>
      <tbody>
        {lines.map(({ key, label, line }) => (
          <tr key={key}>
            <th scope="row" data-label={first}>
              {label}
            </th>
            <LineCells line={line} />
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" data-label={first}>
            Total
          </th>
          <LineCells line={total} />
        </tr>
      </tfoot>
    </StackedTable>
  );
}

function RefundsTable({ report }: { readonly report: TreasuryReportView }) {
  if (report.refunds.length === 0) return <p>No refunds in this period.</p>;
  return (
    <StackedTable label="Refunds" className="report-table">
      <caption>Refunds</caption>
      <thead>
        <tr>
          <th scope="col">Category</th>
          <th scope="col">Method</th>
          <th scope="col">Refunds</th>
          <th scope="col">Amount</th>
        </tr>
      </thead>
      <tbody>
        {report.refunds.map((refund) => (
          <tr key={`${refund.category.group}:${refund.category.detail}:${refund.method}`}>
            <th scope="row" data-label="Category">
              {categoryWords(refund.category)}
            </th>
            <td data-label="Method">{METHOD_WORDS[refund.method]}</td>
            <td data-label="Refunds">{refund.count}</td>
            <td data-label="Amount">{reportMoney(refund.amount)}</td>
          </tr>
        ))}
      </tbody>
    </StackedTable>
  );
}

/** The report's tables (income by category and by method, refunds) and its net: tables on a wide screen, stacked blocks on a phone. */
export function ReportTables({ report }: { readonly report: TreasuryReportView }) {
  const byCategory = report.byCategory.map((line) => ({
    key: `${line.category.group}:${line.category.detail}`,
    label: reportLabel(line),
    line,
  }));
  const byMethod = report.byMethod.map((line) => ({ key: line.method, label: reportLabel(line), line }));
  return (
    <>
      <h2>Net</h2>
      <dl className="report-net">
        <div>
          <dt>Income</dt>
          <dd>{reportMoney(report.total.income)}</dd>
        </div>
        <div>
          <dt>Refunds</dt>
          <dd>{reportMoney(-report.total.refunds)}</dd>
        </div>
        <div>
          <dt>Net</dt>
          <dd>{reportMoney(report.total.net)}</dd>
        </div>
      </dl>
      <h2>Income</h2>
      {byCategory.length === 0 ? (
        <p>No payments or refunds in this period.</p>
      ) : (
        <LinesTable caption="Income by category" first="Category" lines={byCategory} total={report.total} />
      )}
      <LinesTable caption="Income by method" first="Method" lines={byMethod} total={report.total} />
      <h2>Refunds</h2>
      <RefundsTable report={report} />
    </>
  );
}
