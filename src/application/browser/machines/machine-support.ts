import type { Result } from 'neverthrow';
import { fromPromise, type PromiseActorLogic } from 'xstate';
import type { FieldErrors } from '../../../domain/validation/fields';
import type { Notice } from '../messages';

/**
 * What every machine shares, checkout and identity alike: the notice it emits and the way it
 * branches on a use case's Result. Not a machine itself. The flow-specific helpers live in
 * checkout-support.ts and checkout-payment.ts, identity-flow-support.ts and identity-form-actions.ts.
 *
 * Every machine emits `{ type: 'notice', notice }` for a toast (`actor.on('notice', ...)`).
 */

/** The event every machine emits for a toast. */
export interface NoticeEmitted {
  readonly type: 'notice';
  readonly notice: Notice;
}

/** The parameters a Result-branching guard or action receives from an actor's `onDone`. */
export interface Outcome<T, E> {
  readonly result: Result<T, E>;
}

/** Dynamic params for `onDone` guards and actions: the actor's Result. */
export function outcomeOf<T, E>({ event }: { readonly event: { readonly output: Result<T, E> } }): Outcome<T, E> {
  return { result: event.output };
}

/** The guard every machine names `succeeded`: the actor's Result is a success. */
export function succeeded(_: unknown, params: Outcome<unknown, unknown>): boolean {
  return params.result.isOk();
}

/** The `succeeded` guard on an actor's Result, for `onDone`: `{ guard: SUCCEEDED, target: ... }`. */
export const SUCCEEDED = { type: 'succeeded', params: outcomeOf } as const;

/** The field messages of a domain check, or none. */
export function fieldErrorsOf<F extends string>(check: Result<unknown, { readonly fields: FieldErrors<F> }>): FieldErrors<F> {
  return check.match(
    () => ({}),
    (invalid) => invalid.fields,
  );
}

/**
 * Placeholder logic for an actor the machine names but cannot run alone: it needs the ports, so the
 * real one comes from the machine's `create...Machine(deps)` or a test's `.provide()`.
 */
export function unprovided<TOutput, TInput>(name: string): PromiseActorLogic<TOutput, TInput> {
  return fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`The actor '${name}' was not provided.`)));
}
