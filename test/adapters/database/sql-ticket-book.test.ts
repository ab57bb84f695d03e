import { describe, expect, it } from 'vitest';
import { SqlTicketBook } from '../../../src/adapters/database/sql-ticket-book';
import { sampleTicket, ticketBookContract } from '../../contracts/ticket-book.contract';
import { describeEachDatabase, resetTables } from './database-harness';

describeEachDatabase('SqlTicketBook', (kind, database) => {
  ticketBookContract(kind, async () => {
    await resetTables(database());
    return { book: new SqlTicketBook(database().db) };
  });

  describe('in the database', () => {
    it('searches 1,500 tickets of an event quickly', async () => {
      await resetTables(database());
      const book = new SqlTicketBook(database().db);
      const tickets = Array.from({ length: 1_500 }, (_, n) =>
        sampleTicket(`order-${Math.floor(n / 3)}`, (n % 3) + 1, { holderName: `Guest ${n}`, buyerName: `Buyer ${Math.floor(n / 3)}` }),
      );
      for (let start = 0; start < tickets.length; start += 250) {
        (await book.issue(tickets.slice(start, start + 250), '2026-06-15T12:00:00.000Z'))._unsafeUnwrap();
      }
      (
        await book.issue([sampleTicket('other', 1, { eventSlug: 'another-event', holderName: 'Guest 1' })], '2026-06-15T12:00:00.000Z')
      )._unsafeUnwrap();
      const started = performance.now();
      const rounds = 20;
      for (let round = 0; round < rounds; round += 1) {
        expect((await book.search(tickets[0]?.eventSlug ?? '', 'guest 14', 20))._unsafeUnwrap()).toHaveLength(20);
      }
      const perSearch = (performance.now() - started) / rounds;
      expect(perSearch).toBeLessThan(50);
      expect((await book.counts(tickets[0]?.eventSlug ?? ''))._unsafeUnwrap()).toEqual({ sold: 1_500, checkedIn: 0 });
    });
  });
});
