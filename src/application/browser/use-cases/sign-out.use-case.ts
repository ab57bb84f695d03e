import { errAsync, type ResultAsync } from 'neverthrow';
import { IDENTITY_ROUTES } from '../identity-routes';
import { providerMessage } from '../messages';
import { SIGNED_IN_USER_KEY, type BrowserStorage } from '../../ports/browser-storage.port';
import type { IdentityProvider } from '../../ports/identity-provider.port';
import { identityFailure, type IdentityFailure } from './identity-flow.errors';

export interface SignOutDeps {
  readonly identity: IdentityProvider;
  readonly storage: BrowserStorage;
}

export interface SignedOut {
  readonly path: typeof IDENTITY_ROUTES.login;
}

export type SignOutError = IdentityFailure<'SignOutFailed'>;

function forgetBrowserState(storage: BrowserStorage): void {
  // Best effort: a 'user' key left behind is harmless, restoreSession confirms it with the identity service.
  void storage.clear().orElse(() => storage.remove(SIGNED_IN_USER_KEY));
}

/**
 * Signs out, then clears the site's browser storage (spec section 4) and sends the person to
 * /Login. The storage is cleared even when the identity service fails; the failure is reported in
 * the service's own words.
 */
export function signOut(deps: SignOutDeps): ResultAsync<SignedOut, SignOutError> {
  return deps.identity
    .signOut()
    .map((): SignedOut => {
      forgetBrowserState(deps.storage);
      return { path: IDENTITY_ROUTES.login };
    })
    .orElse((error) => {
      forgetBrowserState(deps.storage);
      return errAsync(identityFailure('SignOutFailed', error, providerMessage(error.message)));
    });
}
