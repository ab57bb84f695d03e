/**
 * The tables as Kysely sees them, identical on SQLite and PostgreSQL: money is integer cents,
 * timestamps are ISO-8601 text, JSON is text and flags are integers 0/1, so one set of
 * migrations and one set of queries serve both databases. Column names are snake_case; each
 * repository maps rows to the domain's records itself.
 */
import type { ColumnType, Generated } from 'kysely';
import type { IdentitySchema } from './identity-schema';

export interface MembersTable {
  readonly id: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string;
  /** `normalizeEmail(email)`, unique: the database refuses a second member with one e-mail. */
  readonly email_key: string;
  readonly address: string;
  readonly city: string;
  readonly state: string;
  readonly zipcode: string;
  readonly phone: string;
  readonly grad_year: string | null;
  readonly membership: string;
  readonly dues_pay_year: string | null;
  readonly created_at: string;
  readonly updated_at: string;
}

export interface EventsTable {
  readonly id: string;
  readonly event_name: string;
  /** `nameKey(event_name)`, unique. */
  readonly name_key: string;
  readonly event_desc: string;
  readonly event_date: string;
  readonly created_at: string;
  readonly updated_at: string;
}

export interface OfficersTable {
  readonly id: string;
  readonly name: string;
  /** `nameKey(name)`, unique. */
  readonly name_key: string;
  readonly position: string;
  readonly photo: string;
  readonly summary: string;
  readonly created_at: string;
  readonly updated_at: string;
}

export interface NewsPostsTable {
  readonly id: string;
  readonly title: string;
  /** `nameKey(title)`, unique. */
  readonly name_key: string;
  /** ISO `yyyy-mm-dd`. */
  readonly post_date: string;
  readonly summary: string;
  /** Markdown. */
  readonly text: string;
  readonly created_at: string;
  readonly updated_at: string;
}

export interface CommitteesTable {
  readonly id: string;
  readonly name: string;
  /** `nameKey(name)`, unique. */
  readonly name_key: string;
  readonly chair: string;
  /** Markdown. */
  readonly purpose: string;
  /** Markdown. */
  readonly how_to_join: string;
  readonly created_at: string;
  readonly updated_at: string;
}

export interface OrdersTable {
  readonly id: string;
  /** The domain `Order` as JSON. */
  readonly order_json: string;
  readonly amount: number;
  readonly currency: string;
  readonly description: string;
  readonly contact_first_name: string;
  readonly contact_last_name: string;
  readonly contact_email: string;
  /** The `MemberApplication` as JSON, or null. */
  readonly application_json: string | null;
  readonly member_id: string | null;
  readonly idempotency_key: string;
  /** Unique when set: one order per processor payment. */
  readonly payment_id: string | null;
  readonly status: string;
  readonly note: string | null;
  readonly created_at: string;
  readonly paid_at: string | null;
  readonly fulfilled_at: string | null;
  /** When the order was refunded (0007), or null. */
  readonly refunded_at: string | null;
  /** How the money came (0012): 'card' online, or an offline method (domain/ledger.ts). */
  readonly method: string;
  /** An offline payment's reference, day received (YYYY-MM-DD) and recording officer's e-mail; null online. */
  readonly reference: string | null;
  readonly received_on: string | null;
  readonly recorded_by: string | null;
  /** The ledger's category of the order (domain/ledger.ts `ledgerCategory`), kept for filtering and totals. */
  readonly category_group: string;
  readonly category_detail: string;
  /** The cents the officers' refunds gave back so far (0013); 0 until one does. */
  readonly refunded_amount: ColumnType<number, number | undefined, number>;
}

/** One row per fulfilled order: the primary key makes a second fulfilment impossible. */
interface FulfilmentsTable {
  readonly order_id: string;
  readonly fulfilled_at: string;
}

