import { beforeEach, describe, expect, it } from 'vitest';
import { checkInTicket } from '../../../../src/application/server/events/check-in-ticket.use-case';
import { doorCounts } from '../../../../src/application/server/events/door-counts.use-case';
import { showTicket } from '../../../../src/application/server/events/show-ticket.use-case';
import { ADMIN, GALA, MEMBER, VISITOR, doorWorld, paidTickets, type DoorWorld } from './door-fixtures';

const ADA = { name: 'Ada Lovelace', email: 'ada@example.org' };

describe('checkInTicket', () => {
  let w: DoorWorld;
  beforeEach(() => {
    w = doorWorld();
  });

  const codeOf = (ticketId: string) => w.tokens.sign('ticket', ticketId, null);
  const checkIn = (ticket: { code: string } | { ticketId: string }, eventSlug: string | null = GALA.slug, actor = ADMIN) =>
    checkInTicket(w.deps, { actor, ticket, eventSlug });

  it('checks a ticket in by its QR code, then answers the first time (in the chapter zone) on a second try', async () => {
    await paidTickets(w, 1, ADA, [
      { typeId: 'adults', holderName: 'Grace Hopper', answer: 'Fish' },
      { typeId: 'children', holderName: 'Tim' },
    ]);
    const first = (await checkIn({ code: codeOf('order-1-1') }))._unsafeUnwrap();
    expect(first).toMatchObject({ outcome: 'checked-in', message: 'Checked in: Grace Hopper (Adults)', counts: { sold: 2, checkedIn: 1 } });
    w.clock.advance(60 * 60 * 1000);
    const second = (await checkIn({ code: codeOf('order-1-1') }))._unsafeUnwrap();
    expect(second).toMatchObject({ outcome: 'already', message: 'Already checked in at 18:42', counts: { sold: 2, checkedIn: 1 } });
    expect(second.ticket.checkedInTime).toBe('18:42');
  });

  it('checks a ticket in by its id (from the search)', async () => {
    await paidTickets(w, 1, ADA, [{ typeId: 'children', holderName: 'Tim' }]);
    expect((await checkIn({ ticketId: 'order-1-1' }))._unsafeUnwrap().message).toBe('Checked in: Tim (Children)');
    expect((await checkIn({ ticketId: 'order-9-1' }))._unsafeUnwrapErr().type).toBe('NotFound');
  });

  it('refuses an altered code, a code of another purpose, and a code naming no ticket: not a ticket of ours', async () => {
    await paidTickets(w, 1, ADA, [{ typeId: 'adults', holderName: 'Grace Hopper' }]);
    const code = codeOf('order-1-1');
    const altered = code.slice(0, -1) + (code.endsWith('A') ? 'B' : 'A');
    for (const bad of [altered, w.tokens.sign('waiting-leave', 'order-1-1', null), codeOf('order-2-1'), 'hello']) {
      expect((await checkIn({ code: bad }))._unsafeUnwrapErr()).toEqual({
        type: 'NotFound',
        message: 'This code is not a ticket of ours.',
      });
    }
    expect((await doorCounts(w.deps, { actor: ADMIN, slug: GALA.slug }))._unsafeUnwrap()).toEqual({ sold: 1, checkedIn: 0 });
  });

  it('refuses a ticket of another event at this door, naming its event, and leaves it unchecked', async () => {
    await paidTickets(w, 1, ADA, [{ typeId: 'adults', holderName: 'Grace Hopper' }]);
    const refused = (await checkIn({ code: codeOf('order-1-1') }, 'cookout-2024'))._unsafeUnwrapErr();
    expect(refused).toEqual({
      type: 'WrongEvent',
      eventName: 'Spring Banquet 2027',
      message: 'This ticket is for Spring Banquet 2027, not this event.',
    });
    expect((await w.tickets.get('order-1-1'))._unsafeUnwrap().checkedInAt).toBeNull();
  });

  it('refuses a refunded ticket', async () => {
    await paidTickets(w, 1, ADA, [{ typeId: 'adults', holderName: 'Grace Hopper' }]);
    (await w.tickets.voidOrder('order-1'))._unsafeUnwrap();
    const answer = (await checkIn({ code: codeOf('order-1-1') }))._unsafeUnwrap();
    expect(answer).toMatchObject({ outcome: 'void', message: 'This ticket was refunded.', counts: { sold: 0, checkedIn: 0 } });
  });

  it('says the buyer when the ticket names no holder', async () => {
    await paidTickets(w, 1, ADA, [{ typeId: 'adults', holderName: '' }]);
    expect((await checkIn({ ticketId: 'order-1-1' }))._unsafeUnwrap().message).toBe('Checked in: Ada Lovelace (Adults)');
  });

  it('is for administrators only', async () => {
    await paidTickets(w, 1, ADA, [{ typeId: 'adults', holderName: 'Grace Hopper' }]);
    for (const actor of [MEMBER, VISITOR]) {
      expect((await checkIn({ code: codeOf('order-1-1') }, GALA.slug, actor))._unsafeUnwrapErr().type).toBe('Unauthorized');
      expect((await doorCounts(w.deps, { actor, slug: GALA.slug }))._unsafeUnwrapErr().type).toBe('Unauthorized');
    }
    expect((await w.tickets.get('order-1-1'))._unsafeUnwrap().checkedInAt).toBeNull();
  });
});

describe('showTicket', () => {
  it('shows a ticket to whoever holds its code, and nothing for an altered one', async () => {
    const w = doorWorld();
    await paidTickets(w, 1, ADA, [{ typeId: 'adults', holderName: 'Grace Hopper' }]);
    const code = w.tokens.sign('ticket', 'order-1-1', null);
    expect((await showTicket(w.deps, { code }))._unsafeUnwrap()).toEqual({
      eventName: 'Spring Banquet 2027',
      eventSlug: 'spring-banquet-2027',
      start: '2027-04-24T17:00',
      end: '2027-04-24T21:00',
      timeZone: 'America/New_York',
      venue: 'Harbor Hall, Portsmouth, VA',
      typeName: 'Adults',
      holderName: 'Grace Hopper',
      checkedIn: false,
      voided: false,
    });
    const altered = `${code.startsWith('x') ? 'y' : 'x'}${code.slice(1)}`;
    expect((await showTicket(w.deps, { code: altered }))._unsafeUnwrapErr()).toEqual({
      type: 'NotFound',
      message: 'This ticket was not found.',
    });
  });
});
