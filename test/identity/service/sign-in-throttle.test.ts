import { describe, expect, it } from 'vitest';
import type { SignInOrigin } from '../../../src/identity/service/sign-in';
import { deviceToken, isKnownDevice } from '../../../src/identity/service/known-devices';
import { confirmedAccount, identityServiceWorld, PASSWORD, type IdentityServiceWorld } from '../../support/identity-service-world';

const EMAIL = 'ada@example.org';
const WRONG = 'not the password at all';

const from = (key: string, token: string | null = null): SignInOrigin => ({ key, deviceToken: token });

async function attempt(world: IdentityServiceWorld, origin: SignInOrigin, password = WRONG) {
  return world.service.signIn({ email: EMAIL, password, origin });
}

/** Fails `count` sign-ins, each from its own client 31 s after the last (past any account-wide wait), as a patient botnet would. */
async function failFromMany(world: IdentityServiceWorld, count: number, prefix = 'bot') {
  for (let i = 0; i < count; i++) {
    world.clock.advance(31_000);
    const result = await attempt(world, from(`${prefix}-${i}`));
    expect(result._unsafeUnwrapErr().type).toBe('NotAuthorized');
  }
}

describe('the sign-in throttle (a stranger cannot keep the owner out)', () => {
  it('slows the client that fails, after five failures, and no other client', async () => {
    const world = identityServiceWorld();
    await confirmedAccount(world, EMAIL);
    for (let i = 0; i < 5; i++) expect((await attempt(world, from('attacker')))._unsafeUnwrapErr().type).toBe('NotAuthorized');
    expect((await attempt(world, from('attacker'), PASSWORD))._unsafeUnwrapErr()).toMatchObject({
      type: 'TooManyRequests',
      retryAfterSeconds: 1,
    });
    world.clock.advance(1_000);
    expect((await attempt(world, from('attacker')))._unsafeUnwrapErr().type).toBe('NotAuthorized');
    expect((await attempt(world, from('attacker'), PASSWORD))._unsafeUnwrapErr()).toMatchObject({
      type: 'TooManyRequests',
      retryAfterSeconds: 2,
    });
    expect((await attempt(world, from('owner'), PASSWORD))._unsafeUnwrap().done).toBe(true);
  });

  it('delays every client that is not a known device by at most 30 s once many clients fail together', async () => {
    const world = identityServiceWorld();
    await confirmedAccount(world, EMAIL);
    await failFromMany(world, 20);
    // Twenty failures from twenty clients in the hour start the account-wide wait: 1 s, then doubling up to 30 s.
    expect((await attempt(world, from('fresh-client'), PASSWORD))._unsafeUnwrapErr()).toMatchObject({
      type: 'TooManyRequests',
      retryAfterSeconds: 1,
    });
    world.clock.advance(1_000);
    expect((await attempt(world, from('bot-20')))._unsafeUnwrapErr().type).toBe('NotAuthorized');
    expect((await attempt(world, from('owner'), PASSWORD))._unsafeUnwrapErr()).toMatchObject({
      type: 'TooManyRequests',
      retryAfterSeconds: 2,
    });
    await failFromMany(world, 20, 'more');
    const refused = (await attempt(world, from('owner'), PASSWORD))._unsafeUnwrapErr();
    expect(refused).toMatchObject({ type: 'TooManyRequests', retryAfterSeconds: 30 });
    world.clock.advance(30_000);
    expect((await attempt(world, from('owner'), PASSWORD))._unsafeUnwrap().done).toBe(true);
  });

  it('lets a known device of the account through at once, whatever other clients did', async () => {
    const world = identityServiceWorld();
    await confirmedAccount(world, EMAIL);
    const first = (await attempt(world, from('owner'), PASSWORD))._unsafeUnwrap();
    if (!first.done) throw new Error('expected DONE');
    await failFromMany(world, 30);
    expect((await attempt(world, from('owner-new-address', first.deviceToken), PASSWORD))._unsafeUnwrap().done).toBe(true);
  });

  it('judges a known device by its own client still: its own failures slow it', async () => {
    const world = identityServiceWorld();
    await confirmedAccount(world, EMAIL);
    const first = (await attempt(world, from('owner'), PASSWORD))._unsafeUnwrap();
    if (!first.done) throw new Error('expected DONE');
    for (let i = 0; i < 6; i++) void (await attempt(world, from('owner', first.deviceToken)));
    expect((await attempt(world, from('owner', first.deviceToken), PASSWORD))._unsafeUnwrapErr().type).toBe('TooManyRequests');
  });

  it("clears its own client's count on a right password, but not the e-mail's: the owner's sign-in hands a botnet no free guesses", async () => {
    const world = identityServiceWorld();
    await confirmedAccount(world, EMAIL);
    for (let i = 0; i < 4; i++) expect((await attempt(world, from('owner')))._unsafeUnwrapErr().type).toBe('NotAuthorized');
    expect((await attempt(world, from('owner'), PASSWORD))._unsafeUnwrap().done).toBe(true);
    for (let i = 0; i < 5; i++) expect((await attempt(world, from('owner')))._unsafeUnwrapErr().type).toBe('NotAuthorized');
    await failFromMany(world, 12);
    expect((await attempt(world, from('fresh'), PASSWORD))._unsafeUnwrapErr()).toMatchObject({
      type: 'TooManyRequests',
      retryAfterSeconds: 2,
    });
  });

  it("counts the e-mail's failures in an hour from the first, and starts afresh after it", async () => {
    const world = identityServiceWorld();
    await confirmedAccount(world, EMAIL);
    await failFromMany(world, 22);
    expect((await attempt(world, from('fresh'), PASSWORD))._unsafeUnwrapErr().type).toBe('TooManyRequests');
    world.clock.advance(60 * 60_000 - 21 * 31_000); // an hour after the first failure
    expect((await attempt(world, from('fresh'), PASSWORD))._unsafeUnwrap().done).toBe(true);
    expect((await attempt(world, from('bot-late')))._unsafeUnwrapErr().type).toBe('NotAuthorized');
    expect((await attempt(world, from('fresh'), PASSWORD))._unsafeUnwrap().done).toBe(true);
  });
});

describe('known devices', () => {
  it('are bound to one account, and a forged or altered token is none', () => {
    const world = identityServiceWorld();
    const token = deviceToken(world.deps, 'account-1');
    expect(isKnownDevice(world.deps, 'account-1', token)).toBe(true);
    expect(isKnownDevice(world.deps, 'account-2', token)).toBe(false);
    expect(isKnownDevice(world.deps, 'account-1', `${token}x`)).toBe(false);
    expect(isKnownDevice(world.deps, 'account-1', token.replace(/^[^.]+/, 'forged'))).toBe(false);
    for (const junk of [null, '', '.', 'nodot', '.digest', 'x'.repeat(600)])
      expect(isKnownDevice(world.deps, 'account-1', junk)).toBe(false);
  });

  it('are handed out at every completed sign-in, each one different', async () => {
    const world = identityServiceWorld();
    await confirmedAccount(world, EMAIL);
    const one = (await attempt(world, from('a'), PASSWORD))._unsafeUnwrap();
    const two = (await attempt(world, from('b'), PASSWORD))._unsafeUnwrap();
    if (!one.done || !two.done) throw new Error('expected DONE');
    expect(one.deviceToken).not.toBe(two.deviceToken);
  });
});
