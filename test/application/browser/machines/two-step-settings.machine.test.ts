import { err, ok, type Result } from 'neverthrow';
import { afterAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { twoStepSettingsMachine, type TwoStepField } from '../../../../src/application/browser/machines/two-step-settings.machine';
import { confirmationOf } from '../../../../src/application/browser/use-cases/change-two-step.use-case';
import { TWO_STEP_MESSAGES, type TwoStepRefused } from '../../../../src/application/browser/use-cases/two-step-failure';
import { TWO_STEP_FIELD_MESSAGES, type TwoStepSettings } from '../../../../src/domain/two-step';
import { stubsFor, TransitionCoverage, typeInto } from './identity-machine-kit';
import { crashes, hangs } from './machine-test-kit';

const coverage = new TransitionCoverage();
type Actors = NonNullable<NonNullable<Parameters<typeof twoStepSettingsMachine.provide>[0]>['actors']>;
const { reply, replyInTurn } = stubsFor<Actors>();

const OFF: TwoStepSettings = { enabled: [], preferred: null };
const APP: TwoStepSettings = { enabled: ['TOTP'], preferred: 'TOTP' };
const EMAIL: TwoStepSettings = { enabled: ['EMAIL'], preferred: 'EMAIL' };
const SETUP = { sharedSecret: 'JBSWY3DPEHPK3PXP', setupUri: 'otpauth://totp/Alumni%20Chapter:ada%40example.org?secret=JBSWY3DPEHPK3PXP' };
const PASSWORD = 'a long passphrase';

function refusal(fields: TwoStepRefused['fields'], formError: string | null = null, cause: TwoStepRefused['cause'] = 'CodeMismatch') {
  return err<never, TwoStepRefused>({
    type: 'TwoStepRefused',
    message: formError ?? Object.values(fields)[0] ?? '',
    fields,
    formError,
    cause,
  });
}

function start(actors: Partial<Actors> = {}) {
  let changed = 0;
  const machine = twoStepSettingsMachine.provide({
    actors: {
      loadTwoStepSettings: reply('loadTwoStepSettings', ok(OFF)),
      changeTwoStep: hangs(),
      finishAuthenticatorSetup: hangs(),
      sendTwoStepCode: hangs(),
      ...actors,
    },
    actions: { twoStepChanged: () => void changed++ },
  });
  const actor = createActor(machine, { inspect: coverage.inspect });
  actor.start();
  const fill = (values: Partial<Record<TwoStepField, string>>) => typeInto(actor, values);
  return { actor, fill, changedCount: () => changed };
}

async function ready(actors: Partial<Actors> = {}) {
  const run = start(actors);
  await waitFor(run.actor, (s) => s.matches('ready'));
  return run;
}

describe('two-step settings machine', () => {
  afterAll(() => expect(coverage.missing(twoStepSettingsMachine)).toEqual([]));

  it('reads the settings, then shows them', async () => {
    const { actor } = start({ loadTwoStepSettings: reply('loadTwoStepSettings', ok(APP)) });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.settings).toEqual(APP);
  });

  it('says when the settings cannot be read, and reads them again on RETRY', async () => {
    const down = refusal({}, TWO_STEP_MESSAGES.loadFailed, 'Unavailable');
    const { actor } = start({ loadTwoStepSettings: replyInTurn('loadTwoStepSettings', [down, ok(EMAIL)]) });
    await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(actor.getSnapshot().context.formError).toBe(TWO_STEP_MESSAGES.loadFailed);
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.settings).toEqual(EMAIL);
  });

  it('offers only changes the settings allow', async () => {
    const { actor } = await ready();
    actor.send({ type: 'START', change: { kind: 'turnOff' } });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
  });

  it('asks only for the password while nothing is on, and shows the domain messages', async () => {
    const { actor, fill } = await ready();
    actor.send({ type: 'START', change: { kind: 'turnOnEmail' } });
    expect(actor.getSnapshot().matches('proving')).toBe(true);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ password: TWO_STEP_FIELD_MESSAGES.passwordRequired });
    fill({ password: PASSWORD });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
  });

  it('turns on e-mailed codes with the password: confirmed, told to the page, settings read again', async () => {
    const inputs: unknown[] = [];
    const saved = ok({ outcome: 'saved', confirmation: confirmationOf({ kind: 'turnOnEmail' }) } as const);
    const run = await ready({
      loadTwoStepSettings: replyInTurn('loadTwoStepSettings', [ok(OFF), ok(EMAIL)]),
      changeTwoStep: reply('changeTwoStep', saved, inputs),
    });
    run.actor.send({ type: 'START', change: { kind: 'turnOnEmail' } });
    run.fill({ password: PASSWORD });
    run.actor.send({ type: 'SUBMIT' });
    expect(run.actor.getSnapshot().matches('applying')).toBe(true);
    await waitFor(run.actor, (s) => s.matches('ready') && s.context.settings === EMAIL);
    expect(inputs).toEqual([{ settings: OFF, change: { kind: 'turnOnEmail' }, proof: { password: PASSWORD, code: '' } }]);
    expect(run.actor.getSnapshot().context).toMatchObject({
      confirmation: 'Emailed codes are on. Two-step sign-in is on.',
      password: '',
      change: null,
    });
    expect(run.changedCount()).toBe(1);
  });

  it('needs a current code while a factor is on, and e-mails one on request', async () => {
    const run = await ready({
      loadTwoStepSettings: reply('loadTwoStepSettings', ok(EMAIL)),
      sendTwoStepCode: replyInTurn('sendTwoStepCode', [
        ok({ destination: 'a***@e***.org' }),
        refusal({ code: 'Too many codes were sent. Please try again in 5 minutes.' }, null, 'LimitExceeded'),
      ]),
    });
    run.actor.send({ type: 'START', change: { kind: 'turnOff' } });
    run.fill({ password: PASSWORD });
    run.actor.send({ type: 'SUBMIT' });
    expect(run.actor.getSnapshot().context.fieldErrors).toEqual({ code: TWO_STEP_FIELD_MESSAGES.codeRequired });
    run.actor.send({ type: 'SEND_CODE' });
    await waitFor(run.actor, (s) => s.matches('proving') && s.context.codeSentTo !== null);
    expect(run.actor.getSnapshot().context.codeSentTo).toBe('a***@e***.org');
    run.actor.send({ type: 'SEND_CODE' });
    await waitFor(run.actor, (s) => s.matches('proving') && s.context.fieldErrors.code !== undefined);
    expect(run.actor.getSnapshot().context.fieldErrors.code).toBe('Too many codes were sent. Please try again in 5 minutes.');
  });

  it('sends no code while e-mailed codes are off', async () => {
    const run = await ready({ loadTwoStepSettings: reply('loadTwoStepSettings', ok(APP)) });
    run.actor.send({ type: 'START', change: { kind: 'turnOff' } });
    run.actor.send({ type: 'SEND_CODE' });
    expect(run.actor.getSnapshot().matches('proving')).toBe(true);
  });

  it('ties a refusal to its field, keeps what was typed, and can be cancelled', async () => {
    const run = await ready({
      loadTwoStepSettings: reply('loadTwoStepSettings', ok(APP)),
      changeTwoStep: reply('changeTwoStep', refusal({ password: TWO_STEP_MESSAGES.wrongPassword }, null, 'NotAuthorized')),
    });
    run.actor.send({ type: 'START', change: { kind: 'turnOff' } });
    run.fill({ password: 'wrong', code: '123456' });
    run.actor.send({ type: 'SUBMIT' });
    await waitFor(run.actor, (s) => s.matches('proving') && s.context.fieldErrors.password !== undefined);
    expect(run.actor.getSnapshot().context).toMatchObject({
      password: 'wrong',
      code: '123456',
      fieldErrors: { password: TWO_STEP_MESSAGES.wrongPassword },
    });
    run.actor.send({ type: 'CANCEL' });
    expect(run.actor.getSnapshot().matches('ready')).toBe(true);
    expect(run.actor.getSnapshot().context).toMatchObject({ password: '', code: '', change: null, fieldErrors: {} });
  });

  it('shows a refusal for the whole form when no field is to blame', async () => {
    const run = await ready({
      loadTwoStepSettings: reply('loadTwoStepSettings', ok(APP)),
      changeTwoStep: reply('changeTwoStep', refusal({}, 'Administrators must keep two-step sign-in on.', 'NotAllowed')),
    });
    run.actor.send({ type: 'START', change: { kind: 'turnOff' } });
    run.fill({ password: PASSWORD, code: '123456' });
    run.actor.send({ type: 'SUBMIT' });
    await waitFor(run.actor, (s) => s.matches('proving') && s.context.formError !== null);
    expect(run.actor.getSnapshot().context.formError).toBe('Administrators must keep two-step sign-in on.');
    run.fill({ password: PASSWORD });
    expect(run.actor.getSnapshot().context.formError).toBeNull();
  });

  it('adds an authenticator app: proof, then its key, then its first code turns it on', async () => {
    const verified: unknown[] = [];
    const run = await ready({
      loadTwoStepSettings: replyInTurn('loadTwoStepSettings', [ok(OFF), ok(APP)]),
      changeTwoStep: reply('changeTwoStep', ok({ outcome: 'scanAuthenticator', ...SETUP } as const)),
      finishAuthenticatorSetup: replyInTurn(
        'finishAuthenticatorSetup',
        [refusal({ setupCode: TWO_STEP_MESSAGES.wrongAppCode }), ok(confirmationOf({ kind: 'setUpAuthenticator' }))],
        verified,
      ),
    });
    run.actor.send({ type: 'START', change: { kind: 'setUpAuthenticator' } });
    run.fill({ password: PASSWORD });
    run.actor.send({ type: 'SUBMIT' });
    await waitFor(run.actor, (s) => s.matches('scanning'));
    expect(run.actor.getSnapshot().context).toMatchObject({ authenticator: SETUP, password: '' });
    expect(run.changedCount()).toBe(0);
    run.actor.send({ type: 'SUBMIT' });
    expect(run.actor.getSnapshot().context.fieldErrors).toEqual({ setupCode: TWO_STEP_FIELD_MESSAGES.appCodeRequired });
    run.fill({ setupCode: '000000' });
    run.actor.send({ type: 'SUBMIT' });
    await waitFor(run.actor, (s) => s.matches('scanning') && s.context.fieldErrors.setupCode !== undefined);
    expect(run.actor.getSnapshot().context.fieldErrors).toEqual({ setupCode: TWO_STEP_MESSAGES.wrongAppCode });
    run.fill({ setupCode: '123456' });
    run.actor.send({ type: 'SUBMIT' });
    expect(run.actor.getSnapshot().matches('verifying')).toBe(true);
    await waitFor(run.actor, (s) => s.matches('ready') && s.context.settings === APP);
    expect(verified).toEqual([{ code: '000000' }, { code: '123456' }]);
    expect(run.actor.getSnapshot().context).toMatchObject({
      confirmation: 'Your authenticator app is set up. Two-step sign-in is on.',
      authenticator: null,
    });
    expect(run.changedCount()).toBe(1);
  });

  it('cancels an authenticator set-up before its first code, and clears the confirmation when a new change starts', async () => {
    const run = await ready({ changeTwoStep: reply('changeTwoStep', ok({ outcome: 'scanAuthenticator', ...SETUP } as const)) });
    run.actor.send({ type: 'START', change: { kind: 'setUpAuthenticator' } });
    run.fill({ password: PASSWORD });
    run.actor.send({ type: 'SUBMIT' });
    await waitFor(run.actor, (s) => s.matches('scanning'));
    run.actor.send({ type: 'CANCEL' });
    expect(run.actor.getSnapshot().matches('ready')).toBe(true);
    expect(run.actor.getSnapshot().context.authenticator).toBeNull();
  });

  it('goes to loadFailed when the settings cannot be read after a change', async () => {
    const run = await ready({
      loadTwoStepSettings: replyInTurn('loadTwoStepSettings', [ok(OFF), refusal({}, TWO_STEP_MESSAGES.loadFailed, 'Unavailable')]),
      changeTwoStep: reply('changeTwoStep', ok({ outcome: 'saved', confirmation: 'done' } as const)),
    });
    run.actor.send({ type: 'START', change: { kind: 'turnOnEmail' } });
    run.fill({ password: PASSWORD });
    run.actor.send({ type: 'SUBMIT' });
    await waitFor(run.actor, (s) => s.matches('loadFailed'));
    expect(run.changedCount()).toBe(1);
  });

  it.each(['loadTwoStepSettings', 'changeTwoStep', 'sendTwoStepCode', 'finishAuthenticatorSetup', 'reload'] as const)(
    'a bug in %s ends in failure, and RETRY starts again',
    async (which) => {
      const loads =
        which === 'loadTwoStepSettings'
          ? crashes<Result<TwoStepSettings, TwoStepRefused>, void>()
          : which === 'reload'
            ? crashAfterFirst()
            : reply('loadTwoStepSettings', ok(EMAIL));
      const run = start({
        loadTwoStepSettings: loads,
        changeTwoStep:
          which === 'changeTwoStep' ? crashes() : reply('changeTwoStep', ok({ outcome: 'scanAuthenticator', ...SETUP } as const)),
        sendTwoStepCode: which === 'sendTwoStepCode' ? crashes() : hangs(),
        finishAuthenticatorSetup: which === 'finishAuthenticatorSetup' ? crashes() : reply('finishAuthenticatorSetup', ok('on')),
      });
      if (which !== 'loadTwoStepSettings') {
        await waitFor(run.actor, (s) => s.matches('ready'));
        run.actor.send({ type: 'START', change: { kind: 'setUpAuthenticator' } });
        run.fill({ password: PASSWORD, code: '123456' });
        if (which === 'sendTwoStepCode') run.actor.send({ type: 'SEND_CODE' });
        else run.actor.send({ type: 'SUBMIT' });
        if (which === 'finishAuthenticatorSetup' || which === 'reload') {
          await waitFor(run.actor, (s) => s.matches('scanning'));
          run.fill({ setupCode: '123456' });
          run.actor.send({ type: 'SUBMIT' });
        }
      }
      await waitFor(run.actor, (s) => s.matches('failure'));
      expect(run.actor.getSnapshot().context.failure).toBe('boom');
      run.actor.send({ type: 'RETRY' });
      expect(run.actor.getSnapshot().matches('loading')).toBe(true);
      expect(run.actor.getSnapshot().context).toMatchObject({ failure: null, change: null });
    },
  );
});

/** Reads the settings once, then throws (a bug on the reading after a change). */
function crashAfterFirst() {
  let calls = 0;
  return fromPromise<Result<TwoStepSettings, TwoStepRefused>, void>(async () => {
    if (calls++ === 0) return ok(EMAIL);
    throw new Error('boom');
  });
}
