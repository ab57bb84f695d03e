import { fromPromise, type PromiseActorLogic } from 'xstate';
import type { Result } from 'neverthrow';
import type { FieldErrors } from '../../domain/validation/fields';
import type { Notice } from '../messages';

/**
 * What the identity machines (login, set password, password change) share. Not a machine itself.
 *
 * Every machine emits `{ type: 'notice', notice }` for a toast (`actor.on('notice', ...)`) and
 * calls the action `navigate` with `{ path }` when the flow leaves the page; the page provides it.
 */

/** The event the identity machines emit for a toast. */
export interface NoticeEmitted {
  readonly type: 'notice';
  readonly notice: Notice;
}

/** The parameters of the `navigate` action the page provides. */
export interface NavigateParams {
  readonly path: string;
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

/** The parameters a Result-branching guard or action receives from an actor's `onDone`. */
export interface Outcome<T, E> {
  readonly result: Result<T, E>;
}

/** Dynamic params for `onDone` guards and actions: the actor's Result. */
export function outcomeOf<T, E>({ event }: { readonly event: { readonly output: Result<T, E> } }): Outcome<T, E> {
  return { result: event.output };
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

/** The field messages of a domain check, or none. */
export function fieldErrorsOf<F extends string>(check: Result<unknown, { readonly fields: FieldErrors<F> }>): FieldErrors<F> {
  return check.match(
    () => ({}),
    (invalid) => invalid.fields,
  );
}

/** The message of whatever an actor threw (a bug: expected failures come back as a Result). */
export function thrownMessage({ event }: { readonly event: { readonly error: unknown } }): { readonly message: string } {
  const { error } = event;
  return { message: error instanceof Error ? error.message : String(error) };
}

/**
 * Placeholder logic for an actor the machine names but cannot run alone: it needs the ports, so the
 * real one comes from the machine's `create...Machine(deps)` or a test's `.provide()`.
 */
export function unprovided<TOutput, TInput>(name: string): PromiseActorLogic<TOutput, TInput> {
  return fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`The actor '${name}' was not provided.`)));
}
