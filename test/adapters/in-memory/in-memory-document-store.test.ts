import { describe, expect, it } from 'vitest';
import { InMemoryAuditLog } from '../../../src/adapters/in-memory/in-memory-audit-log';
import { InMemoryAuditRecords } from '../../../src/adapters/in-memory/in-memory-audit-records';
import { InMemoryDocumentStore } from '../../../src/adapters/in-memory/in-memory-document-store';
import { ManualClock } from '../../../src/adapters/in-memory/manual-clock';
import { SequentialIds } from '../../../src/adapters/in-memory/sequential-ids';
import { auditedDocumentWritesContract } from '../../contracts/audited-document-writes.contract';
import { documentStoreContract, minutes } from '../../contracts/document-store.contract';

function fresh() {
  const clock = new ManualClock();
  const store = new InMemoryDocumentStore(clock, new SequentialIds());
  return { clock, store };
}

documentStoreContract('in memory', async () => {
  const { clock, store } = fresh();
  return { store, open: (url) => store.open(url), now: () => clock.now(), advance: (ms) => clock.advance(ms) };
});

auditedDocumentWritesContract('in memory', async () => {
  const records = new InMemoryAuditRecords();
  return { store: new InMemoryDocumentStore(new ManualClock(), new SequentialIds(), records), auditLog: new InMemoryAuditLog(records) };
});

describe('InMemoryDocumentStore links', () => {
  it('look like memory://<key>?expires=<epoch>&signature=<...>', async () => {
    const { clock, store } = fresh();
    const stored = (await store.upload(minutes()))._unsafeUnwrap();
    const link = (await store.downloadLink(stored.key))._unsafeUnwrap();
    expect(link.url).toMatch(new RegExp(`^memory://${stored.key}\\?expires=${clock.now() / 1000 + 900}&signature=[\\w-]+$`));
  });

  it('are refused when the expiry is moved, even by a second, or the link is not ours', async () => {
    const { store } = fresh();
    const link = (await store.downloadLink((await store.upload(minutes()))._unsafeUnwrap().key))._unsafeUnwrap();
    const later = link.url.replace(/expires=(\d+)/, (_, s: string) => `expires=${Number(s) + 1}`);
    expect((await store.open(later))._unsafeUnwrapErr().type).toBe('Unauthorized');
    expect((await store.open('https://example.org/x'))._unsafeUnwrapErr().type).toBe('InvalidKey');
    expect((await store.open('memory://meeting-minutes/%E0%A4%A'))._unsafeUnwrapErr().type).toBe('InvalidKey');
  });

  it('carry the holder they were made for, signed: a changed or dropped holder is refused', async () => {
    const { clock, store } = fresh();
    const stored = (await store.upload(minutes()))._unsafeUnwrap();
    const link = (await store.downloadLink(stored.key, 60, 'm.345678'))._unsafeUnwrap();
    expect(link.url).toMatch(
      new RegExp(`^memory://${stored.key}\\?expires=${clock.now() / 1000 + 60}&holder=m\\.345678&signature=[\\w-]+$`),
    );
    expect((await store.open(link.url)).isOk()).toBe(true);
    expect((await store.open(link.url.replace('m.345678', 'm.999999')))._unsafeUnwrapErr().type).toBe('Unauthorized');
    expect((await store.open(link.url.replace('&holder=m.345678', '')))._unsafeUnwrapErr().type).toBe('Unauthorized');
  });

  it('do not open in another store: each store signs with its own secret', async () => {
    const a = fresh();
    const otherIds = new SequentialIds();
    otherIds.newId();
    const b = new InMemoryDocumentStore(new ManualClock(), otherIds);
    const link = (await a.store.downloadLink((await a.store.upload(minutes()))._unsafeUnwrap().key))._unsafeUnwrap();
    expect((await a.store.open(link.url)).isOk()).toBe(true);
    expect((await b.open(link.url))._unsafeUnwrapErr().type).toBe('Unauthorized');
  });

  it('answers NotFound for a valid public link to a file that is not there', async () => {
    const { store } = fresh();
    expect((await store.open('memory://website-assets/id-9-x.png'))._unsafeUnwrapErr().type).toBe('NotFound');
  });

  it('keeps its own copy of the bytes', async () => {
    const { store } = fresh();
    const bytes = new TextEncoder().encode('original');
    const stored = (await store.upload(minutes('copy.txt', bytes)))._unsafeUnwrap();
    bytes.fill(0);
    const link = (await store.downloadLink(stored.key))._unsafeUnwrap();
    expect(new TextDecoder().decode((await store.open(link.url))._unsafeUnwrap().bytes)).toBe('original');
  });
});