/** Processor (webhook) events already handled, for deduplication. */
interface PaymentEventsTable {
  readonly event_id: string;
  readonly received_at: string;
  /** The order it was about, the processor's kind of event and what settling it came to (0012); null before, or for no order of ours. */
  readonly order_id?: string | null;
  readonly kind?: string | null;
  readonly outcome?: string | null;
}

/** Metadata of a stored file, written only once the file itself is completely stored. */
export interface DocumentsTable {
  readonly key: string;
  readonly folder: string;
  readonly name: string;
  readonly size: number;
  readonly content_type: string;
  readonly uploaded_at: string;
}

/** The built-in card simulator's payment intents, so a restart loses none. */
export interface SimulatedPaymentsTable {
  readonly id: string;
  readonly client_secret: string;
  readonly amount: number;
  readonly currency: string;
  readonly description: string;
  readonly receipt_email: string | null;
  /** `Record<string, string>` as JSON. */
  readonly metadata_json: string;
  readonly status: string;
  /** `{ code, message }` as JSON, or null. */
  readonly last_error_json: string | null;
  readonly idempotency_key: string;
  /** A digest of the creating request's parameters: the same key with other parameters is a conflict. */
  readonly request_fingerprint: string;
  readonly created_at: string;
}

/** The card simulator's refunds of its intents (`payment_id`), one per idempotency key. */
export interface SimulatedRefundsTable {
  readonly id: string;
  readonly payment_id: string;
  readonly amount: number;
  readonly reason: string;
  readonly idempotency_key: string;
  /** A digest of the request's parameters: the same key with other parameters is a conflict. */
  readonly request_fingerprint: string;
  readonly created_at: string;
}

/** An officer's refund of an online payment (0013), one per refund at the processor. */
export interface RefundsTable {
  /** The processor's refund id. */
  readonly id: string;
  readonly order_id: string;
  readonly amount: number;
  readonly reason: string;
  readonly refunded_by: string;
  readonly refunded_at: string;
  /** 1 when the officer asked for the order's effect to be undone. */
  readonly undo: number;
}

/** A page text an administrator changed (the others keep the words in domain/site-texts.ts). */
export interface SiteTextsTable {
  readonly key: string;
  /** The Markdown (or address) as written. */
  readonly text: string;
  /** The sanitised HTML rendered from it. */
  readonly html: string;
  readonly updated_by: string;
  readonly updated_at: string;
}

/** A ticketed event (issue 17): its data as JSON, with the columns it is listed by. */
export interface TicketedEventsTable {
  readonly slug: string;
  /** The domain `TicketedEvent` as JSON. */
  readonly event_json: string;
  readonly status: string;
  /** The event's local start (`YYYY-MM-DDTHH:MM`), so the list sorts by it. */
  readonly start: string;
  readonly created_at: string;
  /** The version an edit names: changes with every save. */
  readonly updated_at: string;
}

/**
 * Milliseconds since the epoch, or null: a bigint column, which node-postgres reads back as text (int8
 * can exceed a JavaScript number; these never do), SQLite as a number.
 */
type InstantOrNull = ColumnType<number | string | null, number | null, number | null>;

/** One order's seats in one event: held, sold or released. */
export interface SeatClaimsTable {
  readonly order_id: string;
  readonly event_slug: string;
  /** `TicketCounts` as JSON. */
  readonly seats_json: string;
  readonly state: string;
  /** When a hold lapses, or null. */
  readonly expires_at: InstantOrNull;
}

/** The tickets of paid orders, and who came in. */
export interface IssuedTicketsTable {
  readonly id: string;
  readonly order_id: string;
  readonly event_slug: string;
  readonly type_id: string;
  readonly holder_name: string;
  readonly answer: string;
  readonly buyer_name: string;
  readonly buyer_email: string;
  /** The three fields above lowercased as JavaScript does it, for the door's search (SQL's lower() folds only ASCII). */
  readonly holder_key: string;
  readonly buyer_key: string;
  readonly email_key: string;
  readonly issued_at: string;
  readonly checked_in_at: string | null;
  /** 0 or 1. */
  readonly voided: number;
}

