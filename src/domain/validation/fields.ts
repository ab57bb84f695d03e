import { err, ok, type Result } from 'neverthrow';
import { PASSWORD_MAX_LENGTH } from '../../identity/rules/passwords';

/** Messages keyed by the form field they belong to, so the page can tie each to its input. */
export type FieldErrors<F extends string = string> = Partial<Record<F, string>>;

export type InvalidForm<F extends string = string> = {
  readonly type: 'InvalidForm';
  readonly fields: FieldErrors<F>;
};

/** Length limits for what people type; they keep absurd input out of every store. */
export const MAX_LENGTH = {
  name: 100,
  email: 254,
  address: 200,
  city: 100,
  state: 50,
  text: 5_000,
  /** A news post's or committee's Markdown text. */
  markdown: 20_000,
  /** A news post's summary (plain text). */
  summary: 500,
  students: 2_000,
  title: 200,
  url: 2_000,
  code: 20,
  password: PASSWORD_MAX_LENGTH,
} as const;

/** A field's check: the cleaned value, or the message to show beside the field. */
export type FieldCheck<T> = Result<T, string>;

export function required(value: string, label: string, max: number): FieldCheck<string> {
  const trimmed = value.trim();
  if (trimmed === '') return err(`${label} is required.`);
  return trimmed.length > max ? err(`${label} must be at most ${max} characters.`) : ok(trimmed);
}

export function optional(value: string | null | undefined, label: string, max: number): FieldCheck<string> {
  const trimmed = (value ?? '').trim();
  return trimmed.length > max ? err(`${label} must be at most ${max} characters.`) : ok(trimmed);
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MESSAGE = 'Please enter a valid email address.';

export function email(value: string, label = 'Email'): FieldCheck<string> {
  return required(value, label, MAX_LENGTH.email).andThen((trimmed) => (EMAIL_SHAPE.test(trimmed) ? ok(trimmed) : err(EMAIL_MESSAGE)));
}

export function optionalEmail(value: string): FieldCheck<string> {
  return value.trim() === '' ? ok('') : email(value);
}

export const PHONE_MESSAGE = 'Phone must be a number of 7 to 15 digits.';

/** A phone number as digits only; spaces, dashes, dots, brackets and a leading + are allowed in between. */
export function phone(value: string, label = 'Phone'): FieldCheck<string> {
  return required(value, label, 30).andThen((trimmed) => {
    const digits = trimmed.replace(/^\+/, '').replace(/[\s().-]/g, '');
    return /^\d{7,15}$/.test(digits) ? ok(digits) : err(PHONE_MESSAGE);
  });
}

export function optionalPhone(value: string): FieldCheck<string> {
  return value.trim() === '' ? ok('') : phone(value);
}

/** A refused form's summary when no field message leads it. */
export const CHECK_THE_FORM = 'Please check the form.';

export const ZIP_MESSAGE = 'ZIP code must be 5 digits (or ZIP+4).';

export function zip(value: string, label = 'ZIP code'): FieldCheck<string> {
  return required(value, label, 10).andThen((trimmed) => (/^\d{5}(?:-\d{4})?$/.test(trimmed) ? ok(trimmed) : err(ZIP_MESSAGE)));
}

export function optionalZip(value: string): FieldCheck<string> {
  return value.trim() === '' ? ok('') : zip(value);
}

/**
 * Runs every field's check and gathers the messages, so a form shows all its problems at once.
 *
 * @example collect({ email: email(input.email) }) // ok({ email: 'a@b.org' }) or err({ type: 'InvalidForm', fields })
 */
export function collect<T extends object>(checks: {
  readonly [K in keyof T]: FieldCheck<T[K]>;
}): Result<T, InvalidForm<Extract<keyof T, string>>> {
  const values: Partial<T> = {};
  const fields: FieldErrors<Extract<keyof T, string>> = {};
  for (const key of Object.keys(checks) as Extract<keyof T, string>[]) {
    checks[key].match(
      (value) => {
        values[key] = value;
      },
      (message) => {
        fields[key] = message;
      },
    );
  }
  return Object.keys(fields).length === 0 ? ok(values as T) : err({ type: 'InvalidForm', fields });
}
