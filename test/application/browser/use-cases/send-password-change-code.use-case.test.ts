import { okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../src/application/browser/messages';
import { sendPasswordChangeCode } from '../../../../src/application/browser/use-cases/send-password-change-code.use-case';
import { failingIdentity, identityFlowWorld } from '../identity-flow-world';

describe('sendPasswordChangeCode', () => {
  it('e-mails a code to the signed-in member', async () => {
    const world = identityFlowWorld();
    await world.member('jane@example.org', 'a long passphrase');
    (await world.identity.signIn({ username: 'jane@example.org', password: 'a long passphrase' }))._unsafeUnwrap();
    const sentBefore = world.mailer.to('jane@example.org').length;
    const result = await sendPasswordChangeCode(world);
    expect(result._unsafeUnwrap()).toEqual({
      email: 'jane@example.org',
      delivery: { deliveryMedium: 'EMAIL', destination: 'j***@e***.org' },
    });
    expect(world.mailer.to('jane@example.org')).toHaveLength(sentBefore + 1);
  });

  it('reports the password-update failure when nobody is signed in', async () => {
    const result = await sendPasswordChangeCode(identityFlowWorld());
    expect(result._unsafeUnwrapErr()).toMatchObject({
      type: 'SendCodeFailed',
      notice: MESSAGES.passwordUpdateFailed,
      cause: 'NotAuthenticated',
    });
  });

  it('reports the password-update failure when the code cannot be sent', async () => {
    const user = { userId: 'u1', username: 'jane@example.org', email: 'jane@example.org', isAdmin: false };
    const identity = failingIdentity({ type: 'LimitExceeded', message: 'Attempt limit exceeded.' }, { currentUser: () => okAsync(user) });
    const result = await sendPasswordChangeCode({ identity });
    expect(result._unsafeUnwrapErr()).toMatchObject({
      type: 'SendCodeFailed',
      notice: MESSAGES.passwordUpdateFailed,
      cause: 'LimitExceeded',
    });
  });
});
