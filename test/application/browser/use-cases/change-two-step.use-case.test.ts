import { describe, expect, it } from 'vitest';
import { changeTwoStep } from '../../../../src/application/browser/use-cases/change-two-step.use-case';
import { finishAuthenticatorSetup } from '../../../../src/application/browser/use-cases/finish-authenticator-setup.use-case';
import { loadTwoStepSettings } from '../../../../src/application/browser/use-cases/load-two-step-settings.use-case';
import { sendTwoStepCode } from '../../../../src/application/browser/use-cases/send-two-step-code.use-case';
import { TWO_STEP_MESSAGES, twoStepRefusal } from '../../../../src/application/browser/use-cases/two-step-failure';
import { TWO_STEP_FIELD_MESSAGES, type TwoStepSettings } from '../../../../src/domain/two-step';
import { authenticatorCode, otherCode } from '../../../contracts/identity-helpers';
import { failingIdentity, identityFlowWorld, type IdentityFlowWorld } from '../identity-flow-world';

const EMAIL = 'ada@example.org';
const PASSWORD = 'a long passphrase';
const OFF: TwoStepSettings = { enabled: [], preferred: null };

async function signedIn(): Promise<IdentityFlowWorld> {
  const world = identityFlowWorld();
  await world.member(EMAIL, PASSWORD);
  (await world.identity.signIn({ username: EMAIL, password: PASSWORD }))._unsafeUnwrap();
  return world;
}

/** Adds an authenticator app through the use cases; answers its key. */
async function withAuthenticator(world: IdentityFlowWorld): Promise<string> {
  const made = (
    await changeTwoStep(world, { settings: OFF, change: { kind: 'setUpAuthenticator' }, proof: { password: PASSWORD, code: '' } })
  )._unsafeUnwrap();
  if (made.outcome !== 'scanAuthenticator') throw new Error('expected a key to scan');
  (await finishAuthenticatorSetup(world, { code: authenticatorCode(made.sharedSecret, world.clock.now()) }))._unsafeUnwrap();
  return made.sharedSecret;
}

