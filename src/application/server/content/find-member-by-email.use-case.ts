import { errAsync, type ResultAsync } from 'neverthrow';
import { authorizeActor, canActor, UNAUTHORIZED, type Actor } from '../../../domain/access';
import { sameEmail, type Member } from '../../../domain/members';
import type { MemberRepository } from '../../ports/member-repository.port';
import type { ContentError } from './content.errors';

/** The ports `findMemberByEmail` needs. */
export interface FindMemberByEmailDeps {
  readonly members: MemberRepository;
}

/** Who asks (the server-decided actor), and for what. */
export interface FindMemberByEmailInput {
  readonly actor: Actor;
  readonly email: string;
}

/**
 * The member with an e-mail (compared without case or surrounding spaces), or null: an
 * administrator may look up anyone, a member only their own e-mail (the Member Area loads the
 * profile this way), a visitor nobody. Another person's e-mail reads as Unauthorized to a member,
 * whether or not it belongs to a member, so e-mails cannot be probed.
 */
export function findMemberByEmail(deps: FindMemberByEmailDeps, input: FindMemberByEmailInput): ResultAsync<Member | null, ContentError> {
  const { actor, email } = input;
  if (canActor(actor, 'readAnyMember')) return deps.members.findByEmail(email);
  if (actor.email === null || !sameEmail(actor.email, email)) return errAsync(UNAUTHORIZED);
  return authorizeActor(actor, 'readOwnMember').asyncAndThen(() => deps.members.findByEmail(email));
}
