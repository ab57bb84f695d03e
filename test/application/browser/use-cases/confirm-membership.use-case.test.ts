import { describe, expect, it } from 'vitest';
import {
  codeResentNotice,
  confirmMembership,
  resendMembershipCode,
} from '../../../../src/application/browser/use-cases/confirm-membership.use-case';
import { failingIdentity, identityFlowWorld } from '../identity-flow-world';

const EMAIL = 'mary@example.org';

async function signedUp() {
  const world = identityFlowWorld();
  (await world.identity.signUp({ username: EMAIL, password: 'a long passphrase' }))._unsafeUnwrap();
  return world;
}

describe('confirmMembership (in-memory identity provider)', () => {
  it('confirms the account with the e-mailed code, so the new member can sign in', async () => {
    const world = await signedUp();
    const result = await confirmMembership(world, { email: ` ${EMAIL} `, code: ` ${world.lastCode(EMAIL)} ` });
    expect(result.isOk()).toBe(true);
    expect((await world.identity.signIn({ username: EMAIL, password: 'a long passphrase' }))._unsafeUnwrap().isSignedIn).toBe(true);
  });

  it("refuses a wrong code with the identity service's message", async () => {
    const world = await signedUp();
    const wrong = world.lastCode(EMAIL) === '000000' ? '111111' : '000000';
    const error = (await confirmMembership(world, { email: EMAIL, code: wrong }))._unsafeUnwrapErr();
    expect(error.type).toBe('CodeMismatch');
    expect(error.notice).toEqual({ tone: 'error', text: error.message, durationMs: 5_000 });
  });
});

describe('resendMembershipCode (in-memory identity provider)', () => {
  it('e-mails a new code that confirms the account, and says where it went', async () => {
    const world = await signedUp();
    const first = world.lastCode(EMAIL);
    const delivery = (await resendMembershipCode(world, { email: EMAIL }))._unsafeUnwrap();
    expect(world.mailer.to(EMAIL)).toHaveLength(2);
    expect(codeResentNotice(delivery)).toEqual({
      tone: 'info',
      text: `A new verification code has been sent to ${delivery.destination}.`,
      durationMs: 5_000,
    });
    expect((await confirmMembership(world, { email: EMAIL, code: world.lastCode(EMAIL) })).isOk()).toBe(true);
    expect(first).toMatch(/^\d{6}$/);
  });

  it("passes on the identity service's refusal with its words", async () => {
    const identity = failingIdentity({ type: 'LimitExceeded', message: 'Attempt limit exceeded, please try after some time.' });
    const error = (await resendMembershipCode({ identity }, { email: EMAIL }))._unsafeUnwrapErr();
    expect(error).toEqual({
      type: 'LimitExceeded',
      message: 'Attempt limit exceeded, please try after some time.',
      notice: { tone: 'error', text: 'Attempt limit exceeded, please try after some time.', durationMs: 5_000 },
    });
  });
});
