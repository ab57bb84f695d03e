import type { WithheldColumn } from '../../application/ports/own-data.port';

/**
 * Every table of the database, sorted in two: those that may hold rows about a person (read by
 * 'Download my data' and cleared by 'Delete my account', `sql-own-data.ts`) and those that hold no
 * personal data, each with why. test/adapters/database/own-data-tables.test.ts fails when a table
 * exists that is in neither list, so a new table is sorted when it is made.
 */
export const PERSONAL_TABLES = [
  'accounts',
  'members',
  'orders',
  'refunds',
  'simulated_payments',
  'issued_tickets',
  'waiting_parties',
  'mail_queue',
  'mail_list_departures',
  'dues_reminders_sent',
  'role_grants',
  'audit_log',
  'access_tokens',
  'refresh_tokens',
  'one_time_codes',
  'sign_in_challenges',
  'sign_in_failures',
  'identity_counters',
  'directory_profiles',
  // Rows the person wrote as an officer: their e-mail names the writer.
  'site_texts',
  'dues_reminder_settings',
  'dues_reminder_runs',
  'campaigns',
  'chapter_settings',
  'giving_statement_runs',
] as const;

export type PersonalTable = (typeof PERSONAL_TABLES)[number];

export const NO_PERSONAL_DATA_TABLES: Readonly<Record<string, string>> = {
  events: "the chapter's events listing, written by administrators",
  officers: 'the board listing (names the chapter publishes), written by administrators',
  news_posts: "the chapter's news, written by administrators",
  committees: "the chapter's committees, written by administrators",
  documents: 'stored files: folder, name, size and time, with no uploader',
  fulfilments: 'which order was fulfilled when',
  payment_events: "the processor's event ids already handled, with their order and outcome",
  simulated_refunds: "the card simulator's refunds: payment id, amount, reason code",
  seat_claims: "an order's seats: counts and state",
  ticketed_events: "the chapter's ticketed events",
  signing_keys: 'the keys links are signed with',
  job_runs: "the scheduled jobs' runs and their counts",
  backup_runs: "the backups' runs: times, archive names, sizes and failures",
  kysely_migration: 'the migrations applied',
  kysely_migration_lock: 'the migrations lock',
};

/** The columns 'Download my data' never gives, even to their owner: secrets, hashes and codes. */
export const WITHHELD_COLUMNS: readonly WithheldColumn[] = [
  { table: 'accounts', column: 'password_hash', why: 'the password, stored only as a hash' },
  { table: 'accounts', column: 'totp_secret', why: "the authenticator app's secret key" },
  { table: 'accounts', column: 'totp_pending_secret', why: "an authenticator app's secret key being set up" },
  { table: 'one_time_codes', column: 'code_hash', why: 'an e-mailed code, stored only as a hash' },
  { table: 'one_time_codes', column: 'bound_password_hash', why: 'a password, stored only as a hash' },
  { table: 'access_tokens', column: 'token_hash', why: 'a session key, stored only as a hash' },
  { table: 'refresh_tokens', column: 'token_hash', why: 'a session key, stored only as a hash' },
  { table: 'sign_in_challenges', column: 'handle_hash', why: 'a pending sign-in key, stored only as a hash' },
  { table: 'simulated_payments', column: 'client_secret', why: "the payment's secret" },
  {
    table: 'mail_queue',
    column: 'mail_json',
    why: "the mail's text, which may carry codes and signed links (its subject and status are given)",
  },
];

/** A row without its withheld columns. */
export function withoutWithheld(table: string, row: Readonly<Record<string, unknown>>): Readonly<Record<string, unknown>> {
  const hidden = new Set(WITHHELD_COLUMNS.filter((column) => column.table === table).map((column) => column.column));
  return Object.fromEntries(Object.entries(row).filter(([column]) => !hidden.has(column)));
}
