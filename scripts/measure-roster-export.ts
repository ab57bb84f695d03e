// `npx tsx scripts/measure-roster-export.ts`: the roster's CSV export alone, in process (no server, no
// HTTP), over a fresh SQLite database seeded as `npm run bench` seeds it (10,000 members, a paid order
// for one in four): the time of `SqlMemberRoster.all` and the CSV made of it, for the bench's filter
// and for everyone, and SQLite's plans of the export's query and of the officers' income by month.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect, type CompiledQuery } from 'kysely';
import { openDatabase } from '../src/adapters/database/database';
import type { DatabaseSchema } from '../src/adapters/database/schema';
import { migrate } from '../src/adapters/database/migrate';
import { SqlMemberRoster } from '../src/adapters/database/sql-member-roster';
import { SqlOfficerSummary } from '../src/adapters/database/sql-officer-summary';
import { ManualClock } from '../src/adapters/in-memory/manual-clock';
import type { RosterFilter } from '../src/application/ports/member-roster.port';
import { rosterCsv } from '../src/application/server/roster/roster-csv';
import { lastMonths } from '../src/application/server/officer-summary/summary-months';
import { seedRoster } from './bench/roster';

const RUNS = Number(process.env.RUNS ?? 30);
const dir = mkdtempSync(path.join(tmpdir(), 'roster-export-'));
const file = path.join(dir, 'chapter.sqlite');
const setup = openDatabase({ kind: 'sqlite', file });
(await migrate(setup.db))._unsafeUnwrap();
await setup.close();
await seedRoster(dir);
// Only reads: a plain Kysely over the file, which remembers the last query it ran (for its plan).
const raw = new BetterSqlite3(file);
let last: CompiledQuery | null = null;
const db = new Kysely<DatabaseSchema>({
  dialect: new SqliteDialect({ database: raw }),
  log: (event) => {
    last = event.query;
  },
});
const year = new Date().getFullYear();
const roster = new SqlMemberRoster(db, new ManualClock());
const everyone: RosterFilter = { year, search: '', statuses: [], membership: null, gradYearFrom: null, gradYearTo: null };
const benchFilter: RosterFilter = { ...everyone, membership: 'annual', statuses: ['unpaid', 'lapsed'] };

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
try {
  for (const [name, filter] of [
    ['bench filter (annual, unpaid or lapsed)', benchFilter],
    ['everyone', everyone],
  ] as const) {
    const times: number[] = [];
    const reads: number[] = [];
    let rows = 0;
    for (let run = 0; run < RUNS; run++) {
      const start = performance.now();
      const all = (await roster.all(filter, { sort: 'name', direction: 'asc' }))._unsafeUnwrap();
      reads.push(performance.now() - start);
      rosterCsv(all);
      times.push(performance.now() - start);
      rows = all.length;
    }
    times.sort((a, b) => a - b);
    reads.sort((a, b) => a - b);
    console.log(
      `${name}: ${rows} rows; read and CSV p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms; ` +
        `the read alone p50 ${percentile(reads, 50).toFixed(1)} ms, p99 ${percentile(reads, 99).toFixed(1)} ms (${RUNS} runs)`,
    );
  }
  const plan = (label: string) => {
    const query = last as CompiledQuery | null;
    if (query === null) return;
    const rows = raw.prepare(`explain query plan ${query.sql}`).all(...(query.parameters as unknown[])) as { detail: string }[];
    console.log(`${label}:\n${rows.map((row) => `  ${row.detail}`).join('\n')}`);
  };
  (await roster.all(benchFilter, { sort: 'name', direction: 'asc' }))._unsafeUnwrap();
  plan('Plan of the export (bench filter)');
  const summary = new SqlOfficerSummary(db);
  const months = lastMonths(Date.now(), 'America/New_York', 12);
  const start = performance.now();
  (await summary.incomeByMonth(months))._unsafeUnwrap();
  console.log(`income by month (${months.length} months): ${(performance.now() - start).toFixed(1)} ms`);
  plan('Plan of income by month');
} finally {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
}
