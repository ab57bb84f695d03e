import type { ResultAsync } from 'neverthrow';
import type { AuditEntry } from '../../domain/audit';
import type { CodeDelivery, IdentityError } from './identity-provider.port';

/**
 * A member's sign-in account as an officer sees it: none; invited (a temporary password sent, not
 * yet replaced); signed up with the e-mailed code not yet given; confirmed; confirmed with two-step
 * sign-in on; or disabled (cannot sign in).
 */
export type AccountState = 'none' | 'invited' | 'unconfirmed' | 'confirmed' | 'two-step' | 'disabled';

export const ACCOUNT_STATE_LABELS: Readonly<Record<AccountState, string>> = {
  none: 'No account',
  invited: 'Invited',
  unconfirmed: 'Signed up, code not yet confirmed',
  confirmed: 'Confirmed',
  'two-step': 'Confirmed, two-step sign-in on',
  disabled: 'Sign-in disabled',
};

/**
 * The audit entry of an officer's change of a member's account, made from the account's state after
 * it: written with the change, in its transaction, by an identity service whose accounts are in the
 * audit log's database (self-hosted).
 */
export type MemberAccountAudit = (after: AccountState) => AuditEntry;

interface Email {
  readonly email: string;
}

/**
 * What an officer does to members' accounts (issue 18), served by the identity service: the
 * callers authorize first. An invitation is an account with a temporary password e-mailed (the
 * Set Password page completes it); a reset makes the account choose a new password (a code is
 * e-mailed, its sessions end); disabling refuses every sign-in and ends its sessions.
 */
export interface MemberAccounts {
  accountStateOf(email: string): ResultAsync<AccountState, IdentityError>;
  adminCreateUser(input: Email, audit?: MemberAccountAudit): ResultAsync<{ readonly userId: string }, IdentityError>;
  adminRequirePasswordReset(input: Email, audit?: MemberAccountAudit): ResultAsync<CodeDelivery, IdentityError>;
  /** UserNotFound when the e-mail has no account. */
  adminSetSignIn(input: Email & { readonly enabled: boolean }, audit?: MemberAccountAudit): ResultAsync<void, IdentityError>;
}
