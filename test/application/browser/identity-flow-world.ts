import { errAsync, type ResultAsync } from 'neverthrow';
import { InMemoryAccountStore } from '../../../src/adapters/in-memory/in-memory-account-store';
import { InMemoryBrowserStorage } from '../../../src/adapters/in-memory/in-memory-browser-storage';
import { InMemoryIdentityProvider } from '../../../src/adapters/in-memory/in-memory-identity-provider';
import { ManualClock } from '../../../src/adapters/in-memory/manual-clock';
import { OutboxMailer } from '../../../src/adapters/in-memory/outbox-mailer';
import { PlainPasswordHasher } from '../../../src/adapters/in-memory/plain-password-hasher';
import { PlainSecretDigest } from '../../../src/adapters/in-memory/plain-secret-digest';
import { SequentialIds } from '../../../src/adapters/in-memory/sequential-ids';
import { createIdentityService, type IdentityService } from '../../../src/identity/service/identity-service';
import type { IdentityError, IdentityProvider } from '../../../src/application/ports/identity-provider.port';

/**
 * The identity flows' world for tests: the in-memory identity provider over the real identity
 * service (in-memory store, plain hasher, outbox mailer), a browser storage, and helpers that read
 * codes and temporary passwords from the outbox as a person reads their e-mail.
 */
export interface IdentityFlowWorld {
  readonly identity: InMemoryIdentityProvider;
  readonly service: IdentityService;
  readonly storage: InMemoryBrowserStorage;
  readonly mailer: OutboxMailer;
  readonly clock: ManualClock;
  /** The six-digit code in the latest e-mail to `email`. */
  lastCode(email: string): string;
  /** The temporary password in the latest e-mail to `email`. */
  temporaryPassword(email: string): string;
  /** An account that is confirmed and can sign in. */
  member(email: string, password: string): Promise<void>;
  /** An account created by an administrator, with a temporary password in the outbox. */
  invited(email: string): Promise<string>;
}

function lastMailText(mailer: OutboxMailer, email: string): string {
  const mails = mailer.to(email);
  const mail = mails[mails.length - 1];
  if (!mail) throw new Error(`No e-mail was sent to ${email}.`);
  return mail.text;
}

export function identityFlowWorld(): IdentityFlowWorld {
  const clock = new ManualClock();
  const mailer = new OutboxMailer(clock);
  const service = createIdentityService({
    store: new InMemoryAccountStore(),
    passwords: new PlainPasswordHasher(),
    digest: new PlainSecretDigest(),
    mailer,
    clock,
    ids: new SequentialIds(),
    config: { admins: new Set(), issuer: 'Alumni Chapter', adminTwoStepRequired: false },
  });
  const identity = new InMemoryIdentityProvider(service, clock);
  const lastCode = (email: string) => /\b(\d{6})\b/.exec(lastMailText(mailer, email))?.[1] ?? '';
  const temporaryPassword = (email: string) => /\n\n(\S+)\n\n/.exec(lastMailText(mailer, email))?.[1] ?? '';
  return {
    identity,
    service,
    storage: new InMemoryBrowserStorage(),
    mailer,
    clock,
    lastCode,
    temporaryPassword,
    async member(email, password) {
      (await identity.signUp({ username: email, password }))._unsafeUnwrap();
      (await identity.confirmSignUp({ username: email, code: lastCode(email) }))._unsafeUnwrap();
    },
    async invited(email) {
      (await service.adminCreateUser({ email }))._unsafeUnwrap();
      return temporaryPassword(email);
    },
  };
}

/** An identity provider whose every call fails with `error`, except those `overrides` replace. */
export function failingIdentity(error: IdentityError, overrides: Partial<IdentityProvider> = {}): IdentityProvider {
  const fail = (): ResultAsync<never, IdentityError> => errAsync(error);
  return {
    signIn: fail,
    confirmSignIn: fail,
    signOut: fail,
    currentUser: fail,
    signUp: fail,
    confirmSignUp: fail,
    resendSignUpCode: fail,
    resetPassword: fail,
    confirmResetPassword: fail,
    updatePassword: fail,
    setUpTotp: fail,
    verifyTotpSetup: fail,
    updateMfaPreference: fail,
    fetchMfaPreference: fail,
    sendTwoStepCode: fail,
    ...overrides,
  };
}
