import { err, ok, type Result } from 'neverthrow';
import type { MfaType } from '../identity/rules/identity-rules';
import { collect, type FieldCheck, type InvalidForm, MAX_LENGTH } from './validation/fields';

/**
 * A member's own two-step sign-in settings: which second factors are on, which is asked first,
 * and the changes a member may make to them. SMS is never offered (no SMS provider self-hosted);
 * an SMS factor a managed service reports is shown as neither method and turned off by any change.
 */

/** The second factors a member can turn on here. */
export type TwoStepMethod = 'TOTP' | 'EMAIL';

/** The methods on, and the one asked for first at sign-in (null: the member chooses each time). */
export interface TwoStepSettings {
  readonly enabled: readonly MfaType[];
  readonly preferred: MfaType | null;
}

/** What a member can ask for. Setting up an authenticator app turns it on once its first code is checked. */
export type TwoStepChange =
  | { readonly kind: 'setUpAuthenticator' }
  | { readonly kind: 'turnOnEmail' }
  | { readonly kind: 'prefer'; readonly method: TwoStepMethod }
  | { readonly kind: 'turnOff' };

/** The settings a change asks the identity service for: exactly these methods on, and the preferred one. */
export interface TwoStepPreference {
  readonly enable: readonly TwoStepMethod[];
  readonly preferred: TwoStepMethod | null;
}

const METHODS: readonly TwoStepMethod[] = ['TOTP', 'EMAIL'];

/** The offered methods that are on, authenticator first. */
export function methodsOn(settings: TwoStepSettings): readonly TwoStepMethod[] {
  return METHODS.filter((method) => settings.enabled.includes(method));
}

/** Whether two-step sign-in is on: at least one offered method is. */
export function isTwoStepOn(settings: TwoStepSettings): boolean {
  return methodsOn(settings).length > 0;
}

/**
 * Whether a change must be proven with a current code as well as the password: while a second
 * factor is on, changing it needs that factor (an authenticator code or an e-mailed one).
 */
export function needsCurrentCode(settings: TwoStepSettings): boolean {
  return isTwoStepOn(settings);
}

/** Whether the preferred method is this one (a method that is off is never preferred). */
export function isPreferred(settings: TwoStepSettings, method: TwoStepMethod): boolean {
  return settings.preferred === method && settings.enabled.includes(method);
}

/**
 * Whether `change` means something for these settings: set up an authenticator or turn on e-mailed
 * codes only while that method is off; prefer a method only while both are on and it is not
 * preferred yet; turn off only while something is on.
 */
export function canMake(settings: TwoStepSettings, change: TwoStepChange): boolean {
  const on = methodsOn(settings);
  switch (change.kind) {
    case 'setUpAuthenticator':
      return !on.includes('TOTP');
    case 'turnOnEmail':
      return !on.includes('EMAIL');
    case 'prefer':
      return on.length === METHODS.length && !isPreferred(settings, change.method);
    case 'turnOff':
      return on.length > 0;
  }
}

/** Every change these settings allow, in the order a page offers them. */
export function changesOffered(settings: TwoStepSettings): readonly TwoStepChange[] {
  const all: readonly TwoStepChange[] = [
    { kind: 'setUpAuthenticator' },
    { kind: 'turnOnEmail' },
    { kind: 'prefer', method: 'TOTP' },
    { kind: 'prefer', method: 'EMAIL' },
    { kind: 'turnOff' },
  ];
  return all.filter((change) => canMake(settings, change));
}

/**
 * The preference a change stores (the authenticator's set-up is its own step and stores nothing
 * here: null). Turning on e-mailed codes keeps the preferred method, or prefers them when they are
 * the only one; turning off leaves nothing on.
 *
 * @example preferenceAfter({ enabled: ['TOTP'], preferred: 'TOTP' }, { kind: 'turnOnEmail' }) // { enable: ['TOTP', 'EMAIL'], preferred: 'TOTP' }
 */
export function preferenceAfter(settings: TwoStepSettings, change: TwoStepChange): TwoStepPreference | null {
  const on = methodsOn(settings);
  const preferred = on.find((method) => isPreferred(settings, method)) ?? null;
  switch (change.kind) {
    case 'setUpAuthenticator':
      return null;
    case 'turnOnEmail': {
      const enable = METHODS.filter((method) => method === 'EMAIL' || on.includes(method));
      return { enable, preferred: preferred ?? (enable.length === 1 ? 'EMAIL' : null) };
    }
    case 'prefer':
      return { enable: on, preferred: on.includes(change.method) ? change.method : preferred };
    case 'turnOff':
      return { enable: [], preferred: null };
  }
}

/** What proves a change: the account password, and a current code while a factor is on. */
export interface TwoStepProofForm {
  readonly password: string;
  readonly code: string;
}

export const TWO_STEP_FIELD_MESSAGES = {
  passwordRequired: 'Enter your password.',
  codeRequired: 'Enter a code from your authenticator app, or the code we emailed you.',
  codeShape: 'The code is the 6-digit number from your authenticator app or our email.',
  appCodeRequired: 'Enter the 6-digit code your authenticator app shows.',
  appCodeShape: 'The code is the 6-digit number your authenticator app shows.',
} as const;

const SIX_DIGITS = /^\d{6}$/;

/** Spaces people type between digit groups ('123 456') do not count. */
function digitsOf(value: string): string {
  return value.replace(/\s+/g, '');
}

function currentCode(value: string, needed: boolean): FieldCheck<string | null> {
  const digits = digitsOf(value);
  if (!needed) return ok(null);
  if (digits === '') return err(TWO_STEP_FIELD_MESSAGES.codeRequired);
  return SIX_DIGITS.test(digits) ? ok(digits) : err(TWO_STEP_FIELD_MESSAGES.codeShape);
}

function password(value: string): FieldCheck<string> {
  if (value === '') return err(TWO_STEP_FIELD_MESSAGES.passwordRequired);
  return Array.from(value).length > MAX_LENGTH.password ? err('Password is too long.') : ok(value);
}

/**
 * The proof of a change, checked before it is sent: the password as typed (never trimmed), and,
 * when `codeNeeded`, a six-digit code (null otherwise, whatever was typed).
 */
export function validateTwoStepProof(
  input: TwoStepProofForm,
  codeNeeded: boolean,
): Result<{ readonly password: string; readonly code: string | null }, InvalidForm<keyof TwoStepProofForm>> {
  return collect<{ password: string; code: string | null }>({
    password: password(input.password),
    code: currentCode(input.code, codeNeeded),
  });
}

/** The first code from a newly added authenticator app: six digits. */
export function validateAuthenticatorCode(code: string): Result<string, InvalidForm<'setupCode'>> {
  const digits = digitsOf(code);
  if (digits === '') return err({ type: 'InvalidForm', fields: { setupCode: TWO_STEP_FIELD_MESSAGES.appCodeRequired } });
  return SIX_DIGITS.test(digits) ? ok(digits) : err({ type: 'InvalidForm', fields: { setupCode: TWO_STEP_FIELD_MESSAGES.appCodeShape } });
}

/**
 * An authenticator key as people type it: groups of four characters.
 *
 * @example keyInGroups('JBSWY3DPEHPK3PXP') // ['JBSW', 'Y3DP', 'EHPK', '3PXP']
 */
export function keyInGroups(secret: string): readonly string[] {
  return (
    secret
      .replace(/[\s=]+/g, '')
      .toUpperCase()
      .match(/.{1,4}/g) ?? []
  );
}
