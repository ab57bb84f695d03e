import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../src/adapters/database/schema';

/** A person whose every value is found nowhere else, so a scan of the database can look for each. */
export interface Person {
  readonly accountId: string;
  readonly memberId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string;
  readonly address: string;
  readonly city: string;
  readonly zipcode: string;
}

export const ZELIE: Person = {
  accountId: 'acct-zelie',
  memberId: '700001',
  firstName: 'Zelinda',
  lastName: 'Quorthwaite',
  email: 'Zelinda.Q@example.org',
  phone: '7575559876',
  address: '44 Brackwater Lane',
  city: 'Vexhollow',
  zipcode: '98765',
};

export const OTTO: Person = {
  accountId: 'acct-otto',
  memberId: '700002',
  firstName: 'Ottokar',
  lastName: 'Brindlemere',
  email: 'ottokar@example.org',
  phone: '7575551234',
  address: '9 Elm Court',
  city: 'Norfolk',
  zipcode: '23504',
};

/** Her values the scan looks for (case-insensitively), after her deletion. */
export function personalValuesOf(person: Person): readonly string[] {
  return [person.firstName, person.lastName, person.email, person.phone, person.address, person.city, person.zipcode];
}

const AT = '2026-03-01T12:00:00.000Z';
const LATER = '2099-01-01T00:00:00.000Z';

async function member(db: Kysely<DatabaseSchema>, p: Person): Promise<void> {
  await db
    .insertInto('members')
    .values({
      id: p.memberId,
      first_name: p.firstName,
      last_name: p.lastName,
      email: p.email,
      email_key: p.email.toLowerCase(),
      address: p.address,
      city: p.city,
      state: 'VA',
      zipcode: p.zipcode,
      phone: p.phone,
      grad_year: '2004',
      membership: 'Annual Membership',
      dues_pay_year: '2026',
      created_at: AT,
      updated_at: AT,
    })
    .execute();
  await db
    .insertInto('accounts')
    .values({
      id: p.accountId,
      email: p.email.toLowerCase(),
      password_hash: `hash-of-${p.accountId}`,
      status: 'CONFIRMED',
      temporary_password_expires_at: null,
      totp_secret: `TOTPSECRET${p.accountId}`,
      totp_pending_secret: null,
      totp_enabled: 1,
      email_mfa_enabled: 0,
      preferred_mfa: 'TOTP',
      totp_last_step: null,
      disabled: 0,
      created_at: AT,
    })
    .execute();
  for (const n of [1, 2]) {
    await db
      .insertInto('access_tokens')
      .values({
        token_hash: `access-${p.accountId}-${n}`,
        account_id: p.accountId,
        family_id: `family-${n}`,
        expires_at: LATER,
        revoked: 0,
        created_at: AT,
      })
      .execute();
    await db
      .insertInto('refresh_tokens')
      .values({
        token_hash: `refresh-${p.accountId}-${n}`,
        account_id: p.accountId,
        family_id: `family-${n}`,
        expires_at: LATER,
        state: 'active',
        created_at: AT,
      })
      .execute();
  }
  await db
    .insertInto('one_time_codes')
    .values({
      account_id: p.accountId,
      purpose: 'reset',
      code_hash: `code-${p.accountId}`,
      expires_at: LATER,
      attempts: 0,
      used: 0,
      created_at: AT,
      bound_password_hash: null,
    })
    .execute();
  await db
    .insertInto('sign_in_challenges')
    .values({
      handle_hash: `challenge-${p.accountId}`,
      account_id: p.accountId,
      kind: 'SOFTWARE_TOKEN_MFA',
      expires_at: LATER,
      attempts: 0,
    })
    .execute();
  await db
    .insertInto('sign_in_failures')
    .values({ throttle_key: `${p.email.toLowerCase()}\n10.0.0.1`, failure_count: 1, last_failed_at: AT, first_failed_at: AT })
    .execute();
  await db
    .insertInto('identity_counters')
    .values([
      { counter_key: `codes-sent/reset/${p.email.toLowerCase()}`, window_started_at: AT, attempt_count: 1 },
      { counter_key: `wrong-mfa/${p.accountId}`, window_started_at: AT, attempt_count: 1 },
    ])
    .execute();
}

function orderRow(p: Person, id: string, amount: number, extra: Partial<Record<string, unknown>> = {}) {
  return {
    id,
    order_json: JSON.stringify({ item: 'donation', amount, donationType: 'General' }),
    amount,
    currency: 'usd',
    description: 'Donation - General',
    contact_first_name: p.firstName,
    contact_last_name: p.lastName,
    contact_email: p.email,
    application_json: null,
    member_id: p.memberId,
    idempotency_key: `key-${id}`,
    payment_id: `pi_${id}`,
    status: 'fulfilled',
    note: null,
    created_at: AT,
    paid_at: AT,
    fulfilled_at: AT,
    refunded_at: null,
    method: 'card',
    reference: null,
    received_on: null,
    recorded_by: null,
    category_group: 'donations',
    category_detail: 'General',
    refunded_amount: 0,
    ...extra,
  };
}

