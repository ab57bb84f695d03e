import { err, ok } from 'neverthrow';
import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { PASSWORD_TOO_SHORT } from '../../../../src/identity/rules/passwords';
import { MESSAGES, providerMessage, withDetail, type Notice } from '../../../../src/application/browser/messages';
import {
  createSetPasswordMachine,
  setPasswordMachine,
  type SetPasswordField,
  type SetPasswordInput,
} from '../../../../src/application/browser/machines/set-password.machine';
import type { TemporarySignInMode } from '../../../../src/application/browser/use-cases/set-password.use-case';
import { identityFlowWorld } from '../identity-flow-world';
import { pageRecorder, stubsFor, TransitionCoverage, typeInto } from './identity-machine-kit';
import { crashes, hangs, startWatching } from './machine-test-kit';

const coverage = new TransitionCoverage();
type Actors = NonNullable<NonNullable<Parameters<typeof setPasswordMachine.provide>[0]>['actors']>;
const { reply } = stubsFor<Actors>();

const EMAIL = 'new@example.org';
const FORM = { email: EMAIL, temporaryPassword: 'secret-000006', newPassword: 'my own passphrase' };
const passwordSet = ok({ email: EMAIL, path: '/Member-Area', notice: MESSAGES.newPasswordSet } as const);

function start(actors: Partial<Actors> = {}, input: SetPasswordInput = {}) {
  const { paths, remembered, actions } = pageRecorder();
  const machine = setPasswordMachine.provide({
    actors: { signInWithTemporaryPassword: hangs(), setNewPassword: hangs(), ...actors },
    actions,
  });
  const { actor, notices } = startWatching(createActor(machine, { inspect: coverage.inspect, input }));
  const fill = (values: Partial<Record<SetPasswordField, string>> = FORM) => typeInto(actor, values);
  return { actor, notices, paths, remembered, fill };
}

function failure<T extends string>(type: T, notice: Notice) {
  return err({ type, message: notice.text, notice, cause: 'NotAuthorized' } as const);
}

