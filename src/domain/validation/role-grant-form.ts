import { err, ok, type Result } from 'neverthrow';
import { normalizeEmail } from '../members';
import { isEventScoped, isOfficerRole, type IsoDate, type OfficerRole } from '../officer-roles';
import { isSlug } from '../ticketed-events';
import { collect, email, type FieldCheck, type InvalidForm } from './fields';

/** What an administrator types to grant a role: all text, as the form sends it. */
export interface RoleGrantForm {
  readonly email: string;
  readonly role: string;
  readonly event: string;
  readonly endsOn: string;
}

/** A grant the form asks for, checked: the e-mail normalised, the event only for the door. */
export interface RoleGrantRequest {
  readonly email: string;
  readonly role: OfficerRole;
  readonly event: string | null;
  readonly endsOn: IsoDate;
}

export const ROLE_GRANT_MESSAGES = {
  role: 'Please choose a role.',
  event: 'Please choose the event this door volunteer checks tickets in for.',
  endsOn: 'Please enter the term end date as YYYY-MM-DD.',
  endsOnPast: 'The term end date must be after today.',
  unknownAccount: 'There is no account with this e-mail address.',
  alreadyHeld: 'This account already holds this role. Revoke the current grant first to change its term.',
} as const;

/** A real calendar date written `YYYY-MM-DD`. */
export function isIsoDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function roleField(value: string): FieldCheck<OfficerRole> {
  return isOfficerRole(value) ? ok(value) : err(ROLE_GRANT_MESSAGES.role);
}

function eventField(value: string, role: string): FieldCheck<string | null> {
  if (!isOfficerRole(role) || !isEventScoped(role)) return ok(null);
  const slug = value.trim();
  return isSlug(slug) ? ok(slug) : err(ROLE_GRANT_MESSAGES.event);
}

/** A term must end after today (the first day without the role can't be today or before: that grant would give nothing). */
function endsOnField(value: string, today: IsoDate): FieldCheck<IsoDate> {
  const date = value.trim();
  if (!isIsoDate(date)) return err(ROLE_GRANT_MESSAGES.endsOn);
  return date > today ? ok(date) : err(ROLE_GRANT_MESSAGES.endsOnPast);
}

/**
 * Checks a grant form on `today` (the chapter's date): a valid e-mail, one of the officers' roles,
 * an event for the door (and none kept for another role), and a term end date after today.
 * Whether the e-mail has an account is the server's question, asked after this.
 */
export function checkRoleGrantForm(form: RoleGrantForm, today: IsoDate): Result<RoleGrantRequest, InvalidForm<keyof RoleGrantForm>> {
  return collect<RoleGrantRequest>({
    email: email(form.email).map(normalizeEmail),
    role: roleField(form.role),
    event: eventField(form.event, form.role),
    endsOn: endsOnField(form.endsOn, today),
  });
}
