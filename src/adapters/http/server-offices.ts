import { okAsync, type ResultAsync } from 'neverthrow';
import type { AuthUser, IdentityError, IdentityProvider } from '../../application/ports/identity-provider.port';
import { authUserWire } from './identity-wire';
import type { JsonClient } from './json-client';

/**
 * An identity provider whose signed-in user also carries the officers' roles in force, as the
 * server found them (`GET /auth/me`): for the aws wiring, where Cognito knows the person and the
 * server knows their roles. The roles only decide what the console shows; without an answer the
 * user is returned as Cognito knows them, with none.
 */
export function withServerOffices(identity: IdentityProvider, send: JsonClient): IdentityProvider {
  const currentUser = (): ResultAsync<AuthUser, IdentityError> =>
    identity.currentUser().andThen((user) =>
      send({ method: 'GET', path: '/auth/me', answer: authUserWire, safeToRetry: true })
        .map((me): AuthUser => (me.offices && me.offices.length > 0 ? { ...user, offices: me.offices } : user))
        .orElse(() => okAsync(user)),
    );
  return new Proxy(identity, {
    get: (target, name) => {
      if (name === 'currentUser') return currentUser;
      const value: unknown = Reflect.get(target, name);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
