import { describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, confirmedAccount, identityServiceWorld, PASSWORD, sessionOf } from '../../support/identity-service-world';

const EMAIL = 'ada@example.org';

async function signedIn(email = EMAIL) {
  const world = identityServiceWorld();
  const userId = await confirmedAccount(world, email);
  return { world, userId, tokens: await sessionOf(world, email) };
}

describe('sessions', () => {
  it('issue a one-hour access token and a 30-day refresh token, and say who holds them', async () => {
    const { world, userId, tokens } = await signedIn();
    expect(tokens.accessTokenExpiresAt).toBe(world.clock.now() + 3_600_000);
    expect(tokens.refreshTokenExpiresAt).toBe(world.clock.now() + 30 * 86_400_000);
    expect((await world.service.authenticate(tokens.accessToken))._unsafeUnwrap()).toEqual({
      userId,
      username: EMAIL,
      email: EMAIL,
      isAdmin: false,
    });
    world.clock.advance(3_600_000);
    expect((await world.service.authenticate(tokens.accessToken))._unsafeUnwrapErr()).toEqual({
      type: 'NotAuthorized',
      message: 'Access Token has expired',
    });
    expect((await world.service.authenticate('made-up'))._unsafeUnwrapErr()).toEqual({
      type: 'NotAuthorized',
      message: 'Invalid Access Token',
    });
  });

  it('take admin status from the configured list only', async () => {
    const { world, tokens } = await signedIn(ADMIN_EMAIL.toUpperCase());
    expect((await world.service.authenticate(tokens.accessToken))._unsafeUnwrap().isAdmin).toBe(true);
  });

  it('rotate the refresh token on every use, keeping the 30-day limit of the sign-in', async () => {
    const { world, tokens } = await signedIn();
    world.clock.advance(86_400_000);
    const next = (await world.service.refreshSession(tokens.refreshToken))._unsafeUnwrap();
    expect(next.refreshToken).not.toBe(tokens.refreshToken);
    expect(next.refreshTokenExpiresAt).toBe(tokens.refreshTokenExpiresAt);
    expect(next.accessTokenExpiresAt).toBe(world.clock.now() + 3_600_000);
    expect((await world.service.authenticate(next.accessToken))._unsafeUnwrap().email).toBe(EMAIL);
    world.clock.advance(29 * 86_400_000);
    expect((await world.service.refreshSession(next.refreshToken))._unsafeUnwrapErr().message).toBe('Refresh Token has expired');
  });

  it('end the whole sign-in when a spent refresh token comes back (theft), and only that sign-in', async () => {
    const { world, tokens } = await signedIn();
    const other = await sessionOf(world, EMAIL);
    const next = (await world.service.refreshSession(tokens.refreshToken))._unsafeUnwrap();
    expect((await world.service.refreshSession(tokens.refreshToken))._unsafeUnwrapErr()).toEqual({
      type: 'NotAuthorized',
      message: 'Refresh Token has been revoked',
    });
    expect((await world.service.refreshSession(next.refreshToken))._unsafeUnwrapErr().type).toBe('NotAuthorized');
    expect((await world.service.authenticate(next.accessToken))._unsafeUnwrapErr().message).toBe('Access Token has been revoked');
    expect((await world.service.authenticate(other.accessToken)).isOk()).toBe(true);
  });

  it('let only one of two simultaneous refreshes with one token succeed', async () => {
    const { world, tokens } = await signedIn();
    const answers = await Promise.all([
      world.service.refreshSession(tokens.refreshToken),
      world.service.refreshSession(tokens.refreshToken),
    ]);
    expect(answers.filter((answer) => answer.isOk()).length).toBeLessThanOrEqual(1);
  });

  it('end at sign-out, access token included, at once', async () => {
    const { world, tokens } = await signedIn();
    (await world.service.signOut(tokens.refreshToken))._unsafeUnwrap();
    expect((await world.service.authenticate(tokens.accessToken))._unsafeUnwrapErr().message).toBe('Access Token has been revoked');
    expect((await world.service.refreshSession(tokens.refreshToken))._unsafeUnwrapErr().type).toBe('NotAuthorized');
    (await world.service.signOut('unknown token'))._unsafeUnwrap();
  });

  it('a password change ends every other session and keeps the one that made it', async () => {
    const { world, tokens } = await signedIn();
    const other = await sessionOf(world, EMAIL);
    (
      await world.service.changePassword({ accessToken: tokens.accessToken, oldPassword: PASSWORD, newPassword: 'copper kettle 1987' })
    )._unsafeUnwrap();
    expect((await world.service.authenticate(tokens.accessToken)).isOk()).toBe(true);
    expect((await world.service.authenticate(other.accessToken))._unsafeUnwrapErr().message).toBe('Access Token has been revoked');
    expect((await world.service.refreshSession(other.refreshToken))._unsafeUnwrapErr().type).toBe('NotAuthorized');
  });

  it('wrong old passwords count toward the back-off of the session that gives them, not of the owner elsewhere', async () => {
    const { world, tokens } = await signedIn();
    const change = () =>
      world.service.changePassword({ accessToken: tokens.accessToken, oldPassword: 'guess guess', newPassword: 'copper kettle 1987' });
    for (let i = 0; i < 5; i++) expect((await change())._unsafeUnwrapErr().message).toBe('Incorrect username or password.');
    expect((await change())._unsafeUnwrapErr().type).toBe('TooManyRequests');
    // A stolen session gives no more guesses than a stranger gets; the owner signing in elsewhere is not slowed.
    expect(
      (await world.service.signIn({ email: EMAIL, password: PASSWORD, origin: { key: '198.51.100.7', deviceToken: null } }))._unsafeUnwrap()
        .done,
    ).toBe(true);
  });
});
