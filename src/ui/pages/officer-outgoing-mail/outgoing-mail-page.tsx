import { useCallback, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { OutgoingMailQuery } from '../../../application/ports/outgoing-mail-gateway.port';
import type { Delivery, DeliveryPage, DeliveryStatus } from '../../../application/ports/mail-queue.port';
import { canActor } from '../../../domain/access';
import { useServices } from '../../app/services';
import { useSession } from '../../app/session';
import { OfficersOnly } from '../../components/officers-only';
import { TextField } from '../../components/text-field';
import { useResultLoad } from '../../components/use-result';
import { SelectField, type SelectOption } from '../officer-ledger/select-field';
import { DeliveryTable } from './delivery-table';
import { matchedWords, OUTGOING_MAIL_TITLE, STATUS_WORDS } from './outgoing-mail-words';
import { ScheduleTable } from './schedule-table';
import './outgoing-mail.css';

const STATUSES = Object.keys(STATUS_WORDS) as DeliveryStatus[];
const STATUS_OPTIONS: readonly SelectOption[] = [
  { value: '', label: 'Any' },
  ...STATUSES.map((status) => ({ value: status, label: STATUS_WORDS[status] })),
];

function queryOf(params: URLSearchParams): OutgoingMailQuery {
  return { status: params.get('status') ?? '', to: params.get('to') ?? '', keyPrefix: params.get('keyPrefix') ?? '' };
}

function paramsOf(query: OutgoingMailQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value.trim() !== '') params.set(name, value.trim());
  return params;
}

/** The filter: status, recipient and key prefix (a campaign's or a reminder run's mails); 'Show' applies it. */
function OutgoingFilter({
  query,
  errors,
  onApply,
}: {
  readonly query: OutgoingMailQuery;
  readonly errors: Readonly<Record<string, string>>;
  readonly onApply: (query: OutgoingMailQuery) => void;
}) {
  const [draft, setDraft] = useState(query);
  const set = (field: keyof OutgoingMailQuery) => (value: string) => setDraft((current) => ({ ...current, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form className="outgoing-filter" onSubmit={submit} aria-label="Filter the deliveries">
      <SelectField label="Status" value={draft.status} options={STATUS_OPTIONS} onChange={set('status')} error={errors['status']} />
      <TextField
        label="Recipient"
        hint="The whole e-mail address"
        type="email"
        value={draft.to}
        onChange={set('to')}
        error={errors['to']}
      />
      <TextField
        label="Key prefix"
        hint="e.g. campaign-12"
        value={draft.keyPrefix}
        onChange={set('keyPrefix')}
        error={errors['keyPrefix']}
      />
      <button type="submit" className="button">
        Show
      </button>
    </form>
  );
}

/** How many mails of the filter are in each status. */
function StatusCounts({ counts }: { readonly counts: DeliveryPage['counts'] }) {
  return (
    <dl className="outgoing-counts" aria-label="Mails by status">
      {STATUSES.map((status) => (
        <div key={status}>
          <dt>{STATUS_WORDS[status]}</dt>
          <dd>{counts[status]}</dd>
        </div>
      ))}
    </dl>
  );
}

function OutgoingMail() {
  const { outgoingMail } = useServices();
  const { actor } = useSession();
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const query = queryOf(new URLSearchParams(search));
  const [retried, setRetried] = useState<Delivery | null>(null);
  const loaded = useResultLoad(useCallback(() => outgoingMail.deliveries(queryOf(new URLSearchParams(search))), [outgoingMail, search]));
  const schedule = useResultLoad(useCallback(() => outgoingMail.schedule(), [outgoingMail]));
  const onRetried = (delivery: Delivery) => {
    setRetried(delivery);
    loaded.reload();
  };
  const apply = (next: OutgoingMailQuery) => {
    setRetried(null);
    setParams(paramsOf(next));
  };
  const refused = loaded.status === 'failed' ? loaded.error : null;
  const view = loaded.status === 'loaded' ? loaded.value : null;
  const total = view ? STATUSES.reduce((sum, status) => sum + view.counts[status], 0) : 0;
  return (
    <div className="container outgoing-mail-page">
      <h1>{OUTGOING_MAIL_TITLE}</h1>
      <p>Every mail the site queues: who it is for, how it went, and why it failed. A mail’s text is never shown here.</p>
      <OutgoingFilter key={search} query={query} errors={refused?.type === 'Invalid' ? refused.fields : {}} onApply={apply} />
      {refused ? (
        <p role="alert" className="notice-inline error">
          {refused.message}
        </p>
      ) : null}
      <div role="status">
        {loaded.status === 'loading' ? <p>Loading the deliveries...</p> : null}
        {view ? <p>{matchedWords(total, view.deliveries.length)}</p> : null}
        {retried ? (
          <p>
            The mail to {retried.to} is queued again: {retried.subject}
          </p>
        ) : null}
      </div>
      {view ? (
        <>
          <StatusCounts counts={view.counts} />
          {view.deliveries.length === 0 ? (
            <p>No mail matches this filter.</p>
          ) : (
            <DeliveryTable deliveries={view.deliveries} mayRetry={canActor(actor, 'retryMail')} onRetried={onRetried} />
          )}
        </>
      ) : null}
      <h2>Scheduled jobs</h2>
      {schedule.status === 'loading' ? <p role="status">Loading the scheduled jobs’ runs...</p> : null}
      {schedule.error ? (
        <p role="alert" className="notice-inline error">
          {schedule.error.message}
        </p>
      ) : null}
      {schedule.status === 'loaded' && schedule.value ? <ScheduleTable runs={schedule.value} /> : null}
    </div>
  );
}

/** `/Admin/outgoing-mail`: the mail queue's deliveries with their counts and 'Try again', and the scheduled jobs' last runs (officers). */
export function OutgoingMailPage() {
  return (
    <div className="page outgoing-mail">
      <OfficersOnly title={OUTGOING_MAIL_TITLE} action="viewOutgoingMail">
        <OutgoingMail />
      </OfficersOnly>
    </div>
  );
}
