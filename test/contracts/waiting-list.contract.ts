import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NewWaitingParty, WaitingList, WaitingParty } from '../../src/application/ports/waiting-list.port';

/** What a waiting list suite needs: the port over an EMPTY store, and a way to let go of it. */
export interface WaitingListHarness {
  readonly list: WaitingList;
  readonly dispose?: () => Promise<void>;
}

const EVENT = 'spring-banquet-2027';
const T0 = 1_800_000_000_000;
const OFFER_ENDS = T0 + 48 * 60 * 60 * 1000;

/** Party `n`: joined `n` seconds after noon, waiting for adult tickets unless overridden. */
export function sampleParty(n: number, overrides: Partial<NewWaitingParty> = {}): NewWaitingParty {
  return {
    id: `party-${n}`,
    eventSlug: EVENT,
    typeId: 'adult',
    name: `Guest ${n}`,
    email: `guest${n}@example.org`,
    partySize: 2,
    joinedAt: `2026-06-15T12:00:${String(n % 60).padStart(2, '0')}.000Z`,
    ...overrides,
  };
}

const waiting = (party: NewWaitingParty): WaitingParty => ({ ...party, state: 'waiting', offerId: null, offerExpiresAt: null });

/**
 * The WaitingList contract: every adapter behaves like this. `make()` is called before each test
 * and gives the port over an EMPTY store.
 */
