import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { errAsync, okAsync } from 'neverthrow';
import { afterEach, describe, expect, it } from 'vitest';
import { SqlAuditLog } from '../../../src/adapters/database/sql-audit-log';
import { DiskDocumentStore } from '../../../src/adapters/files/disk-document-store';
import { parseFileUrl } from '../../../src/adapters/files/signed-links';
import { ManualClock } from '../../../src/adapters/in-memory/manual-clock';
import { SequentialIds } from '../../../src/adapters/in-memory/sequential-ids';
import { auditedDocumentWritesContract } from '../../contracts/audited-document-writes.contract';
import { documentStoreContract, minutes, PNG_BYTES, TEXT_BYTES } from '../../contracts/document-store.contract';
import { diskStore } from '../../support/document-world';

documentStoreContract('on disk (opened directly)', async () => {
  const clock = new ManualClock();
  const { store, dispose } = await diskStore(clock, new SequentialIds());
  return { store, open: (url) => store.open(url), now: () => clock.now(), advance: (ms) => clock.advance(ms), dispose };
});

auditedDocumentWritesContract('on disk, indexed in SQLite', async () => {
  const { store, database, dispose } = await diskStore(new ManualClock(), new SequentialIds());
  return { store, auditLog: new SqlAuditLog(database.db), dispose };
});

