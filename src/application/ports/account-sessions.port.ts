import type { ResultAsync } from 'neverthrow';

/**
 * Ends people's sign-in sessions, by e-mail: what deleting a member record needs from identity so
 * that the member's access ends at once. The self-hosted identity service is one
 * (`IdentityService.revokeSessionsOf`).
 */
export interface AccountSessions {
  /** Ends every session of the account with this e-mail at once; an e-mail without an account has none to end. */
  revokeSessionsOf(input: { readonly email: string }): ResultAsync<void, { readonly type: string; readonly message: string }>;
}
