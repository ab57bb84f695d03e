import type { Action, Actor } from '../../../domain/access';
import { changedValues, officerWrite } from '../../../domain/audit';
import { valuesOf, type NamedRecordKind } from '../../../domain/named-records';
import { isoNow, type Clock } from '../../ports/clock.port';
import type { NamedRecordAudit } from '../../ports/named-record-repository.port';

/**
 * The audit entry of an administrator's write of a named record (an officer, news post, committee
 * or listed event; GraphQL and the Admin Panel): the values after a creation, before a deletion,
 * and only the changed ones of an update (timestamps left out). The store makes it from the
 * records it reads and writes in the change's transaction.
 */
export function namedRecordWrite<V extends string>(
  actor: Actor,
  clock: Clock,
  kind: NamedRecordKind<V>,
  action: Action,
): NamedRecordAudit<V> {
  return ({ before, after }) => {
    const was = before === null ? null : valuesOf(kind, before);
    const now = after === null ? null : valuesOf(kind, after);
    const values = was !== null && now !== null ? changedValues(was, now) : { before: was, after: now };
    return officerWrite(actor, isoNow(clock), action, { kind: kind.auditKind, id: after?.id ?? before?.id ?? '' }, values);
  };
}
