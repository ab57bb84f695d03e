import type { JobRunState } from '../../../application/ports/job-runs.port';
import type { DeliveryStatus } from '../../../application/ports/mail-queue.port';

export const OUTGOING_MAIL_TITLE = 'Outgoing mail';

/** The statuses in the order the counts and the filter list them. */
export const STATUS_WORDS: Readonly<Record<DeliveryStatus, string>> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  unsubscribed: 'Not sent: unsubscribed',
};

export const RUN_STATE_WORDS: Readonly<Record<JobRunState, string>> = {
  started: 'Running (or stopped)',
  finished: 'Finished',
  failed: 'Failed',
};

/** An ISO instant as officers read it elsewhere in the console (the audit log): to the minute, in UTC. */
export function instantWords(at: string): string {
  return `${at.replace('T', ' ').slice(0, 16)} UTC`;
}

/** What the filter matched: every match counted, the newest shown when there are more. */
export function matchedWords(total: number, shown: number): string {
  const mails = total === 1 ? '1 mail matches' : `${total} mails match`;
  return shown < total ? `${mails}; the newest ${shown} are shown.` : `${mails}.`;
}
