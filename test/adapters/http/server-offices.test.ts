import { okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { fetchWithRetry } from '../../../src/adapters/http/fetch-with-retry';
import { jsonClient } from '../../../src/adapters/http/json-client';
import { withServerOffices } from '../../../src/adapters/http/server-offices';
import type { AuthUser, IdentityProvider } from '../../../src/application/ports/identity-provider.port';
import { appWorld } from '../../support/app-world';
import { signedInMember } from '../../support/auth-helpers';
import { Browser } from '../../support/browser';

const JANE: AuthUser = { userId: 'cognito-sub-1', username: 'jane@example.org', email: 'jane@example.org', isAdmin: false };

/** Cognito as the aws wiring's identity provider knows Jane: no roles. */
function cognitoLike(signedOut: string[]): IdentityProvider {
  return { currentUser: () => okAsync(JANE), signOut: () => okAsync(void signedOut.push('out')) } as unknown as IdentityProvider;
}

const over = (tab: Browser) => jsonClient({ fetch: fetchWithRetry({ fetch: tab.fetch, sleep: async () => undefined }) });

describe('withServerOffices (the aws wiring’s signed-in user with the roles the server found)', () => {
  it('adds the offices in force to the user Cognito knows, and passes every other call through', async () => {
    const world = appWorld();
    const tab = await signedInMember(world, JANE.email);
    (
      await world.deps.roleGrants.grant({
        id: 'g1',
        email: JANE.email,
        role: 'door',
        event: 'spring-banquet-2022',
        endsOn: '2999-01-01',
        grantedBy: 'chair@example.org',
        grantedAt: '2026-01-01T00:00:00.000Z',
        revokedAt: null,
        revokedBy: null,
      })
    )._unsafeUnwrap();
    const signedOut: string[] = [];
    const identity = withServerOffices(cognitoLike(signedOut), over(tab));
    expect((await identity.currentUser())._unsafeUnwrap()).toEqual({ ...JANE, offices: [{ role: 'door', event: 'spring-banquet-2022' }] });
    (await identity.signOut())._unsafeUnwrap();
    expect(signedOut).toEqual(['out']);
  });

  it('keeps the user as Cognito knows them when the server knows no roles or cannot say', async () => {
    const world = appWorld();
    const member = await signedInMember(world, JANE.email);
    expect((await withServerOffices(cognitoLike([]), over(member)).currentUser())._unsafeUnwrap()).toEqual(JANE);
    expect((await withServerOffices(cognitoLike([]), over(new Browser(world))).currentUser())._unsafeUnwrap()).toEqual(JANE);
  });
});
