import type { AccessError } from '../../../domain/access';
import type { ChapterSettingsReader } from '../../ports/chapter-settings.port';
import type { Clock } from '../../ports/clock.port';
import type { GivingLedger } from '../../ports/giving-ledger.port';
import type { GivingStatementRuns } from '../../ports/giving-statement-runs.port';
import type { IdGenerator } from '../../ports/id-generator.port';
import type { MailQueue } from '../../ports/mail-queue.port';
import type { PdfRenderer } from '../../ports/pdf-renderer.port';
import type { SignedTokens } from '../../ports/signed-tokens.port';
import type { TicketedEventStore } from '../../ports/ticketed-event-store.port';
import type { InvalidInput } from '../content/content.errors';

/** What the giving statements' use cases read and write through. */
export interface GivingStatementDeps {
  readonly ledger: GivingLedger;
  /** The ticketed events, for each ticket type's fair market value. */
  readonly events: Pick<TicketedEventStore, 'list'>;
  readonly settings: ChapterSettingsReader;
  readonly runs: GivingStatementRuns;
  readonly queue: Pick<MailQueue, 'enqueue'>;
  readonly tokens: SignedTokens;
  readonly pdf: PdfRenderer;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly config: { readonly timeZone: string; readonly publicUrl: string };
}

/** A statement asked for that does not exist: no gifts from that donor in that year. */
export type NoStatement = { readonly type: 'NotFound'; readonly message: string };
/** A link that was changed, or is not one of ours. */
export type InvalidStatementLink = { readonly type: 'InvalidSignature'; readonly message: string };
/** A link past its date. */
export type ExpiredStatementLink = { readonly type: 'Gone'; readonly message: string };
/** The ledger, the settings, the PDF or the mail queue could not answer; the request may be tried again. */
export type GivingUnavailable = { readonly type: 'Unavailable'; readonly message: string };

export type GivingStatementError =
  InvalidInput | AccessError | NoStatement | InvalidStatementLink | ExpiredStatementLink | GivingUnavailable;

export const NO_STATEMENT: NoStatement = { type: 'NotFound', message: 'There is no giving statement for this donor and year.' };

export const INVALID_STATEMENT_LINK: InvalidStatementLink = {
  type: 'InvalidSignature',
  message: 'This statement link is not valid: it may have been copied incompletely or changed.',
};

export const EXPIRED_STATEMENT_LINK: ExpiredStatementLink = {
  type: 'Gone',
  message:
    'This statement link has expired. Members can download their statements from the Member Area; others may ask the treasurer for a new link.',
};

export const givingUnavailable = (cause: { readonly message: string }): GivingUnavailable => ({
  type: 'Unavailable',
  message: cause.message,
});
