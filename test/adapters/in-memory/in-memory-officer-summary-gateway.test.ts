import { InMemoryMemberRepository } from '../../../src/adapters/in-memory/in-memory-member-repository';
import { InMemoryMemberRoster } from '../../../src/adapters/in-memory/in-memory-member-roster';
import { InMemoryOfficerSummary } from '../../../src/adapters/in-memory/in-memory-officer-summary';
import { InMemoryOfficerSummaryGateway } from '../../../src/adapters/in-memory/in-memory-officer-summary-gateway';
import { InMemoryOrderLedger } from '../../../src/adapters/in-memory/in-memory-order-ledger';
import { InMemoryTicketedEventStore } from '../../../src/adapters/in-memory/in-memory-ticketed-event-store';
import { InMemoryAuditRecords } from '../../../src/adapters/in-memory/in-memory-audit-records';
import { ManualClock } from '../../../src/adapters/in-memory/manual-clock';
import type { Actor } from '../../../src/domain/access';
import { SPEC_EVENTS } from '../../../src/domain/spec-events';
import { sampleMember } from '../../contracts/member-repository.contract';
import { officerSummaryGatewayContract } from '../../contracts/officer-summary-gateway.contract';

officerSummaryGatewayContract('in memory', async () => {
  const clock = new ManualClock();
  const members = new InMemoryMemberRepository(clock);
  const ledger = new InMemoryOrderLedger();
  (await members.create(sampleMember(1, { duesPayYear: '2026' })))._unsafeUnwrap();
  const deps = {
    roster: new InMemoryMemberRoster(members, ledger, new InMemoryAuditRecords()),
    ledger,
    events: new InMemoryTicketedEventStore(SPEC_EVENTS),
    summary: new InMemoryOfficerSummary(members, ledger),
    clock,
    config: { timeZone: 'America/New_York' },
  };
  const as = (actor: Actor) => new InMemoryOfficerSummaryGateway(deps, () => actor);
  return {
    admin: as({ role: 'admin', email: 'chair@example.org' }),
    member: as({ role: 'member', email: 'ada@example.org', offices: [] }),
  };
});
