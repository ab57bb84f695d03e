import { InMemoryTicketedEventStore } from '../../../src/adapters/in-memory/in-memory-ticketed-event-store';
import { ticketedEventStoreContract } from '../../contracts/ticketed-event-store.contract';

ticketedEventStoreContract('in memory', async () => ({ store: new InMemoryTicketedEventStore() }), { propertyRuns: 200 });
