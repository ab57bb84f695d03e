import { ManualClock } from '../../../src/adapters/in-memory/manual-clock';
import { SequentialIds } from '../../../src/adapters/in-memory/sequential-ids';
import {
  sqlCommitteeRepository,
  sqlEventRepository,
  sqlNewsPostRepository,
  sqlOfficerRepository,
} from '../../../src/adapters/database/sql-named-repository';
import { CachedNamedRepository } from '../../../src/adapters/caching/cached-listings';
import { SqlAuditLog } from '../../../src/adapters/database/sql-audit-log';
import { markdownItRenderer } from '../../../src/adapters/markdown/markdown-it-renderer';
import { renderedCommittees, renderedNews } from '../../../src/adapters/markdown/rendered-named-repository';
import { COMMITTEES, EVENTS, NEWS_POSTS, OFFICERS } from '../../../src/domain/named-records';
import { auditedNamedRecordWritesContract } from '../../contracts/audited-named-record-writes.contract';
import { committeeRepositoryContract, sampleCommittee } from '../../contracts/committee-repository.contract';
import { eventRepositoryContract, sampleEvent } from '../../contracts/event-repository.contract';
import { newsRepositoryContract, sampleNewsPost } from '../../contracts/news-repository.contract';
import { officerRepositoryContract, sampleOfficer } from '../../contracts/officer-repository.contract';
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

// Each kind's writes and their audit entries in one transaction, through the wrappers the wiring puts around the
// store (the listing cache; the Markdown renderer for news and committees), which pass the entry on.
describeEachDatabase('SqlNamedRepository: audited writes', (kind, database) => {
  const renderer = markdownItRenderer();
  const harness = async () => {
    await resetTables(database());
    return { db: database().db, clock: new ManualClock(), ids: new SequentialIds(), auditLog: new SqlAuditLog(database().db) };
  };
  const options = { canRefuseEntry: true };
  auditedNamedRecordWritesContract(
    kind,
    EVENTS,
    sampleEvent,
    async () => {
      const { db, clock, ids, auditLog } = await harness();
      return { repository: new CachedNamedRepository(sqlEventRepository(db, clock, ids)), auditLog };
    },
    options,
  );
  auditedNamedRecordWritesContract(
    kind,
    OFFICERS,
    sampleOfficer,
    async () => {
      const { db, clock, ids, auditLog } = await harness();
      return { repository: new CachedNamedRepository(sqlOfficerRepository(db, clock, ids)), auditLog };
    },
    options,
  );
  auditedNamedRecordWritesContract(
    kind,
    NEWS_POSTS,
    sampleNewsPost,
    async () => {
      const { db, clock, ids, auditLog } = await harness();
      return { repository: new CachedNamedRepository(renderedNews(sqlNewsPostRepository(db, clock, ids), renderer)), auditLog };
    },
    options,
  );
  auditedNamedRecordWritesContract(
    kind,
    COMMITTEES,
    sampleCommittee,
    async () => {
      const { db, clock, ids, auditLog } = await harness();
      return { repository: new CachedNamedRepository(renderedCommittees(sqlCommitteeRepository(db, clock, ids), renderer)), auditLog };
    },
    options,
  );
});
