import { err, ok, type Result } from 'neverthrow';
import { expect, it } from 'vitest';
import type { AnyStateMachine, EventObject, PromiseActorLogic, StateValue } from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths, toDirectedGraph, type DirectedGraphNode } from 'xstate/graph';
import { ManualClock } from '../../../../src/adapters/in-memory/manual-clock';
import type { Cents } from '../../../../src/domain/money';
import { CARD_REFUSALS, MESSAGES, type Notice } from '../../../../src/application/browser/messages';
import type { PaymentResult } from '../../../../src/application/browser/machines/checkout-payment';
import { checkoutInput, type CheckoutInput } from '../../../../src/application/browser/machines/checkout-support';
import type { BillingDetails, CardEntry, PaymentError, PaymentReceipt } from '../../../../src/application/ports/payment-gateway.port';
import type { PayForOrderInput, PaymentFailure, PaymentStage } from '../../../../src/application/browser/use-cases/pay-for-order.use-case';

/** Test helpers for the checkout machines: cards, payment results and graph coverage (stub actors: machine-test-kit.ts). */

/** Mid-June 2026: cards expiring in 2030 are good, in 2025 expired. */
const clock = new ManualClock('2026-06-15T12:00:00.000Z');

/** What every checkout actor in these tests starts with: the month of {@link clock}. */
export const INPUT: CheckoutInput = checkoutInput(clock);

export const GOOD_CARD: CardEntry = {
  kind: 'card-details',
  card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' },
};
export const CLEAN_GOOD_CARD: CardEntry = {
  kind: 'card-details',
  card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
};
export const BAD_CARD: CardEntry = {
  kind: 'card-details',
  card: { number: '4242424242424241', expMonth: 1, expYear: 2025, cvc: '12' },
};
export const BAD_CARD_ERRORS = {
  number: 'Please enter a valid card number.',
  expiry: 'Please enter an expiry date that has not passed, as MM/YY.',
  cvc: 'Please enter the 3 or 4 digit security code (CVC).',
};
export const PROVIDER_CARD: CardEntry = { kind: 'provider-element', element: { mounted: true }, problem: null };

type Address = BillingDetails['address'];

/** The billing details a payment is expected to carry: phone and address parts blank unless given, the country US. */
export function billedTo(name: string, email: string, given: { phone?: string } & Partial<Omit<Address, 'country'>> = {}): BillingDetails {
  const { phone = '', ...address } = given;
  return { name, email, phone, address: { line1: '', city: '', state: '', postalCode: '', ...address, country: 'US' } };
}

export function receipt(fulfilment: PaymentReceipt['fulfilment'] = 'fulfilled'): PaymentReceipt {
  return { orderId: 'order-1', amount: 5_000 as Cents, description: 'Annual Membership', receiptEmail: 'ada@example.org', fulfilment };
}

/** What a declined card (`paymentFailure`'s default) shows beside the card. */
export const DECLINED_CARD_ERRORS = { number: CARD_REFUSALS.declined };

export function paymentFailure(
  notice: Notice,
  type: PaymentError['type'] = 'CardDeclined',
  stage: PaymentStage = 'confirm',
): PaymentFailure {
  const cardErrors = type === 'CardDeclined' ? DECLINED_CARD_ERRORS : {};
  return { type, message: notice.text, code: 'card_declined', stage, notice, cardErrors } as PaymentFailure;
}

/** What stands in for a card checkout's `payForOrder`. */
export type PaymentActor = PromiseActorLogic<PaymentResult, PayForOrderInput>;

export const okReceipt: Result<PaymentReceipt, PaymentFailure> = ok(receipt());
export const failedWith = (notice: Notice, type?: PaymentError['type'], stage?: PaymentStage): Result<PaymentReceipt, PaymentFailure> =>
  err(paymentFailure(notice, type, stage));

function pathOf(value: StateValue): string {
  return typeof value === 'string'
    ? value
    : Object.entries(value)
        .map(([key, child]) => `${key}.${pathOf(child ?? '')}`)
        .join(',');
}