describe('DiskDocumentStore', () => {
  let disk: Awaited<ReturnType<typeof diskStore>>;
  const clock = new ManualClock('2026-06-15T12:00:00.000Z');
  afterEach(async () => disk.dispose());
  const fresh = async () => (disk = await diskStore(clock, new SequentialIds()));

  it('keeps each file whole under <root>/<folder>/<key name>, and nothing in .incoming', async () => {
    const { store, root } = await fresh();
    const stored = (await store.upload(minutes('March 2026.pdf')))._unsafeUnwrap();
    expect(stored.key).toBe('meeting-minutes/id-000002-March-2026.pdf');
    expect(readFileSync(join(root, 'meeting-minutes', 'id-000002-March-2026.pdf'))).toEqual(Buffer.from(TEXT_BYTES));
    expect(readdirSync(join(root, '.incoming'))).toEqual([]);
  });

  it('signs links as ${publicUrl}/files/<key>?expires=<epoch s>&signature=<base64url>, and gives photos a public URL', async () => {
    const { store } = await fresh();
    const stored = (await store.upload(minutes()))._unsafeUnwrap();
    const link = (await store.downloadLink(stored.key))._unsafeUnwrap();
    const expires = clock.now() / 1000 + 900;
    expect(link.url).toMatch(new RegExp(`^http://localhost:8787/files/${stored.key}\\?expires=${expires}&signature=[\\w-]{43}$`));
    const photo = (
      await store.upload({ folder: 'website-assets', fileName: 'me.png', contentType: 'image/png', bytes: PNG_BYTES })
    )._unsafeUnwrap();
    expect(photo.publicUrl).toBe(`http://localhost:8787/files/${photo.key}`);
    expect((await store.list('website-assets'))._unsafeUnwrap()).toEqual([photo]);
  });

  it('refuses a link whose expiry was moved, or that is not one of its own', async () => {
    const { store } = await fresh();
    const link = (await store.downloadLink((await store.upload(minutes()))._unsafeUnwrap().key))._unsafeUnwrap();
    const later = link.url.replace(/expires=(\d+)/, (_, s: string) => `expires=${Number(s) + 1}`);
    expect((await store.open(later))._unsafeUnwrapErr().type).toBe('Unauthorized');
    expect((await store.open(link.url.replace(/expires=\d+/, 'expires=abc')))._unsafeUnwrapErr().type).toBe('Unauthorized');
    expect((await store.open('https://elsewhere.example/files/x'))._unsafeUnwrapErr().type).toBe('InvalidKey');
    expect((await store.open('http://localhost:8787/files/meeting-minutes/%E0%A4%A'))._unsafeUnwrapErr().type).toBe('InvalidKey');
    expect((await store.open('http://localhost:8787/files/meeting-minutes/..%2F..%2Fchapter.sqlite'))._unsafeUnwrapErr().type).toBe(
      'InvalidKey',
    );
  });

  it('keeps documents and valid links across a restart (the link secret is kept on disk, owner-only)', async () => {
    const { store, reopen, root } = await fresh();
    const stored = (await store.upload(minutes()))._unsafeUnwrap();
    const link = (await store.downloadLink(stored.key))._unsafeUnwrap();
    const restarted = await reopen();
    expect((await restarted.list('meeting-minutes'))._unsafeUnwrap()).toEqual([stored]);
    expect((await restarted.open(link.url))._unsafeUnwrap().bytes).toEqual(TEXT_BYTES);
    expect(readdirSync(root).sort()).toEqual(['.incoming', '.link-secret', 'meeting-minutes', 'treasury-report', 'website-assets']);
  });

  it('binds a link to the holder it was made for and asks whoever serves it about that holder, before reading the file', async () => {
    const { store } = await fresh();
    const stored = (await store.upload(minutes()))._unsafeUnwrap();
    const link = (await store.downloadLink(stored.key, 60, 'm.345678'))._unsafeUnwrap();
    expect(link.url).toMatch(
      new RegExp(`^http://localhost:8787/files/${stored.key}\\?expires=\\d+&holder=m\\.345678&signature=[\\w-]{43}$`),
    );
    const request = parseFileUrl('http://localhost:8787', link.url)!;
    const asked: (string | null)[] = [];
    const admit = (holder: string | null) => (
      asked.push(holder),
      holder === 'm.345678' ? okAsync(undefined) : errAsync({ type: 'Gone' as const })
    );
    expect((await store.openLink(request, admit))._unsafeUnwrap().bytes).toEqual(TEXT_BYTES);
    expect((await store.openLink({ ...request, holder: 'm.999999' }, admit))._unsafeUnwrapErr().type).toBe('Unauthorized');
    expect((await store.openLink({ ...request, holder: null }, admit))._unsafeUnwrapErr().type).toBe('Unauthorized');
    expect(asked).toEqual(['m.345678']);
    const refusing = () => errAsync({ type: 'Gone' as const });
    expect((await store.openLink(request, refusing))._unsafeUnwrapErr()).toEqual({ type: 'Gone' });
    const photo = (
      await store.upload({ folder: 'website-assets', fileName: 'me.png', contentType: 'image/png', bytes: PNG_BYTES })
    )._unsafeUnwrap();
    expect((await store.openLink(parseFileUrl('http://localhost:8787', photo.publicUrl!)!, refusing)).isOk()).toBe(true);
  });

  it('does not list or serve a file whose indexing failed (a crash between write and index), and removes it', async () => {
    const { store, root, index } = await fresh();
    const failing = await DiskDocumentStore.open({
      root,
      publicUrl: 'http://localhost:8787',
      clock,
      ids: new SequentialIds(),
      index: {
        list: (folder) => index.list(folder),
        find: (key) => index.find(key),
        add: () => errAsync({ type: 'Unavailable', message: 'The database is unavailable.' }),
        remove: (key) => index.remove(key),
      },
    });
    expect((await failing.upload(minutes('lost.pdf')))._unsafeUnwrapErr().type).toBe('Unavailable');
    expect((await store.list('meeting-minutes'))._unsafeUnwrap()).toEqual([]);
    expect(readdirSync(join(root, 'meeting-minutes'))).toEqual([]);
  });

  it('deletes the file from the disk with its index row, and leaves the other files alone', async () => {
    const { store, root, index } = await fresh();
    const [kept, deleted] = [
      (await store.upload(minutes('kept.pdf')))._unsafeUnwrap(),
      (await store.upload(minutes('gone.pdf')))._unsafeUnwrap(),
    ];
    expect((await store.delete(deleted.key)).isOk()).toBe(true);
    expect((await index.find(deleted.key))._unsafeUnwrap()).toBeNull();
    expect(readdirSync(join(root, 'meeting-minutes'))).toEqual([kept.key.split('/')[1]]);
  });

  it('keeps the file listed and on the disk when its index row cannot be removed', async () => {
    const { store, root, index } = await fresh();
    const stored = (await store.upload(minutes('kept.pdf')))._unsafeUnwrap();
    const failing = await DiskDocumentStore.open({
      root,
      publicUrl: 'http://localhost:8787',
      clock,
      ids: new SequentialIds(),
      index: {
        list: (folder) => index.list(folder),
        find: (key) => index.find(key),
        add: (folder, document) => index.add(folder, document),
        remove: () => errAsync({ type: 'Unavailable', message: 'The database is unavailable.' }),
      },
    });
    expect((await failing.delete(stored.key))._unsafeUnwrapErr().type).toBe('Unavailable');
    expect((await store.list('meeting-minutes'))._unsafeUnwrap()).toEqual([stored]);
    expect(readdirSync(join(root, 'meeting-minutes'))).toEqual([stored.key.split('/')[1]]);
  });

  it('removes uploads a crash cut off (left in .incoming) when it starts, and never lists them', async () => {
    const { root, reopen } = await fresh();
    writeFileSync(join(root, '.incoming', 'id-000009-half.pdf.part'), TEXT_BYTES.slice(0, 5));
    const restarted = await reopen();
    expect(readdirSync(join(root, '.incoming'))).toEqual([]);
    expect((await restarted.list('meeting-minutes'))._unsafeUnwrap()).toEqual([]);
  });

  it('serves only files its index lists: a file dropped into a folder by hand is NotFound', async () => {
    const { store, root } = await fresh();
    writeFileSync(join(root, 'website-assets', 'planted.png'), PNG_BYTES);
    expect((await store.open('http://localhost:8787/files/website-assets/planted.png'))._unsafeUnwrapErr().type).toBe('NotFound');
  });

  it('answers NotFound when an indexed file has gone from the disk, and InvalidKey for an unknown folder', async () => {
    const { store, root } = await fresh();
    const photo = (
      await store.upload({ folder: 'website-assets', fileName: 'me.png', contentType: 'image/png', bytes: PNG_BYTES })
    )._unsafeUnwrap();
    rmSync(join(root, ...photo.key.split('/')));
    expect((await store.open(photo.publicUrl!))._unsafeUnwrapErr().type).toBe('NotFound');
    expect((await store.list('other' as 'website-assets'))._unsafeUnwrapErr().type).toBe('InvalidKey');
  });
});
