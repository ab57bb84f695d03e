import { beforeEach, describe, expect, it } from 'vitest';
import { attendeesCsv, csvCell } from '../../../../src/application/server/events/attendees-csv';
import { checkInTicket } from '../../../../src/application/server/events/check-in-ticket.use-case';
import { listAttendees } from '../../../../src/application/server/events/list-attendees.use-case';
import { ADMIN, GALA, MEMBER, VISITOR, doorWorld, paidTickets, type DoorWorld } from './door-fixtures';

describe('listAttendees', () => {
  let w: DoorWorld;
  beforeEach(() => {
    w = doorWorld();
  });

  it('lists every ticket with its buyer, holder, type, answer, what it cost, check-in and void, and the counts', async () => {
    await paidTickets(w, 1, { name: 'Ada Lovelace', email: 'ada@example.org' }, [
      { typeId: 'adults', holderName: 'Ada Lovelace', answer: 'Fish' },
      { typeId: 'children', holderName: 'Byron' },
    ]);
    // A member: $33 for the adult.
    await paidTickets(
      w,
      2,
      { name: 'Grace Hopper', email: 'grace@example.org' },
      [{ typeId: 'adults', holderName: 'Grace Hopper', answer: 'Beef' }],
      {
        amount: 3300,
      },
    );
    await paidTickets(w, 3, { name: 'Alan Turing', email: 'alan@example.org' }, [{ typeId: 'adults', holderName: 'Alan Turing' }]);
    (await w.tickets.voidOrder('order-3'))._unsafeUnwrap();
    (await checkInTicket(w.deps, { actor: ADMIN, ticket: { ticketId: 'order-2-1' }, eventSlug: GALA.slug }))._unsafeUnwrap();

    const list = (await listAttendees(w.deps, { actor: ADMIN, slug: GALA.slug }))._unsafeUnwrap();
    expect(list.event).toEqual({
      slug: GALA.slug,
      name: 'Spring Banquet 2027',
      start: '2027-04-24T17:00',
      timeZone: 'America/New_York',
      venue: GALA.venue,
    });
    expect(list.counts).toEqual({ sold: 3, checkedIn: 1 });
    expect(
      list.attendees.map((row) => [
        row.ticketId,
        row.name,
        row.buyerEmail,
        row.typeName,
        row.answer,
        row.amountPaid,
        row.checkedInLocal,
        row.voided,
      ]),
    ).toEqual([
      ['order-1-1', 'Ada Lovelace', 'ada@example.org', 'Adults', 'Fish', 3800, null, false],
      ['order-1-2', 'Byron', 'ada@example.org', 'Children', '', 2000, null, false],
      ['order-3-1', 'Alan Turing', 'alan@example.org', 'Adults', '', 3800, null, true],
      ['order-2-1', 'Grace Hopper', 'grace@example.org', 'Adults', 'Beef', 3300, '2027-04-24T18:42', false],
    ]);
  });

  it('shares a total the prices no longer explain in proportion to the list prices', async () => {
    await paidTickets(
      w,
      1,
      { name: 'Ada Lovelace', email: 'ada@example.org' },
      [
        { typeId: 'adults', holderName: 'A' },
        { typeId: 'children', holderName: 'B' },
      ],
      { amount: 2900 },
    );
    const rows = (await listAttendees(w.deps, { actor: ADMIN, slug: GALA.slug }))._unsafeUnwrap().attendees;
    expect(rows.map((row) => row.amountPaid)).toEqual([Math.round((2900 * 3800) / 5800), Math.round((2900 * 2000) / 5800)]);
  });

  it('prices a ticket whose order the ledger does not hold at its list price', async () => {
    await paidTickets(w, 1, { name: 'Ada Lovelace', email: 'ada@example.org' }, [{ typeId: 'children', holderName: 'B' }], {
      record: false,
    });
    expect((await listAttendees(w.deps, { actor: ADMIN, slug: GALA.slug }))._unsafeUnwrap().attendees[0]?.amountPaid).toBe(2000);
  });

  it('answers NotFound for an unknown event, and refuses members and visitors', async () => {
    expect((await listAttendees(w.deps, { actor: ADMIN, slug: 'no-such-event' }))._unsafeUnwrapErr()).toEqual({
      type: 'NotFound',
      message: 'The event was not found.',
    });
    for (const actor of [MEMBER, VISITOR]) {
      expect((await listAttendees(w.deps, { actor, slug: GALA.slug }))._unsafeUnwrapErr().type).toBe('Unauthorized');
      expect((await listAttendees(w.deps, { actor, slug: GALA.slug }, 'exportAttendees'))._unsafeUnwrapErr().type).toBe('Unauthorized');
    }
  });
});

describe('attendeesCsv', () => {
  it('quotes per RFC 4180 and neutralises formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('Lovelace, Ada')).toBe('"Lovelace, Ada"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    for (const formula of ['=1+1', '+1', '-1', '@SUM(A1)', '\t=1']) expect(csvCell(formula)).toBe(`'${formula}`);
    expect(csvCell('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`);
  });

  it('writes a header and one row per ticket with CRLF line ends', async () => {
    const w = doorWorld();
    await paidTickets(w, 1, { name: 'Ada Lovelace', email: 'ada@example.org' }, [
      { typeId: 'adults', holderName: '=cmd', answer: 'Fish, no sauce' },
    ]);
    (await checkInTicket(w.deps, { actor: ADMIN, ticket: { ticketId: 'order-1-1' }, eventSlug: GALA.slug }))._unsafeUnwrap();
    const rows = (await listAttendees(w.deps, { actor: ADMIN, slug: GALA.slug }))._unsafeUnwrap().attendees;
    expect(attendeesCsv(rows)).toBe(
      'Ticket,Name,Holder,Buyer,Buyer e-mail,Type,Answer,Amount paid,Order,Checked in,Void\r\n' +
        `order-1-1,'=cmd,'=cmd,Ada Lovelace,ada@example.org,Adults,"Fish, no sauce",38.00,order-1,2027-04-24 18:42,\r\n`,
    );
  });
});
