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

/** The fields a member may change on their own record (everything but id, e-mail, membership, dues). */
export const MEMBER_EDITABLE_FIELDS = [
  'firstName',
  'lastName',
  'address',
  'city',
  'state',
  'zipcode',
  'phone',
  'gradYear',
] as const satisfies readonly (keyof Member)[];

export type MemberEditableField = (typeof MEMBER_EDITABLE_FIELDS)[number];

/** Fields only the server (after a payment) or an administrator may set. */
export const MEMBER_PROTECTED_FIELDS = ['id', 'email', 'membership', 'duesPayYear'] as const satisfies readonly (keyof Member)[];

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
 * Refuses an e-mail that already belongs to a member. The server enforces the same rule with a
 * unique constraint; this gives the words.
 */
export function checkNotAMember(
  email: string,
  existingEmails: Iterable<string>,
): Result<void, DuplicateMemberError> {
  for (const existing of existingEmails) {
    if (sameEmail(existing, email)) return err(duplicateMember(email));
  }
  return ok(undefined);
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

/**
 * Keeps a member's own changes to the fields they may edit, refusing a change that names a
 * protected or unknown field (nothing is silently dropped).
 */
export function memberSelfUpdate(
  changes: Readonly<Record<string, unknown>>,
): Result<Partial<Pick<Member, MemberEditableField>>, ProtectedFieldError> {
  const editable = new Set<string>(MEMBER_EDITABLE_FIELDS);
  const refused = Object.keys(changes).filter((field) => !editable.has(field));
  if (refused.length > 0) {
    return err({
      type: 'ProtectedField',
      fields: refused,
      message: `These fields cannot be changed here: ${refused.join(', ')}.`,
    });
  }
  return ok(changes as Partial<Pick<Member, MemberEditableField>>);
}

export function fullName(person: { readonly firstName: string; readonly lastName: string }): string {
  return `${person.firstName.trim()} ${person.lastName.trim()}`.trim();
}
