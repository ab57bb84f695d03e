// A second server process for the seat concurrency test: opens the SQLite file given, waits for
// 'go' on stdin, then places holds (or confirms orders) for `count` orders at once, one seat of
// type 'b' each, through its own SqlTicketedEventStore, and prints how they went as one JSON line.
import { createInterface } from 'node:readline';
import { openDatabase } from '../../src/adapters/database/database';
import { SqlTicketedEventStore } from '../../src/adapters/database/sql-ticketed-event-store';

const [file = '', slug = '', operation = 'hold', prefix = 'child', countText = '0', nowText = '0', expiresText = '0'] =
  process.argv.slice(2);
const [count, now, expiresAt] = [Number(countText), Number(nowText), Number(expiresText)];
const database = openDatabase({ kind: 'sqlite', file });
const store = new SqlTicketedEventStore(database.db);
process.stdout.write('ready\n');
for await (const line of createInterface({ input: process.stdin })) if (line === 'go') break;
const answers = await Promise.all(
  Array.from({ length: count }, (_, n) => {
    const orderId = `${prefix}-${n}`;
    return operation === 'hold'
      ? store.hold(slug, { id: orderId, seats: { b: 1 }, expiresAt }, now).map(() => 'ok')
      : store.confirm(slug, orderId, { b: 1 }, now).map(() => 'ok');
  }),
);
const outcomes = answers.map((answer) => (answer.isOk() ? 'ok' : answer.error.type));
process.stdout.write(`${JSON.stringify(outcomes)}\n`);
await database.close();
