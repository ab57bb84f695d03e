import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { CampaignStore } from '../../ports/campaign-store.port';
import type { Clock } from '../../ports/clock.port';
import type { IdGenerator } from '../../ports/id-generator.port';
import type { MailQueue } from '../../ports/mail-queue.port';
import type { Mailer } from '../../ports/mailer.port';
import type { MarkdownRenderer } from '../../ports/markdown-renderer.port';
import type { MemberRoster } from '../../ports/member-roster.port';
import { unavailable, type RepositoryError } from '../../ports/repository.errors';
import type { Ticketing } from '../../ports/ticketing.port';
import type { ContentError } from '../content/content.errors';

/**
 * What the member e-mail's use cases need: the campaigns, the roster and the ticketing stores the
 * segments are read from, the Markdown renderer, the mail queue the campaign's mails go through,
 * the mailer a test goes through, ids and the time. The stores are null where this server keeps no
 * database of its own for them (the roster in the aws wiring).
 */
export interface MemberEmailDeps {
  readonly campaigns: CampaignStore | null;
  readonly roster: MemberRoster | null;
  readonly mailQueue: MailQueue | null;
  readonly ticketing: Pick<Ticketing, 'events' | 'tickets' | 'waitingList'>;
  readonly markdown: MarkdownRenderer;
  readonly mailer: Mailer;
  readonly ids: IdGenerator;
  readonly clock: Clock;
  readonly config: { readonly timeZone: string };
}

const NO_MEMBER_EMAIL = unavailable(
  "Member e-mail needs the server's own database for the roster, the messages and the mail queue; this installation has none of them.",
);

/** The stores a campaign needs, or Unavailable where this installation lacks one. */
export function memberEmailStores(
  deps: MemberEmailDeps,
): ResultAsync<{ readonly campaigns: CampaignStore; readonly roster: MemberRoster; readonly mailQueue: MailQueue }, RepositoryError> {
  const { campaigns, roster, mailQueue } = deps;
  return campaigns && roster && mailQueue ? okAsync({ campaigns, roster, mailQueue }) : errAsync(NO_MEMBER_EMAIL);
}

/** A failure of the mail queue or the mailer, as the console shows it. */
export const mailUnavailable = (error: { readonly message: string }): ContentError => unavailable(error.message);
