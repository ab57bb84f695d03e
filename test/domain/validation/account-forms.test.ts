import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { PASSWORD_TOO_COMMON, PASSWORD_TOO_SHORT } from '../../../src/identity/rules/passwords';
import {
  RESET_EMAIL_REQUIRED,
  validateChangePassword,
  validateLoginForm,
  validateMemberInformation,
  validateResetConfirm,
  validateResetRequest,
  validateNewPasswordForm,
  validateSetPasswordForm,
  validateVerificationCode,
} from '../../../src/domain/validation/account-forms';
import { EMAIL_MESSAGE, PHONE_MESSAGE, ZIP_MESSAGE } from '../../../src/domain/validation/fields';

const CODE_MESSAGE = 'The verification code is the number in the e-mail we sent.';

describe('validateLoginForm', () => {
  it('accepts an e-mail and the password as typed (never trimmed)', () => {
    expect(validateLoginForm({ email: ' ada@example.org ', password: '  secret  ' })).toEqual(
      ok({ email: 'ada@example.org', password: '  secret  ' }),
    );
  });

  it('requires both fields', () => {
    expect(validateLoginForm({ email: '', password: '' })).toEqual(
      err({ type: 'InvalidForm', fields: { email: 'Email is required.', password: 'Password is required.' } }),
    );
  });

  it('refuses an absurdly long password', () => {
    expect(validateLoginForm({ email: 'a@b.co', password: 'x'.repeat(257) })).toEqual(
      err({ type: 'InvalidForm', fields: { password: 'Password is too long.' } }),
    );
  });

  it('accepts any password the policy accepts, counted in characters (200 emoji)', () => {
    const password = '🔑'.repeat(200);
    expect(validateLoginForm({ email: 'a@b.co', password })).toEqual(ok({ email: 'a@b.co', password }));
  });
});

describe('validateResetRequest', () => {
  it("shows 'Please enter your email to reset password' for an empty e-mail", () => {
    expect(RESET_EMAIL_REQUIRED).toBe('Please enter your email to reset password');
    expect(validateResetRequest('')).toEqual(err({ type: 'InvalidForm', fields: { email: 'Please enter your email to reset password' } }));
    expect(validateResetRequest('   ')).toEqual(err({ type: 'InvalidForm', fields: { email: RESET_EMAIL_REQUIRED } }));
  });

  it('returns the trimmed e-mail, and refuses a malformed one', () => {
    expect(validateResetRequest(' ada@example.org ')).toEqual(ok('ada@example.org'));
    expect(validateResetRequest('ada')).toEqual(err({ type: 'InvalidForm', fields: { email: EMAIL_MESSAGE } }));
  });
});

describe('validateResetConfirm', () => {
  const filled = { email: 'ada@example.org', code: '123456', newPassword: 'a long passphrase' };

  it('accepts e-mail, code and new password all filled in', () => {
    expect(validateResetConfirm({ ...filled, code: ' 123456 ' })).toEqual(ok(filled));
  });

  it('is refused unless all three are filled in', () => {
    expect(validateResetConfirm({ email: '', code: '', newPassword: '' })).toEqual(
      err({
        type: 'InvalidForm',
        fields: { email: 'Email is required.', code: 'Verification code is required.', newPassword: PASSWORD_TOO_SHORT },
      }),
    );
    expect(validateResetConfirm({ ...filled, email: '' }).isErr()).toBe(true);
    expect(validateResetConfirm({ ...filled, code: '' }).isErr()).toBe(true);
    expect(validateResetConfirm({ ...filled, newPassword: '' }).isErr()).toBe(true);
  });

  it.each(['12a456', '123', '12345678901', '12 34'])('refuses the code %j', (code) => {
    expect(validateResetConfirm({ ...filled, code })).toEqual(err({ type: 'InvalidForm', fields: { code: CODE_MESSAGE } }));
  });

  it('refuses a code longer than its field', () => {
    expect(validateResetConfirm({ ...filled, code: '1'.repeat(21) })).toEqual(
      err({ type: 'InvalidForm', fields: { code: 'Verification code must be at most 20 characters.' } }),
    );
  });

  it('applies the password policy to the new password', () => {
    expect(validateResetConfirm({ ...filled, newPassword: 'PASSWORD' })).toEqual(
      err({ type: 'InvalidForm', fields: { newPassword: PASSWORD_TOO_COMMON } }),
    );
  });
});

describe('validateNewPasswordForm', () => {
  it('needs only the e-mail and a policy-compliant new password (the temporary one already signed in)', () => {
    expect(validateNewPasswordForm({ email: ' ada@example.org ', newPassword: 'a long passphrase' })).toEqual(
      ok({ email: 'ada@example.org', newPassword: 'a long passphrase' }),
    );
    expect(validateNewPasswordForm({ email: '', newPassword: 'short' })).toEqual(
      err({ type: 'InvalidForm', fields: { email: 'Email is required.', newPassword: PASSWORD_TOO_SHORT } }),
    );
  });
});

describe('validateSetPasswordForm', () => {
  it('needs e-mail, temporary password and a policy-compliant new password', () => {
    const form = { email: 'ada@example.org', temporaryPassword: 'Tmp#1', newPassword: 'a long passphrase' };
    expect(validateSetPasswordForm(form)).toEqual(ok(form));
    expect(validateSetPasswordForm({ email: 'x', temporaryPassword: '', newPassword: 'short' })).toEqual(
      err({
        type: 'InvalidForm',
        fields: { email: EMAIL_MESSAGE, temporaryPassword: 'Temporary password is required.', newPassword: PASSWORD_TOO_SHORT },
      }),
    );
  });
});

describe('validateVerificationCode', () => {
  it('accepts 4 to 10 digits and refuses anything else', () => {
    expect(validateVerificationCode({ code: '1234' })).toEqual(ok({ code: '1234' }));
    expect(validateVerificationCode({ code: '1234567890' })).toEqual(ok({ code: '1234567890' }));
    expect(validateVerificationCode({ code: 'abcd' })).toEqual(err({ type: 'InvalidForm', fields: { code: CODE_MESSAGE } }));
    expect(validateVerificationCode({ code: '' })).toEqual(
      err({ type: 'InvalidForm', fields: { code: 'Verification code is required.' } }),
    );
  });
});

describe('validateChangePassword', () => {
  it('needs the e-mailed code and a new password', () => {
    expect(validateChangePassword({ code: '654321', newPassword: 'twelve chars' })).toEqual(
      ok({ code: '654321', newPassword: 'twelve chars' }),
    );
    expect(validateChangePassword({ code: '', newPassword: '1234567' })).toEqual(
      err({ type: 'InvalidForm', fields: { code: 'Verification code is required.', newPassword: PASSWORD_TOO_SHORT } }),
    );
  });
});

describe('validateMemberInformation', () => {
  const info = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    phone: '555-123-4567',
    address: '1 Main St',
    city: 'Boston',
    state: 'MA',
    zipcode: '02139',
    gradYear: '1999',
  };

  it('checks contact details as at sign-up', () => {
    expect(validateMemberInformation(info, 2025)).toEqual(ok({ ...info, phone: '5551234567' }));
    expect(validateMemberInformation({ ...info, gradYear: '' }, 2025)._unsafeUnwrap().gradYear).toBeNull();
  });

  it('reports every bad field', () => {
    expect(validateMemberInformation({ ...info, firstName: '', phone: 'x', zipcode: 'y' }, 2025)).toEqual(
      err({ type: 'InvalidForm', fields: { firstName: 'First name is required.', phone: PHONE_MESSAGE, zipcode: ZIP_MESSAGE } }),
    );
  });
});