/** Orders, a refund, the simulator's payment, tickets and a waiting place, with her as buyer and holder. */
async function orders(db: Kysely<DatabaseSchema>, p: Person): Promise<void> {
  const application = {
    firstName: p.firstName,
    lastName: p.lastName,
    email: p.email,
    phone: p.phone,
    address: p.address,
    city: p.city,
    state: 'VA',
    zipcode: p.zipcode,
    gradYear: '2004',
  };
  const tickets = {
    item: 'event-tickets',
    event: 'gala',
    counts: { adult: 2 },
    answers: {
      adult: [
        { holderName: `${p.firstName} ${p.lastName}`, answer: 'Vegetarian' },
        { holderName: 'Guest One', answer: '' },
      ],
    },
    sponsoredNames: '',
  };
  await db
    .insertInto('orders')
    .values([
      orderRow(p, `${p.memberId}-m`, 5000, {
        order_json: JSON.stringify({ item: 'membership', membership: 'Annual Membership' }),
        description: 'Membership - Annual Membership',
        application_json: JSON.stringify(application),
        category_group: 'dues',
        category_detail: 'Annual Membership',
      }),
      orderRow(p, `${p.memberId}-d`, 2500, {
        member_id: null,
        contact_email: p.email.toUpperCase(),
        refunded_amount: 1000,
        note: `Call ${p.firstName} first`,
      }),
      orderRow(p, `${p.memberId}-t`, 7600, {
        order_json: JSON.stringify(tickets),
        description: 'Gala Tickets - Adult: 2',
        category_group: 'events',
        category_detail: 'gala',
      }),
    ])
    .execute();
  await db
    .insertInto('refunds')
    .values({
      id: `re_${p.memberId}`,
      order_id: `${p.memberId}-d`,
      amount: 1000,
      reason: `${p.firstName} ${p.lastName} asked`,
      refunded_by: 'chair@example.org',
      refunded_at: AT,
      undo: 0,
    })
    .execute();
  await db
    .insertInto('simulated_payments')
    .values({
      id: `pi_${p.memberId}-d`,
      client_secret: `pi_${p.memberId}-d_secret`,
      amount: 2500,
      currency: 'usd',
      description: 'Donation - General',
      receipt_email: p.email,
      metadata_json: JSON.stringify({ orderId: `${p.memberId}-d`, email: p.email }),
      status: 'succeeded',
      last_error_json: null,
      idempotency_key: `sim-${p.memberId}`,
      request_fingerprint: 'fp',
      created_at: AT,
    })
    .execute();
  const full = `${p.firstName} ${p.lastName}`;
  await db
    .insertInto('issued_tickets')
    .values(
      [full, 'Guest One'].map((holder, n) => ({
        id: `${p.memberId}-t-${n + 1}`,
        order_id: `${p.memberId}-t`,
        event_slug: 'gala',
        type_id: 'adult',
        holder_name: holder,
        answer: n === 0 ? 'Vegetarian' : '',
        buyer_name: full,
        buyer_email: p.email,
        holder_key: holder.toLowerCase(),
        buyer_key: full.toLowerCase(),
        email_key: p.email.toLowerCase(),
        issued_at: AT,
        checked_in_at: null,
        voided: 0,
      })),
    )
    .execute();
  await db
    .insertInto('waiting_parties')
    .values({
      id: `wait-${p.memberId}`,
      event_slug: 'gala',
      type_id: null,
      type_key: '',
      name: full,
      email: p.email,
      email_key: p.email.toLowerCase(),
      party_size: 2,
      joined_at: AT,
      state: 'waiting',
      offer_id: null,
      offer_expires_at: null,
    })
    .execute();
}

/** Mail to her (one sent, one still queued), the lists she left, the reminders she was sent. */
async function mail(db: Kysely<DatabaseSchema>, p: Person): Promise<void> {
  const row = (id: string, status: string, subject: string) => ({
    id,
    key: `key-${id}`,
    recipient: p.email,
    subject,
    mail_json: JSON.stringify({ to: p.email, subject, text: `Dear ${p.firstName}, your code is 123456. ${p.address}` }),
    list: null,
    status,
    attempts: 1,
    next_attempt_at: AT,
    lease: null,
    claimed_until: null,
    last_error: null,
    queued_at: AT,
    sent_at: status === 'sent' ? AT : null,
  });
  await db
    .insertInto('mail_queue')
    .values([
      row(`${p.memberId}-mail-1`, 'sent', `Your receipt, ${p.firstName} ${p.lastName}`),
      row(`${p.memberId}-mail-2`, 'queued', 'Dues reminder'),
    ])
    .execute();
  await db.insertInto('mail_list_departures').values({ email: p.email.toLowerCase(), list: 'newsletters', left_at: AT }).execute();
  await db.insertInto('dues_reminders_sent').values({ member_id: p.memberId, year: 2026, offset_days: 0, sent_at: AT }).execute();
}

