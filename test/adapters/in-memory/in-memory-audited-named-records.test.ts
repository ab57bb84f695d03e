import { CachedNamedRepository } from '../../../src/adapters/caching/cached-listings';
import { InMemoryAuditLog } from '../../../src/adapters/in-memory/in-memory-audit-log';
import { InMemoryAuditRecords } from '../../../src/adapters/in-memory/in-memory-audit-records';
import { InMemoryNamedRepository } from '../../../src/adapters/in-memory/in-memory-named-repository';
import { ManualClock } from '../../../src/adapters/in-memory/manual-clock';
import { SequentialIds } from '../../../src/adapters/in-memory/sequential-ids';
import { markdownItRenderer } from '../../../src/adapters/markdown/markdown-it-renderer';
import { renderedCommittees, renderedNews } from '../../../src/adapters/markdown/rendered-named-repository';
import { COMMITTEES, EVENTS, NEWS_POSTS, OFFICERS, type NamedRecordKind } from '../../../src/domain/named-records';
import { auditedNamedRecordWritesContract } from '../../contracts/audited-named-record-writes.contract';
import { sampleCommittee } from '../../contracts/committee-repository.contract';
import { sampleEvent } from '../../contracts/event-repository.contract';
import { sampleNewsPost } from '../../contracts/news-repository.contract';
import { sampleOfficer } from '../../contracts/officer-repository.contract';

const renderer = markdownItRenderer();

/** The kind's store in memory, appending to one log, and that log. */
function bare<V extends string>(kind: NamedRecordKind<V>) {
  const records = new InMemoryAuditRecords();
  return {
    store: new InMemoryNamedRepository(kind, new ManualClock(), new SequentialIds(), records),
    auditLog: new InMemoryAuditLog(records),
  };
}

// Bare, and as the wiring serves each kind: the listing cache, over the Markdown renderer for news and committees.
auditedNamedRecordWritesContract(
  'in memory',
  OFFICERS,
  sampleOfficer,
  async () => {
    const { store, auditLog } = bare(OFFICERS);
    return { repository: store, auditLog };
  },
  { canRefuseEntry: false },
);
auditedNamedRecordWritesContract(
  'in memory, cached',
  OFFICERS,
  sampleOfficer,
  async () => {
    const { store, auditLog } = bare(OFFICERS);
    return { repository: new CachedNamedRepository(store), auditLog };
  },
  { canRefuseEntry: false },
);
auditedNamedRecordWritesContract(
  'in memory, cached',
  EVENTS,
  sampleEvent,
  async () => {
    const { store, auditLog } = bare(EVENTS);
    return { repository: new CachedNamedRepository(store), auditLog };
  },
  { canRefuseEntry: false },
);
auditedNamedRecordWritesContract(
  'in memory, rendered and cached',
  NEWS_POSTS,
  sampleNewsPost,
  async () => {
    const { store, auditLog } = bare(NEWS_POSTS);
    return { repository: new CachedNamedRepository(renderedNews(store, renderer)), auditLog };
  },
  { canRefuseEntry: false },
);
auditedNamedRecordWritesContract(
  'in memory, rendered and cached',
  COMMITTEES,
  sampleCommittee,
  async () => {
    const { store, auditLog } = bare(COMMITTEES);
    return { repository: new CachedNamedRepository(renderedCommittees(store, renderer)), auditLog };
  },
  { canRefuseEntry: false },
);
