import { err, ok, type Result } from 'neverthrow';
import { checkNewPassword } from '../../identity/rules/passwords';
import { collect, email, MAX_LENGTH, required, type FieldCheck, type InvalidForm } from './fields';
import { contactChecks, type MembershipFormInput } from './checkout-forms';

/** Counted in code points, as the password policy counts, so every accepted password can sign in. */
function present(value: string, label: string): FieldCheck<string> {
  if (value === '') return err(`${label} is required.`);
  return Array.from(value).length > MAX_LENGTH.password ? err(`${label} is too long.`) : ok(value);
}

function code(value: string): FieldCheck<string> {
  return required(value, 'Verification code', MAX_LENGTH.code).andThen((trimmed) =>
    /^\d{4,10}$/.test(trimmed) ? ok(trimmed) : err('The verification code is the number in the e-mail we sent.'),
  );
}

function newPassword(value: string): FieldCheck<string> {
  return checkNewPassword(value).mapErr((e) => e.message);
}

export interface LoginForm {
  readonly email: string;
  readonly password: string;
}

/** Login: both fields filled in. The password is checked as typed, never trimmed. */
export function validateLoginForm(input: LoginForm): Result<LoginForm, InvalidForm<keyof LoginForm>> {
  return collect<LoginForm>({ email: email(input.email), password: present(input.password, 'Password') });
}

export const RESET_EMAIL_REQUIRED = 'Please enter your email to reset password';

/** Asking for a reset code needs an e-mail: 'Please enter your email to reset password'. */
export function validateResetRequest(emailText: string): Result<string, InvalidForm<'email'>> {
  if (emailText.trim() === '') return err({ type: 'InvalidForm', fields: { email: RESET_EMAIL_REQUIRED } });
  return collect<{ email: string }>({ email: email(emailText) }).map((form) => form.email);
}

export interface ResetConfirmForm {
  readonly email: string;
  readonly code: string;
  readonly newPassword: string;
}

/** The reset is submitted only with e-mail, code and new password all filled in (spec section 5). */
export function validateResetConfirm(input: ResetConfirmForm): Result<ResetConfirmForm, InvalidForm<keyof ResetConfirmForm>> {
  return collect<ResetConfirmForm>({
    email: email(input.email),
    code: code(input.code),
    newPassword: newPassword(input.newPassword),
  });
}

export interface SetPasswordForm {
  readonly email: string;
  readonly temporaryPassword: string;
  readonly newPassword: string;
}

/** Set Password: e-mail, the temporary password from the e-mail, and a new password. */
export function validateSetPasswordForm(input: SetPasswordForm): Result<SetPasswordForm, InvalidForm<keyof SetPasswordForm>> {
  return collect<SetPasswordForm>({
    email: email(input.email),
    temporaryPassword: present(input.temporaryPassword, 'Temporary password'),
    newPassword: newPassword(input.newPassword),
  });
}

/** Set Password after a sign-in already made with the temporary password: only what is still needed. */
export type NewPasswordForm = Pick<SetPasswordForm, 'email' | 'newPassword'>;

/** The e-mail the pending sign-in is for, and a new password under the policy. */
export function validateNewPasswordForm(input: NewPasswordForm): Result<NewPasswordForm, InvalidForm<keyof NewPasswordForm>> {
  return collect<NewPasswordForm>({ email: email(input.email), newPassword: newPassword(input.newPassword) });
}

export interface VerificationCodeForm {
  readonly code: string;
}

export function validateVerificationCode(input: VerificationCodeForm): Result<VerificationCodeForm, InvalidForm<'code'>> {
  return collect<VerificationCodeForm>({ code: code(input.code) });
}

export interface ChangePasswordForm {
  readonly code: string;
  readonly newPassword: string;
}

/** Member Area password change: the e-mailed code and the new password. */
export function validateChangePassword(input: ChangePasswordForm): Result<ChangePasswordForm, InvalidForm<keyof ChangePasswordForm>> {
  return collect<ChangePasswordForm>({ code: code(input.code), newPassword: newPassword(input.newPassword) });
}

export type MemberInformationInput = Omit<MembershipFormInput, 'email' | 'password'>;
export type MemberInformationForm = Omit<MemberInformationInput, 'gradYear'> & { readonly gradYear: string | null };

/** The Member Information form: the member's own contact details, checked as at sign-up. */
export function validateMemberInformation(
  input: MemberInformationInput,
  currentYear: number,
): Result<MemberInformationForm, InvalidForm<keyof MemberInformationInput>> {
  return collect<MemberInformationForm>(contactChecks(input, currentYear));
}
