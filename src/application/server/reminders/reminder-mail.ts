import { formatCalendarDate } from '../../../domain/calendar-date';
import { payLinkSubject, reminderKey, type ReminderRecipient, type ReminderSlot } from '../../../domain/dues-reminders';
import { formatCents } from '../../../domain/money';
import { dateIn } from '../../ports/clock.port';
import type { Mail } from '../../ports/mailer.port';
import type { ReminderDeps } from './reminder-deps';

const DAY_MS = 86_400_000;

/** The path of the pay page (src/ui/app/routes.tsx), which reads the token from `?t=`. */
const PAY_DUES_PATH = '/Pay-Dues';

/** When a pay link made `now` stops working: DUES_LINK_DAYS later. */
function payLinkExpiry(deps: Pick<ReminderDeps, 'config'>, now: number): number {
  return now + deps.config.duesLinkDays * DAY_MS;
}

/** The signed pay link of one member for one dues year, valid until `expiresAt`. */
export function payLink(deps: Pick<ReminderDeps, 'tokens' | 'config'>, memberId: string, year: number, expiresAt: number): string {
  const token = deps.tokens.sign('dues-link', payLinkSubject(memberId, year), expiresAt);
  return `${deps.config.publicUrl}${PAY_DUES_PATH}?t=${token}`;
}

/**
 * One reminder: the member's name, the dues year, the amount the server priced, the signed link
 * and until when it works, and the Member Area as the other way to pay. Queued under its key
 * (one per member, year and offset) on the 'reminders' list, which a member may leave.
 */
export function reminderMail(
  deps: Pick<ReminderDeps, 'tokens' | 'config'>,
  slot: ReminderSlot,
  recipient: ReminderRecipient,
  now: number,
): Mail {
  const { member, amount } = recipient;
  const expiresAt = payLinkExpiry(deps, now);
  const until = formatCalendarDate(dateIn(expiresAt, deps.config.timeZone));
  const link = payLink(deps, member.id, slot.year, expiresAt);
  const text = [
    `Dear ${member.firstName.trim() || 'member'},`,
    '',
    `Our records show that your ${slot.year} chapter dues of ${formatCents(amount)} are not paid yet.`,
    '',
    `You can pay them online, without signing in, with this link (it works until ${until}):`,
    link,
    '',
    `Or sign in to the Member Area to pay: ${deps.config.publicUrl}/Member-Area`,
    '',
    'If you have paid in the meantime, thank you, and please disregard this message.',
  ].join('\n');
  return {
    to: member.email,
    subject: `Your ${slot.year} chapter dues: ${formatCents(amount)}`,
    text,
    action: { label: 'Pay your dues', url: link },
    key: reminderKey(slot, member.id),
    list: 'reminders',
  };
}