export function waitingListContract(name: string, make: () => Promise<WaitingListHarness>): void {
  describe(`WaitingList contract: ${name}`, () => {
    let harness: WaitingListHarness;
    let list: WaitingList;
    beforeEach(async () => {
      harness = await make();
      list = harness.list;
    });
    afterEach(async () => harness.dispose?.());

    const stateOf = async (id: string) => (await list.get(id))._unsafeUnwrap().state;
    const errorOf = async (answer: ReturnType<WaitingList['get']>) => (await answer)._unsafeUnwrapErr();

    describe('joining', () => {
      it('puts a party on the list, waiting, and reads it back', async () => {
        expect((await list.join(sampleParty(1)))._unsafeUnwrap()).toEqual(waiting(sampleParty(1)));
        expect((await list.get('party-1'))._unsafeUnwrap()).toEqual(waiting(sampleParty(1)));
      });

      it('lists an event’s parties in the order they joined (then by id), and no other event’s', async () => {
        for (const party of [
          sampleParty(3),
          sampleParty(1),
          sampleParty(2, { joinedAt: sampleParty(3).joinedAt }),
          sampleParty(4, { eventSlug: 'another-event' }),
        ]) {
          (await list.join(party))._unsafeUnwrap();
        }
        expect((await list.ofEvent(EVENT))._unsafeUnwrap().map((party) => party.id)).toEqual(['party-1', 'party-2', 'party-3']);
        expect((await list.ofEvent('another-event'))._unsafeUnwrap()).toEqual([waiting(sampleParty(4, { eventSlug: 'another-event' }))]);
        expect((await list.ofEvent('nobody-waits'))._unsafeUnwrap()).toEqual([]);
      });

      it('refuses an address already waiting for the event and type, whatever its case and spaces', async () => {
        (await list.join(sampleParty(1)))._unsafeUnwrap();
        expect((await list.join(sampleParty(2, { email: '  GUEST1@Example.org ' })))._unsafeUnwrapErr()).toEqual({
          type: 'AlreadyWaiting',
          message: 'This e-mail address is already on the waiting list.',
        });
        (await list.join(sampleParty(3, { email: '  Spaced@Example.org ' })))._unsafeUnwrap();
        expect((await list.join(sampleParty(4, { email: 'spaced@example.org' })))._unsafeUnwrapErr().type).toBe('AlreadyWaiting');
        expect((await list.ofEvent(EVENT))._unsafeUnwrap().map((party) => party.id)).toEqual(['party-1', 'party-3']);
      });

      it('lets the same address wait for another type, for any type, or for another event', async () => {
        (await list.join(sampleParty(1)))._unsafeUnwrap();
        const email = sampleParty(1).email;
        expect((await list.join(sampleParty(2, { email, typeId: 'child' }))).isOk()).toBe(true);
        expect((await list.join(sampleParty(3, { email, typeId: null }))).isOk()).toBe(true);
        expect((await list.join(sampleParty(4, { email, eventSlug: 'another-event' }))).isOk()).toBe(true);
        expect((await list.join(sampleParty(5, { email, typeId: null })))._unsafeUnwrapErr().type).toBe('AlreadyWaiting');
      });

      it('refuses the address while its party holds an offer; lets it join again once it left, claimed or let the offer expire', async () => {
        (await list.join(sampleParty(1)))._unsafeUnwrap();
        (await list.offer('party-1', 'offer-1', OFFER_ENDS))._unsafeUnwrap();
        const email = sampleParty(1).email;
        expect((await list.join(sampleParty(2, { email })))._unsafeUnwrapErr().type).toBe('AlreadyWaiting');
        (await list.expireOffers(EVENT, OFFER_ENDS))._unsafeUnwrap();
        (await list.join(sampleParty(2, { email })))._unsafeUnwrap();
        (await list.leave('party-2'))._unsafeUnwrap();
        (await list.join(sampleParty(3, { email })))._unsafeUnwrap();
        (await list.offer('party-3', 'offer-3', OFFER_ENDS))._unsafeUnwrap();
        (await list.claim('party-3'))._unsafeUnwrap();
        expect((await list.join(sampleParty(4, { email }))).isOk()).toBe(true);
      });

      it('of five joins of one address at once, keeps one', async () => {
        const email = 'same@example.org';
        const answers = await Promise.all([1, 2, 3, 4, 5].map((n) => list.join(sampleParty(n, { email }))));
        expect(answers.filter((answer) => answer.isOk())).toHaveLength(1);
        expect(answers.filter((answer) => answer.isErr()).map((answer) => answer._unsafeUnwrapErr().type)).toEqual(
          Array(4).fill('AlreadyWaiting'),
        );
      });

      it('answers NotFound for a party that is not on the list, whatever is asked', async () => {
        const notFound = { type: 'NotFound', message: 'This place on the waiting list was not found.' };
        expect(await errorOf(list.get('nope'))).toEqual(notFound);
        expect(await errorOf(list.offer('nope', 'offer', OFFER_ENDS))).toEqual(notFound);
        expect(await errorOf(list.claim('nope'))).toEqual(notFound);
        expect(await errorOf(list.leave('nope'))).toEqual(notFound);
      });
    });

    describe('offers', () => {
      beforeEach(async () => {
        (await list.join(sampleParty(1)))._unsafeUnwrap();
        (await list.join(sampleParty(2)))._unsafeUnwrap();
      });

      it('offers a waiting party seats held under an order until a time', async () => {
        expect((await list.offer('party-1', 'offer-1', OFFER_ENDS))._unsafeUnwrap()).toEqual({
          ...waiting(sampleParty(1)),
          state: 'offered',
          offerId: 'offer-1',
          offerExpiresAt: OFFER_ENDS,
        });
        expect((await list.get('party-1'))._unsafeUnwrap().offerExpiresAt).toBe(OFFER_ENDS);
      });

      it('refuses an offer to a party already offered, claimed or gone', async () => {
        (await list.offer('party-1', 'offer-1', OFFER_ENDS))._unsafeUnwrap();
        expect(await errorOf(list.offer('party-1', 'offer-2', OFFER_ENDS))).toEqual({
          type: 'InvalidState',
          message: 'A place on the waiting list that is offered cannot be offered seats.',
        });
        (await list.claim('party-1'))._unsafeUnwrap();
        expect((await errorOf(list.offer('party-1', 'offer-3', OFFER_ENDS))).type).toBe('InvalidState');
        (await list.leave('party-2'))._unsafeUnwrap();
        expect(await errorOf(list.offer('party-2', 'offer-4', OFFER_ENDS))).toEqual({
          type: 'InvalidState',
          message: 'A place on the waiting list that is left cannot be offered seats.',
        });
        expect((await list.get('party-1'))._unsafeUnwrap().offerId).toBe('offer-1');
      });

      it('expires the offers ended at `now` (those of this event only), answering them in the order they joined', async () => {
        (await list.join(sampleParty(3, { eventSlug: 'another-event' })))._unsafeUnwrap();
        (await list.offer('party-2', 'offer-2', OFFER_ENDS))._unsafeUnwrap();
        (await list.offer('party-1', 'offer-1', OFFER_ENDS - 1))._unsafeUnwrap();
        (await list.offer('party-3', 'offer-3', OFFER_ENDS - 1))._unsafeUnwrap();
        const first = (await list.expireOffers(EVENT, OFFER_ENDS - 1))._unsafeUnwrap();
        expect(first).toEqual([{ ...waiting(sampleParty(1)), state: 'expired', offerId: 'offer-1', offerExpiresAt: OFFER_ENDS - 1 }]);
        expect(await stateOf('party-2')).toBe('offered');
        expect((await list.expireOffers(EVENT, OFFER_ENDS + 1))._unsafeUnwrap().map((party) => party.id)).toEqual(['party-2']);
        expect((await list.expireOffers(EVENT, OFFER_ENDS + 1))._unsafeUnwrap()).toEqual([]);
        expect(await stateOf('party-3')).toBe('offered');
      });

      it('answers every lapsed offer at once in the order the parties joined', async () => {
        (await list.offer('party-2', 'offer-2', OFFER_ENDS))._unsafeUnwrap();
        (await list.offer('party-1', 'offer-1', OFFER_ENDS))._unsafeUnwrap();
        expect((await list.expireOffers(EVENT, OFFER_ENDS))._unsafeUnwrap().map((party) => party.id)).toEqual(['party-1', 'party-2']);
      });

      it('offers an expired party again (by hand), unless its address has joined again since', async () => {
        (await list.offer('party-1', 'offer-1', OFFER_ENDS))._unsafeUnwrap();
        (await list.offer('party-2', 'offer-2', OFFER_ENDS))._unsafeUnwrap();
        (await list.expireOffers(EVENT, OFFER_ENDS))._unsafeUnwrap();
        expect((await list.offer('party-1', 'offer-1b', OFFER_ENDS + 1000))._unsafeUnwrap()).toMatchObject({
          state: 'offered',
          offerId: 'offer-1b',
          offerExpiresAt: OFFER_ENDS + 1000,
        });
        (await list.join(sampleParty(3, { email: sampleParty(2).email })))._unsafeUnwrap();
        expect((await errorOf(list.offer('party-2', 'offer-2b', OFFER_ENDS + 1000))).type).toBe('AlreadyWaiting');
        expect(await stateOf('party-2')).toBe('expired');
      });

      it('claims an offer once; claiming again changes nothing; a party not offered cannot claim', async () => {
        (await list.offer('party-1', 'offer-1', OFFER_ENDS))._unsafeUnwrap();
        const claimed = (await list.claim('party-1'))._unsafeUnwrap();
        expect(claimed).toEqual({ ...waiting(sampleParty(1)), state: 'claimed', offerId: 'offer-1', offerExpiresAt: OFFER_ENDS });
        expect((await list.claim('party-1'))._unsafeUnwrap()).toEqual(claimed);
        expect(await errorOf(list.claim('party-2'))).toEqual({
          type: 'InvalidState',
          message: 'A place on the waiting list that is waiting cannot be claimed.',
        });
      });

      it('lets a party leave from waiting, offered or expired; leaving twice changes nothing; a claimed party cannot leave', async () => {
        expect((await list.leave('party-1'))._unsafeUnwrap()).toEqual({ ...waiting(sampleParty(1)), state: 'left' });
        expect((await list.leave('party-1'))._unsafeUnwrap().state).toBe('left');
        (await list.offer('party-2', 'offer-2', OFFER_ENDS))._unsafeUnwrap();
        expect((await list.leave('party-2'))._unsafeUnwrap()).toMatchObject({ state: 'left', offerId: 'offer-2' });
        (await list.join(sampleParty(3)))._unsafeUnwrap();
        (await list.offer('party-3', 'offer-3', OFFER_ENDS))._unsafeUnwrap();
        (await list.expireOffers(EVENT, OFFER_ENDS))._unsafeUnwrap();
        expect((await list.leave('party-3'))._unsafeUnwrap().state).toBe('left');
        (await list.join(sampleParty(4)))._unsafeUnwrap();
        (await list.offer('party-4', 'offer-4', OFFER_ENDS))._unsafeUnwrap();
        (await list.claim('party-4'))._unsafeUnwrap();
        expect(await errorOf(list.leave('party-4'))).toEqual({
          type: 'InvalidState',
          message: 'A place on the waiting list that is claimed cannot be left.',
        });
      });
    });
  });
}
