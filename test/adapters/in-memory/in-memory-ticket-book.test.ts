import { InMemoryTicketBook } from '../../../src/adapters/in-memory/in-memory-ticket-book';
import { ticketBookContract } from '../../contracts/ticket-book.contract';

ticketBookContract('in memory', async () => ({ book: new InMemoryTicketBook() }));
