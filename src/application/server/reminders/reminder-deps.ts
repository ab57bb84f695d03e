import type { Clock } from '../../ports/clock.port';
import type { DuesReminderStore } from '../../ports/dues-reminders.port';
import type { IdGenerator } from '../../ports/id-generator.port';
import type { MailQueue } from '../../ports/mail-queue.port';
import type { SignedTokens } from '../../ports/signed-tokens.port';

/** What the dues reminders need: their records, the mail queue, the link signer, the time, ids and the chapter's settings. */
export interface ReminderDeps {
  readonly reminders: DuesReminderStore;
  readonly queue: Pick<MailQueue, 'enqueue'>;
  readonly tokens: SignedTokens;
  readonly clock: Clock;
  readonly ids: { readonly newId: IdGenerator['newId'] };
  /**
   * TIME_ZONE: the chapter's zone, in which the dues year and each reminder's date are read.
   * PUBLIC_URL: the site's address, for the pay link. DUES_LINK_DAYS: how long a pay link is valid.
   */
  readonly config: { readonly timeZone: string; readonly publicUrl: string; readonly duesLinkDays: number };
}
