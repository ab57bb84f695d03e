import { err, ok, type Result } from 'neverthrow';

/** A chapter member as stored (spec section 3). Optional text fields are empty strings or null. */
export interface Member {
  /** A 6-digit numeric string, unique among members. */
  readonly id: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly address: string;
  readonly city: string;
  readonly state: string;
  readonly zipcode: string;
  readonly phone: string;
  readonly gradYear: string | null;
  readonly membership: string;
  /** The year of the last dues payment, as text; null when none (a new lifetime member). */
  readonly duesPayYear: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/**
 * A member's fields besides the ID, in the order of spec section 3: what a new record is given
 * and what an update may name. Every other list of member fields (the repositories' columns and
 * documents, the GraphQL schema and resolvers) is made from this one.
 */
export const MEMBER_VALUE_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'address',
  'state',
  'city',
  'zipcode',
  'phone',
  'gradYear',
  'membership',
  'duesPayYear',
] as const satisfies readonly (keyof Member)[];

/** Every field of a member record but the timestamps (createdAt, updatedAt): also what a filter may name. */
export const MEMBER_FIELDS = ['id', ...MEMBER_VALUE_FIELDS] as const satisfies readonly (keyof Member)[];

export type MemberField = (typeof MEMBER_FIELDS)[number];

/** The fields a member may change on their own record (everything but id, e-mail, membership, dues), in the form's order. */
export const MEMBER_EDITABLE_FIELDS = [
  'firstName',
  'lastName',
  'address',
  'city',
  'state',
  'zipcode',
  'phone',
  'gradYear',
] as const satisfies readonly MemberField[];

export type MemberEditableField = (typeof MEMBER_EDITABLE_FIELDS)[number];

/** Fields only the server (after a payment) or an administrator may set; the ID, the record's key, not even they. */
export const MEMBER_PROTECTED_FIELDS = ['id', 'email', 'membership', 'duesPayYear'] as const satisfies readonly MemberField[];

/** What an administrator may change: a member's own fields and the protected ones, but never the ID. */
const ADMIN_EDITABLE_FIELDS: readonly MemberField[] = [
  ...MEMBER_EDITABLE_FIELDS,
  ...MEMBER_PROTECTED_FIELDS.filter((field) => field !== 'id'),
];

/** E-mail addresses compare without surrounding spaces and without regard to case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function sameEmail(a: string, b: string): boolean {
  return normalizeEmail(a) === normalizeEmail(b);
}

export type DuplicateMemberError = { readonly type: 'DuplicateMember'; readonly email: string; readonly message: string };

/** The spec's persistent message for a second sign-up with a member's e-mail. */
export function duplicateMemberMessage(email: string): string {
  return `${email.trim()} is already a member. Login to the Member Area to make a payment.`;
}

/**
 * The duplicate-member rule: `email` cannot be given to a member while `holder`, the member found
 * under that e-mail, is someone else than `self` (the record being paid for or changed, if any)
 * with the same e-mail (`sameEmail`). Checkout runs it before charging, fulfilment after; the
 * database's unique key on the normalised e-mail stays the guard against two sign-ups at once.
 *
 * @example checkNotAMember('Ann@Example.com', await members.findByEmail('Ann@Example.com')) // err(DuplicateMember) when she is one
 */
export function checkNotAMember(
  email: string,
  holder: Pick<Member, 'id' | 'email'> | null,
  self: string | null = null,
): Result<void, DuplicateMemberError> {
  return holder !== null && holder.id !== self && sameEmail(holder.email, email) ? err(duplicateMember(email)) : ok(undefined);
}

export function duplicateMember(email: string): DuplicateMemberError {
  return { type: 'DuplicateMember', email: email.trim(), message: duplicateMemberMessage(email) };
}

export const MEMBER_ID_PATTERN = /^\d{6}$/;

/**
 * A new member ID: a 6-digit number from 100000 to 999999, drawn from an injected source of
 * uniform numbers in [0, 1) (the original drew it with Math.random in the browser; the server
 * now draws it, and retries on the rare collision).
 */
export function memberIdFrom(uniform: number): string {
  if (!(uniform >= 0 && uniform < 1)) throw new RangeError(`uniform must be in [0, 1), got ${uniform}`);
  return String(100_000 + Math.floor(uniform * 900_000));
}

export function isMemberId(value: string): boolean {
  return MEMBER_ID_PATTERN.test(value);
}

export type ProtectedFieldError = {
  readonly type: 'ProtectedField';
  readonly fields: readonly string[];
  readonly message: string;
};

/** Refuses changes that name a field outside `allowed`, naming each refused field. */
function onlyFields<T>(
  changes: Readonly<Record<string, unknown>>,
  allowed: readonly string[],
  refusal: string,
): Result<T, ProtectedFieldError> {
  const refused = Object.keys(changes).filter((field) => !allowed.includes(field));
  if (refused.length > 0) return err({ type: 'ProtectedField', fields: refused, message: `${refusal}: ${refused.join(', ')}.` });
  return ok(changes as T);
}

/**
 * Keeps a member's own changes to the fields they may edit, refusing a change that names a
 * protected or unknown field (nothing is silently dropped).
 */
export function memberSelfUpdate(
  changes: Readonly<Record<string, unknown>>,
): Result<Partial<Pick<Member, MemberEditableField>>, ProtectedFieldError> {
  return onlyFields(changes, MEMBER_EDITABLE_FIELDS, 'These fields cannot be changed here');
}

/** An administrator's changes: any field but the ID (and the timestamps); an unknown field is refused too. */
export function memberAdminUpdate(
  changes: Readonly<Record<string, unknown>>,
): Result<Partial<Omit<Member, 'id' | 'createdAt' | 'updatedAt'>>, ProtectedFieldError> {
  return onlyFields(changes, ADMIN_EDITABLE_FIELDS, 'These fields cannot be changed');
}

export function fullName(person: { readonly firstName: string; readonly lastName: string }): string {
  return `${person.firstName.trim()} ${person.lastName.trim()}`.trim();
}
