import { errAsync, type ResultAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { InMemoryAccountStore } from '../../../src/adapters/in-memory/in-memory-account-store';
import { PlainPasswordHasher } from '../../../src/adapters/in-memory/plain-password-hasher';
import type { Account } from '../../../src/identity/ports/account-records';
import type { AccountStoreError } from '../../../src/identity/ports/account-store.port';
import { createIdentityService } from '../../../src/identity/service/identity-service';
import type { PasswordHasher } from '../../../src/identity/ports/password-hasher.port';
import { confirmedAccount, identityServiceWorld, PASSWORD } from '../../support/identity-service-world';

const EMAIL = 'ada@example.org';

/** A hasher that records which hashes it verified against. */
function countingHasher() {
  const plain = new PlainPasswordHasher();
  const verified: string[] = [];
  const hasher: PasswordHasher = {
    hash: (password) => plain.hash(password),
    verify: (password, hash) => {
      verified.push(hash);
      return plain.verify(password, hash);
    },
  };
  return { hasher, verified };
}

describe('signIn', () => {
  it('does the same work for an unknown e-mail as for a wrong password: one verification against a real hash', async () => {
    const world = identityServiceWorld();
    const { hasher, verified } = countingHasher();
    const service = createIdentityService({ ...world.deps, passwords: hasher });
    (await service.signUp({ email: EMAIL, password: PASSWORD }))._unsafeUnwrap();
    const wrong = await service.signIn({ email: EMAIL, password: 'not the password' });
    const unknown = await service.signIn({ email: 'nobody@example.org', password: 'not the password' });
    expect(unknown._unsafeUnwrapErr()).toEqual(wrong._unsafeUnwrapErr());
    expect(verified).toHaveLength(2);
    expect(verified[1]).toMatch(/^plain-text-not-for-production\$/);
    expect(verified[1]).not.toBe(verified[0]);
  });

  it('backs off 1 s, 2 s, 4 s ... after the fifth failure, up to 15 minutes', async () => {
    const waitAfter = async (failures: number) => {
      const world = identityServiceWorld();
      await confirmedAccount(world, EMAIL);
      for (let i = 0; i < failures; i++) {
        world.clock.advance(15 * 60_000);
        (await world.service.signIn({ email: EMAIL, password: 'wrong password' }))._unsafeUnwrapErr();
      }
      const answer = await world.service.signIn({ email: EMAIL, password: PASSWORD });
      return answer.isErr() && answer.error.type === 'TooManyRequests' ? answer.error.retryAfterSeconds : 0;
    };
    const waits = [];
    for (let failures = 1; failures <= 16; failures++) waits.push(await waitAfter(failures));
    expect(waits).toEqual([0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);
  });

  it('counts the time since the last failure: after 3 s of a 4 s back-off, 1 s is left', async () => {
    const world = identityServiceWorld();
    for (let i = 0; i < 7; i++) {
      world.clock.advance(60_000);
      void (await world.service.signIn({ email: EMAIL, password: 'wrong password' }));
    }
    world.clock.advance(3_000);
    expect((await world.service.signIn({ email: EMAIL, password: PASSWORD }))._unsafeUnwrapErr()).toMatchObject({
      type: 'TooManyRequests',
      retryAfterSeconds: 1,
    });
  });

  it('answers RESET_PASSWORD after an administrator required a reset, ending every session', async () => {
    const world = identityServiceWorld();
    await confirmedAccount(world, EMAIL);
    const session = (await world.service.signIn({ email: EMAIL, password: PASSWORD }))._unsafeUnwrap();
    expect((await world.service.adminRequirePasswordReset({ email: EMAIL }))._unsafeUnwrap().deliveryMedium).toBe('EMAIL');
    if (session.done) expect((await world.service.authenticate(session.tokens.accessToken))._unsafeUnwrapErr().type).toBe('NotAuthorized');
    expect((await world.service.signIn({ email: EMAIL, password: PASSWORD }))._unsafeUnwrap()).toEqual({
      done: false,
      nextStep: { signInStep: 'RESET_PASSWORD' },
      session: null,
    });
    expect((await world.service.adminRequirePasswordReset({ email: 'nobody@example.org' }))._unsafeUnwrapErr().type).toBe('UserNotFound');
    expect((await world.service.adminRequirePasswordReset({ email: 'not an e-mail' }))._unsafeUnwrapErr().type).toBe('InvalidParameter');
    expect((await world.service.adminRequirePasswordReset({ email: ' ' }))._unsafeUnwrapErr().type).toBe('InvalidParameter');
  });

  it('gives the state of an account away only to someone with its password', async () => {
    const world = identityServiceWorld();
    (await world.service.signUp({ email: EMAIL, password: PASSWORD }))._unsafeUnwrap();
    expect((await world.service.signIn({ email: EMAIL, password: 'wrong password' }))._unsafeUnwrapErr().message).toBe(
      'Incorrect username or password.',
    );
  });

  it('turns a store failure into Unavailable, never into a wrong-password answer', async () => {
    class DownStore extends InMemoryAccountStore {
      override findAccountByEmail(): ResultAsync<Account | null, AccountStoreError> {
        return errAsync({ type: 'Unavailable', message: 'connection refused' });
      }
    }
    const world = identityServiceWorld();
    const service = createIdentityService({ ...world.deps, store: new DownStore() });
    expect((await service.signIn({ email: EMAIL, password: PASSWORD }))._unsafeUnwrapErr()).toEqual({
      type: 'Unavailable',
      message: 'The identity service is unavailable. Please try again shortly.',
    });
  });

  it('sends sign-up and reset codes in the background: a mail failure does not change the answer', async () => {
    const world = identityServiceWorld();
    const tried: string[] = [];
    const service = createIdentityService({
      ...world.deps,
      mailer: { send: (mail) => (tried.push(mail.subject), errAsync({ type: 'MailFailed', message: 'smtp down' })) },
    });
    expect((await service.signUp({ email: EMAIL, password: PASSWORD }))._unsafeUnwrap().codeDelivery.deliveryMedium).toBe('EMAIL');
    expect((await service.forgotPassword({ email: EMAIL }))._unsafeUnwrap().deliveryMedium).toBe('EMAIL');
    expect(tried).toEqual(['Alumni Chapter: Your verification code', 'Alumni Chapter: Your password reset code']);
  });
});
