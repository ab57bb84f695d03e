import { ResultAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { InMemoryAccountStore } from '../../../src/adapters/in-memory/in-memory-account-store';
import { PlainPasswordHasher } from '../../../src/adapters/in-memory/plain-password-hasher';
import { PlainSecretDigest } from '../../../src/adapters/in-memory/plain-secret-digest';
import { createIdentityService } from '../../../src/identity/service/identity-service';
import type { Mail, Mailer, MailError } from '../../../src/application/ports/mailer.port';
import { appWorld } from '../../support/app-world';
import { confirmedMember, MEMBER, memberRecord, PASSWORD } from '../../support/auth-helpers';
import { Browser } from '../../support/browser';

const STRANGER = 'nobody@example.org';

/** A mailer that holds every mail until released: a request that waited for it would never finish. */
class HeldMailer implements Mailer {
  readonly held: Mail[] = [];
  readonly #waiting: (() => void)[] = [];

  send(mail: Mail): ResultAsync<void, MailError> {
    this.held.push(mail);
    return ResultAsync.fromSafePromise(new Promise<void>((resolve) => this.#waiting.push(resolve)));
  }

  release(): void {
    for (const resolve of this.#waiting.splice(0)) resolve();
  }
}

/** The app whose identity service mails through a held mailer; the member records exist for both addresses. */
async function heldWorld() {
  const base = appWorld();
  const held = new HeldMailer();
  const identity = createIdentityService({
    store: new InMemoryAccountStore(),
    passwords: new PlainPasswordHasher(),
    digest: new PlainSecretDigest(),
    mailer: held,
    clock: base.clock,
    ids: base.deps.ids,
    config: { admins: base.deps.config.admins, issuer: 'Alumni Chapter', adminTwoStepRequired: false },
  });
  const world = appWorld({ identity, clock: base.clock, ids: base.deps.ids });
  for (const email of [MEMBER, 'other@example.org']) await memberRecord(world, email);
  return { world, held };
}

/** What a requester can compare: the status and the body with the id and the masked address left out. */
async function seen(response: Response) {
  const body = (await response.json()) as Record<string, unknown>;
  const { userId: _userId, ...rest } = body;
  return {
    status: response.status,
    body: JSON.parse(JSON.stringify(rest).replace(/"destination":"[^"]*"/g, '"destination":"*"')) as unknown,
  };
}

describe('no user enumeration through sign-up and password reset', () => {
  it('answers a sign-up for a taken e-mail exactly as one for a new e-mail, without waiting for any mail', async () => {
    const { world, held } = await heldWorld();
    const signUp = (email: string) => new Browser(world).post('/auth/sign-up', { email, password: 'a new long passphrase' });
    (await world.deps.identity.seedAccount({ email: MEMBER, password: PASSWORD }))._unsafeUnwrap();
    const taken = await seen(await signUp(MEMBER));
    const fresh = await seen(await signUp('other@example.org'));
    expect(taken).toEqual(fresh);
    expect(taken.status).toBe(200);
    // Both answers came while the mails were still held: neither waited for the mailer.
    expect(held.held.map((mail) => [mail.to, mail.subject])).toEqual([
      [MEMBER, 'Alumni Chapter: You already have an account'],
      ['other@example.org', 'Alumni Chapter: Your verification code'],
    ]);
    held.release();
  });

  it('answers a reset request for a known and an unknown e-mail alike, without waiting for the mail', async () => {
    const { world, held } = await heldWorld();
    (await world.deps.identity.seedAccount({ email: MEMBER, password: PASSWORD }))._unsafeUnwrap();
    const reset = (email: string) => new Browser(world).post('/auth/forgot-password', { email });
    const known = await seen(await reset(MEMBER));
    const unknown = await seen(await reset(STRANGER));
    expect(known).toEqual(unknown);
    expect(known.status).toBe(200);
    expect(held.held.map((mail) => [mail.to, mail.subject])).toEqual([[MEMBER, 'Alumni Chapter: Your password reset code']]);
    held.release();
  });

  it('keeps the wording of a code delivery for the owner of an existing account (the site shows its usual text)', async () => {
    const world = appWorld();
    await confirmedMember(world);
    const again = await new Browser(world).post('/auth/sign-up', { email: MEMBER, password: 'another long passphrase' });
    expect(await again.json()).toMatchObject({
      isSignUpComplete: false,
      nextStep: { signUpStep: 'CONFIRM_SIGN_UP', codeDelivery: { deliveryMedium: 'EMAIL' } },
    });
    const notice = world.mailer.to(MEMBER).at(-1);
    expect(notice?.text).toContain('Forgot password');
    expect(notice?.text).not.toMatch(/\b\d{6}\b/);
  });
});
