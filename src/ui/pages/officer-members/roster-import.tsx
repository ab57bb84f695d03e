import { useState } from 'react';
import { okAsync, ResultAsync } from 'neverthrow';
import type { ImportOutcome, ImportReport, OfficerMembersError } from '../../../application/ports/officer-members-gateway.port';
import { useServices } from '../../app/services';
import { FileField } from '../../components/file-field';
import { StackedTable } from '../../components/stacked-table';
import { useResultAction } from '../../components/use-result';

const UNREADABLE: OfficerMembersError = {
  type: 'InvalidForm',
  message: 'The file could not be read.',
  fields: { csv: 'The file could not be read.' },
};

function whatHappens(outcome: ImportOutcome): string {
  switch (outcome.action) {
    case 'create':
      return 'New member';
    case 'update':
      return `Update: ${Object.keys(outcome.changes).join(', ')}`;
    case 'unchanged':
      return 'Already as in the file';
    case 'refuse':
      return `Refused: ${outcome.reasons.join(' ')}`;
  }
}

/** '2 new, 1 updated, 3 unchanged, 1 refused' of a report. */
function summary(report: ImportReport): string {
  const count = (action: ImportOutcome['action']) => report.outcomes.filter((o) => o.action === action).length;
  const words = `${count('create')} new, ${count('update')} ${report.applied ? 'updated' : 'to update'}, ${count('unchanged')} unchanged, ${count('refuse')} refused`;
  return report.applied ? `Imported: ${words}.` : `Nothing is written yet: ${words}.`;
}

function ImportTable({ report }: { readonly report: ImportReport }) {
  return (
    <StackedTable label="Rows of the file">
      <thead>
        <tr>
          <th scope="col">Row</th>
          <th scope="col">E-mail</th>
          <th scope="col">What happens</th>
        </tr>
      </thead>
      <tbody>
        {report.outcomes.map((outcome) => (
          <tr key={outcome.row}>
            <th scope="row">{outcome.row}</th>
            <td data-label="E-mail">{outcome.email}</td>
            <td data-label="What happens">{whatHappens(outcome)}</td>
          </tr>
        ))}
      </tbody>
    </StackedTable>
  );
}

/**
 * Importing members from a CSV: the file is checked first (a dry run: each row's outcome, nothing
 * written); 'Import' writes the good rows, and only then. The same file twice changes nothing.
 */
export function RosterImport({ onImported }: { readonly onImported: () => void }) {
  const { officerMembers } = useServices();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const run = useResultAction(
    (confirm: boolean) =>
      (file === null ? okAsync('') : ResultAsync.fromPromise(file.text(), () => UNREADABLE)).andThen((csv) =>
        officerMembers.importMembers(csv, confirm),
      ),
    {
      onSuccess: (answer) => {
        setReport(answer);
        if (answer.applied) onImported();
      },
    },
  );
  const writable = report !== null && !report.applied && report.outcomes.some((o) => o.action === 'create' || o.action === 'update');
  const fileError = run.error?.type === 'InvalidForm' ? (run.error.fields['csv'] ?? run.error.message) : undefined;
  return (
    <section aria-labelledby="roster-import-heading" className="roster-import">
      <h2 id="roster-import-heading">Import members</h2>
      <FileField
        label="CSV file"
        accept=".csv,text/csv"
        hint="A header row naming the columns (First name, Last name, E-mail required), one member per row; members are matched by e-mail."
        error={fileError}
        onChange={(chosen) => {
          setFile(chosen);
          setReport(null);
        }}
      />
      <div className="roster-actions">
        <button type="button" className="button" disabled={file === null || run.status === 'running'} onClick={() => run.start(false)}>
          Check the file
        </button>
        {writable ? (
          <button type="button" className="button" disabled={run.status === 'running'} onClick={() => run.start(true)}>
            Import these rows
          </button>
        ) : null}
      </div>
      {run.error && run.error.type !== 'InvalidForm' ? (
        <p role="alert" className="notice-inline error">
          {run.error.message}
        </p>
      ) : null}
      <p role="status">{report === null ? '' : summary(report)}</p>
      {report !== null && report.ignoredColumns.length > 0 ? <p>Columns read past: {report.ignoredColumns.join(', ')}.</p> : null}
      {report !== null ? <ImportTable report={report} /> : null}
    </section>
  );
}
