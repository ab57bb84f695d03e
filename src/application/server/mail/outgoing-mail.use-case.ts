import { errAsync, type ResultAsync } from 'neverthrow';
import { isoNow, type Clock } from '../../ports/clock.port';
import type { JobRun, JobRuns } from '../../ports/job-runs.port';
import type { MailQueueStore } from '../../ports/mail-queue-store.port';
import type { Delivery, DeliveryPage, DeliveryStatus } from '../../ports/mail-queue.port';
import { authorizeActor, type Actor } from '../../../domain/access';
import { officerWrite } from '../../../domain/audit';
import { QUEUE_UNAVAILABLE, type OutgoingMailError } from './outgoing-mail.errors';

/** How many deliveries the officers' view lists (the counts cover every match). */
const OUTGOING_PAGE_SIZE = 100;

/** How many of the scheduled jobs' runs the view lists. */
const SCHEDULE_RUNS_SHOWN = 50;

const STATUSES: readonly DeliveryStatus[] = ['queued', 'sending', 'sent', 'failed', 'unsubscribed'];

/** The filter as the page sends it: each blank is 'any'. */
export interface OutgoingQuery {
  readonly status: string;
  readonly to: string;
  readonly keyPrefix: string;
}

export interface OutgoingMailDeps {
  readonly store: Pick<MailQueueStore, 'deliveries' | 'retry'>;
  readonly jobRuns: Pick<JobRuns, 'latest'>;
  readonly clock: Clock;
}

const unavailable = (): OutgoingMailError => ({ type: 'Unavailable', message: QUEUE_UNAVAILABLE });
const blankAsNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The deliveries the filter matches (newest first, never a mail's text), with the counts by status (viewOutgoingMail). */
export function viewOutgoingMail(deps: OutgoingMailDeps, actor: Actor, query: OutgoingQuery): ResultAsync<DeliveryPage, OutgoingMailError> {
  const allowed = authorizeActor(actor, 'viewOutgoingMail');
  if (allowed.isErr()) return errAsync(allowed.error);
  const status = blankAsNull(query.status);
  if (status !== null && !STATUSES.includes(status as DeliveryStatus)) {
    return errAsync({
      type: 'InvalidQuery',
      message: 'Choose a status from the list.',
      fields: { status: 'Choose a status from the list.' },
    });
  }
  return deps.store
    .deliveries(
      { status: status as DeliveryStatus | null, to: blankAsNull(query.to), keyPrefix: blankAsNull(query.keyPrefix) },
      OUTGOING_PAGE_SIZE,
    )
    .mapErr(unavailable);
}

/** An officer's 'Try again' of a failed mail (retryMail): queued again at once, with its audit entry. */
export function retryMail(deps: OutgoingMailDeps, actor: Actor, id: string): ResultAsync<Delivery, OutgoingMailError> {
  const allowed = authorizeActor(actor, 'retryMail');
  if (allowed.isErr()) return errAsync(allowed.error);
  const at = isoNow(deps.clock);
  const entry = officerWrite(actor, at, 'retryMail', { kind: 'mail', id }, { before: { status: 'failed' }, after: { status: 'queued' } });
  return deps.store.retry(id, at, entry).mapErr((error) => (error.type === 'MailFailed' ? unavailable() : error));
}

/** The scheduled jobs' latest runs, newest first (viewOutgoingMail). */
export function viewSchedule(deps: OutgoingMailDeps, actor: Actor): ResultAsync<readonly JobRun[], OutgoingMailError> {
  const allowed = authorizeActor(actor, 'viewOutgoingMail');
  if (allowed.isErr()) return errAsync(allowed.error);
  return deps.jobRuns.latest(SCHEDULE_RUNS_SHOWN).mapErr(unavailable);
}
