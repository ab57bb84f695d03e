import { describe, expect, it } from 'vitest';
import { EMAIL_MESSAGE } from '../../../../src/domain/validation/fields';
import { MESSAGES } from '../../../../src/application/browser/messages';
import { requestPasswordReset } from '../../../../src/application/browser/use-cases/request-password-reset.use-case';
import { failingIdentity, identityFlowWorld } from '../identity-flow-world';

describe('requestPasswordReset', () => {
  it("asks for the e-mail with the spec's words when it is empty", async () => {
    const result = await requestPasswordReset(identityFlowWorld(), { email: '   ' });
    expect(result._unsafeUnwrapErr()).toMatchObject({
      type: 'InvalidForm',
      fields: { email: 'Please enter your email to reset password' },
      notice: null,
    });
  });

  it('refuses an e-mail that is not shaped like one', async () => {
    const result = await requestPasswordReset(identityFlowWorld(), { email: 'jane' });
    expect(result._unsafeUnwrapErr()).toMatchObject({ type: 'InvalidForm', fields: { email: EMAIL_MESSAGE } });
  });

  it('e-mails a code and says so until the notice is closed', async () => {
    const world = identityFlowWorld();
    await world.member('jane@example.org', 'a long passphrase');
    const result = await requestPasswordReset(world, { email: ' jane@example.org ' });
    expect(result._unsafeUnwrap()).toEqual({
      email: 'jane@example.org',
      delivery: { deliveryMedium: 'EMAIL', destination: 'j***@e***.org' },
      notice: MESSAGES.resetRequested,
    });
    expect(MESSAGES.resetRequested.durationMs).toBeNull();
    expect(world.lastCode('jane@example.org')).toMatch(/^\d{6}$/);
  });

  it('reports a failure with the reset-request message', async () => {
    const identity = failingIdentity({ type: 'LimitExceeded', message: 'Attempt limit exceeded, please try after some time.' });
    const result = await requestPasswordReset({ identity }, { email: 'jane@example.org' });
    expect(result._unsafeUnwrapErr()).toEqual({
      type: 'ResetRequestFailed',
      message: 'Attempt limit exceeded, please try after some time.',
      notice: MESSAGES.resetRequestFailed,
      cause: 'LimitExceeded',
    });
  });
});
