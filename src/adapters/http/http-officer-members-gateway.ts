import type { ResultAsync } from 'neverthrow';
import { z } from 'zod';
import { ROSTER_STATUSES } from '../../domain/dues-status';
import type { Member } from '../../domain/members';
import type { Cents } from '../../domain/money';
import { ROSTER_SORTS } from '../../application/ports/member-roster.port';
import type { AccountState } from '../../application/ports/member-accounts.port';
import type {
  OfficerMembersError,
  OfficerMembersGateway,
  RecordChanges,
  RosterFile,
  RosterParams,
} from '../../application/ports/officer-members-gateway.port';
import type { OrderStatus } from '../../application/ports/order-ledger.port';
import type { RetryingFetch } from './fetch-with-retry';
import { csvClient, jsonClient, type CsvClient, type ExtraHeaders, type HttpFailure, type JsonClient } from './json-client';
import { readRefusal } from './refusal';

const member = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
  phone: z.string(),
  gradYear: z.string().nullable(),
  membership: z.string(),
  duesPayYear: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<Member>;
const status = z.enum(ROSTER_STATUSES as [string, ...string[]]).transform((value) => value as (typeof ROSTER_STATUSES)[number]);
const accountState = z.enum(['none', 'invited', 'unconfirmed', 'confirmed', 'two-step', 'disabled']) satisfies z.ZodType<AccountState>;
const counts = z.object(
  Object.fromEntries(ROSTER_STATUSES.map((s) => [s, z.number()])) as Record<(typeof ROSTER_STATUSES)[number], z.ZodNumber>,
);
const rosterView = z.object({
  rows: z.array(z.object({ member, status, lastPaymentAt: z.string().nullable(), lastRemindedAt: z.string().nullable().optional() })),
  total: z.number(),
  counts,
  currentYear: z.number(),
  query: z.object({
    year: z.number(),
    search: z.string(),
    statuses: z.array(status),
    membership: z.enum(['annual', 'lifetime']).nullable(),
    gradYearFrom: z.number().nullable(),
    gradYearTo: z.number().nullable(),
    sort: z.enum(ROSTER_SORTS),
    direction: z.enum(['asc', 'desc']),
    page: z.number(),
    pageSize: z.number(),
  }),
});
const memberOrder = z.object({
  id: z.string(),
  description: z.string(),
  amount: z.number().transform((cents) => cents as Cents),
  status: z.string().transform((value) => value as OrderStatus),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
});
const memberFile = z.object({ member, currentYear: z.number(), status, account: accountState, orders: z.array(memberOrder) });
const importOutcome = z.union([
  z.object({
    row: z.number(),
    email: z.string(),
    action: z.literal('create'),
    values: member.omit({ id: true, createdAt: true, updatedAt: true }),
  }),
  z.object({ row: z.number(), email: z.string(), action: z.literal('update'), memberId: z.string(), changes: member.partial() }),
  z.object({ row: z.number(), email: z.string(), action: z.literal('unchanged'), memberId: z.string() }),
  z.object({ row: z.number(), email: z.string(), action: z.literal('refuse'), reasons: z.array(z.string()) }),
]);
const importReport = z.object({ applied: z.boolean(), outcomes: z.array(importOutcome), ignoredColumns: z.array(z.string()) });
const accountAnswer = z.object({ account: accountState });

/** The server's refusal in the port's words: 400 InvalidForm (with its fields), 401/403, 404, 409 Conflict, anything else Unavailable. */
function errorOf(failure: HttpFailure): OfficerMembersError {
  const { status, message, fields } = readRefusal(failure);
  if (status === 400) return { type: 'InvalidForm', message, fields: fields ?? {} };
  if (status === 401 || status === 403) return { type: 'Unauthorized', message };
  if (status === 404) return { type: 'NotFound', message };
  if (status === 409) return { type: 'Conflict', message };
  return { type: 'Unavailable', message };
}

/** The parameters given, as a query string ('' when none). */
function queryOf(params: RosterParams): string {
  const given = Object.entries(params).filter(([, value]) => value !== undefined && value !== '') as [string, string][];
  return given.length === 0 ? '' : `?${new URLSearchParams(given).toString()}`;
}

const memberPath = (id: string, rest = '') => `/officers/members/${encodeURIComponent(id)}${rest}`;

/**
 * The roster and a member's page over the server's /officers API (officer-members.routes.ts), as
 * the signed-in officer (the session cookie; in the aws wiring, the ID token `headers` adds).
 * Writes are sent once: the officer sees the answer.
 */
export class HttpOfficerMembersGateway implements OfficerMembersGateway {
  readonly #send: JsonClient;
  readonly #download: CsvClient;

  constructor(options: { readonly baseUrl?: string; readonly fetch?: RetryingFetch; readonly headers?: ExtraHeaders } = {}) {
    this.#send = jsonClient(options);
    this.#download = csvClient(options);
  }

  roster(params: RosterParams) {
    return this.#send({ method: 'GET', path: `/officers/members${queryOf(params)}`, answer: rosterView }).mapErr(errorOf);
  }

  rosterCsv(params: RosterParams): ResultAsync<RosterFile, OfficerMembersError> {
    return this.#download(`/officers/members.csv${queryOf(params)}`, 'members.csv').mapErr(errorOf);
  }

  member(id: string) {
    return this.#send({ method: 'GET', path: memberPath(id), answer: memberFile }).mapErr(errorOf);
  }

  amend(id: string, changes: RecordChanges, reason: string) {
    return this.#send({ method: 'PUT', path: memberPath(id), body: { changes, reason }, answer: z.object({ member }) })
      .map((answer) => answer.member)
      .mapErr(errorOf);
  }

  invite(id: string) {
    return this.#account(memberPath(id, '/invite'), {});
  }

  resetPassword(id: string) {
    return this.#account(memberPath(id, '/reset-password'), {});
  }

  setSignIn(id: string, enabled: boolean) {
    return this.#account(memberPath(id, '/sign-in'), { enabled });
  }

  importMembers(csv: string, confirm: boolean) {
    return this.#send({ method: 'POST', path: '/officers/members/import', body: { csv, confirm }, answer: importReport }).mapErr(errorOf);
  }

  #account(path: string, body: object): ResultAsync<AccountState, OfficerMembersError> {
    return this.#send({ method: 'POST', path, body, answer: accountAnswer })
      .map((answer) => answer.account)
      .mapErr(errorOf);
  }
}
