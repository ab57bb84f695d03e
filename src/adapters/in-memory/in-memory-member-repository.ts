import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { MEMBER_FIELDS, normalizeEmail, type Member, type MemberField } from '../../domain/members';
import { isoNow, type Clock } from '../../application/ports/clock.port';
import type { ListQuery, Page } from '../../application/ports/list-query';
import type { MemberChanges, MemberRepository, NewMember } from '../../application/ports/member-repository.port';
import { notFound, type RepositoryError } from '../../application/ports/repository.errors';
import { paginate } from './paginate';

/** Members in a Map, with the same unique e-mail and member-ID rules as the database. */
export class InMemoryMemberRepository implements MemberRepository {
  readonly #members = new Map<string, Member>();
  readonly #clock: Clock;

  constructor(clock: Clock) {
    this.#clock = clock;
  }

  list(query: ListQuery<MemberField> = {}): ResultAsync<Page<Member>, RepositoryError> {
    return paginate([...this.#members.values()], MEMBER_FIELDS, query);
  }

  get(id: string): ResultAsync<Member, RepositoryError> {
    const member = this.#members.get(id);
    return member ? okAsync(member) : errAsync(notFound('The member'));
  }

  findByEmail(email: string): ResultAsync<Member | null, RepositoryError> {
    return okAsync(this.#byEmail(email) ?? null);
  }

  create(member: NewMember): ResultAsync<Member, RepositoryError> {
    if (this.#byEmail(member.email)) {
      return errAsync({ type: 'DuplicateEmail', email: member.email, message: `${member.email} is already a member.` });
    }
    if (this.#members.has(member.id)) return errAsync({ type: 'DuplicateId', message: 'That member ID is taken.' });
    const now = isoNow(this.#clock);
    const created: Member = { ...member, createdAt: now, updatedAt: now };
    this.#members.set(created.id, created);
    return okAsync(created);
  }

  update(id: string, changes: MemberChanges): ResultAsync<Member, RepositoryError> {
    const current = this.#members.get(id);
    if (!current) return errAsync(notFound('The member'));
    const clash = changes.email === undefined ? undefined : this.#byEmail(changes.email);
    if (clash && clash.id !== id) {
      return errAsync({ type: 'DuplicateEmail', email: changes.email ?? '', message: `${changes.email} is already a member.` });
    }
    const known = Object.fromEntries(Object.entries(definedOnly(changes)).filter(([field]) => Object.hasOwn(current, field)));
    // id and createdAt never change, whatever a caller slips into the changes.
    const updated: Member = { ...current, ...known, id, createdAt: current.createdAt, updatedAt: isoNow(this.#clock) };
    this.#members.set(id, updated);
    return okAsync(updated);
  }

  delete(id: string): ResultAsync<Member, RepositoryError> {
    const current = this.#members.get(id);
    if (!current) return errAsync(notFound('The member'));
    this.#members.delete(id);
    return okAsync(current);
  }

  #byEmail(email: string): Member | undefined {
    const wanted = normalizeEmail(email);
    return [...this.#members.values()].find((member) => normalizeEmail(member.email) === wanted);
  }
}

/** Drops keys whose value is undefined, so a partial update never blanks a field by accident. */
export function definedOnly<T extends object>(changes: T): Partial<T> {
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<T>;
}