/** Every transition the machine declares, as `source -EVENT-> target` (a targetless one stays put). */
function declaredEdges(machine: AnyStateMachine): Set<string> {
  const edges = new Set<string>();
  const visit = (node: DirectedGraphNode) => {
    for (const edge of node.edges) edges.add(`${edge.source.path.join('.')} -${edge.label.text}-> ${edge.target.path.join('.')}`);
    node.children.forEach(visit);
  };
  visit(toDirectedGraph(machine));
  return edges;
}

export interface Exploration<TEvent extends EventObject, TContext = unknown> {
  readonly events: readonly TEvent[];
  readonly input?: unknown;
  /** Keeps the traversal finite, e.g. by stopping a count at 2. */
  readonly filterEvents?: (snapshot: { readonly context: TContext }, event: TEvent) => boolean;
}

// The traversal options; loosely typed so one helper serves every machine.
function traversal<TEvent extends EventObject, TContext>(exploration: Exploration<TEvent, TContext>): never {
  return {
    events: exploration.events,
    ...(exploration.input === undefined ? {} : { input: exploration.input }),
    ...(exploration.filterEvents ? { filterEvents: exploration.filterEvents } : {}),
  } as never;
}

/** Every transition a traversal with `events` actually takes, in the same notation. */
function takenEdges<TEvent extends EventObject, TContext>(
  machine: AnyStateMachine,
  exploration: Exploration<TEvent, TContext>,
): Set<string> {
  const steps = adjacencyMapToArray(getAdjacencyMap(machine, traversal(exploration))) as {
    state: { value: StateValue };
    event: EventObject;
    nextState: { value: StateValue };
  }[];
  return new Set(steps.map(({ state, event, nextState }) => `${pathOf(state.value)} -${event.type}-> ${pathOf(nextState.value)}`));
}

/** The declared transitions a traversal never takes (expected: none). */
function untakenEdges<TEvent extends EventObject, TContext>(
  machine: AnyStateMachine,
  exploration: Exploration<TEvent, TContext>,
): string[] {
  const taken = takenEdges(machine, exploration);
  return [...declaredEdges(machine)].filter((edge) => !taken.has(edge));
}

/** The top-level states of a machine. */
function stateNames(machine: AnyStateMachine): string[] {
  return Object.keys(machine.root.states);
}

/** An actor's done event, as the graph traversal sends it. */
export function done<T>(id: string, output: T): EventObject {
  return { type: `xstate.done.actor.${id}`, output } as EventObject;
}

/** An actor's error event (a bug), as the graph traversal sends it. */
export function crashed(id: string): EventObject {
  return { type: `xstate.error.actor.${id}`, error: new Error('bug') } as EventObject;
}

/** The states `getShortestPaths` reaches with `events`, each by its shortest path. */
function reachedStates<TEvent extends EventObject, TContext>(
  machine: AnyStateMachine,
  exploration: Exploration<TEvent, TContext>,
): Set<string> {
  return new Set(getShortestPaths(machine, traversal(exploration)).map((path) => pathOf((path.state as { value: StateValue }).value)));
}

/** The three ways `payForOrder` ends, as the graph traversal sends them: paid, refused with `failure`, a bug. */
export function paymentOutcomes<TEvent extends EventObject>(failure: Notice = MESSAGES.paymentFailed): TEvent[] {
  return [done('payForOrder', okReceipt), done('payForOrder', failedWith(failure)), crashed('payForOrder')] as TEvent[];
}

/** The graph checks of a machine: `exploration` reaches every state and takes every declared transition. */
export function itReachesEveryStateAndTransition<TEvent extends EventObject, TContext>(
  machine: AnyStateMachine,
  exploration: Exploration<TEvent, TContext>,
): void {
  it('reaches every state (getShortestPaths)', () => {
    expect(reachedStates(machine, exploration)).toEqual(new Set(stateNames(machine)));
  });

  it('takes every declared transition', () => {
    expect(untakenEdges(machine, exploration)).toEqual([]);
  });
}
