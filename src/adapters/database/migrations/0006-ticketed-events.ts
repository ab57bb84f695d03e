import { sql, type Kysely, type Migration } from 'kysely';

// Migrations are history: never edit one that has shipped; add the next file instead.
// Ticketed events as data (issue 17): the events, their seat claims, the tickets issued and the
// waiting list; and the spec's four ticket pages stored as events.

/**
 * The spec's four events as they were when this migration was written (domain/spec-events.ts
 * then). Copied, not imported: a later edit of spec-events.ts must not change what this
 * migration stored.
 */
const SPEC_EVENTS = [
  {
    timeZone: 'America/New_York',
    image: null,
    status: 'published',
    sales: {
      opens: null,
      closes: null,
    },
    capacity: null,
    slug: 'spring-banquet-2022',
    name: 'Spring Banquet 2022',
    start: '2022-04-23T17:00',
    end: '2022-04-23T21:00',
    venue: 'Portsmouth, VA',
    description: 'Join fellow alumni, scholars and their families for an evening of dinner, fellowship and celebration.',
    ticketTypes: [
      {
        id: 'adults',
        name: 'Adults',
        description: 'Adult',
        price: 3800,
        memberPrice: null,
        capacity: null,
        perOrderMax: 500,
        fairMarketValue: 3800,
        asks: {
          holderName: false,
          question: null,
        },
        kind: 'ticket',
      },
      {
        id: 'children',
        name: 'Children',
        description: 'Child (9 and under)',
        price: 2000,
        memberPrice: null,
        capacity: null,
        perOrderMax: 500,
        fairMarketValue: 2000,
        asks: {
          holderName: false,
          question: null,
        },
        kind: 'ticket',
      },
    ],
    descriptionTemplate: 'Spring Banquet 2022 Tickets - Adults: {adults}, Children: {children}',
  },
  {
    timeZone: 'America/New_York',
    image: null,
    status: 'published',
    sales: {
      opens: null,
      closes: null,
    },
    capacity: null,
    slug: 'cookout-2022',
    name: 'Cookout 2022',
    start: '2022-08-13T12:00',
    end: '2022-08-13T16:00',
    venue: 'City Park',
    description: 'Join alumni, scholars and their families for an afternoon of food, games and fellowship at the chapter cookout.',
    ticketTypes: [
      {
        id: 'tickets',
        name: 'Tickets',
        description: 'Ticket',
        price: 2000,
        memberPrice: null,
        capacity: null,
        perOrderMax: 500,
        fairMarketValue: 2000,
        asks: {
          holderName: false,
          question: null,
        },
        kind: 'ticket',
      },
    ],
    descriptionTemplate: 'Cookout 2022 Tickets: {tickets}',
  },
  {
    timeZone: 'America/New_York',
    image: null,
    status: 'published',
    sales: {
      opens: null,
      closes: null,
    },
    capacity: null,
    slug: 'cookout-2024',
    name: 'Cookout 2024',
    start: '2024-08-17T12:00',
    end: '2024-08-17T16:00',
    venue: 'City Park',
    description: 'Join alumni, scholars and their families for an afternoon of food, games and fellowship at the 2024 chapter cookout.',
    ticketTypes: [
      {
        id: 'tickets',
        name: 'Tickets',
        description: 'Ticket',
        price: 2500,
        memberPrice: null,
        capacity: null,
        perOrderMax: 500,
        fairMarketValue: 2500,
        asks: {
          holderName: false,
          question: null,
        },
        kind: 'ticket',
      },
    ],
    descriptionTemplate: 'Cookout 2024 Tickets: {tickets}',
  },
  {
    timeZone: 'America/New_York',
    image: null,
    status: 'published',
    sales: {
      opens: null,
      closes: null,
    },
    capacity: null,
    slug: 'sponsor-cookout-2024',
    name: 'Sponsor Students for the Cookout 2024',
    start: '2024-08-17T12:00',
    end: '2024-08-17T16:00',
    venue: 'City Park',
    description: 'Give a current scholar a seat at the 2024 chapter cookout: each sponsorship pays for one student’s ticket.',
    ticketTypes: [
      {
        id: 'students',
        name: 'Students',
        description: 'A sponsored student',
        price: 2500,
        memberPrice: null,
        capacity: null,
        perOrderMax: 500,
        fairMarketValue: 0,
        asks: {
          holderName: false,
          question: null,
        },
        kind: 'sponsorship',
      },
    ],
    descriptionTemplate: 'Cookout 2024 Sponsored Student Tickets: {students}',
  },
] as const;

/** When the spec's events count as created (and last changed). */
const STORED_AT = '2026-01-01T00:00:00.000Z';

const TABLES = ['waiting_parties', 'issued_tickets', 'seat_claims', 'ticketed_events'];

