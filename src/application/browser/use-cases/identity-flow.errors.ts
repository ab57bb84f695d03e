import type { FieldErrors, InvalidForm } from '../../../domain/validation/fields';
import type { Notice } from '../messages';
import { CHECK_THE_FIELDS } from './content-failure';
import type { IdentityError, IdentityErrorType } from '../../ports/identity-provider.port';

/** The domain refused a form: one message per field for the page to tie to its input, no toast. */
export type FormRejected<F extends string> = InvalidForm<F> & {
  readonly message: string;
  readonly notice: null;
};

/** The identity service said no: its own words in `message`, and the notice the page shows. */
export interface IdentityFailure<T extends string> {
  readonly type: T;
  readonly message: string;
  readonly notice: Notice;
  /** What the identity service reported, for flows that branch on it. */
  readonly cause: IdentityErrorType;
}

/** Wraps the domain's field messages as a use-case error. */
export function formRejected<F extends string>(invalid: InvalidForm<F>): FormRejected<F> {
  return { ...invalid, message: CHECK_THE_FIELDS, notice: null };
}

/** A rejected form holding a single field's message. */
export function fieldRejected<F extends string>(field: F, message: string): FormRejected<F> {
  const fields = { [field]: message } as FieldErrors<F>;
  return formRejected({ type: 'InvalidForm', fields });
}

/** Names an identity error after the step that failed and attaches the notice to show. */
export function identityFailure<T extends string>(type: T, error: IdentityError, notice: Notice): IdentityFailure<T> {
  return { type, message: error.message, notice, cause: error.type };
}
