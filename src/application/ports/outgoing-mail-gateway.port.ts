import type { ResultAsync } from 'neverthrow';
import type { JobRun } from './job-runs.port';
import type { Delivery, DeliveryPage } from './mail-queue.port';

/** The filter as the page sends it: each blank is 'any'. */
export interface OutgoingMailQuery {
  readonly status: string;
  readonly to: string;
  /** A campaign's or a reminder run's mails: the start of their key. */
  readonly keyPrefix: string;
}

export type OutgoingMailGatewayError =
  /** A filter refused, with a message per field. */
  | { readonly type: 'Invalid'; readonly message: string; readonly fields: Readonly<Record<string, string>> }
  | { readonly type: 'Unauthorized'; readonly message: string }
  | { readonly type: 'NotFound'; readonly message: string }
  /** The mail is no longer a failed one (another officer tried it again). */
  | { readonly type: 'Conflict'; readonly message: string }
  | { readonly type: 'Unavailable'; readonly message: string };

/** The officers' view of the mail queue and of the schedule in the browser (issue 19; officers only). */
export interface OutgoingMailGateway {
  /** The deliveries the filter matches, newest first (never a mail's text), with the counts by status. */
  deliveries(query: OutgoingMailQuery): ResultAsync<DeliveryPage, OutgoingMailGatewayError>;
  /** 'Try again' of a failed mail (retryMail): the delivery queued again. */
  retry(id: string): ResultAsync<Delivery, OutgoingMailGatewayError>;
  /** The scheduled jobs' latest runs, newest first. */
  schedule(): ResultAsync<readonly JobRun[], OutgoingMailGatewayError>;
}
