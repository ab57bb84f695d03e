import { beforeEach, describe, expect, it } from 'vitest';
import type { MemberRepository, NewMember } from '../../src/application/ports/member-repository.port';
import type { MemberRoster, RosterFilter, RosterQuery } from '../../src/application/ports/member-roster.port';
import type { OrderLedger } from '../../src/application/ports/order-ledger.port';
import type { AuditEntry } from '../../src/domain/audit';
import { sampleMember } from './member-repository.contract';
import { sampleOrder } from './order-ledger.contract';

/** The roster over an EMPTY store, with the member and order ports that fill it and a reading of the audit log. */
export interface MemberRosterHarness {
  readonly roster: MemberRoster;
  readonly members: MemberRepository;
  readonly ledger: OrderLedger;
  readonly auditLog: () => Promise<readonly AuditEntry[]>;
}

const EVERYONE: RosterFilter = { year: 2026, search: '', statuses: [], membership: null, gradYearFrom: null, gradYearTo: null };

function rosterQuery(overrides: Partial<RosterQuery> = {}): RosterQuery {
  return { ...EVERYONE, sort: 'name', direction: 'asc', page: 1, pageSize: 25, ...overrides };
}

/** Six members, one of each status in 2026 (two lapsed), with names, e-mails and graduation years to search and sort by. */
const PEOPLE: readonly NewMember[] = [
  sampleMember(1, { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.org', gradYear: '1999', duesPayYear: '2026' }),
  sampleMember(2, { firstName: 'Grace', lastName: 'Hopper', email: 'grace@navy.example', gradYear: '2005', duesPayYear: '2025' }),
  sampleMember(3, {
    firstName: 'Alan',
    lastName: 'Turing',
    email: 'alan@example.org',
    gradYear: null,
    membership: 'Lifetime Membership',
    duesPayYear: '2026',
  }),
  sampleMember(4, {
    firstName: 'Edsger',
    lastName: 'Dijkstra',
    email: 'edsger@example.org',
    gradYear: '2010',
    membership: 'Lifetime Membership',
    duesPayYear: null,
  }),
  sampleMember(5, { firstName: 'Barbara', lastName: 'liskov', email: 'bl@example.org', gradYear: '2001', duesPayYear: '2023' }),
  sampleMember(6, {
    firstName: 'Donald',
    lastName: 'Knuth',
    email: 'don@example.org',
    gradYear: '1990',
    membership: 'Annual Chapter fee',
    duesPayYear: null,
  }),
];

const namesOf = (rows: readonly { readonly member: { readonly lastName: string } }[]) => rows.map((row) => row.member.lastName);

/** The MemberRoster contract: every adapter finds, counts, sorts and pages members alike, and audits each change of a record. */
export function memberRosterContract(name: string, make: () => Promise<MemberRosterHarness>): void {
  describe(`MemberRoster contract: ${name}`, () => {
    let h: MemberRosterHarness;
    const page = async (overrides: Partial<RosterQuery> = {}) => (await h.roster.page(rosterQuery(overrides)))._unsafeUnwrap();

    beforeEach(async () => {
      h = await make();
      for (const person of PEOPLE) (await h.members.create(person))._unsafeUnwrap();
    });

    async function paid(n: number, memberId: string | null, email: string, at: string) {
      (await h.ledger.record(sampleOrder(n, { memberId, contact: { firstName: 'A', lastName: 'B', email } })))._unsafeUnwrap();
      (await h.ledger.attachPayment(`order-${n}`, `pi_${n}`))._unsafeUnwrap();
      (await h.ledger.markPaid(`order-${n}`, at))._unsafeUnwrap();
    }

    it('lists every member by name with their status for the year, and counts them by status', async () => {
      const all = await page();
      expect(namesOf(all.rows)).toEqual(['Dijkstra', 'Hopper', 'Knuth', 'liskov', 'Lovelace', 'Turing']);
      expect(all.rows.map((row) => row.status)).toEqual(['lifetime-unpaid', 'unpaid', 'lapsed', 'lapsed', 'paid', 'lifetime-paid']);
      expect(all.total).toBe(6);
      expect(all.counts).toEqual({ paid: 1, unpaid: 1, 'lifetime-paid': 1, 'lifetime-unpaid': 1, lapsed: 2 });
    });

    it('works the statuses out for the year chosen', async () => {
      const earlier = await page({ year: 2025 });
      expect(earlier.counts).toEqual({ paid: 2, unpaid: 0, 'lifetime-paid': 1, 'lifetime-unpaid': 1, lapsed: 2 });
      const later = await page({ year: 2027 });
      expect(later.counts).toEqual({ paid: 0, unpaid: 1, 'lifetime-paid': 0, 'lifetime-unpaid': 2, lapsed: 3 });
    });

    it('searches names (first, last, both) and e-mails without regard to case', async () => {
      expect(namesOf((await page({ search: 'LOVE' })).rows)).toEqual(['Lovelace']);
      expect(namesOf((await page({ search: ' grace hop ' })).rows)).toEqual(['Hopper']);
      expect(namesOf((await page({ search: 'navy.EXAMPLE' })).rows)).toEqual(['Hopper']);
      expect(namesOf((await page({ search: 'al' })).rows)).toEqual(['Knuth', 'Turing']);
      expect((await page({ search: '100%' })).total).toBe(0);
      expect((await page({ search: '_' })).total).toBe(0);
    });

    it('filters by statuses, membership and graduation years; the counts ignore only the status filter', async () => {
      const lapsed = await page({ statuses: ['lapsed', 'unpaid'] });
      expect(namesOf(lapsed.rows)).toEqual(['Hopper', 'Knuth', 'liskov']);
      expect(lapsed.total).toBe(3);
      expect(lapsed.counts.paid).toBe(1);
      expect(namesOf((await page({ membership: 'lifetime' })).rows)).toEqual(['Dijkstra', 'Turing']);
      expect(namesOf((await page({ membership: 'annual' })).rows)).toEqual(['Hopper', 'Knuth', 'liskov', 'Lovelace']);
      const classes = await page({ gradYearFrom: 1999, gradYearTo: 2005 });
      expect(namesOf(classes.rows)).toEqual(['Hopper', 'liskov', 'Lovelace']);
      expect(classes.counts).toEqual({ paid: 1, unpaid: 1, 'lifetime-paid': 0, 'lifetime-unpaid': 0, lapsed: 1 });
      expect(namesOf((await page({ gradYearFrom: 2005 })).rows)).toEqual(['Dijkstra', 'Hopper']);
      expect(namesOf((await page({ membership: 'annual', statuses: ['lapsed'], search: 'o' })).rows)).toEqual(['Knuth', 'liskov']);
    });

    it('sorts by graduation year, status or last payment (missing values last), ties by name, either way', async () => {
      expect(namesOf((await page({ sort: 'gradYear' })).rows)).toEqual(['Knuth', 'Lovelace', 'liskov', 'Hopper', 'Dijkstra', 'Turing']);
      expect(namesOf((await page({ sort: 'gradYear', direction: 'desc' })).rows)).toEqual([
        'Dijkstra',
        'Hopper',
        'liskov',
        'Lovelace',
        'Knuth',
        'Turing',
      ]);
      expect(namesOf((await page({ sort: 'status' })).rows)).toEqual(['Lovelace', 'Hopper', 'Turing', 'Dijkstra', 'Knuth', 'liskov']);
      expect(namesOf((await page({ sort: 'name', direction: 'desc' })).rows)).toEqual([
        'Turing',
        'Lovelace',
        'liskov',
        'Knuth',
        'Hopper',
        'Dijkstra',
      ]);
    });

    it("shows each member's last payment, not a refunded or unpaid one, and sorts by it", async () => {
      await paid(1, '100001', 'ada@example.org', '2026-03-01T10:00:00.000Z');
      await paid(2, '100001', 'ada@example.org', '2026-05-01T10:00:00.000Z');
      await paid(3, '100002', 'grace@navy.example', '2026-04-01T10:00:00.000Z');
      await paid(4, '100002', 'grace@navy.example', '2026-06-01T10:00:00.000Z');
      (await h.ledger.markRefunded('order-4', '2026-06-02T10:00:00.000Z', 'Paid twice'))._unsafeUnwrap();
      (await h.ledger.record(sampleOrder(5, { memberId: '100005' })))._unsafeUnwrap();
      const rows = (await page({ sort: 'lastPayment', direction: 'desc' })).rows;
      expect(rows.map((row) => [row.member.lastName, row.lastPaymentAt])).toEqual([
        ['Lovelace', '2026-05-01T10:00:00.000Z'],
        ['Hopper', '2026-04-01T10:00:00.000Z'],
        ['Dijkstra', null],
        ['Knuth', null],
        ['liskov', null],
        ['Turing', null],
      ]);
    });

    it("exports each member's last payment as the pages show it, and sorts the export by it", async () => {
      await paid(1, '100001', 'ada@example.org', '2026-03-01T10:00:00.000Z');
      await paid(2, '100001', 'ada@example.org', '2026-05-01T10:00:00.000Z');
      await paid(3, '100002', 'grace@navy.example', '2026-04-01T10:00:00.000Z');
      await paid(4, '100002', 'grace@navy.example', '2026-06-01T10:00:00.000Z');
      (await h.ledger.markRefunded('order-4', '2026-06-02T10:00:00.000Z', 'Paid twice'))._unsafeUnwrap();
      const byPayment = { sort: 'lastPayment', direction: 'asc' } as const;
      const rows = (await h.roster.all(EVERYONE, byPayment))._unsafeUnwrap();
      expect(rows.map((row) => [row.member.lastName, row.lastPaymentAt])).toEqual(
        (await page({ ...byPayment, pageSize: 50 })).rows.map((row) => [row.member.lastName, row.lastPaymentAt]),
      );
      expect(rows.slice(0, 3).map((row) => [row.member.lastName, row.lastPaymentAt])).toEqual([
        ['Hopper', '2026-04-01T10:00:00.000Z'],
        ['Lovelace', '2026-05-01T10:00:00.000Z'],
        ['Dijkstra', null],
      ]);
    });

    it('pages: each page holds its share, the total is the whole filter, past the end is empty', async () => {
      const first = await page({ pageSize: 4 });
      const second = await page({ pageSize: 4, page: 2 });
      expect(namesOf(first.rows)).toEqual(['Dijkstra', 'Hopper', 'Knuth', 'liskov']);
      expect(namesOf(second.rows)).toEqual(['Lovelace', 'Turing']);
      expect([first.total, second.total]).toEqual([6, 6]);
      expect((await page({ pageSize: 4, page: 3 })).rows).toEqual([]);
    });

    it('answers every member of the filter for the export, in the order asked', async () => {
      const rows = (await h.roster.all({ ...EVERYONE, membership: 'annual' }, { sort: 'gradYear', direction: 'asc' }))._unsafeUnwrap();
      expect(namesOf(rows)).toEqual(['Knuth', 'Lovelace', 'liskov', 'Hopper']);
      expect(rows[1]).toMatchObject({ status: 'paid', member: { id: '100001', email: 'ada@example.org' }, lastPaymentAt: null });
    });

    it("finds a member's orders by member ID or by their e-mail, newest first", async () => {
      await paid(1, '100001', 'someone@example.org', '2026-03-01T10:00:00.000Z');
      (await h.ledger.record(sampleOrder(2, { contact: { firstName: 'A', lastName: 'L', email: 'ADA@example.org' } })))._unsafeUnwrap();
      (await h.ledger.record(sampleOrder(3, { contact: { firstName: 'G', lastName: 'H', email: 'grace@navy.example' } })))._unsafeUnwrap();
      const orders = (await h.roster.ordersOf({ id: '100001', email: 'ada@example.org' }))._unsafeUnwrap();
      expect(orders.map((order) => [order.id, order.status])).toEqual([
        ['order-2', 'pending'],
        ['order-1', 'paid'],
      ]);
      expect((await h.roster.ordersOf({ id: '100004', email: 'edsger@example.org' }))._unsafeUnwrap()).toEqual([]);
    });

    it("notes a change kept elsewhere (a member's account) in the audit log", async () => {
      const entry: AuditEntry = {
        actor: 'admin@example.org',
        at: '2026-11-26T10:00:00.000Z',
        action: 'disableSignIn',
        subject: { kind: 'member', id: '100001' },
        before: { account: 'confirmed' },
        after: { account: 'disabled' },
        reason: null,
      };
      (await h.roster.note(entry))._unsafeUnwrap();
      expect(await h.auditLog()).toEqual([entry]);
    });

    describe('a change of a record', () => {
      const change = { actor: 'admin@example.org', at: '2026-11-26T10:00:00.000Z', action: 'updateAnyMember', reason: 'Typo on the form' };

      it('is written with an audit entry holding the fields before and after', async () => {
        const updated = (await h.roster.amend('100001', { gradYear: '2000', city: 'Hampton', phone: undefined }, change))._unsafeUnwrap();
        expect(updated).toMatchObject({ id: '100001', gradYear: '2000', city: 'Hampton', phone: '7575550100' });
        expect((await h.members.get('100001'))._unsafeUnwrap()).toMatchObject({ gradYear: '2000', city: 'Hampton' });
        expect(await h.auditLog()).toEqual([
          {
            ...change,
            subject: { kind: 'member', id: '100001' },
            before: { gradYear: '1999', city: 'Norfolk' },
            after: { gradYear: '2000', city: 'Hampton' },
          },
        ]);
      });

      it("refuses another member's e-mail and an unknown member, writing nothing and auditing nothing", async () => {
        const taken = await h.roster.amend('100001', { email: 'GRACE@navy.example', city: 'Hampton' }, change);
        expect(taken._unsafeUnwrapErr().type).toBe('DuplicateEmail');
        expect((await h.roster.amend('999999', { city: 'Hampton' }, change))._unsafeUnwrapErr().type).toBe('NotFound');
        expect((await h.members.get('100001'))._unsafeUnwrap()).toMatchObject({ email: 'ada@example.org', city: 'Norfolk' });
        expect(await h.auditLog()).toEqual([]);
      });
    });
  });
}
