import { errAsync, type ResultAsync } from 'neverthrow';
import type { IdentityError } from '../../application/ports/identity-provider.port';
import type { OwnDataGateway, OwnDataGatewayError } from '../../application/ports/own-data-gateway.port';
import type { AccountDeletionCodes } from '../../application/ports/own-data.port';
import type { AccountSessions } from '../../application/ports/account-sessions.port';

/** The signed-in person's side of the identity service: a call made with their access token. */
interface SignedIn {
  asSignedIn<T>(call: (accessToken: string) => ResultAsync<T, IdentityError>): ResultAsync<T, IdentityError>;
}

/** The server's answer to a malformed code, word for word (own-data.routes.ts). */
const MALFORMED_CODE = 'Enter the 6-digit code from the e-mail.';

function errorOf(error: IdentityError): OwnDataGatewayError {
  switch (error.type) {
    case 'CodeMismatch':
    case 'ExpiredCode':
    case 'InvalidParameter':
      return { type: 'Code', message: error.message, field: 'code' };
    case 'LimitExceeded':
    case 'TooManyRequests':
      return { type: 'TooMany', message: error.message };
    case 'NotAllowed':
      return { type: 'NotAllowed', message: error.message };
    case 'NotAuthorized':
    case 'NotAuthenticated':
      return { type: 'Unauthorized', message: error.message };
    default:
      return { type: 'Unavailable', message: error.message };
  }
}

/**
 * 'Delete my account' for the browser's tests: the real identity service mails the code and spends
 * it, as the signed-in person; a deletion ends the account's sessions. The personal data itself is
 * the server's database's (SqlOwnData), not here.
 */
export class InMemoryOwnDataGateway implements OwnDataGateway {
  readonly #signedIn: SignedIn;
  readonly #identity: AccountDeletionCodes & AccountSessions;

  constructor(signedIn: SignedIn, identity: AccountDeletionCodes & AccountSessions) {
    this.#signedIn = signedIn;
    this.#identity = identity;
  }

  requestDeletionCode(): ResultAsync<{ readonly destination: string }, OwnDataGatewayError> {
    return this.#signedIn
      .asSignedIn((token) => this.#identity.sendAccountDeletionCode(token))
      .map(({ destination }) => ({ destination }))
      .mapErr(errorOf);
  }

  deleteAccount(code: string): ResultAsync<void, OwnDataGatewayError> {
    if (!/^\d{6}$/.test(code.trim())) return errAsync({ type: 'Code', message: MALFORMED_CODE, field: 'code' });
    return this.#signedIn
      .asSignedIn((token) => this.#identity.confirmAccountDeletionCode(token, code.trim()))
      .andThen((proof) =>
        this.#identity
          .revokeSessionsOf({ email: proof.email })
          .mapErr((error): IdentityError => ({ type: 'Unavailable', message: error.message })),
      )
      .mapErr(errorOf);
  }
}
