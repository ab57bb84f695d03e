import type { Actor } from '../../../domain/access';
import { officerWrite } from '../../../domain/audit';
import { isoNow, type Clock } from '../../ports/clock.port';
import type { MemberAudit } from '../../ports/member-repository.port';

/**
 * The audit entry of an administrator's creation ('createMember') or deletion ('deleteMember') of a
 * member's record (Admin Panel, GraphQL): the record's values after a creation, before a deletion
 * (its timestamps left out). The store makes it from the record it writes or removes.
 */
export function memberWrite(actor: Actor, clock: Clock, action: 'createMember' | 'deleteMember'): MemberAudit {
  return ({ createdAt: _created, updatedAt: _updated, ...record }) => {
    const values = action === 'createMember' ? { before: null, after: record } : { before: record, after: null };
    return officerWrite(actor, isoNow(clock), action, { kind: 'member', id: record.id }, values);
  };
}
