import type { AccessError } from '../../../domain/access';
import type { StatusChangeRefused } from '../../../domain/ticketed-event-changes';
import type { FieldErrors } from '../../../domain/validation/fields';
import type { EventStoreError } from '../../ports/ticketed-event-store.port';
import { invalidInput, type InvalidInput } from '../content/content.errors';

/**
 * Everything the chair's event operations can answer instead of a result: not allowed, the form
 * refused field by field (a taken address is one of its fields), the store's NotFound, Stale
 * (changed by someone else since the edit began) or Unavailable, and a status the event's life
 * does not allow.
 */
export type EventAdminError = AccessError | InvalidInput | Exclude<EventStoreError, { type: 'DuplicateSlug' }> | StatusChangeRefused;

/** Messages keyed by field, as the one error the page shows beside them. */
export function refusedFields(fields: FieldErrors): InvalidInput {
  return invalidInput({ type: 'InvalidForm', fields });
}

/** A store error as the chair sees it: a taken address beside the address field. */
export function fromStore(error: EventStoreError): EventAdminError {
  return error.type === 'DuplicateSlug' ? refusedFields({ slug: error.message }) : error;
}
