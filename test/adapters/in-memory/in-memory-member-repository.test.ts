import { InMemoryAuditLog } from '../../../src/adapters/in-memory/in-memory-audit-log';
import { InMemoryAuditRecords } from '../../../src/adapters/in-memory/in-memory-audit-records';
import { InMemoryMemberRepository } from '../../../src/adapters/in-memory/in-memory-member-repository';
import { ManualClock } from '../../../src/adapters/in-memory/manual-clock';
import { describe, expect, it } from 'vitest';
import { auditedMemberWritesContract } from '../../contracts/audited-member-writes.contract';
import { INVALID_FILTERS, memberRepositoryContract } from '../../contracts/member-repository.contract';

memberRepositoryContract('in memory', async () => {
  const clock = new ManualClock();
  return { repository: new InMemoryMemberRepository(clock), advanceClock: (ms) => clock.advance(ms) };
});

auditedMemberWritesContract(
  'in memory',
  async () => {
    const records = new InMemoryAuditRecords();
    return { repository: new InMemoryMemberRepository(new ManualClock(), records), auditLog: new InMemoryAuditLog(records) };
  },
  { canRefuseEntry: false },
);

describe('InMemoryMemberRepository filters', () => {
  it('answers InvalidQuery for a filter the SQL stores could not run either', async () => {
    const members = new InMemoryMemberRepository(new ManualClock());
    for (const filter of INVALID_FILTERS) {
      expect((await members.list({ filter } as never))._unsafeUnwrapErr().type).toBe('InvalidQuery');
    }
  });
});
