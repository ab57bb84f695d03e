import { HmacSignedTokens } from '../../../src/adapters/crypto/hmac-signed-tokens';
import { InMemoryEventDoorGateway } from '../../../src/adapters/in-memory/in-memory-event-door-gateway';
import { InMemoryOrderLedger } from '../../../src/adapters/in-memory/in-memory-order-ledger';
import { InMemoryTicketBook } from '../../../src/adapters/in-memory/in-memory-ticket-book';
import { InMemoryTicketedEventStore } from '../../../src/adapters/in-memory/in-memory-ticketed-event-store';
import { ManualClock } from '../../../src/adapters/in-memory/manual-clock';
import type { DoorDeps } from '../../../src/application/server/events/door-deps';
import { SPEC_EVENTS } from '../../../src/domain/spec-events';
import { eventDoorGatewayContract } from '../../contracts/event-door-gateway.contract';

eventDoorGatewayContract('in memory, over the server use cases', async () => {
  const tickets = new InMemoryTicketBook();
  const tokens = new HmacSignedTokens(Buffer.alloc(32, 3));
  const deps: DoorDeps = {
    ticketing: { events: new InMemoryTicketedEventStore(SPEC_EVENTS), tickets, tokens },
    ledger: new InMemoryOrderLedger(),
    clock: new ManualClock(),
    config: { timeZone: 'America/New_York' },
  };
  return {
    admin: new InMemoryEventDoorGateway(deps, { role: 'admin', email: 'chair@example.org' }),
    member: new InMemoryEventDoorGateway(deps, { role: 'member', email: 'ada@example.org' }),
    tickets,
    tokens,
  };
});
