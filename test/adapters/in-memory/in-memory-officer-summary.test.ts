import { InMemoryMemberRepository } from '../../../src/adapters/in-memory/in-memory-member-repository';
import { InMemoryOfficerSummary } from '../../../src/adapters/in-memory/in-memory-officer-summary';
import { InMemoryOrderLedger } from '../../../src/adapters/in-memory/in-memory-order-ledger';
import { ManualClock } from '../../../src/adapters/in-memory/manual-clock';
import { officerSummaryContract } from '../../contracts/officer-summary.contract';

officerSummaryContract('in memory', async () => {
  const clock = new ManualClock();
  const members = new InMemoryMemberRepository(clock);
  const ledger = new InMemoryOrderLedger();
  return { summary: new InMemoryOfficerSummary(members, ledger), members, ledger, clock };
});