describe('the Two-step sign-in use cases', () => {
  it('read the settings: nothing on for a new member', async () => {
    const world = await signedIn();
    expect((await loadTwoStepSettings(world))._unsafeUnwrap()).toEqual(OFF);
  });

  it('add an authenticator app: a key to scan, then its first code turns it on and makes it preferred', async () => {
    const world = await signedIn();
    const made = (
      await changeTwoStep(world, { settings: OFF, change: { kind: 'setUpAuthenticator' }, proof: { password: PASSWORD, code: '' } })
    )._unsafeUnwrap();
    expect(made).toMatchObject({ outcome: 'scanAuthenticator', sharedSecret: expect.stringMatching(/^[A-Z2-7]{32}$/) });
    if (made.outcome !== 'scanAuthenticator') return;
    expect(made.setupUri).toContain(`secret=${made.sharedSecret}`);
    const wrong = otherCode(authenticatorCode(made.sharedSecret, world.clock.now()));
    expect((await finishAuthenticatorSetup(world, { code: wrong }))._unsafeUnwrapErr()).toMatchObject({
      fields: { setupCode: TWO_STEP_MESSAGES.wrongAppCode },
      cause: 'CodeMismatch',
    });
    const done = await finishAuthenticatorSetup(world, { code: authenticatorCode(made.sharedSecret, world.clock.now()) });
    expect(done._unsafeUnwrap()).toBe('Your authenticator app is set up. Two-step sign-in is on.');
    expect((await loadTwoStepSettings(world))._unsafeUnwrap()).toEqual({ enabled: ['TOTP'], preferred: 'TOTP' });
  });

  it('refuse a wrong password beside the password field, changing nothing', async () => {
    const world = await signedIn();
    const refused = await changeTwoStep(world, { settings: OFF, change: { kind: 'turnOnEmail' }, proof: { password: 'not it', code: '' } });
    expect(refused._unsafeUnwrapErr()).toMatchObject({
      fields: { password: TWO_STEP_MESSAGES.wrongPassword },
      formError: null,
      cause: 'NotAuthorized',
    });
    expect((await loadTwoStepSettings(world))._unsafeUnwrap()).toEqual(OFF);
  });

  it('check the form first: no call without a password, nor without a code while a factor is on', async () => {
    const world = await signedIn();
    const on: TwoStepSettings = { enabled: ['EMAIL'], preferred: 'EMAIL' };
    const refused = await changeTwoStep(world, { settings: on, change: { kind: 'turnOff' }, proof: { password: '', code: '' } });
    expect(refused._unsafeUnwrapErr()).toMatchObject({
      fields: { password: TWO_STEP_FIELD_MESSAGES.passwordRequired, code: TWO_STEP_FIELD_MESSAGES.codeRequired },
      cause: 'InvalidForm',
    });
  });

  it('turn e-mailed codes on, then off with the password and an e-mailed code', async () => {
    const world = await signedIn();
    const on = await changeTwoStep(world, { settings: OFF, change: { kind: 'turnOnEmail' }, proof: { password: PASSWORD, code: '' } });
    expect(on._unsafeUnwrap()).toEqual({ outcome: 'saved', confirmation: 'Emailed codes are on. Two-step sign-in is on.' });
    const settings = (await loadTwoStepSettings(world))._unsafeUnwrap();
    expect(settings).toEqual({ enabled: ['EMAIL'], preferred: 'EMAIL' });
    const sent = (await sendTwoStepCode(world))._unsafeUnwrap();
    expect(sent.destination).toMatch(/\*\*\*/);
    const off = await changeTwoStep(world, {
      settings,
      change: { kind: 'turnOff' },
      proof: { password: PASSWORD, code: world.lastCode(EMAIL) },
    });
    expect(off._unsafeUnwrap()).toEqual({
      outcome: 'saved',
      confirmation: 'Two-step sign-in is off. You sign in with your password only.',
    });
    expect((await loadTwoStepSettings(world))._unsafeUnwrap()).toEqual(OFF);
  });

  it('refuse a wrong current code beside the code field; choose the preferred method with a right one', async () => {
    const world = await signedIn();
    const secret = await withAuthenticator(world);
    const app = (await loadTwoStepSettings(world))._unsafeUnwrap();
    const next = (steps: number) => authenticatorCode(secret, world.clock.now(), steps);
    const wrong = await changeTwoStep(world, {
      settings: app,
      change: { kind: 'turnOnEmail' },
      proof: { password: PASSWORD, code: otherCode(next(1)) },
    });
    expect(wrong._unsafeUnwrapErr()).toMatchObject({ fields: { code: TWO_STEP_MESSAGES.wrongCode }, cause: 'CodeMismatch' });
    (
      await changeTwoStep(world, { settings: app, change: { kind: 'turnOnEmail' }, proof: { password: PASSWORD, code: next(1) } })
    )._unsafeUnwrap();
    const both = (await loadTwoStepSettings(world))._unsafeUnwrap();
    expect(both).toEqual({ enabled: ['TOTP', 'EMAIL'], preferred: 'TOTP' });
    world.clock.advance(30_000);
    const prefer = await changeTwoStep(world, {
      settings: both,
      change: { kind: 'prefer', method: 'EMAIL' },
      proof: { password: PASSWORD, code: next(1) },
    });
    expect(prefer._unsafeUnwrap()).toEqual({ outcome: 'saved', confirmation: 'When you sign in, we will email you a code first.' });
    expect((await loadTwoStepSettings(world))._unsafeUnwrap()).toEqual({ enabled: ['TOTP', 'EMAIL'], preferred: 'EMAIL' });
  });

  it('refuse a change the settings do not allow without asking the service', async () => {
    const identity = failingIdentity({ type: 'Unavailable', message: 'must not be called' });
    const refused = await changeTwoStep(
      { identity },
      { settings: OFF, change: { kind: 'turnOff' }, proof: { password: PASSWORD, code: '' } },
    );
    expect(refused._unsafeUnwrapErr().formError).toBe('That change is not available for your account right now.');
  });

  it('say when too many codes were asked for, beside the code field', async () => {
    const identity = failingIdentity({
      type: 'LimitExceeded',
      message: 'Attempt limit exceeded, please try after some time.',
      retryAfterSeconds: 600,
    });
    expect((await sendTwoStepCode({ identity }))._unsafeUnwrapErr().fields).toEqual({
      code: 'Too many codes were sent. Please try again in 10 minutes.',
    });
  });

  it('say when the settings cannot be read, or the session has ended', async () => {
    const down = await loadTwoStepSettings({ identity: failingIdentity({ type: 'Unavailable', message: 'down' }) });
    expect(down._unsafeUnwrapErr().formError).toBe(TWO_STEP_MESSAGES.loadFailed);
    const gone = await loadTwoStepSettings({ identity: failingIdentity({ type: 'NotAuthenticated', message: 'x' }) });
    expect(gone._unsafeUnwrapErr().formError).toBe(TWO_STEP_MESSAGES.signedOut);
  });
});

describe('twoStepRefusal', () => {
  it.each([
    [
      { type: 'TooManyRequests', message: 'x', retryAfterSeconds: 30 } as const,
      'code',
      { password: 'Too many wrong passwords. Please try again in 30 seconds.' },
      null,
    ],
    [
      { type: 'LimitExceeded', message: 'x', retryAfterSeconds: 900 } as const,
      'code',
      { code: 'Too many wrong codes. Please try again in 15 minutes.' },
      null,
    ],
    [{ type: 'ExpiredCode', message: 'x' } as const, 'setupCode', { setupCode: TWO_STEP_MESSAGES.expiredCode }, null],
    [
      {
        type: 'InvalidParameter',
        message: 'Enter a code from your authenticator app, or the code we e-mailed you, to change two-step sign-in.',
      } as const,
      'code',
      { code: TWO_STEP_MESSAGES.codeNeeded },
      null,
    ],
    [
      { type: 'InvalidParameter', message: 'SMS multi-factor authentication is not available.' } as const,
      'code',
      {},
      'SMS multi-factor authentication is not available.',
    ],
    [
      { type: 'NotAllowed', message: 'Administrators must keep two-step sign-in on.' } as const,
      'code',
      {},
      'Administrators must keep two-step sign-in on.',
    ],
    [{ type: 'NotAuthenticated', message: 'x' } as const, 'code', {}, TWO_STEP_MESSAGES.signedOut],
  ] as const)('words %o for the page', (error, field, fields, formError) => {
    expect(twoStepRefusal(error, field)).toMatchObject({ fields, formError, cause: error.type });
  });
});
