import { err, ok } from 'neverthrow';
import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { PASSWORD_TOO_SHORT } from '../../../../src/identity/rules/passwords';
import { MESSAGES } from '../../../../src/application/browser/messages';
import { SIGN_IN_AGAIN } from '../../../../src/application/browser/use-cases/change-password.use-case';
import {
  createPasswordChangeMachine,
  passwordChangeMachine,
  type PasswordChangeField,
} from '../../../../src/application/browser/machines/password-change.machine';
import { identityFlowWorld, type IdentityFlowWorld } from '../identity-flow-world';
import { pageRecorder, stubsFor, TransitionCoverage, typeInto } from './identity-machine-kit';
import { crashes, hangs, startWatching } from './machine-test-kit';

const coverage = new TransitionCoverage();
type Actors = NonNullable<NonNullable<Parameters<typeof passwordChangeMachine.provide>[0]>['actors']>;
const { reply } = stubsFor<Actors>();

const EMAIL = 'jane@example.org';
const NEW_PASSWORD = 'a brand new passphrase';
const sent = ok({ email: EMAIL, delivery: { deliveryMedium: 'EMAIL', destination: 'j***@e***.org' } } as const);
const changed = ok({ outcome: 'signedIn', notice: MESSAGES.passwordUpdated } as const);
const signInAgainNotice = { tone: 'success', text: `Password has been updated! ${SIGN_IN_AGAIN}`, durationMs: null } as const;
const mustSignInAgain = ok({ outcome: 'signInAgain', notice: signInAgainNotice, path: '/Login' } as const);
const updateFailed = err({
  type: 'PasswordUpdateFailed',
  message: 'Invalid code',
  notice: MESSAGES.passwordUpdateFailed,
  cause: 'CodeMismatch',
} as const);

function start(actors: Partial<Actors> = {}) {
  const page = pageRecorder();
  let signedOut = 0;
  const machine = passwordChangeMachine.provide({
    actors: { sendPasswordChangeCode: hangs(), changePassword: hangs(), ...actors },
    actions: { navigate: page.actions.navigate, signedOut: () => void signedOut++ },
  });
  const { actor, notices } = startWatching(createActor(machine, { inspect: coverage.inspect }));
  const fill = (values: Partial<Record<PasswordChangeField, string>>) => typeInto(actor, values);
  return { actor, notices, fill, paths: page.paths, signedOutCount: () => signedOut };
}

async function withCode(actors: Partial<Actors> = {}) {
  const run = start({ sendPasswordChangeCode: reply('sendPasswordChangeCode', sent), ...actors });
  run.actor.send({ type: 'SEND_CODE' });
  expect(run.actor.getSnapshot().matches('sendingCode')).toBe(true);
  await waitFor(run.actor, (s) => s.matches('codeSent'));
  return run;
}

