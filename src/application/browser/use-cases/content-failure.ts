import type { FieldErrors, InvalidForm } from '../../../domain/validation/fields';
import { providerMessage, type Notice } from '../messages';

/** Said when a form comes back with field messages; the fields themselves say what is wrong. */
export const CHECK_THE_FIELDS = 'Please check the highlighted fields.';

/**
 * A Member Area or admin action failed: the cause's own words in `message`, the notice the page
 * shows (spec section 8), and what the port reported in `cause`, for flows that branch on it.
 * The same shape as the identity use cases' failures.
 */
export interface ContentFailure<T extends string> {
  readonly type: T;
  readonly message: string;
  readonly notice: Notice;
  readonly cause: string;
}

/** The domain refused a form: one message per field for the page to tie to its input, no toast. */
export type ContentFormRejected<F extends string> = InvalidForm<F> & {
  readonly message: string;
  readonly notice: null;
};

/** Names a port's error after the action that failed and attaches the notice to show. */
export function contentFailure<T extends string>(
  type: T,
  error: { readonly type: string; readonly message: string },
  notice: Notice,
): ContentFailure<T> {
  return { type, message: error.message, notice, cause: error.type };
}

/** A failure whose notice is the cause's own words (where the spec gives no message of its own). */
export function ownWords<T extends string>(type: T, error: { readonly type: string; readonly message: string }): ContentFailure<T> {
  return contentFailure(type, error, providerMessage(error.message));
}

/** Wraps the domain's field messages as a use-case error (no toast: the fields say what is wrong). */
export function contentFormRejected<F extends string>(invalid: InvalidForm<F>): ContentFormRejected<F> {
  return { ...invalid, message: CHECK_THE_FIELDS, notice: null };
}

/** A rejected form holding a single field's message. */
export function contentFieldRejected<F extends string>(field: F, message: string): ContentFormRejected<F> {
  return contentFormRejected({ type: 'InvalidForm', fields: { [field]: message } as FieldErrors<F> });
}
