import { InMemoryDuesCalendar } from '../../../src/adapters/in-memory/in-memory-dues-calendar';
import { ManualClock } from '../../../src/adapters/in-memory/manual-clock';
import { duesCalendarContract } from '../../contracts/dues-calendar.contract';

duesCalendarContract('in memory', async (now, cutoff) => new InMemoryDuesCalendar(new ManualClock(now), cutoff));
