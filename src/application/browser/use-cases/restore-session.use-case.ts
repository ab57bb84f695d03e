import { okAsync, type ResultAsync } from 'neverthrow';
import type { Office } from '../../../domain/officer-roles';
import { IDENTITY_ROUTES } from '../identity-routes';
import { SIGNED_IN_USER_KEY, type BrowserStorage } from '../../ports/browser-storage.port';
import type { IdentityErrorType, IdentityProvider } from '../../ports/identity-provider.port';

export interface RestoreSessionDeps {
  readonly identity: IdentityProvider;
  readonly storage: BrowserStorage;
}

/** Who is signed in, as the identity service confirms it, and where the Member Area button goes. */
export interface Session {
  /** The signed-in e-mail (the app state `user`), or null. */
  readonly user: string | null;
  /** The server's decision, for showing the Admin badge and panel only. */
  readonly isAdmin: boolean;
  /** An administrator who must turn on two-step sign-in before the server grants their rights. */
  readonly needsTwoStep: boolean;
  /** The officers' roles in force, as the server found them: what the officers' console shows (never what it allows). */
  readonly offices: readonly Office[];
  readonly memberAreaPath: typeof IDENTITY_ROUTES.memberArea | typeof IDENTITY_ROUTES.login;
}

export interface RestoreSessionOptions {
  /**
   * At start-up: ask the identity service only when an e-mail is stored under 'user' (spec
   * section 3: restored at start if present). A visitor who never signed in costs no request.
   */
  readonly onlyIfRemembered?: boolean;
}

const SIGNED_OUT: Session = { user: null, isAdmin: false, needsTwoStep: false, offices: [], memberAreaPath: IDENTITY_ROUTES.login };

/** Errors that mean "nobody is signed in" (as opposed to "the service cannot say right now"). */
const NOT_SIGNED_IN: ReadonlySet<IdentityErrorType> = new Set(['NotAuthenticated', 'NotAuthorized', 'UserNotFound']);

function keepUser(storage: BrowserStorage, email: string): void {
  const stored = storage.get(SIGNED_IN_USER_KEY).unwrapOr(null);
  // Best effort: the stored e-mail only saves a round trip; the identity service stays the authority.
  if (stored !== email) void storage.set(SIGNED_IN_USER_KEY, email);
}

/**
 * Restores the signed-in user: the identity service decides who is signed in, and the e-mail is
 * kept under 'user'. Signed in: the Member Area button goes to /Member-Area; otherwise to /Login.
 * A stored e-mail the service no longer knows is forgotten; one it cannot check right now
 * (service unavailable) is kept for the next try. Never fails.
 */
export function restoreSession(deps: RestoreSessionDeps, options: RestoreSessionOptions = {}): ResultAsync<Session, never> {
  if (options.onlyIfRemembered && deps.storage.get(SIGNED_IN_USER_KEY).unwrapOr(null) === null) return okAsync(SIGNED_OUT);
  return deps.identity
    .currentUser()
    .map((user): Session => {
      keepUser(deps.storage, user.email);
      return {
        user: user.email,
        isAdmin: user.isAdmin,
        needsTwoStep: user.needsTwoStep === true,
        offices: user.offices ?? [],
        memberAreaPath: IDENTITY_ROUTES.memberArea,
      };
    })
    .orElse((error) => {
      if (NOT_SIGNED_IN.has(error.type)) void deps.storage.remove(SIGNED_IN_USER_KEY);
      return okAsync(SIGNED_OUT);
    });
}