/** Parties waiting for seats of an event. */
export interface WaitingPartiesTable {
  readonly id: string;
  readonly event_slug: string;
  /** The type waited for, or null for any. */
  readonly type_id: string | null;
  /** `type_id`, or '' for any: unique rules see no NULL. */
  readonly type_key: string;
  readonly name: string;
  readonly email: string;
  /** The e-mail trimmed and lowercased: one place per address, event and type while waiting or offered. */
  readonly email_key: string;
  readonly party_size: number;
  readonly joined_at: string;
  readonly state: string;
  readonly offer_id: string | null;
  readonly offer_expires_at: InstantOrNull;
}

/** A named secret every process sharing the database signs with (sql-signing-keys.ts). */
interface SigningKeysTable {
  readonly name: string;
  /** base64url. */
  readonly secret: string;
  readonly created_at: string;
}

/** One officer write (domain/audit.ts), appended in the transaction of the change (audit-rows.ts). */
interface AuditLogTable {
  readonly seq: Generated<number>;
  readonly at: string;
  readonly actor: string;
  readonly action: string;
  readonly subject_kind: string;
  readonly subject_id: string;
  readonly before_json: string | null;
  readonly after_json: string | null;
  readonly reason: string | null;
  /** 1 once a deleted member's personal data was taken out of the entry (0021); the only change the database allows. */
  readonly redacted: ColumnType<number, number | undefined, number>;
}

/** An officer's role given to an account until a term end date (domain/officer-roles.ts, migration 0010). */
export interface RoleGrantsTable {
  readonly id: string;
  readonly email: string;
  readonly role: string;
  readonly event: string | null;
  readonly ends_on: string;
  readonly granted_by: string;
  readonly granted_at: string;
  readonly revoked_at: string | null;
  readonly revoked_by: string | null;
}

/** The dues reminders' schedule, one row (migration 0017). */
interface DuesReminderSettingsTable {
  readonly id: string;
  /** 0 or 1. */
  readonly enabled: number;
  /** The offsets in days as a JSON array of integers. */
  readonly offsets_json: string;
  readonly updated_by: string;
  readonly updated_at: string;
}

/** The chapter's settings for receipts (issue 20): one row, `id` 'chapter'. */
interface ChapterSettingsTable {
  readonly id: string;
  readonly legal_name: string;
  /** The postal address's lines as a JSON array of strings. */
  readonly address_json: string;
  readonly tax_id: string;
  /** 0 or 1. */
  readonly deductible: number;
  readonly fiscal_year_start_month: number;
  readonly updated_by: string;
  readonly updated_at: string;
}

/** A run of the dues reminders: `run_by` null for the schedule's, the officer's e-mail for 'Send now'. */
interface DuesReminderRunsTable {
  readonly id: string;
  readonly year: number;
  readonly offset_days: number;
  readonly ran_at: string;
  readonly mailed: number;
  readonly run_by: string | null;
}

/** A 'Send all' of a year's giving statements (0020). */
interface GivingStatementRunsTable {
  readonly id: string;
  readonly year: number;
  readonly start_month: number;
  readonly ran_at: string;
  readonly run_by: string;
  readonly donors: number;
  readonly queued: number;
  readonly already_queued: number;
}

/** A dues reminder sent: one per member, dues year and offset. */
interface DuesRemindersSentTable {
  readonly member_id: string;
  readonly year: number;
  readonly offset_days: number;
  readonly sent_at: string;
}

