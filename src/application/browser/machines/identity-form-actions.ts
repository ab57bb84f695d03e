import { assertEvent, assign, enqueueActions, type EventObject } from 'xstate';
import type { FieldErrors } from '../../../domain/validation/fields';
import type { Notice } from '../messages';
import { SIGNED_IN_USER_KEY, type BrowserStorage } from '../../ports/browser-storage.port';
import { settlePendingMembership } from '../use-cases/pending-membership';
import type { Feedback, NavigateParams } from './identity-flow-support';
import type { NoticeEmitted } from './machine-support';

/**
 * The actions the identity machines (login, set password, password change) name alike, each
 * machine's `setup` spreading them in. Not a machine itself.
 */

/** What every identity form keeps besides its values: their messages and what went wrong unexpectedly. */
export interface FormState<F extends string> {
  readonly fieldErrors: FieldErrors<F>;
  /** What went wrong unexpectedly (state `failure`). */
  readonly failure: string | null;
}

interface Edited<F extends string> {
  readonly type: 'EDIT';
  readonly field: F;
  readonly value: string;
}

function assertEdited<F extends string>(event: EventObject): asserts event is Edited<F> {
  assertEvent(event, 'EDIT');
}

/** A change to the form's part of the context (TypeScript cannot see that part through the generic context). */
function formUpdate<TContext>(part: object): Partial<TContext> {
  return part as Partial<TContext>;
}

/**
 * The actions every identity form names alike, for `setup({ actions: { ...formActions<C, E, F>(), ... } })`:
 * `edit` keeps a typed value and clears its field's message; `showFieldErrors`; `keepFailure` and
 * `clearFailure` for a bug; `showFeedback` and `notify` for a step's outcome (a null notice shows nothing).
 */
export function formActions<TContext extends FormState<F>, TEvent extends EventObject, F extends string>() {
  return {
    edit: assign<TContext, TEvent, undefined, TEvent, never>(({ context, event }) => {
      assertEdited<F>(event);
      const { [event.field]: _cleared, ...fieldErrors } = context.fieldErrors;
      return formUpdate({ [event.field]: event.value, fieldErrors });
    }),
    showFieldErrors: assign<TContext, TEvent, { fieldErrors: FieldErrors<F> }, TEvent, never>((_, params) =>
      formUpdate({ fieldErrors: params.fieldErrors }),
    ),
    keepFailure: assign<TContext, TEvent, { message: string }, TEvent, never>((_, params) => formUpdate({ failure: params.message })),
    clearFailure: assign<TContext, TEvent, undefined, TEvent, never>(() => formUpdate({ failure: null })),
    showFeedback: enqueueActions<TContext, TEvent, Feedback<F>, TEvent, never, never, never, never, NoticeEmitted>(
      ({ enqueue }, params) => {
        enqueue.assign(formUpdate({ fieldErrors: params.fieldErrors }));
        if (params.notice) enqueue.emit({ type: 'notice', notice: params.notice });
      },
    ),
    notify: enqueueActions<TContext, TEvent, { notice: Notice | null }, TEvent, never, never, never, never, NoticeEmitted>(
      ({ enqueue }, params) => {
        if (params.notice) enqueue.emit({ type: 'notice', notice: params.notice });
      },
    ),
  };
}

/** The actions of a flow that signs the person in and leaves: provided by the factory and by the page. */
export const SIGN_IN_ACTIONS = {
  rememberUser: (_: unknown, _params: { email: string }) => {},
  navigate: (_: unknown, _params: NavigateParams) => {},
};

/**
 * The `rememberUser` a factory provides: the signed-in e-mail under the storage's user key. A
 * membership of that e-mail waiting for its code on this browser is settled by the sign-in.
 */
export function rememberIn(storage: BrowserStorage) {
  // Best effort: the identity service, not this key, decides who is signed in.
  return (_: unknown, params: { email: string }) => {
    void storage.set(SIGNED_IN_USER_KEY, params.email);
    settlePendingMembership(storage, params.email);
  };
}