describe('set-password machine', () => {
  it('starts on the empty form', () => {
    const { actor } = start();
    expect(actor.getSnapshot().matches('form')).toBe(true);
    expect(actor.getSnapshot().context).toEqual({
      email: '',
      temporaryPassword: '',
      newPassword: '',
      fieldErrors: {},
      mode: null,
      pending: false,
      failure: null,
    });
  });

  it("shows the domain's field messages and stays on the form; typing clears that field's message", () => {
    const { actor, fill } = start();
    fill({ newPassword: 'short' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().matches('form')).toBe(true);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      email: 'Email is required.',
      temporaryPassword: 'Temporary password is required.',
      newPassword: PASSWORD_TOO_SHORT,
    });
    fill({ email: EMAIL });
    expect(actor.getSnapshot().context.fieldErrors).not.toHaveProperty('email');
  });

  it('signs in with the temporary password, sets the new one, remembers the member and goes to the Member Area', async () => {
    const signIns: unknown[] = [];
    const changes: unknown[] = [];
    const run = start({
      signInWithTemporaryPassword: reply('signInWithTemporaryPassword', ok<TemporarySignInMode>('challenge'), signIns),
      setNewPassword: reply('setNewPassword', passwordSet, changes),
    });
    run.fill();
    run.actor.send({ type: 'SUBMIT' });
    expect(run.actor.getSnapshot().matches('signingIn')).toBe(true);
    await waitFor(run.actor, (s) => s.status === 'done');
    expect(signIns).toEqual([FORM]);
    expect(changes).toEqual([{ form: FORM, mode: 'challenge' }]);
    expect(run.notices).toEqual([MESSAGES.newPasswordSet]);
    expect(run.remembered).toEqual([EMAIL]);
    expect(run.paths).toEqual(['/Member-Area']);
  });

  it('is busy while the new password is being set', async () => {
    const run = start({ signInWithTemporaryPassword: reply('signInWithTemporaryPassword', ok<TemporarySignInMode>('signedIn')) });
    run.fill();
    run.actor.send({ type: 'SUBMIT' });
    await waitFor(run.actor, (s) => s.matches('changingPassword'));
    expect(run.actor.getSnapshot().context.mode).toBe('signedIn');
  });

  it("returns to the form with 'There was an error signing in.' and the values kept", async () => {
    const notice = withDetail(MESSAGES.setPasswordSignInFailedPrefix, 'Incorrect username or password.');
    const run = start({ signInWithTemporaryPassword: reply('signInWithTemporaryPassword', failure('SignInFailed', notice)) });
    run.fill();
    run.actor.send({ type: 'SUBMIT' });
    await waitFor(run.actor, (s) => s.matches('form') && run.notices.length > 0);
    expect(run.notices).toEqual([notice]);
    expect(run.actor.getSnapshot().context).toMatchObject(FORM);
  });

  it("returns to the form with 'There was an error setting your password.' and the values kept", async () => {
    const notice = withDetail(MESSAGES.setPasswordFailedPrefix, 'Password does not conform to policy.');
    const run = start({
      signInWithTemporaryPassword: reply('signInWithTemporaryPassword', ok<TemporarySignInMode>('challenge')),
      setNewPassword: reply('setNewPassword', failure('SetPasswordFailed', notice)),
    });
    run.fill();
    run.actor.send({ type: 'SUBMIT' });
    await waitFor(run.actor, (s) => s.matches('form') && run.notices.length > 0);
    expect(run.notices).toEqual([notice]);
    expect(run.actor.getSnapshot().context).toMatchObject(FORM);
    expect(run.paths).toEqual([]);
  });

  describe("going on with the Login page's sign-in", () => {
    const PENDING = { pendingSignIn: { email: EMAIL } };

    it('starts with the e-mail known and asks only for the new password, which answers the pending challenge', async () => {
      const changes: unknown[] = [];
      const run = start({ setNewPassword: reply('setNewPassword', passwordSet, changes) }, PENDING);
      expect(run.actor.getSnapshot().context).toMatchObject({ email: EMAIL, mode: 'challenge', pending: true });
      run.actor.send({ type: 'SUBMIT' });
      expect(run.actor.getSnapshot().context.fieldErrors).toEqual({ newPassword: PASSWORD_TOO_SHORT });
      run.fill({ newPassword: FORM.newPassword });
      run.actor.send({ type: 'SUBMIT' });
      expect(run.actor.getSnapshot().matches('changingPassword')).toBe(true);
      await waitFor(run.actor, (s) => s.status === 'done');
      expect(changes).toEqual([{ form: { email: EMAIL, temporaryPassword: '', newPassword: FORM.newPassword }, mode: 'challenge' }]);
      expect(run.remembered).toEqual([EMAIL]);
      expect(run.paths).toEqual(['/Member-Area']);
    });

    it('keeps going on with the sign-in after a refused new password', async () => {
      const notice = withDetail(MESSAGES.setPasswordFailedPrefix, 'Password does not conform to policy.');
      const refused = err({ type: 'SetPasswordFailed', message: notice.text, notice, cause: 'InvalidPassword' } as const);
      const run = start({ setNewPassword: reply('setNewPassword', refused) }, PENDING);
      run.fill({ newPassword: FORM.newPassword });
      run.actor.send({ type: 'SUBMIT' });
      await waitFor(run.actor, (s) => s.matches('form') && run.notices.length > 0);
      expect(run.actor.getSnapshot().context).toMatchObject({ pending: true, mode: 'challenge' });
    });

    it('asks for the whole form when the pending sign-in is over (expired)', async () => {
      const notice = withDetail(MESSAGES.setPasswordFailedPrefix, 'Invalid session for the user, session is expired.');
      const run = start({ setNewPassword: reply('setNewPassword', failure('SetPasswordFailed', notice)) }, PENDING);
      run.fill({ newPassword: FORM.newPassword });
      run.actor.send({ type: 'SUBMIT' });
      await waitFor(run.actor, (s) => s.matches('form') && run.notices.length > 0);
      expect(run.notices).toEqual([notice]);
      expect(run.actor.getSnapshot().context).toMatchObject({ email: EMAIL, newPassword: FORM.newPassword, pending: false, mode: null });
      run.actor.send({ type: 'SUBMIT' });
      expect(run.actor.getSnapshot().context.fieldErrors).toEqual({ temporaryPassword: 'Temporary password is required.' });
    });
  });

  it.each([['signInWithTemporaryPassword'], ['setNewPassword']] as const)(
    'lands in an explicit failure state when %s crashes; RETRY returns to the form',
    async (name) => {
      const run = start({
        signInWithTemporaryPassword: reply('signInWithTemporaryPassword', ok<TemporarySignInMode>('challenge')),
        [name]: crashes('bug'),
      });
      run.fill();
      run.actor.send({ type: 'SUBMIT' });
      await waitFor(run.actor, (s) => s.matches('failure'));
      expect(run.notices).toEqual([providerMessage('bug')]);
      run.actor.send({ type: 'RETRY' });
      expect(run.actor.getSnapshot().matches('form')).toBe(true);
      expect(run.actor.getSnapshot().context).toMatchObject({ ...FORM, failure: null });
    },
  );

  it('took every transition the machine defines', () => {
    expect(coverage.missing(setPasswordMachine)).toEqual([]);
  });
});

describe('set-password machine wired to the in-memory identity provider', () => {
  it('turns an invitation into a signed-in member with their own password', async () => {
    const world = identityFlowWorld();
    const temporaryPassword = await world.invited(EMAIL);
    const paths: string[] = [];
    const machine = createSetPasswordMachine(world).provide({ actions: { navigate: (_, { path }) => void paths.push(path) } });
    const actor = createActor(machine, { input: {} }).start();
    typeInto(actor, { ...FORM, temporaryPassword });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(paths).toEqual(['/Member-Area']);
    expect(world.storage.get('user')._unsafeUnwrap()).toBe(EMAIL);
    expect((await world.identity.currentUser())._unsafeUnwrap().email).toBe(EMAIL);
  });

  it('goes on with a sign-in the Login page made with the temporary password: only the new password is typed', async () => {
    const world = identityFlowWorld();
    const temporaryPassword = await world.invited(EMAIL);
    const signedIn = (await world.identity.signIn({ username: EMAIL, password: temporaryPassword }))._unsafeUnwrap();
    expect(signedIn.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED');
    const machine = createSetPasswordMachine(world).provide({ actions: { navigate: () => undefined } });
    const actor = createActor(machine, { input: { pendingSignIn: { email: EMAIL } } }).start();
    typeInto(actor, { newPassword: FORM.newPassword });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.status === 'done');
    expect((await world.identity.currentUser())._unsafeUnwrap().email).toBe(EMAIL);
    (await world.identity.signOut())._unsafeUnwrap();
    expect((await world.identity.signIn({ username: EMAIL, password: FORM.newPassword }))._unsafeUnwrap().nextStep.signInStep).toBe('DONE');
  });
});
