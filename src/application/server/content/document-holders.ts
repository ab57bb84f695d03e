import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { canActor, UNAUTHORIZED, type Actor, type AdminList } from '../../../domain/access';
import { normalizeEmail } from '../../../domain/members';
import type { MemberRepository } from '../../ports/member-repository.port';
import { LINK_HOLDER_GONE, NO_MEMBER_RECORD, type ContentError } from './content.errors';

/**
 * Who may read the members' documents, now and through a link made earlier. Having an account
 * is not enough: a member needs a member record for their e-mail (deleting the record ends their
 * access at once); an administrator may always read. A signed link is bound to its holder, the
 * member record it was made for (`m.<member id>`), or, for an administrator without one, the
 * administrator (`a.<e-mail>`), and opens only while that holder may still read.
 */

const MEMBER_HOLDER = 'm.';
const ADMIN_HOLDER = 'a.';

/** The ports the checks read. */
export interface DocumentHolderDeps {
  readonly members: MemberRepository;
}

/**
 * The holder a link made for this actor is bound to: their member record's, or an
 * administrator's own. A member without a record is NotAMember (403); a visitor Unauthorized.
 */
export function documentHolderFor(deps: DocumentHolderDeps, actor: Actor): ResultAsync<string, ContentError> {
  if (actor.email === null || actor.role === 'visitor') return errAsync(UNAUTHORIZED);
  const email = normalizeEmail(actor.email);
  const admin = canActor(actor, 'viewAdminPanel');
  return deps.members.findByEmail(email).andThen((record) => {
    if (record !== null) return okAsync(`${MEMBER_HOLDER}${record.id}`);
    return admin ? okAsync(`${ADMIN_HOLDER}${email}`) : errAsync(NO_MEMBER_RECORD);
  });
}

/**
 * Whether a link's holder may still read: the member record still exists, or the administrator
 * is still one (ADMIN_EMAILS). Anything else, a malformed holder included, is NotAMember.
 */
export function admitDocumentHolder(
  deps: DocumentHolderDeps & { readonly admins: AdminList },
  holder: string,
): ResultAsync<void, ContentError> {
  if (holder.startsWith(ADMIN_HOLDER)) {
    return deps.admins.has(normalizeEmail(holder.slice(ADMIN_HOLDER.length))) ? okAsync(undefined) : errAsync(LINK_HOLDER_GONE);
  }
  const memberId = holder.startsWith(MEMBER_HOLDER) ? holder.slice(MEMBER_HOLDER.length) : '';
  if (memberId === '') return errAsync(LINK_HOLDER_GONE);
  return deps.members
    .get(memberId)
    .map(() => undefined)
    .orElse((error) => (error.type === 'NotFound' ? errAsync(LINK_HOLDER_GONE) : errAsync(error)));
}
