import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { IssuedTicket, NewTicket, TicketBook } from '../../src/application/ports/ticket-book.port';

/** What a ticket book suite needs: the port over an EMPTY store, and a way to let go of it. */
export interface TicketBookHarness {
  readonly book: TicketBook;
  readonly dispose?: () => Promise<void>;
}

const EVENT = 'spring-banquet-2027';
const ISSUED = '2026-06-15T12:00:00.000Z';
const LATER = '2026-06-15T13:00:00.000Z';
const DOOR = '2027-04-24T22:42:00.000Z';

/** Ticket `n` of an order (`<order>-<n>`), bought by Ada unless overridden. */
export function sampleTicket(orderId: string, n: number, overrides: Partial<NewTicket> = {}): NewTicket {
  return {
    id: `${orderId}-${n}`,
    orderId,
    eventSlug: EVENT,
    typeId: 'adult',
    holderName: '',
    answer: '',
    buyerName: 'Ada Lovelace',
    buyerEmail: 'ada@example.org',
    ...overrides,
  };
}

const issued = (ticket: NewTicket, overrides: Partial<IssuedTicket> = {}): IssuedTicket => ({
  ...ticket,
  issuedAt: ISSUED,
  checkedInAt: null,
  voided: false,
  ...overrides,
});

/**
 * The TicketBook contract: every adapter behaves like this. `make()` is called before each test
 * and gives the port over an EMPTY store.
 */
