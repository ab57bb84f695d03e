import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../database/database';
import { migrationState } from '../database/migrate';
import type { DatabaseSchema } from '../database/schema';

/**
 * A database as portable data: each application table as JSON lines (its column names, then one
 * array of values per row), read in one snapshot, and loaded back into either database. The
 * schema itself is never copied: the target is made by the same migrations (`migrateTo`), so a
 * dump taken on SQLite loads into PostgreSQL and back. The migrations only use text, integer and
 * bigint columns, so every value is a string, a number or null.
 */
interface TableDump {
  readonly table: string;
  readonly rows: number;
  /** The JSON lines, in chunks of up to a batch of rows. */
  readonly chunks: readonly Buffer[];
}

/** What a dump read: the applied migrations (in order) and the rows of each table. */
interface DumpSummary {
  readonly migrations: readonly string[];
  readonly tables: Readonly<Record<string, number>>;
}

type Db = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;
type Kind = Database['kind'];

/** Rows read per query: small enough for a server's heap, large enough for few round trips. */
const DUMP_BATCH = 2_000;

/** Values bound per INSERT (SQLite allows 32,766, PostgreSQL 65,535). */
const LOAD_VARIABLES = 30_000;

const quoted = (name: string) => sql.id(name);

/** Application tables (not Kysely's), parents before the tables whose foreign keys name them. */
async function tablesInOrder(db: Db, kind: Kind): Promise<readonly string[]> {
  const tables = (await db.introspection.getTables()).map((table) => table.name).sort();
  const links =
    kind === 'sqlite'
      ? await sql<{ child: string; parent: string }>`
          select m.name as child, f."table" as parent from sqlite_master m join pragma_foreign_key_list(m.name) f
          where m.type = 'table'`.execute(db)
      : await sql<{ child: string; parent: string }>`
          select conrelid::regclass::text as child, confrelid::regclass::text as parent from pg_constraint
          where contype = 'f' and connamespace = current_schema()::regnamespace`.execute(db);
  const ordered: string[] = [];
  const visit = (table: string, seen: Set<string>) => {
    if (ordered.includes(table) || seen.has(table)) return;
    seen.add(table);
    for (const link of links.rows) if (link.child === table && link.parent !== table) visit(link.parent, seen);
    if (tables.includes(table)) ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

async function columnsOf(db: Db, table: string): Promise<readonly string[]> {
  const found = (await db.introspection.getTables()).find((candidate) => candidate.name === table);
  return found ? found.columns.map((column) => column.name) : [];
}

function cell(value: unknown, table: string): string | number | null {
  if (value === null || typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'bigint') return value.toString();
  throw new Error(`${table} holds a value this backup cannot write (${typeof value})`);
}

/** One table read in batches inside the snapshot, as JSON lines. */
async function dumpTable(db: Db, kind: Kind, table: string): Promise<TableDump> {
  const columns = await columnsOf(db, table);
  const chunks: Buffer[] = [Buffer.from(`${JSON.stringify(columns)}\n`)];
  const list = sql.join(columns.map(quoted));
  // A stable order within the snapshot: SQLite's rowid, PostgreSQL's row address.
  const order = kind === 'sqlite' ? sql`rowid` : sql`ctid`;
  let rows = 0;
  for (;;) {
    const batch = await sql<
      Record<string, unknown>
    >`select ${list} from ${quoted(table)} order by ${order} limit ${DUMP_BATCH} offset ${rows}`.execute(db);
    if (batch.rows.length === 0) break;
    chunks.push(Buffer.from(batch.rows.map((row) => `${JSON.stringify(columns.map((column) => cell(row[column], table)))}\n`).join('')));
    rows += batch.rows.length;
    if (batch.rows.length < DUMP_BATCH) break;
  }
  return { table, rows, chunks };
}

/**
 * Reads every application table in one snapshot: a REPEATABLE READ, read-only transaction on
 * PostgreSQL; on SQLite one read transaction (WAL lets writers go on, on their own connection,
 * while it reads a fixed state). `onTable` gets each table as it is read, parents first.
 */
export async function dumpDatabase(
  db: Kysely<DatabaseSchema>,
  kind: Kind,
  onTable: (dump: TableDump) => Promise<void>,
): Promise<DumpSummary> {
  const begin = kind === 'postgres' ? db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only') : db.transaction();
  return begin.execute(async (trx) => {
    const state = await migrationState<DatabaseSchema>(trx);
    if (state.isErr()) throw new Error(state.error.message);
    const migrations = state.value.applied;
    const tables: Record<string, number> = {};
    for (const table of await tablesInOrder(trx, kind)) {
      const dump = await dumpTable(trx, kind, table);
      tables[table] = dump.rows;
      await onTable(dump);
    }
    return { migrations, tables };
  });
}

/** One table's JSON lines, as a dump wrote them. */
export interface TableLines {
  readonly table: string;
  readonly bytes: Buffer;
}

function parseLines(bytes: Buffer, table: string): { columns: readonly string[]; rows: readonly (readonly unknown[])[] } {
  const lines = bytes
    .toString('utf8')
    .split('\n')
    .filter((line) => line !== '');
  const [header, ...rest] = lines;
  const columns = JSON.parse(header ?? '[]') as unknown;
  if (!Array.isArray(columns) || !columns.every((column) => typeof column === 'string')) throw new Error(`${table}: no column names`);
  return { columns, rows: rest.map((line) => JSON.parse(line) as readonly unknown[]) };
}

async function identityColumns(db: Db, kind: Kind): Promise<readonly { table: string; column: string }[]> {
  if (kind === 'sqlite') return [];
  const found = await sql<{ table: string; column: string }>`
    select table_name as "table", column_name as "column" from information_schema.columns
    where table_schema = current_schema() and is_identity = 'YES'`.execute(db);
  return found.rows;
}

/**
 * Loads dumped tables into a migrated database in one transaction: the rows the migrations put in
 * (the spec's events, the page texts) are removed first, then each table is inserted in the
 * order given (parents first), and PostgreSQL's identity sequences are moved past the rows loaded.
 * Answers the rows loaded per table.
 */
export async function loadDatabase(
  db: Kysely<DatabaseSchema>,
  kind: Kind,
  tables: AsyncIterable<TableLines>,
): Promise<Readonly<Record<string, number>>> {
  return db.transaction().execute(async (trx) => {
    const present = await tablesInOrder(trx, kind);
    for (const table of [...present].reverse()) await sql`delete from ${quoted(table)}`.execute(trx);
    const identities = await identityColumns(trx, kind);
    const loaded: Record<string, number> = {};
    for await (const { table, bytes } of tables) {
      if (!present.includes(table)) throw new Error(`The archive holds a table this version does not have: ${table}`);
      const { columns, rows } = parseLines(bytes, table);
      const override = identities.some((identity) => identity.table === table) ? sql`overriding system value` : sql``;
      const perInsert = Math.max(1, Math.floor(LOAD_VARIABLES / Math.max(1, columns.length)));
      for (let start = 0; start < rows.length; start += perInsert) {
        const values = rows.slice(start, start + perInsert).map((row) => sql`(${sql.join(row.map((value) => sql`${value}`))})`);
        await sql`insert into ${quoted(table)} (${sql.join(columns.map(quoted))}) ${override} values ${sql.join(values)}`.execute(trx);
      }
      loaded[table] = rows.length;
    }
    for (const { table, column } of identities) {
      await sql`select setval(pg_get_serial_sequence(${table}, ${column}), coalesce((select max(${quoted(column)}) from ${quoted(table)}), 0) + 1, false)`.execute(
        trx,
      );
    }
    return loaded;
  });
}
