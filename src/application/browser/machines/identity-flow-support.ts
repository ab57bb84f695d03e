import type { Result } from 'neverthrow';
import type { FieldErrors } from '../../../domain/validation/fields';
import { providerMessage, type Notice } from '../messages';

/**
 * What the identity machines (login, set password, password change) share: the params their
 * `onDone` and `onError` read from an actor, and the shapes of their steps. Not a machine itself.
 * The actions they name alike are in identity-form-actions.ts.
 *
 * Every machine calls the action `navigate` with `{ path }` when the flow leaves the page; the
 * page provides it.
 */

/** The parameters of the `navigate` action the page provides. */
export interface NavigateParams {
  readonly path: string;
  /**
   * The e-mail of a sign-in the next page goes on with (Login to Set Password: the temporary
   * password already signed in, so that page asks only for the new one).
   */
  readonly pendingSignIn?: { readonly email: string };
}

/** What an unfinished or failed step asks the page to show: field messages and a toast. */
export interface Feedback<F extends string> {
  readonly fieldErrors: FieldErrors<F>;
  readonly notice: Notice | null;
}

/** The shape every identity use-case error shares (see use-cases/identity-flow.errors.ts). */
interface FlowError<F extends string> {
  readonly notice: Notice | null;
  readonly fields?: FieldErrors<F>;
}

/** The field messages and toast of a failed Result; a success that did nothing shows nothing. */
export function feedbackOf<F extends string>({
  event,
}: {
  readonly event: { readonly output: Result<unknown, FlowError<F>> };
}): Feedback<F> {
  return event.output.match(
    (): Feedback<F> => ({ fieldErrors: {}, notice: null }),
    (error): Feedback<F> => ({ fieldErrors: error.fields ?? {}, notice: error.notice }),
  );
}

/**
 * Dynamic params for `notify` after an actor's `onDone`: the notice of its success (picked by
 * `pick`), or of its failure.
 */
export function noticeOf<T, E extends { readonly notice: Notice | null }>(pick: (value: T) => Notice | null) {
  return ({ event }: { readonly event: { readonly output: Result<T, E> } }): { readonly notice: Notice | null } => ({
    notice: event.output.match(pick, (error) => error.notice),
  });
}

/** The message of whatever an actor threw (a bug: expected failures come back as a Result). */
export function thrownMessage({ event }: { readonly event: { readonly error: unknown } }): { readonly message: string } {
  const { error } = event;
  return { message: error instanceof Error ? error.message : String(error) };
}

/** The `onError` of every invoked step: a bug, kept for the `failure` state at `target`. */
export function toFailure<const T extends string>(target: T) {
  return { target, actions: { type: 'keepFailure', params: thrownMessage } } as const;
}

/** The fallback of a step's `onDone`: back to `target`, showing the refusal's field messages and notice. */
export function showFeedbackIn<const T extends string>(target: T) {
  return { target, actions: { type: 'showFeedback', params: feedbackOf } } as const;
}

/** The bug's own message, as the provider would word it. */
function failureNotice({ context }: { readonly context: { readonly failure: string | null } }) {
  return { notice: providerMessage(context.failure ?? '') };
}

/**
 * The `failure` state: a bug (not a refusal) stopped the flow. It shows `notice`, or else the
 * bug's own message; RETRY goes to `retryTarget` with the values kept.
 */
export function failureState<const T extends string>(description: string, retryTarget: T, notice?: Notice) {
  return {
    description,
    entry: { type: 'notify', params: notice ? { notice } : failureNotice },
    on: { RETRY: { target: retryTarget, actions: 'clearFailure' } },
  } as const;
}

/** A final state that leaves the page for `path` (through the page's `navigate`). */
export function leavesPage<const P extends string>(description: string, path: P) {
  return { description, type: 'final', entry: { type: 'navigate', params: { path } } } as const;
}
