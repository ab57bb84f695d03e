import { useCallback, useState } from 'react';
import type { RemindersOverview } from '../../../application/ports/dues-reminders-gateway.port';
import { ROSTER_STATUS_LABELS } from '../../../domain/dues-status';
import { formatOffsets } from '../../../domain/dues-reminders';
import { formatCents } from '../../../domain/money';
import { useServices } from '../../app/services';
import { OfficersOnly } from '../../components/officers-only';
import { StackedTable } from '../../components/stacked-table';
import { TextField } from '../../components/text-field';
import { useResultAction, useResultLoad } from '../../components/use-result';
import './dues-reminders.css';

const TITLE = 'Dues reminders';

/** An offset in words, as the page lists the schedule's dates. */
function offsetWords(offset: number): string {
  if (offset === 0) return 'on the first day of the dues year';
  const days = Math.abs(offset) === 1 ? '1 day' : `${Math.abs(offset)} days`;
  return offset < 0 ? `${days} before the dues year` : `${days} into the dues year`;
}

function ScheduleForm({ view, onSaved }: { readonly view: RemindersOverview; readonly onSaved: () => void }) {
  const { duesReminders } = useServices();
  const [enabled, setEnabled] = useState(view.settings.enabled);
  const [offsets, setOffsets] = useState(formatOffsets(view.settings.offsets));
  const save = useResultAction((form: { enabled: boolean; offsets: string }) => duesReminders.saveSettings(form), { onSuccess: onSaved });
  const fieldError = save.error?.type === 'Invalid' ? save.error.fields['offsets'] : undefined;
  return (
    <section className="card" aria-labelledby="schedule-heading">
      <h2 id="schedule-heading">Schedule</h2>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save.start({ enabled, offsets });
        }}
      >
        <label className="reminders-switch">
          <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} /> Send reminders on this schedule
        </label>
        <TextField
          label="Reminder dates (days from January 1 of the dues year)"
          hint="Negative numbers are days before the year starts: -30, 0, +30, +60."
          value={offsets}
          onChange={setOffsets}
          error={fieldError}
        />
        <div className="form-actions">
          <button type="submit" className="button" disabled={save.status === 'running'}>
            Save the schedule
          </button>
        </div>
        {save.status === 'succeeded' ? <p role="status">The schedule was saved.</p> : null}
        {save.error && !fieldError ? (
          <p role="alert" className="notice-inline error">
            {save.error.message}
          </p>
        ) : null}
      </form>
    </section>
  );
}

function Preview({ view, onSent }: { readonly view: RemindersOverview; readonly onSent: () => void }) {
  const { duesReminders } = useServices();
  const send = useResultAction((input: { year: number; offset: number }) => duesReminders.sendNow(input), { onSuccess: onSent });
  const next = view.next;
  if (next === null) return <p>No reminder dates are set.</p>;
  return (
    <section className="card" aria-labelledby="preview-heading">
      <h2 id="preview-heading">Next reminders</h2>
      <p role="status">
        {next.due ? 'Due now' : `On ${next.date}`} ({offsetWords(next.offset)} {next.year}):{' '}
        {next.count === 1 ? '1 member' : `${next.count} members`} would be mailed
        {view.settings.enabled ? '.' : ' once the schedule is on.'}
      </p>
      {next.count > 0 ? (
        <StackedTable>
          <caption>Who the next reminders reach</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Status for {next.year}</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {next.recipients.map((row) => (
              <tr key={row.id}>
                <td data-label="Name">{row.name}</td>
                <td data-label="Status">{ROSTER_STATUS_LABELS[row.status]}</td>
                <td data-label="Amount">{formatCents(row.amount)}</td>
              </tr>
            ))}
          </tbody>
        </StackedTable>
      ) : null}
      <div className="form-actions">
        <button
          type="button"
          className="button"
          disabled={send.status === 'running' || next.count === 0}
          onClick={() => send.start({ year: next.year, offset: next.offset })}
        >
          Send now
        </button>
      </div>
      {send.error ? (
        <p role="alert" className="notice-inline error">
          {send.error.message}
        </p>
      ) : null}
      {send.status === 'succeeded' ? <p role="status">The reminders were queued.</p> : null}
    </section>
  );
}

function Runs({ view }: { readonly view: RemindersOverview }) {
  return (
    <section className="card" aria-labelledby="runs-heading">
      <h2 id="runs-heading">Runs</h2>
      {view.runs.length === 0 ? (
        <p>No reminders have been sent yet.</p>
      ) : (
        <StackedTable>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Dues year</th>
              <th scope="col">Date</th>
              <th scope="col">Mailed</th>
              <th scope="col">By</th>
            </tr>
          </thead>
          <tbody>
            {view.runs.map((run) => (
              <tr key={run.id}>
                <td data-label="When">{run.ranAt.slice(0, 16).replace('T', ' ')} UTC</td>
                <td data-label="Dues year">{run.year}</td>
                <td data-label="Date">{offsetWords(run.offset)}</td>
                <td data-label="Mailed">{run.mailed}</td>
                <td data-label="By">{run.by ?? 'The schedule'}</td>
              </tr>
            ))}
          </tbody>
        </StackedTable>
      )}
    </section>
  );
}

function Reminders() {
  const { duesReminders } = useServices();
  const loaded = useResultLoad(useCallback(() => duesReminders.overview(), [duesReminders]));
  const view = loaded.value;
  return (
    <div className="container reminders-page">
      <h1>{TITLE}</h1>
      {loaded.status === 'loading' && view === null ? <p role="status">Loading the reminders...</p> : null}
      {loaded.error ? (
        <p role="alert" className="notice-inline error">
          {loaded.error.message}
        </p>
      ) : null}
      {view ? (
        <>
          <ScheduleForm view={view} onSaved={loaded.reload} />
          <Preview view={view} onSent={loaded.reload} />
          <Runs view={view} />
        </>
      ) : null}
    </div>
  );
}

/** `/Admin/reminders`: the dues reminders' schedule, who the next ones reach, 'Send now' and the runs (manageDuesReminders). */
export function RemindersPage() {
  return (
    <div className="page">
      <OfficersOnly title={TITLE} action="manageDuesReminders">
        <Reminders />
      </OfficersOnly>
    </div>
  );
}