/** She is the treasurer: a grant, and what she wrote as one (an offline payment of his, page text, reminders, a campaign). */
export async function officerWork(db: Kysely<DatabaseSchema>, officer: Person, other: Person): Promise<void> {
  const key = officer.email.toLowerCase();
  await db
    .insertInto('role_grants')
    .values({
      id: `grant-${officer.memberId}`,
      email: key,
      role: 'treasurer',
      event: null,
      ends_on: '2099-12-31',
      granted_by: 'chair@example.org',
      granted_at: AT,
      revoked_at: null,
      revoked_by: null,
    })
    .execute();
  await db
    .insertInto('orders')
    .values(
      orderRow(other, `${other.memberId}-cheque`, 4000, {
        method: 'check',
        reference: '1001',
        received_on: '2026-03-01',
        recorded_by: key,
        payment_id: null,
      }),
    )
    .execute();
  await db
    .insertInto('site_texts')
    .values({ key: 'home.welcome', text: 'Welcome', html: '<p>Welcome</p>', updated_by: key, updated_at: AT })
    .execute();
  await db
    .insertInto('dues_reminder_settings')
    .values({ id: 'settings', enabled: 1, offsets_json: '[0]', updated_by: key, updated_at: AT })
    .execute();
  await db
    .insertInto('dues_reminder_runs')
    .values({ id: 'run-1', year: 2026, offset_days: 0, ran_at: AT, mailed: 3, run_by: key })
    .execute();
  await db
    .insertInto('campaigns')
    .values({
      id: 'campaign-1',
      subject: 'Spring news',
      body: 'Hello all',
      segment_json: '{}',
      author: key,
      state: 'sent',
      created_at: AT,
      updated_at: AT,
      sent_at: AT,
      recipients: 3,
      queued: 3,
    })
    .execute();
  await db
    .insertInto('chapter_settings')
    .values({
      id: 'chapter',
      legal_name: 'Example Alumni Chapter',
      address_json: JSON.stringify(['1 College Ave']),
      tax_id: '12-3456789',
      deductible: 1,
      fiscal_year_start_month: 1,
      updated_by: key,
      updated_at: AT,
    })
    .execute();
  await db
    .insertInto('giving_statement_runs')
    .values({ id: 'giving-run-1', year: 2025, start_month: 1, ran_at: AT, run_by: key, donors: 2, queued: 2, already_queued: 0 })
    .execute();
  await db
    .insertInto('audit_log')
    .values([
      {
        at: AT,
        actor: 'chair@example.org',
        action: 'updateAnyMember',
        subject_kind: 'member',
        subject_id: officer.memberId,
        before_json: JSON.stringify({ city: 'Oldtown', phone: officer.phone }),
        after_json: JSON.stringify({ city: officer.city, address: officer.address, firstName: officer.firstName }),
        reason: `${officer.firstName} moved`,
      },
      {
        at: AT,
        actor: key,
        action: 'recordOfflinePayment',
        subject_kind: 'order',
        subject_id: `${other.memberId}-cheque`,
        before_json: null,
        after_json: JSON.stringify({ amount: 4000, contact: { firstName: other.firstName, lastName: other.lastName, email: other.email } }),
        reason: null,
      },
      {
        at: AT,
        actor: 'chair@example.org',
        action: 'grantRole',
        subject_kind: 'role',
        subject_id: `grant-${officer.memberId}`,
        before_json: null,
        after_json: JSON.stringify({ email: key, role: 'treasurer' }),
        reason: null,
      },
    ])
    .execute();
}

/** Her directory profile, whose bio names her city and street. */
async function directoryProfile(db: Kysely<DatabaseSchema>, p: Person): Promise<void> {
  await db
    .insertInto('directory_profiles')
    .values({
      member_id: p.memberId,
      employer: 'Harbour Works',
      job_title: 'Engineer',
      website: 'https://example.org/profile',
      bio: `${p.firstName} lives at ${p.address}, ${p.city}.`,
      updated_at: AT,
      show_name: 1,
      show_grad_year: 0,
      show_location: 1,
      show_email: 0,
      show_phone: 0,
      show_employer: 1,
      show_job_title: 1,
      show_website: 0,
      show_bio: 1,
    })
    .execute();
}

/** Everything about one person: record, account and sessions, orders and tickets, mail. */
export async function seedPerson(db: Kysely<DatabaseSchema>, p: Person): Promise<void> {
  await member(db, p);
  await directoryProfile(db, p);
  await orders(db, p);
  await mail(db, p);
}
