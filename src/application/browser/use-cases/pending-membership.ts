import { sameEmail } from '../../../domain/members';
import { PENDING_MEMBERSHIP_KEY, type BrowserStorage } from '../../ports/browser-storage.port';

/**
 * The paid membership whose account still waits for its e-mailed code, remembered in the
 * browser's storage so that Become a Member can resume the code step after a refresh, a closed
 * tab or a lost code. Only the e-mail is kept, never the password. Each is best effort: a browser
 * that refuses storage only loses the resume.
 */

/** Remembers the e-mail of the account just paid for and signed up. */
export function rememberPendingMembership(storage: BrowserStorage, email: string): void {
  void storage.set(PENDING_MEMBERSHIP_KEY, email.trim());
}

/** The e-mail of a paid account whose code is not yet confirmed on this browser, or null. */
export function pendingMembershipOf(storage: BrowserStorage): string | null {
  const email = storage.get(PENDING_MEMBERSHIP_KEY).unwrapOr(null);
  return email === null || email.trim() === '' ? null : email;
}

/** Forgets the pending membership (confirmed, or the person started over). */
export function forgetPendingMembership(storage: BrowserStorage): void {
  void storage.remove(PENDING_MEMBERSHIP_KEY);
}

/** Forgets the pending membership of `email` once that account is signed in (e.g. from Login). */
export function settlePendingMembership(storage: BrowserStorage, email: string): void {
  const pending = pendingMembershipOf(storage);
  if (pending !== null && sameEmail(pending, email)) forgetPendingMembership(storage);
}
