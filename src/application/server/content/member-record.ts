import { err, ok, type Result } from 'neverthrow';
import { canActor, type Actor } from '../../../domain/access';
import { memberAdminUpdate, memberSelfUpdate, type Member, type MemberEditableField } from '../../../domain/members';
import {
  ANNUAL_MEMBERSHIP,
  checkDuesPayYear,
  LIFETIME_MEMBERSHIP,
  parseMembershipPlan,
  parseStoredMembership,
} from '../../../domain/membership';
import { validateMemberInformation } from '../../../domain/validation/account-forms';
import { collect, email, type FieldErrors } from '../../../domain/validation/fields';
import type { MemberChanges, NewMember } from '../../ports/member-repository.port';
import { invalidInput, type ContentError, type InvalidInput } from './content.errors';

/** A member's values as an administrator gives them: everything but the ID, which the server draws. */
export type MemberValues = Omit<NewMember, 'id'>;
/** Changes as they arrive: text by field name; undefined means unchanged, null means empty. */
export type MemberChangeInput = Readonly<Record<string, string | null | undefined>>;

type Contact = Pick<Member, MemberEditableField>;
type Standing = Pick<Member, 'email' | 'membership' | 'duesPayYear'>;

const MEMBERSHIP_MESSAGE = `Membership must be '${LIFETIME_MEMBERSHIP}' or '${ANNUAL_MEMBERSHIP}'.`;

/** The contact fields checked as the Member Information form checks them, with errors keyed by member field. */
function checkContact(record: MemberValues, year: number): Result<Contact, InvalidInput> {
  const { firstName, lastName, phone, address, city, state, zipcode, gradYear } = record;
  return validateMemberInformation({ firstName, lastName, phone, address, city, state, zipcode, gradYear: gradYear ?? '' }, year).mapErr(
    invalidInput,
  );
}

/** E-mail, membership and dues year: what only an administrator (or a payment) sets. */
function checkStanding(record: MemberValues, year: number, plans: 'new' | 'stored'): Result<Standing, InvalidInput> {
  const parse = plans === 'new' ? parseMembershipPlan : parseStoredMembership;
  return collect<Standing>({
    email: email(record.email),
    membership: parse(record.membership).mapErr(() => MEMBERSHIP_MESSAGE),
    duesPayYear: checkDuesPayYear(record.duesPayYear, year),
  }).mapErr(invalidInput);
}

function both<A, B>(a: Result<A, InvalidInput>, b: Result<B, InvalidInput>): Result<A & B, InvalidInput> {
  if (a.isOk() && b.isOk()) return ok({ ...a.value, ...b.value });
  const fields: FieldErrors = { ...(a.isErr() ? a.error.fields : {}), ...(b.isErr() ? b.error.fields : {}) };
  return err(invalidInput({ type: 'InvalidForm', fields }));
}

/** A new member's values, all checked: contact as on the sign-up form, plus e-mail, plan and dues year. */
export function checkNewMember(values: MemberValues, year: number): Result<MemberValues, InvalidInput> {
  return both(checkContact(values, year), checkStanding(values, year, 'new'));
}

/** Refuses a change to a field the actor may not set: a member's (`memberSelfUpdate`), an administrator's (`memberAdminUpdate`). */
function checkFieldsAllowed(admin: boolean, given: readonly (readonly [string, unknown])[]): Result<void, ContentError> {
  const changes = Object.fromEntries(given);
  return (admin ? memberAdminUpdate(changes) : memberSelfUpdate(changes)).map(() => undefined);
}

/**
 * The changes an actor may make to a member's record, checked against the record they produce:
 * a member only the fields of `MEMBER_EDITABLE_FIELDS` (domain `memberSelfUpdate`), an
 * administrator everything but the ID and timestamps (`memberAdminUpdate`), an officer who may edit
 * dues records (the treasurer) the membership and dues year alone, as an administrator would. A forbidden field is refused, never dropped.
 * Only the fields given (not undefined) are answered, cleaned.
 */
export function checkMemberChanges(
  actor: Actor,
  current: Member,
  changes: MemberChangeInput,
  year: number,
): Result<MemberChanges, ContentError> {
  const given = Object.entries(changes).filter(([, value]) => value !== undefined);
  // A dues record alone (membership, dues year) is also the treasurer's to correct ('editDuesRecord').
  const duesOnly = given.length > 0 && given.every(([field]) => field === 'membership' || field === 'duesPayYear');
  const admin = canActor(actor, 'updateAnyMember') || (duesOnly && canActor(actor, 'editDuesRecord'));
  return checkFieldsAllowed(admin, given).andThen(() => {
    // null empties a field; only the graduation and dues years are stored as null.
    const merged = { ...current, ...Object.fromEntries(given.map(([field, value]) => [field, nullable(field) ? value : (value ?? '')])) };
    const cleaned = admin ? both(checkContact(merged, year), checkStanding(merged, year, 'stored')) : checkContact(merged, year);
    return cleaned.map((values): MemberChanges =>
      Object.fromEntries(given.map(([field]) => [field, values[field as keyof typeof values]])),
    );
  });
}

function nullable(field: string): boolean {
  return field === 'gradYear' || field === 'duesPayYear';
}
