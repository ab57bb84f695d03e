// A child process for the crash test: uploads 4 MB documents into <dir>/files with the SQLite
// index at <dir>/chapter.sqlite, one after another, printing each number once stored, until killed.
import { join } from 'node:path';
import { openDatabase } from '../../src/adapters/database/database';
import { migrate } from '../../src/adapters/database/migrate';
import { SqlDocumentIndex } from '../../src/adapters/database/sql-document-index';
import { DiskDocumentStore } from '../../src/adapters/files/disk-document-store';
import { SequentialIds } from '../../src/adapters/in-memory/sequential-ids';

const dir = process.argv[2] ?? '';
const database = openDatabase({ kind: 'sqlite', file: join(dir, 'chapter.sqlite') });
(await migrate(database.db))._unsafeUnwrap();
const index = new SqlDocumentIndex(database.db);
const store = await DiskDocumentStore.open({
  root: join(dir, 'files'),
  publicUrl: 'http://localhost:8787',
  clock: Date,
  ids: new SequentialIds(),
  index,
});
for (let i = 0; ; i++) {
  const bytes = new Uint8Array(4 * 1024 * 1024).fill(i % 251);
  (await store.upload({ folder: 'meeting-minutes', fileName: `upload-${i}.pdf`, contentType: 'application/pdf', bytes }))._unsafeUnwrap();
  process.stdout.write(`${i}\n`);
}
