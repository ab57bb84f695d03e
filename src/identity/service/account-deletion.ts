import type { ResultAsync } from 'neverthrow';
import type { CodeDelivery, IdentityError } from '../../application/ports/identity-provider.port';
import type { DeletionProof } from '../../application/ports/own-data.port';
import type { IdentityDeps } from './identity-context';
import { countCodeRequest, issueAndSendCode, spendCode } from './one-time-codes';
import { authenticateSession } from './sessions';

/**
 * E-mails the signed-in person a code that confirms the deletion of their account (issue 20):
 * counted against the codes sent to their address for this purpose (CODE_ISSUE_LIMITS), and
 * waiting for the mail queue to take it. A new code replaces the last one.
 */
export function sendAccountDeletionCode(ctx: IdentityDeps, accessToken: string): ResultAsync<CodeDelivery, IdentityError> {
  return authenticateSession(ctx, accessToken).andThen(({ account }) =>
    countCodeRequest(ctx, account.email, 'account-deletion').andThen(() => issueAndSendCode(ctx, account, 'account-deletion')),
  );
}

/**
 * Spends the deletion code of the signed-in person's own account: CodeMismatch when wrong (a code
 * mailed to another account is wrong here: the digest binds it to its account), ExpiredCode when
 * expired or spent already, LimitExceeded after too many wrong ones. A right code answers whose
 * account it proves; the caller then deletes it.
 */
export function confirmAccountDeletionCode(
  ctx: IdentityDeps,
  accessToken: string,
  code: string,
): ResultAsync<DeletionProof, IdentityError> {
  return authenticateSession(ctx, accessToken).andThen(({ account }) =>
    spendCode(ctx, account, 'account-deletion', code).map(() => ({ accountId: account.id, email: account.email })),
  );
}