describe('password-change machine', () => {
  it('starts idle with nothing typed', () => {
    const { actor } = start();
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ email: null, code: '', newPassword: '', fieldErrors: {}, failure: null });
  });

  it('sends a code and shows the code and new-password fields', async () => {
    const { actor } = await withCode();
    expect(actor.getSnapshot().context.email).toBe(EMAIL);
  });

  it('reports a failed send and stays idle', async () => {
    const failed = err({ type: 'SendCodeFailed', message: 'x', notice: MESSAGES.passwordUpdateFailed, cause: 'NotAuthenticated' } as const);
    const run = start({ sendPasswordChangeCode: reply('sendPasswordChangeCode', failed) });
    run.actor.send({ type: 'SEND_CODE' });
    await waitFor(run.actor, (s) => s.matches('idle') && run.notices.length > 0);
    expect(run.notices).toEqual([MESSAGES.passwordUpdateFailed]);
  });

  it("shows the domain's field messages; typing clears that field's message", async () => {
    const run = await withCode();
    run.fill({ newPassword: 'short' });
    run.actor.send({ type: 'SUBMIT' });
    expect(run.actor.getSnapshot().matches('codeSent')).toBe(true);
    expect(run.actor.getSnapshot().context.fieldErrors).toEqual({
      code: 'Verification code is required.',
      newPassword: PASSWORD_TOO_SHORT,
    });
    run.fill({ code: '123456' });
    expect(run.actor.getSnapshot().context.fieldErrors).toEqual({ newPassword: PASSWORD_TOO_SHORT });
  });

  it("'Update Information' changes the password: 'Password has been updated!', back to idle with the fields cleared", async () => {
    const inputs: unknown[] = [];
    const run = await withCode({ changePassword: reply('changePassword', changed, inputs) });
    run.fill({ code: '123456', newPassword: NEW_PASSWORD });
    run.actor.send({ type: 'SUBMIT' });
    expect(run.actor.getSnapshot().matches('updating')).toBe(true);
    await waitFor(run.actor, (s) => s.matches('idle'));
    expect(inputs).toEqual([{ email: EMAIL, code: '123456', newPassword: NEW_PASSWORD }]);
    expect(run.notices).toEqual([MESSAGES.passwordUpdated]);
    expect(run.actor.getSnapshot().context).toMatchObject({ code: '', newPassword: '' });
    expect(run.paths).toEqual([]);
    expect(run.signedOutCount()).toBe(0);
  });

  it('signs the member out on the page and goes to /Login when they must sign in again', async () => {
    const run = await withCode({ changePassword: reply('changePassword', mustSignInAgain) });
    run.fill({ code: '123456', newPassword: NEW_PASSWORD });
    run.actor.send({ type: 'SUBMIT' });
    await waitFor(run.actor, (s) => s.matches('signInAgain'));
    expect(run.actor.getSnapshot().status).toBe('done');
    expect(run.notices).toEqual([signInAgainNotice]);
    expect(run.signedOutCount()).toBe(1);
    expect(run.paths).toEqual(['/Login']);
    expect(run.actor.getSnapshot().context).toMatchObject({ code: '', newPassword: '' });
  });

  it('keeps the values and shows the failure when the update is refused', async () => {
    const run = await withCode({ changePassword: reply('changePassword', updateFailed) });
    run.fill({ code: '123456', newPassword: NEW_PASSWORD });
    run.actor.send({ type: 'SUBMIT' });
    await waitFor(run.actor, (s) => s.matches('codeSent') && run.notices.length > 0);
    expect(run.notices).toEqual([MESSAGES.passwordUpdateFailed]);
    expect(run.actor.getSnapshot().context).toMatchObject({ code: '123456', newPassword: NEW_PASSWORD });
  });

  it('can send another code, or cancel back to idle with the fields cleared', async () => {
    const run = await withCode();
    run.fill({ code: '123456' });
    run.actor.send({ type: 'SEND_CODE' });
    await waitFor(run.actor, (s) => s.matches('codeSent'));
    run.fill({ code: '123456' });
    run.actor.send({ type: 'CANCEL' });
    expect(run.actor.getSnapshot().matches('idle')).toBe(true);
    expect(run.actor.getSnapshot().context.code).toBe('');
  });

  it('lands in an explicit failure state when sending crashes; RETRY starts again', async () => {
    const run = start({ sendPasswordChangeCode: crashes() });
    run.actor.send({ type: 'SEND_CODE' });
    await waitFor(run.actor, (s) => s.matches('failure'));
    expect(run.notices).toEqual([MESSAGES.passwordUpdateFailed]);
    run.actor.send({ type: 'RETRY' });
    expect(run.actor.getSnapshot().matches('idle')).toBe(true);
  });

  it('lands in the failure state when the update crashes', async () => {
    const run = await withCode({ changePassword: crashes() });
    run.fill({ code: '123456', newPassword: NEW_PASSWORD });
    run.actor.send({ type: 'SUBMIT' });
    await waitFor(run.actor, (s) => s.matches('failure'));
  });

  it('took every transition the machine defines', () => {
    expect(coverage.missing(passwordChangeMachine)).toEqual([]);
  });
});

describe('password-change machine wired to the in-memory identity provider', () => {
  async function signedIn() {
    const world = identityFlowWorld();
    await world.member(EMAIL, 'a long passphrase');
    (await world.identity.signIn({ username: EMAIL, password: 'a long passphrase' }))._unsafeUnwrap();
    world.storage.set('user', EMAIL)._unsafeUnwrap();
    return world;
  }

  async function changeThePassword(world: IdentityFlowWorld) {
    const paths: string[] = [];
    const machine = createPasswordChangeMachine(world).provide({ actions: { navigate: (_, { path }) => void paths.push(path) } });
    const actor = createActor(machine).start();
    actor.send({ type: 'SEND_CODE' });
    await waitFor(actor, (s) => s.matches('codeSent'));
    actor.send({ type: 'EDIT', field: 'code', value: world.lastCode(EMAIL) });
    actor.send({ type: 'EDIT', field: 'newPassword', value: NEW_PASSWORD });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('idle') || s.matches('signInAgain'));
    return { actor, paths };
  }

  it('changes the signed-in member’s password with the e-mailed code and keeps them signed in', async () => {
    const world = await signedIn();
    const { actor, paths } = await changeThePassword(world);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(paths).toEqual([]);
    expect((await world.identity.currentUser())._unsafeUnwrap().email).toBe(EMAIL);
    (await world.identity.signOut())._unsafeUnwrap();
    expect((await world.identity.signIn({ username: EMAIL, password: NEW_PASSWORD }))._unsafeUnwrap().isSignedIn).toBe(true);
  });

  it('with MFA on, sends the member to /Login to sign in with the new password, the stored user forgotten', async () => {
    const world = await signedIn();
    (
      await world.identity.updateMfaPreference({ enable: ['EMAIL'], preferred: 'EMAIL', password: 'a long passphrase', code: null })
    )._unsafeUnwrap();
    const { actor, paths } = await changeThePassword(world);
    expect(actor.getSnapshot().matches('signInAgain')).toBe(true);
    expect(paths).toEqual(['/Login']);
    expect((await world.identity.currentUser()).isErr()).toBe(true);
    expect(world.storage.get('user')._unsafeUnwrap()).toBeNull();
  });
});
