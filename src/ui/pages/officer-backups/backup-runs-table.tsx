import type { BackupRun } from '../../../application/ports/backup-log.port';
import { StackedTable } from '../../components/stacked-table';
import { instantIn, runAt, sizeWords } from './backups-words';

/** The latest runs, newest first: a table on a wide screen, one stacked block per run on a phone. */
export function BackupRunsTable({ runs, timeZone }: { readonly runs: readonly BackupRun[]; readonly timeZone: string }) {
  return (
    <StackedTable label="Recent backups">
      <caption>Recent backups, newest first</caption>
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Result</th>
          <th scope="col">Archive</th>
          <th scope="col">Size</th>
          <th scope="col">Reason</th>
        </tr>
      </thead>
      <tbody>
        {runs.map((run) => (
          <tr key={`${run.startedAt} ${run.archive ?? ''}`}>
            <th scope="row" data-label="When">
              {instantIn(runAt(run), timeZone)}
            </th>
            <td data-label="Result">{run.ok ? 'Succeeded' : 'Failed'}</td>
            <td data-label="Archive">{run.archive ?? 'None'}</td>
            <td data-label="Size">{run.bytes === null ? 'None' : sizeWords(run.bytes)}</td>
            <td data-label="Reason">{run.ok ? 'None' : (run.error ?? 'Not recorded')}</td>
          </tr>
        ))}
      </tbody>
    </StackedTable>
  );
}
