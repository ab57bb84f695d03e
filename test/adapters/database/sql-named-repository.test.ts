import { ManualClock } from '../../../src/adapters/in-memory/manual-clock';
import { SequentialIds } from '../../../src/adapters/in-memory/sequential-ids';
import {
  sqlCommitteeRepository,
  sqlEventRepository,
  sqlNewsPostRepository,
  sqlOfficerRepository,
} from '../../../src/adapters/database/sql-named-repository';
import { committeeRepositoryContract } from '../../contracts/committee-repository.contract';
import { eventRepositoryContract } from '../../contracts/event-repository.contract';
import { newsRepositoryContract } from '../../contracts/news-repository.contract';
import { officerRepositoryContract } from '../../contracts/officer-repository.contract';
import { describeEachDatabase, resetTables } from './database-harness';

describeEachDatabase('SqlNamedRepository: events', (kind, database) => {
  eventRepositoryContract(kind, async () => {
    await resetTables(database());
    const clock = new ManualClock();
    return { repository: sqlEventRepository(database().db, clock, new SequentialIds()), advanceClock: (ms) => clock.advance(ms) };
  });
});

describeEachDatabase('SqlNamedRepository: officers', (kind, database) => {
  officerRepositoryContract(kind, async () => {
    await resetTables(database());
    const clock = new ManualClock();
    return { repository: sqlOfficerRepository(database().db, clock, new SequentialIds()), advanceClock: (ms) => clock.advance(ms) };
  });
});

describeEachDatabase('SqlNamedRepository: news posts', (kind, database) => {
  newsRepositoryContract(kind, async () => {
    await resetTables(database());
    const clock = new ManualClock();
    return { repository: sqlNewsPostRepository(database().db, clock, new SequentialIds()), advanceClock: (ms) => clock.advance(ms) };
  });
});

describeEachDatabase('SqlNamedRepository: committees', (kind, database) => {
  committeeRepositoryContract(kind, async () => {
    await resetTables(database());
    const clock = new ManualClock();
    return { repository: sqlCommitteeRepository(database().db, clock, new SequentialIds()), advanceClock: (ms) => clock.advance(ms) };
  });
});