export function ticketBookContract(name: string, make: () => Promise<TicketBookHarness>): void {
  describe(`TicketBook contract: ${name}`, () => {
    let harness: TicketBookHarness;
    let book: TicketBook;
    beforeEach(async () => {
      harness = await make();
      book = harness.book;
    });
    afterEach(async () => harness.dispose?.());

    const ids = (tickets: readonly IssuedTicket[]) => tickets.map((ticket) => ticket.id);

    describe('issuing', () => {
      it('issues an order’s tickets, not checked in and not void, and answers them in the order given', async () => {
        const tickets = [sampleTicket('o1', 2, { typeId: 'child' }), sampleTicket('o1', 1, { holderName: 'Grace', answer: 'Fish' })];
        expect((await book.issue(tickets, ISSUED))._unsafeUnwrap()).toEqual(tickets.map((ticket) => issued(ticket)));
        expect((await book.get('o1-1'))._unsafeUnwrap()).toEqual(issued(tickets[1] as NewTicket));
      });

      it('keeps tickets already issued as they are when the order is issued again (a retried fulfilment)', async () => {
        const first = sampleTicket('o1', 1, { holderName: 'Grace' });
        (await book.issue([first], ISSUED))._unsafeUnwrap();
        (await book.checkIn('o1-1', DOOR))._unsafeUnwrap();
        const again = [sampleTicket('o1', 1, { holderName: 'Changed' }), sampleTicket('o1', 2)];
        expect((await book.issue(again, LATER))._unsafeUnwrap()).toEqual([
          issued(first, { checkedInAt: DOOR }),
          issued(sampleTicket('o1', 2), { issuedAt: LATER }),
        ]);
        expect(ids((await book.ofOrder('o1'))._unsafeUnwrap())).toEqual(['o1-1', 'o1-2']);
      });

      it('issues nothing for no tickets', async () => {
        expect((await book.issue([], ISSUED))._unsafeUnwrap()).toEqual([]);
      });

      it('answers NotFound for a code that is no ticket', async () => {
        expect((await book.get('nope'))._unsafeUnwrapErr()).toEqual({ type: 'NotFound', message: 'No ticket has this code.' });
        expect((await book.checkIn('nope', DOOR))._unsafeUnwrapErr().type).toBe('NotFound');
      });
    });

    describe('reading', () => {
      beforeEach(async () => {
        const tickets = [
          sampleTicket('o2', 1, { buyerName: 'Zora Neale', buyerEmail: 'zora@example.org', holderName: 'Zora Neale' }),
          sampleTicket('o1', 2, { holderName: 'Grace Hopper', answer: 'Fish' }),
          sampleTicket('o1', 1, { holderName: 'Alan Turing' }),
          sampleTicket('o3', 1, { eventSlug: 'another-event', buyerName: 'Ada Elsewhere' }),
          sampleTicket('o4', 1, { buyerName: 'Bea Smith', buyerEmail: 'BEA@Example.org', holderName: 'Élise Dupré' }),
          sampleTicket('o5', 1, { buyerName: 'Carl 100% Fan', buyerEmail: 'carl@example.org', holderName: 'under_score' }),
        ];
        (await book.issue(tickets, ISSUED))._unsafeUnwrap();
      });

      it('lists an order’s tickets by id', async () => {
        expect(ids((await book.ofOrder('o1'))._unsafeUnwrap())).toEqual(['o1-1', 'o1-2']);
        expect((await book.ofOrder('none'))._unsafeUnwrap()).toEqual([]);
      });

      it('lists an event’s tickets, void ones too, by buyer then id', async () => {
        (await book.voidOrder('o2'))._unsafeUnwrap();
        const listed = (await book.ofEvent(EVENT))._unsafeUnwrap();
        expect(ids(listed)).toEqual(['o1-1', 'o1-2', 'o4-1', 'o5-1', 'o2-1']);
        expect(listed.at(-1)?.voided).toBe(true);
        expect(ids((await book.ofEvent('another-event'))._unsafeUnwrap())).toEqual(['o3-1']);
      });

      it('searches holder names, buyer names and buyer e-mails of the event, ignoring case, by holder name then id', async () => {
        const search = async (text: string, limit = 10) => ids((await book.search(EVENT, text, limit))._unsafeUnwrap());
        expect(await search('ada')).toEqual(['o1-1', 'o1-2']);
        expect(await search('GRACE')).toEqual(['o1-2']);
        expect(await search('  zora  ')).toEqual(['o2-1']);
        expect(await search('bea@example')).toEqual(['o4-1']);
        expect(await search('élise')).toEqual(['o4-1']);
        expect(await search('DUPRÉ')).toEqual(['o4-1']);
        expect(await search('elsewhere')).toEqual([]);
        expect(await search('fish')).toEqual([]);
      });

      it('takes % and _ in the search as themselves', async () => {
        const search = async (text: string) => ids((await book.search(EVENT, text, 10))._unsafeUnwrap());
        expect(await search('100%')).toEqual(['o5-1']);
        expect(await search('%')).toEqual(['o5-1']);
        expect(await search('r_s')).toEqual(['o5-1']);
        expect(await search('a_a')).toEqual([]);
      });

      it('answers at most `limit` tickets; an empty search finds every ticket of the event', async () => {
        expect(ids((await book.search(EVENT, '', 3))._unsafeUnwrap())).toEqual(['o1-1', 'o1-2', 'o2-1']);
        expect(ids((await book.search(EVENT, 'example', 2))._unsafeUnwrap())).toEqual(['o1-1', 'o1-2']);
        expect(ids((await book.search(EVENT, '', 10))._unsafeUnwrap())).toEqual(['o1-1', 'o1-2', 'o2-1', 'o5-1', 'o4-1']);
        expect((await book.search(EVENT, 'ada', 0))._unsafeUnwrap()).toEqual([]);
      });
    });

    describe('the door', () => {
      beforeEach(async () => {
        (await book.issue([sampleTicket('o1', 1), sampleTicket('o1', 2), sampleTicket('o2', 1)], ISSUED))._unsafeUnwrap();
      });

      it('checks a ticket in once; a second try hears when it was checked in', async () => {
        const first = (await book.checkIn('o1-1', DOOR))._unsafeUnwrap();
        expect(first).toEqual({ outcome: 'checked-in', ticket: issued(sampleTicket('o1', 1), { checkedInAt: DOOR }) });
        expect((await book.checkIn('o1-1', LATER))._unsafeUnwrap()).toEqual({ outcome: 'already', ticket: first.ticket, at: DOOR });
        expect((await book.get('o1-1'))._unsafeUnwrap().checkedInAt).toBe(DOOR);
      });

      it('of ten doors scanning one code at once, checks it in at one', async () => {
        const answers = await Promise.all(Array.from({ length: 10 }, (_, door) => book.checkIn('o1-2', `2027-04-24T22:42:0${door}.000Z`)));
        const outcomes = answers.map((answer) => answer._unsafeUnwrap());
        expect(outcomes.filter((outcome) => outcome.outcome === 'checked-in')).toHaveLength(1);
        const checkedInAt = (await book.get('o1-2'))._unsafeUnwrap().checkedInAt;
        expect(outcomes.filter((outcome) => outcome.outcome === 'already').map((outcome) => 'at' in outcome && outcome.at)).toEqual(
          Array(9).fill(checkedInAt),
        );
      });

      it('voids an order’s tickets, answering how many were voided now; a void ticket admits no one', async () => {
        (await book.checkIn('o1-1', DOOR))._unsafeUnwrap();
        expect((await book.voidOrder('o1'))._unsafeUnwrap()).toBe(2);
        expect((await book.voidOrder('o1'))._unsafeUnwrap()).toBe(0);
        expect((await book.voidOrder('no-order'))._unsafeUnwrap()).toBe(0);
        const refused = (await book.checkIn('o1-2', DOOR))._unsafeUnwrap();
        expect(refused).toEqual({ outcome: 'void', ticket: issued(sampleTicket('o1', 2), { voided: true }) });
        expect((await book.checkIn('o1-1', LATER))._unsafeUnwrap().outcome).toBe('void');
        expect((await book.get('o1-2'))._unsafeUnwrap().checkedInAt).toBeNull();
        expect((await book.get('o2-1'))._unsafeUnwrap().voided).toBe(false);
      });

      it('counts the tickets not void, and how many of them are checked in', async () => {
        expect((await book.counts(EVENT))._unsafeUnwrap()).toEqual({ sold: 3, checkedIn: 0 });
        (await book.checkIn('o1-1', DOOR))._unsafeUnwrap();
        (await book.checkIn('o2-1', DOOR))._unsafeUnwrap();
        expect((await book.counts(EVENT))._unsafeUnwrap()).toEqual({ sold: 3, checkedIn: 2 });
        (await book.voidOrder('o2'))._unsafeUnwrap();
        expect((await book.counts(EVENT))._unsafeUnwrap()).toEqual({ sold: 2, checkedIn: 1 });
        expect((await book.counts('another-event'))._unsafeUnwrap()).toEqual({ sold: 0, checkedIn: 0 });
      });
    });
  });
}
