import type { JobRun } from '../../../application/ports/job-runs.port';
import { StackedTable } from '../../components/stacked-table';
import { RUN_STATE_WORDS } from './outgoing-mail-words';

/** The scheduled jobs' latest runs, newest first: a table that stacks on a phone, as the deliveries do. */
export function ScheduleTable({ runs }: { readonly runs: readonly JobRun[] }) {
  if (runs.length === 0) return <p>No scheduled job has run yet.</p>;
  return (
    <StackedTable label="Scheduled jobs’ last runs">
      <caption>Scheduled jobs’ last runs, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Job</th>
          <th scope="col">Slot</th>
          <th scope="col">State</th>
          <th scope="col">Summary</th>
        </tr>
      </thead>
      <tbody>
        {runs.map((run) => (
          <tr key={`${run.job} ${run.slot}`}>
            <th scope="row" data-label="Job">
              {run.job}
            </th>
            <td data-label="Slot">{run.slot}</td>
            <td data-label="State">{RUN_STATE_WORDS[run.state]}</td>
            <td data-label="Summary">{run.summary ?? 'None yet'}</td>
          </tr>
        ))}
      </tbody>
    </StackedTable>
  );
}
