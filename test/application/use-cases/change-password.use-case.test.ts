import { describe, expect, it } from 'vitest';
import { PASSWORD_TOO_COMMON } from '../../../src/domain/passwords';
import { MESSAGES } from '../../../src/application/messages';
import { changePassword } from '../../../src/application/use-cases/change-password.use-case';
import { sendPasswordChangeCode } from '../../../src/application/use-cases/send-password-change-code.use-case';
import { failingIdentity, identityWorld } from '../identity-world';

async function codeSent() {
  const world = identityWorld();
  await world.member('jane@example.org', 'a long passphrase');
  (await world.identity.signIn({ username: 'jane@example.org', password: 'a long passphrase' }))._unsafeUnwrap();
  (await sendPasswordChangeCode(world))._unsafeUnwrap();
  return { world, code: world.lastCode('jane@example.org') };
}

describe('changePassword', () => {
  it('checks the code and the new password with the domain first', async () => {
    const identity = failingIdentity({ type: 'Unavailable', message: 'must not be called' });
    const result = await changePassword({ identity }, { email: 'jane@example.org', code: '', newPassword: 'password123' });
    expect(result._unsafeUnwrapErr()).toMatchObject({
      type: 'InvalidForm',
      fields: { code: 'Verification code is required.', newPassword: PASSWORD_TOO_COMMON },
    });
  });

  it("changes the password with the e-mailed code: 'Password has been updated!'", async () => {
    const { world, code } = await codeSent();
    const result = await changePassword(world, { email: 'jane@example.org', code, newPassword: 'a brand new passphrase' });
    expect(result._unsafeUnwrap()).toEqual({ notice: MESSAGES.passwordUpdated });
    (await world.identity.signOut())._unsafeUnwrap();
    const again = await world.identity.signIn({ username: 'jane@example.org', password: 'a brand new passphrase' });
    expect(again._unsafeUnwrap().isSignedIn).toBe(true);
  });

  it('reports a wrong code with the password-update failure', async () => {
    const { world, code } = await codeSent();
    const wrong = code === '000000' ? '111111' : '000000';
    const result = await changePassword(world, { email: 'jane@example.org', code: wrong, newPassword: 'a brand new passphrase' });
    expect(result._unsafeUnwrapErr()).toMatchObject({
      type: 'PasswordUpdateFailed',
      notice: MESSAGES.passwordUpdateFailed,
      cause: 'CodeMismatch',
    });
  });
});
