import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/adapters/in-memory/manual-clock';
import { SqlAuditLog } from '../../../src/adapters/database/sql-audit-log';
import { SqlMemberRepository } from '../../../src/adapters/database/sql-member-repository';
import { auditedMemberWritesContract } from '../../contracts/audited-member-writes.contract';
import { INVALID_FILTERS, memberRepositoryContract, sampleMember } from '../../contracts/member-repository.contract';
import { describeEachDatabase, resetTables } from './database-harness';

describeEachDatabase('SqlMemberRepository', (kind, database) => {
  memberRepositoryContract(kind, async () => {
    await resetTables(database());
    const clock = new ManualClock();
    return { repository: new SqlMemberRepository(database().db, clock), advanceClock: (ms) => clock.advance(ms) };
  });
  auditedMemberWritesContract(
    kind,
    async () => {
      await resetTables(database());
      return { repository: new SqlMemberRepository(database().db, new ManualClock()), auditLog: new SqlAuditLog(database().db) };
    },
    { canRefuseEntry: true },
  );

  describe('under concurrency', () => {
    it('creates exactly one member when 20 sign-ups with one e-mail arrive at once', async () => {
      await resetTables(database());
      const members = new SqlMemberRepository(database().db, new ManualClock());
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, n) =>
          members.create(sampleMember(n + 1, { email: n % 2 ? 'Same@Example.org' : ' same@example.org' })),
        ),
      );
      expect(results.filter((result) => result.isOk())).toHaveLength(1);
      expect(results.filter((result) => result.isErr() && result.error.type === 'DuplicateEmail')).toHaveLength(19);
      expect((await members.list())._unsafeUnwrap().items).toHaveLength(1);
    });
  });

  describe('filters in SQL', () => {
    it('treats LIKE wildcards in contains and beginsWith as plain characters, and compares case-sensitively', async () => {
      await resetTables(database());
      const members = new SqlMemberRepository(database().db, new ManualClock());
      const cities = ['100% Town', '100x Town', 'a_b', 'axb', 'back\\slash', 'Norfolk'];
      for (const [n, city] of cities.entries()) (await members.create(sampleMember(n, { city })))._unsafeUnwrap();
      const cityOf = async (filter: Parameters<typeof members.list>[0]) =>
        (await members.list(filter))._unsafeUnwrap().items.map((member) => member.city);
      expect(await cityOf({ filter: { city: { contains: '0%' } } })).toEqual(['100% Town']);
      expect(await cityOf({ filter: { city: { beginsWith: 'a_' } } })).toEqual(['a_b']);
      expect(await cityOf({ filter: { city: { contains: 'k\\s' } } })).toEqual(['back\\slash']);
      expect(await cityOf({ filter: { city: { contains: 'norfolk' } } })).toEqual([]);
      expect(await cityOf({ filter: { city: { beginsWith: 'N' }, not: { city: { eq: 'x' } } } })).toEqual(['Norfolk']);
    });

    it('never lets a NULL column turn not, and or or into NULL: a null graduation year answers as in code', async () => {
      await resetTables(database());
      const members = new SqlMemberRepository(database().db, new ManualClock());
      (await members.create(sampleMember(1, { gradYear: null })))._unsafeUnwrap();
      (await members.create(sampleMember(2, { gradYear: '1999' })))._unsafeUnwrap();
      const ids = async (filter: Parameters<typeof members.list>[0]) => (await members.list(filter))._unsafeUnwrap().items.map((m) => m.id);
      const [blank, filled] = [sampleMember(1).id, sampleMember(2).id];
      expect(await ids({ filter: { not: { gradYear: { eq: '1999' } } } })).toEqual([blank]);
      expect(await ids({ filter: { not: { gradYear: { ne: '1999' } } } })).toEqual([filled]);
      expect(await ids({ filter: { not: { gradYear: { size: { ge: 0 } } } } })).toEqual([blank]);
      expect(await ids({ filter: { not: { gradYear: { between: ['1900', '2100'] } } } })).toEqual([blank]);
      expect(await ids({ filter: { not: { or: [{ gradYear: { lt: '2000' } }, { gradYear: { attributeType: 'string' } }] } } })).toEqual([
        blank,
      ]);
    });

    it('answers InvalidQuery for a filter it cannot run', async () => {
      const members = new SqlMemberRepository(database().db, new ManualClock());
      for (const filter of INVALID_FILTERS) {
        expect((await members.list({ filter } as never))._unsafeUnwrapErr().type).toBe('InvalidQuery');
      }
    });
  });
});
