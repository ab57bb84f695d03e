import { InMemoryAuditRecords } from '../../../src/adapters/in-memory/in-memory-audit-records';
import { InMemoryMemberRepository } from '../../../src/adapters/in-memory/in-memory-member-repository';
import { InMemoryMemberRoster } from '../../../src/adapters/in-memory/in-memory-member-roster';
import { InMemoryOrderLedger } from '../../../src/adapters/in-memory/in-memory-order-ledger';
import { ManualClock } from '../../../src/adapters/in-memory/manual-clock';
import { memberRosterContract } from '../../contracts/member-roster.contract';

memberRosterContract('in memory', async () => {
  const clock = new ManualClock();
  const members = new InMemoryMemberRepository(clock);
  const ledger = new InMemoryOrderLedger();
  const audit = new InMemoryAuditRecords();
  return { roster: new InMemoryMemberRoster(members, ledger, audit), members, ledger, auditLog: async () => audit.all() };
});
