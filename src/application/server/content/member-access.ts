import { errAsync, type ResultAsync } from 'neverthrow';
import { authorizeMemberRecord, canActor, UNAUTHORIZED, type Actor } from '../../../domain/access';
import type { Member } from '../../../domain/members';
import type { MemberRepository } from '../../ports/member-repository.port';
import type { ContentError } from './content.errors';

/**
 * Reads the member `id` for an actor who may `access` it (domain `authorizeMemberRecord`): an
 * administrator any, a member their own, a visitor none. To anyone but an administrator an
 * unknown ID reads as Unauthorized too, so member IDs cannot be probed.
 */
export function memberFor(
  members: MemberRepository,
  actor: Actor,
  id: string,
  access: 'read' | 'update',
): ResultAsync<Member, ContentError> {
  const admin = canActor(actor, access === 'read' ? 'readAnyMember' : 'updateAnyMember');
  if (!admin && actor.email === null) return errAsync(UNAUTHORIZED);
  return members
    .get(id)
    .mapErr((error): ContentError => (!admin && error.type === 'NotFound' ? UNAUTHORIZED : error))
    .andThen((member) => authorizeMemberRecord(actor, member.email, access).map(() => member));
}
