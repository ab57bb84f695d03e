import { beforeEach, describe, expect, it } from 'vitest';
import type { EventDoorGateway } from '../../src/application/ports/event-door-gateway.port';
import type { NewTicket, TicketBook } from '../../src/application/ports/ticket-book.port';
import type { SignedTokens } from '../../src/application/ports/signed-tokens.port';

export interface EventDoorHarness {
  readonly admin: EventDoorGateway;
  readonly member: EventDoorGateway;
  /** The ticket book and tokens behind the gateways, to issue tickets as fulfilment will. */
  readonly tickets: TicketBook;
  readonly tokens: SignedTokens;
}

const BANQUET = 'spring-banquet-2022';

const ticket = (orderId: string, n: number, eventSlug: string, typeId: string, holderName: string): NewTicket => ({
  id: `${orderId}-${n}`,
  orderId,
  eventSlug,
  typeId,
  holderName,
  answer: '',
  buyerName: 'Ada Lovelace',
  buyerEmail: 'ada@example.org',
});

/** The EventDoorGateway contract: the in-memory fake and the HTTP adapter over the server answer alike. */
export function eventDoorGatewayContract(name: string, make: () => Promise<EventDoorHarness>): void {
  describe(`EventDoorGateway contract: ${name}`, () => {
    let h: EventDoorHarness;
    beforeEach(async () => {
      h = await make();
      const at = '2026-06-01T12:00:00.000Z';
      (
        await h.tickets.issue([ticket('order-1', 1, BANQUET, 'adults', 'Zoe'), ticket('order-1', 2, BANQUET, 'children', 'Byron')], at)
      )._unsafeUnwrap();
      (await h.tickets.issue([ticket('order-2', 1, 'cookout-2024', 'tickets', 'Alan')], at))._unsafeUnwrap();
    });

    it('lists the attendees, and their CSV under its file name', async () => {
      const list = (await h.admin.attendees(BANQUET))._unsafeUnwrap();
      expect(list.event.name).toBe('Spring Banquet 2022');
      expect(list.attendees.map((row) => [row.ticketId, row.name, row.typeName])).toEqual([
        ['order-1-1', 'Zoe', 'Adults'],
        ['order-1-2', 'Byron', 'Children'],
      ]);
      const file = (await h.admin.attendeesCsv(BANQUET))._unsafeUnwrap();
      expect(file.fileName).toBe('attendees-spring-banquet-2022.csv');
      expect(file.text.split('\r\n')).toHaveLength(4);
    });

    it('searches, checks in by code and by id, says when on a second try, and counts', async () => {
      expect((await h.admin.search(BANQUET, 'byr'))._unsafeUnwrap().map((t) => t.ticketId)).toEqual(['order-1-2']);
      const first = (await h.admin.checkIn(BANQUET, { code: h.tokens.sign('ticket', 'order-1-1', null) }))._unsafeUnwrap();
      expect(first).toMatchObject({ outcome: 'checked-in', message: 'Checked in: Zoe (Adults)', counts: { sold: 2, checkedIn: 1 } });
      const again = (await h.admin.checkIn(BANQUET, { ticketId: 'order-1-1' }))._unsafeUnwrap();
      expect(again.message).toMatch(/^Already checked in at \d\d:\d\d$/);
      expect((await h.admin.counts(BANQUET))._unsafeUnwrap()).toEqual({ sold: 2, checkedIn: 1 });
    });

    it('refuses an altered code, a ticket of another event, and a member', async () => {
      const code = h.tokens.sign('ticket', 'order-1-2', null);
      const altered = `${code.startsWith('a') ? 'b' : 'a'}${code.slice(1)}`;
      expect((await h.admin.checkIn(BANQUET, { code: altered }))._unsafeUnwrapErr()).toEqual({
        type: 'NotFound',
        message: 'This code is not a ticket of ours.',
      });
      expect((await h.admin.checkIn(BANQUET, { code: h.tokens.sign('ticket', 'order-2-1', null) }))._unsafeUnwrapErr()).toEqual({
        type: 'WrongEvent',
        message: 'This ticket is for Cookout 2024, not this event.',
      });
      expect((await h.member.attendees(BANQUET))._unsafeUnwrapErr().type).toBe('Unauthorized');
      expect((await h.member.checkIn(BANQUET, { ticketId: 'order-1-2' }))._unsafeUnwrapErr().type).toBe('Unauthorized');
      expect((await h.admin.attendees('no-such-event'))._unsafeUnwrapErr().type).toBe('NotFound');
    });

    it("shows a ticket to anyone with its code, and 'not found' for an altered one", async () => {
      const code = h.tokens.sign('ticket', 'order-1-1', null);
      expect((await h.member.ticket(code))._unsafeUnwrap()).toMatchObject({
        eventName: 'Spring Banquet 2022',
        typeName: 'Adults',
        holderName: 'Zoe',
      });
      expect((await h.member.ticket(`${code}x`))._unsafeUnwrapErr()).toEqual({ type: 'NotFound', message: 'This ticket was not found.' });
    });
  });
}
