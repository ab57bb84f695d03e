import { parseAdminList } from '../../src/domain/access';
import { InMemoryAccountStore } from '../../src/adapters/in-memory/in-memory-account-store';
import { ManualClock } from '../../src/adapters/in-memory/manual-clock';
import { OutboxMailer } from '../../src/adapters/in-memory/outbox-mailer';
import { PlainPasswordHasher } from '../../src/adapters/in-memory/plain-password-hasher';
import { PlainSecretDigest } from '../../src/adapters/in-memory/plain-secret-digest';
import { SequentialIds } from '../../src/adapters/in-memory/sequential-ids';
import type { IdentityDeps } from '../../src/identity/service/identity-context';
import { createIdentityService } from '../../src/identity/service/identity-service';

export const ADMIN_EMAIL = 'chair@example.org';

/**
 * The identity service over in-memory fakes. The clock starts at the real time, so authenticator
 * codes computed from Date.now() agree with it, and stands still until a test moves it.
 */
export function identityServiceWorld(start: number = Date.now()) {
  const clock = new ManualClock(start);
  const mailer = new OutboxMailer(clock);
  const deps: IdentityDeps = {
    store: new InMemoryAccountStore(),
    passwords: new PlainPasswordHasher(),
    digest: new PlainSecretDigest(),
    mailer,
    clock,
    ids: new SequentialIds(),
    config: { admins: parseAdminList(ADMIN_EMAIL)._unsafeUnwrap(), issuer: 'Alumni Chapter', adminTwoStepRequired: false },
  };
  return { deps, clock, mailer, service: createIdentityService(deps) };
}

export type IdentityServiceWorld = ReturnType<typeof identityServiceWorld>;

export const PASSWORD = 'Lilac-Tuesday-42';

/** The six-digit code in the newest mail to an address. */
export function lastCode(world: IdentityServiceWorld, email: string): string {
  const text = world.mailer.to(email).at(-1)?.text ?? '';
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (code === undefined) throw new Error(`no code in ${JSON.stringify(text)}`);
  return code;
}

/** A confirmed account, through the service's own sign-up and confirmation. */
export async function confirmedAccount(world: IdentityServiceWorld, email: string, password = PASSWORD): Promise<string> {
  const { userId } = (await world.service.signUp({ email, password }))._unsafeUnwrap();
  (await world.service.confirmSignUp({ email, code: lastCode(world, email) }))._unsafeUnwrap();
  return userId;
}

/** Signs in an account without MFA and answers its session tokens. */
export async function sessionOf(world: IdentityServiceWorld, email: string, password = PASSWORD) {
  const result = (await world.service.signIn({ email, password }))._unsafeUnwrap();
  if (!result.done) throw new Error(`expected DONE, got ${result.nextStep.signInStep}`);
  return result.tokens;
}
