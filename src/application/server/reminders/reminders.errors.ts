import type { AccessError } from '../../../domain/access';
import type { InvalidInput } from '../content/content.errors';

/** A pay link that was changed, or is not one of ours. */
export type InvalidLink = { readonly type: 'InvalidSignature'; readonly message: string };
/** A pay link past its date. */
export type ExpiredLink = { readonly type: 'Gone'; readonly message: string };
/** Dues the link names are paid already. */
export type AlreadyPaid = { readonly type: 'Conflict'; readonly message: string };
type ReminderNotFound = { readonly type: 'NotFound'; readonly message: string };
/** A store or the mail queue could not answer; the request may be tried again. */
export type ReminderUnavailable = { readonly type: 'Unavailable'; readonly message: string };

/** Everything the reminders' use cases answer instead of a result. */
export type RemindersError = InvalidLink | ExpiredLink | AlreadyPaid | ReminderNotFound | InvalidInput | AccessError | ReminderUnavailable;

/** What the pay page says of a link that was changed or is not one of ours. */
export const INVALID_LINK: InvalidLink = {
  type: 'InvalidSignature',
  message: 'This payment link is not valid: it may have been copied incompletely or changed.',
};
/** What the pay page says of a link past its date. */
export const EXPIRED_LINK: ExpiredLink = { type: 'Gone', message: 'This payment link has expired.' };

/** Dues already paid for the link's year: 'Your 2027 dues are already paid.' */
export function alreadyPaid(year: number): AlreadyPaid {
  return { type: 'Conflict', message: `Your ${year} dues are already paid.` };
}

/** 'Send now' for a date whose reminders every unpaid member has had. */
export const EVERYONE_MAILED: AlreadyPaid = {
  type: 'Conflict',
  message: 'Every member who has not paid was mailed this reminder already: nothing was sent.',
};

export function reminderUnavailable(cause: { readonly message: string }): ReminderUnavailable {
  return { type: 'Unavailable', message: cause.message };
}

/** A form refused on one field, with that field's words as the message too. */
export function invalidField(field: 'offsets' | 'offset' | 'year', message: string): InvalidInput {
  return { type: 'InvalidForm', fields: { [field]: message }, message };
}