/**
 * - `ticketed_events`: one row per event (slug, its address, is the key), the event's data as
 *   JSON; status and start as columns so the list is sorted and filtered by the database;
 *   `updated_at` is the version an edit names.
 * - `seat_claims`: one row per order (the key), its seats as JSON, held / sold / released; a
 *   hold's end in ms. Read per event and state.
 * - `issued_tickets`: one row per ticket (`<order id>-<n>`); lowercased copies of the holder,
 *   buyer and e-mail for the door's search; `voided` 0/1.
 * - `waiting_parties`: one row per party; a partial unique index keeps one place per address,
 *   event and type (`type_key`: '' for any type) among those waiting or offered.
 */
export const ticketedEventsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('ticketed_events')
      .addColumn('slug', 'text', (c) => c.notNull())
      .addColumn('event_json', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('start', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('ticketed_events_pkey', ['slug'])
      .addCheckConstraint('ticketed_events_status_check', sql`status in ('draft', 'published', 'salesClosed', 'cancelled')`)
      .execute();
    await db.schema.createIndex('ticketed_events_listing').on('ticketed_events').columns(['start', 'slug']).execute();
    await db.schema
      .createTable('seat_claims')
      .addColumn('order_id', 'text', (c) => c.notNull())
      .addColumn('event_slug', 'text', (c) => c.notNull())
      .addColumn('seats_json', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'bigint')
      .addPrimaryKeyConstraint('seat_claims_pkey', ['order_id'])
      .addForeignKeyConstraint('seat_claims_event_fkey', ['event_slug'], 'ticketed_events', ['slug'])
      .addCheckConstraint('seat_claims_state_check', sql`state in ('held', 'sold', 'released')`)
      .addCheckConstraint('seat_claims_expiry_check', sql`(state = 'held') = (expires_at is not null)`)
      .execute();
    await db.schema.createIndex('seat_claims_event').on('seat_claims').columns(['event_slug', 'state']).execute();
    await db.schema
      .createTable('issued_tickets')
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('order_id', 'text', (c) => c.notNull())
      .addColumn('event_slug', 'text', (c) => c.notNull())
      .addColumn('type_id', 'text', (c) => c.notNull())
      .addColumn('holder_name', 'text', (c) => c.notNull())
      .addColumn('answer', 'text', (c) => c.notNull())
      .addColumn('buyer_name', 'text', (c) => c.notNull())
      .addColumn('buyer_email', 'text', (c) => c.notNull())
      .addColumn('holder_key', 'text', (c) => c.notNull())
      .addColumn('buyer_key', 'text', (c) => c.notNull())
      .addColumn('email_key', 'text', (c) => c.notNull())
      .addColumn('issued_at', 'text', (c) => c.notNull())
      .addColumn('checked_in_at', 'text')
      .addColumn('voided', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('issued_tickets_pkey', ['id'])
      .addCheckConstraint('issued_tickets_voided_check', sql`voided in (0, 1)`)
      .execute();
    await db.schema.createIndex('issued_tickets_order').on('issued_tickets').columns(['order_id', 'id']).execute();
    // The attendee list (by buyer) and the door's search and counts, per event.
    await db.schema.createIndex('issued_tickets_event').on('issued_tickets').columns(['event_slug', 'buyer_name', 'id']).execute();
    await db.schema
      .createTable('waiting_parties')
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('event_slug', 'text', (c) => c.notNull())
      .addColumn('type_id', 'text')
      .addColumn('type_key', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('email_key', 'text', (c) => c.notNull())
      .addColumn('party_size', 'integer', (c) => c.notNull())
      .addColumn('joined_at', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('offer_id', 'text')
      .addColumn('offer_expires_at', 'bigint')
      .addPrimaryKeyConstraint('waiting_parties_pkey', ['id'])
      .addCheckConstraint('waiting_parties_state_check', sql`state in ('waiting', 'offered', 'claimed', 'expired', 'left')`)
      .addCheckConstraint('waiting_parties_size_check', sql`party_size > 0`)
      .execute();
    await db.schema.createIndex('waiting_parties_event').on('waiting_parties').columns(['event_slug', 'joined_at', 'id']).execute();
    // Both databases have partial indexes: the rule holds only among the places still held.
    await db.schema
      .createIndex('waiting_parties_one_place')
      .on('waiting_parties')
      .columns(['event_slug', 'type_key', 'email_key'])
      .unique()
      .where(sql.ref('state'), 'in', ['waiting', 'offered'])
      .execute();
    for (const event of SPEC_EVENTS) {
      await db
        .insertInto('ticketed_events' as never)
        .values({
          slug: event.slug,
          event_json: JSON.stringify(event),
          status: event.status,
          start: event.start,
          created_at: STORED_AT,
          updated_at: STORED_AT,
        } as never)
        .execute();
    }
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of TABLES) await db.schema.dropTable(table).execute();
  },
};
