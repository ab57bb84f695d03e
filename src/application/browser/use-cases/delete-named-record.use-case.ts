import type { ResultAsync } from 'neverthrow';
import type { Actor } from '../../../domain/access';
import type { NamedRecord } from '../../../domain/named-records';
import type { Notice } from '../messages';
import type { NamedRecordRepository } from '../../ports/named-record-repository.port';
import { authorizeAdminAction, type AdminOnly } from './admin-access';
import type { ContentFailure } from './content-failure';
import type { AdminKind } from './admin-kinds';

/**
 * Admin Panel 'delete', for an administrator only (anyone else is refused before any port is
 * called): 'Event deleted successfully!', or the kind's failure ('Failed to process officer data.
 * Please try again.'; for events the cause's own words).
 */
export function deleteNamedRecord<V extends string, T extends NamedRecord<V>>(
  admin: AdminKind<V>,
  records: NamedRecordRepository<V, T>,
  input: { readonly actor: Actor; readonly id: string },
): ResultAsync<{ readonly record: T; readonly notice: Notice }, AdminOnly | ContentFailure<string>> {
  return authorizeAdminAction(input.actor, [admin.kind.actions.delete])
    .asyncAndThen(() => records.delete(input.id).mapErr(admin.deleteFailed))
    .map((record) => ({ record, notice: admin.deleted }));
}
