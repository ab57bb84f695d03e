import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { CognitoIdTokens, CognitoTokenError, CognitoUser } from '../../src/adapters/cognito/cognito-id-tokens';
import { ADMINS_GROUP } from '../../src/domain/access';
import { cognitoCallers } from '../../src/server/cognito-callers';

/** A verifier that takes every token for the user it is given. */
const verifying = (user: CognitoUser): CognitoIdTokens => ({ verify: () => okAsync(user) });
const ada = { userId: '7d5e3a1c-0b9f-4c2e-8a61-2f4b9c8d1e05', email: 'ada@alumni.example' };

describe('cognitoCallers: who a Cognito ID token says is calling (the aws wiring)', () => {
  it("makes a member of the administrators' group (ADMINS_GROUP) an administrator", async () => {
    const caller = await cognitoCallers(verifying({ ...ada, groups: ['readers', ADMINS_GROUP] }))('token');
    expect(caller._unsafeUnwrap()).toEqual({ role: 'admin', email: ada.email, userId: ada.userId, accessToken: 'token' });
  });

  it('makes anyone else a member, whatever other groups they are in', async () => {
    for (const groups of [[], ['Admins'], ['admin'], ['readers']]) {
      expect((await cognitoCallers(verifying({ ...ada, groups }))('token'))._unsafeUnwrap()?.role).toBe('member');
    }
  });

  it('takes a token that fails its checks for a visitor, and a key set it cannot fetch for Unavailable', async () => {
    const refusing = (type: CognitoTokenError['type']): CognitoIdTokens => ({
      verify: () => errAsync({ type, reason: 'x', message: 'x' }),
    });
    expect((await cognitoCallers(refusing('InvalidToken'))('token'))._unsafeUnwrap()).toBeNull();
    expect((await cognitoCallers(refusing('Unavailable'))('token'))._unsafeUnwrapErr().type).toBe('Unavailable');
  });
});
