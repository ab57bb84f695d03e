import { describe, expect, it } from 'vitest';
import { PASSWORD_TOO_SHORT } from '../../../../src/identity/rules/passwords';
import { MESSAGES } from '../../../../src/application/browser/messages';
import { confirmPasswordReset, isResetFormFilled } from '../../../../src/application/browser/use-cases/confirm-password-reset.use-case';
import { failingIdentity, identityFlowWorld } from '../identity-flow-world';

const filled = { email: 'jane@example.org', code: '123456', newPassword: 'a new passphrase' };
const unused = failingIdentity({ type: 'Unavailable', message: 'must not be called' });

describe('isResetFormFilled', () => {
  it('is true only when e-mail, code and new password all have something in them', () => {
    expect(isResetFormFilled(filled)).toBe(true);
    expect(isResetFormFilled({ ...filled, email: ' ' })).toBe(false);
    expect(isResetFormFilled({ ...filled, code: '' })).toBe(false);
    expect(isResetFormFilled({ ...filled, newPassword: '' })).toBe(false);
  });
});

describe('confirmPasswordReset', () => {
  it.each([['email'], ['code'], ['newPassword']] as const)('does nothing when %s is empty', async (field) => {
    const result = await confirmPasswordReset({ identity: unused }, { ...filled, [field]: '' });
    expect(result._unsafeUnwrap()).toEqual({ type: 'Incomplete' });
  });

  it('checks the code and the password policy with the domain', async () => {
    const result = await confirmPasswordReset({ identity: unused }, { ...filled, code: 'abc', newPassword: 'short' });
    expect(result._unsafeUnwrapErr()).toMatchObject({
      type: 'InvalidForm',
      fields: { code: 'The verification code is the number in the e-mail we sent.', newPassword: PASSWORD_TOO_SHORT },
    });
  });

  it('sets the new password with the e-mailed code', async () => {
    const world = identityFlowWorld();
    await world.member('jane@example.org', 'a long passphrase');
    (await world.identity.resetPassword({ username: 'jane@example.org' }))._unsafeUnwrap();
    const code = world.lastCode('jane@example.org');
    const result = await confirmPasswordReset(world, { ...filled, code });
    expect(result._unsafeUnwrap()).toEqual({ type: 'Reset', email: 'jane@example.org', notice: MESSAGES.resetDone });
    const signIn = await world.identity.signIn({ username: 'jane@example.org', password: 'a new passphrase' });
    expect(signIn._unsafeUnwrap().isSignedIn).toBe(true);
  });

  it('reports a wrong code with the reset-failed message', async () => {
    const world = identityFlowWorld();
    await world.member('jane@example.org', 'a long passphrase');
    (await world.identity.resetPassword({ username: 'jane@example.org' }))._unsafeUnwrap();
    const wrong = world.lastCode('jane@example.org') === '000000' ? '111111' : '000000';
    const result = await confirmPasswordReset(world, { ...filled, code: wrong });
    expect(result._unsafeUnwrapErr()).toMatchObject({ type: 'ResetFailed', notice: MESSAGES.resetFailed, cause: 'CodeMismatch' });
  });
});