/** A mail of the durable queue, one per key and recipient (0016). */
export interface MailQueueTable {
  readonly id: string;
  readonly key: string;
  readonly recipient: string;
  readonly subject: string;
  /** The Mail as JSON, attachments' bytes in base64. */
  readonly mail_json: string;
  readonly list: string | null;
  readonly status: string;
  readonly attempts: ColumnType<number, number | undefined, number>;
  readonly next_attempt_at: string;
  readonly lease: string | null;
  readonly claimed_until: string | null;
  readonly last_error: string | null;
  readonly queued_at: string;
  readonly sent_at: string | null;
}

/** A scheduled job's run in one slot (0016): the primary key (job, slot) lets one process run it. */
interface JobRunsTable {
  readonly job: string;
  readonly slot: string;
  readonly state: string;
  readonly summary: string | null;
  readonly started_at: string;
  readonly finished_at: string | null;
}

/** An address that left a mailing list (migration 0018). */
interface MailListDeparturesTable {
  readonly email: string;
  readonly list: string;
  readonly left_at: string;
}

/** An officers' message to members (domain/member-email.ts, migration 0018). */
export interface CampaignsTable {
  readonly id: string;
  readonly subject: string;
  readonly body: string;
  readonly segment_json: string;
  readonly author: string;
  readonly state: string;
  readonly created_at: string;
  readonly updated_at: string;
  readonly sent_at: string | null;
  readonly recipients: number;
  readonly queued: number;
}

/** A member's directory profile (domain/directory.ts, migration 0022): their own fields and, per field, 0 hidden or 1 shown. */
export interface DirectoryProfilesTable {
  readonly member_id: string;
  readonly employer: string;
  readonly job_title: string;
  readonly website: string;
  readonly bio: string;
  readonly updated_at: string;
  readonly show_name: number;
  readonly show_grad_year: number;
  readonly show_location: number;
  readonly show_email: number;
  readonly show_phone: number;
  readonly show_employer: number;
  readonly show_job_title: number;
  readonly show_website: number;
  readonly show_bio: number;
}

/** Every table of the application, for `Kysely<DatabaseSchema>`. */
/** One backup (migration 0023): `ok` is 1 or 0; `archive` the file name, `bytes` its size. */
interface BackupRunsTable {
  readonly id: string;
  readonly started_at: string;
  readonly finished_at: string | null;
  readonly ok: number;
  readonly archive: string | null;
  readonly bytes: number | string | null;
  readonly error: string | null;
}

export interface DatabaseSchema extends IdentitySchema {
  readonly members: MembersTable;
  readonly events: EventsTable;
  readonly officers: OfficersTable;
  readonly news_posts: NewsPostsTable;
  readonly committees: CommitteesTable;
  readonly orders: OrdersTable;
  readonly fulfilments: FulfilmentsTable;
  readonly payment_events: PaymentEventsTable;
  readonly documents: DocumentsTable;
  readonly simulated_payments: SimulatedPaymentsTable;
  readonly simulated_refunds: SimulatedRefundsTable;
  readonly refunds: RefundsTable;
  readonly site_texts: SiteTextsTable;
  readonly ticketed_events: TicketedEventsTable;
  readonly seat_claims: SeatClaimsTable;
  readonly issued_tickets: IssuedTicketsTable;
  readonly waiting_parties: WaitingPartiesTable;
  readonly signing_keys: SigningKeysTable;
  readonly audit_log: AuditLogTable;
  readonly role_grants: RoleGrantsTable;
  readonly dues_reminder_settings: DuesReminderSettingsTable;
  readonly dues_reminder_runs: DuesReminderRunsTable;
  readonly dues_reminders_sent: DuesRemindersSentTable;
  readonly mail_queue: MailQueueTable;
  readonly job_runs: JobRunsTable;
  readonly mail_list_departures: MailListDeparturesTable;
  readonly campaigns: CampaignsTable;
  readonly giving_statement_runs: GivingStatementRunsTable;
  readonly directory_profiles: DirectoryProfilesTable;
  readonly chapter_settings: ChapterSettingsTable;
  readonly backup_runs: BackupRunsTable;
}
