import { ResultAsync } from 'neverthrow';

/** What every store answers when the database cannot serve (the server turns it into a 503). */
export type DatabaseUnavailable = { readonly type: 'Unavailable'; readonly message: string };

const DATABASE_UNAVAILABLE: DatabaseUnavailable = {
  type: 'Unavailable',
  message: 'The database is unavailable. Please try again shortly.',
};

/**
 * PostgreSQL names the violated constraint; SQLite names `table.column`. Both become
 * `table.column` here. The names are the ones the migrations give.
 */
const POSTGRES_UNIQUE_CONSTRAINTS: Readonly<Record<string, string>> = {
  members_pkey: 'members.id',
  members_email_key_unique: 'members.email_key',
  events_pkey: 'events.id',
  events_name_key_unique: 'events.name_key',
  officers_pkey: 'officers.id',
  officers_name_key_unique: 'officers.name_key',
  news_posts_pkey: 'news_posts.id',
  news_posts_name_key_unique: 'news_posts.name_key',
  committees_pkey: 'committees.id',
  committees_name_key_unique: 'committees.name_key',
  orders_pkey: 'orders.id',
  orders_idempotency_key_unique: 'orders.idempotency_key',
  orders_payment_id_unique: 'orders.payment_id',
  fulfilments_pkey: 'fulfilments.order_id',
  payment_events_pkey: 'payment_events.event_id',
  documents_pkey: 'documents.key',
  simulated_payments_pkey: 'simulated_payments.id',
  simulated_payments_idempotency_key_unique: 'simulated_payments.idempotency_key',
  simulated_refunds_pkey: 'simulated_refunds.id',
  simulated_refunds_idempotency_key_unique: 'simulated_refunds.idempotency_key',
  accounts_pkey: 'accounts.id',
  accounts_email_unique: 'accounts.email',
  ticketed_events_pkey: 'ticketed_events.slug',
  seat_claims_pkey: 'seat_claims.order_id',
  issued_tickets_pkey: 'issued_tickets.id',
  waiting_parties_pkey: 'waiting_parties.id',
  role_grants_pkey: 'role_grants.id',
  // SQLite names a unique index's first column.
  waiting_parties_one_place: 'waiting_parties.event_slug',
};

const SQLITE_UNIQUE_CODES = new Set(['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY']);

function field(error: unknown, name: string): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const value = (error as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

/** The `table.column` of the unique constraint a failed statement violated, or null for any other failure. */
export function violatedUniqueKey(error: unknown): string | null {
  const code = field(error, 'code');
  if (code === '23505') return POSTGRES_UNIQUE_CONSTRAINTS[field(error, 'constraint') ?? ''] ?? 'unknown';
  if (code !== undefined && SQLITE_UNIQUE_CODES.has(code)) {
    return /constraint failed: ([\w.]+)/i.exec(field(error, 'message') ?? '')?.[1] ?? 'unknown';
  }
  return null;
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
const CONNECTION_MESSAGES =
  /connection terminated|timeout exceeded when trying to connect|not queryable|connection is not open|has already been destroyed/i;

/**
 * Whether a failure is the database being out of reach rather than a fault in a statement:
 * the network, PostgreSQL shutting down or refusing (SQLSTATE classes 08, 53, 57P), a
 * serialization conflict worth retrying (40), SQLite busy, locked, out of disk or closed.
 */
export function isConnectionFailure(error: unknown): boolean {
  const code = field(error, 'code') ?? '';
  if (NETWORK_CODES.has(code) || /^(08|53|57P|40)/.test(code)) return true;
  if (/^SQLITE_(BUSY|LOCKED|IOERR|FULL|CANTOPEN|READONLY|NOMEM)/.test(code)) return true;
  return CONNECTION_MESSAGES.test(field(error, 'message') ?? '');
}

/** Answers Unavailable for any failure; one that is not about the connection is logged, since it is a bug. */
function unavailableAfter(error: unknown): DatabaseUnavailable {
  if (!isConnectionFailure(error)) {
    console.error('Unexpected database error:', field(error, 'code') ?? '', field(error, 'message') ?? String(error));
  }
  return DATABASE_UNAVAILABLE;
}

/**
 * Runs a query so that no driver error crosses a port: a unique violation becomes what
 * `duplicate` makes of its `table.column` (when it makes something), any other failure Unavailable.
 */
export function attempt<T, E = never>(
  query: () => Promise<T>,
  duplicate: (key: string) => E | null = () => null,
): ResultAsync<T, E | DatabaseUnavailable> {
  return ResultAsync.fromPromise(Promise.resolve().then(query), (error) => {
    const key = violatedUniqueKey(error);
    return (key === null ? null : duplicate(key)) ?? unavailableAfter(error);
  });
}
