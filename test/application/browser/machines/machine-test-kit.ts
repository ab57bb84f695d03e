import { fromPromise, type AnyActorRef, type PromiseActorLogic } from 'xstate';
import type { Notice } from '../../../../src/application/browser/messages';

/** Test helpers every machine test uses: stub actors and the notices an actor emits. */

/** An actor that answers with `value` and records each input it was given. */
export function answers<T, I>(value: T, inputs: I[] = []): PromiseActorLogic<T, I> {
  return fromPromise<T, I>(async ({ input }) => {
    inputs.push(input);
    return value;
  });
}

/** An actor that never settles, to look at the machine while it waits. */
export function hangs<T, I>(): PromiseActorLogic<T, I> {
  return fromPromise<T, I>(() => new Promise<T>(() => {}));
}

/** An actor that throws, as a bug would (expected failures come back as a Result). */
export function crashes<T, I>(message = 'boom'): PromiseActorLogic<T, I> {
  return fromPromise<T, I>(() => Promise.reject(new Error(message)));
}

/** Every notice the actor emits, in order. */
function noticesOf(actor: AnyActorRef): Notice[] {
  const notices: Notice[] = [];
  actor.on('notice', (event: { notice: Notice }) => notices.push(event.notice));
  return notices;
}

/** Starts `actor`, collecting every notice it emits from the start. */
export function startWatching<A extends AnyActorRef>(actor: A): { actor: A; notices: Notice[] } {
  const notices = noticesOf(actor);
  actor.start();
  return { actor, notices };
}
