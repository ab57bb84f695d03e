import { InMemoryEventAdminGateway } from '../../../src/adapters/in-memory/in-memory-event-admin-gateway';
import { InMemoryTicketedEventStore } from '../../../src/adapters/in-memory/in-memory-ticketed-event-store';
import { ManualClock } from '../../../src/adapters/in-memory/manual-clock';
import { SPEC_EVENTS } from '../../../src/domain/spec-events';
import { eventAdminGatewayContract } from '../../contracts/event-admin-gateway.contract';

eventAdminGatewayContract('in memory', async () => {
  const deps = { events: new InMemoryTicketedEventStore(SPEC_EVENTS), clock: new ManualClock(), timeZone: 'America/New_York' };
  return {
    admin: new InMemoryEventAdminGateway(deps),
    member: new InMemoryEventAdminGateway(deps, { role: 'member', email: 'ada@example.org' }),
  };
});
