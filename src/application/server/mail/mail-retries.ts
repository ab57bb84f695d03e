/** How many times a mail is tried before it is marked 'failed' for good. */
export const MAIL_MAX_ATTEMPTS = 6;

/** The wait after the first failed try; each later wait is five times the one before. */
const FIRST_RETRY_MS = 2 * 60 * 1000;

/**
 * When a mail whose try number `attempts` failed at `now` (ms) is tried next, or null when that was
 * its last try. Waits of 2 minutes, 10, 50, about 4 hours and about 21 hours: six tries over about
 * a day, so a mail server down for a night still gets the mail.
 */
export function nextAttemptAfter(attempts: number, now: number): number | null {
  if (attempts >= MAIL_MAX_ATTEMPTS) return null;
  return now + FIRST_RETRY_MS * 5 ** (Math.max(1, attempts) - 1);
}
