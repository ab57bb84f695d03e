import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { checkNotAMember, MEMBER_FIELDS, normalizeEmail, type Member, type MemberField } from '../../domain/members';
import type { AuditEntry } from '../../domain/audit';
import { isoNow, type Clock } from '../../application/ports/clock.port';
import type { ListQuery, Page } from '../../application/ports/list-query';
import type { MemberAudit, MemberChanges, MemberRepository, NewMember } from '../../application/ports/member-repository.port';
import { DUPLICATE_MEMBER_ID, duplicateEmail, notFound, type RepositoryError } from '../../application/ports/repository.errors';
import { InMemoryAuditRecords } from './in-memory-audit-records';
import { paginate } from './paginate';

/** Members in a Map, with the same unique e-mail (the domain's `checkNotAMember`) and member-ID rules as the database. */
export class InMemoryMemberRepository implements MemberRepository {
  readonly #members = new Map<string, Member>();
  readonly #clock: Clock;
  readonly #audit: InMemoryAuditRecords;

  /** Officers' creations and deletions append to `audit`, the wiring's log. */
  constructor(clock: Clock, audit = new InMemoryAuditRecords()) {
    this.#clock = clock;
    this.#audit = audit;
  }

  list(query: ListQuery<MemberField> = {}): ResultAsync<Page<Member>, RepositoryError> {
    return paginate([...this.#members.values()], MEMBER_FIELDS, query);
  }

  get(id: string): ResultAsync<Member, RepositoryError> {
    const member = this.#members.get(id);
    return member ? okAsync(member) : errAsync(notFound('The member'));
  }

  findByEmail(email: string): ResultAsync<Member | null, RepositoryError> {
    return okAsync(this.#byEmail(email));
  }

  create(member: NewMember, audit?: MemberAudit): ResultAsync<Member, RepositoryError> {
    if (checkNotAMember(member.email, this.#byEmail(member.email)).isErr()) return errAsync(duplicateEmail(member.email));
    if (this.#members.has(member.id)) return errAsync(DUPLICATE_MEMBER_ID);
    const now = isoNow(this.#clock);
    const created: Member = { ...member, createdAt: now, updatedAt: now };
    this.#members.set(created.id, created);
    if (audit) this.#audit.append(audit(created));
    return okAsync(created);
  }

  update(id: string, changes: MemberChanges, audit?: AuditEntry): ResultAsync<Member, RepositoryError> {
    const current = this.#members.get(id);
    if (!current) return errAsync(notFound('The member'));
    if (changes.email !== undefined && checkNotAMember(changes.email, this.#byEmail(changes.email), id).isErr()) {
      return errAsync(duplicateEmail(changes.email));
    }
    const known = Object.fromEntries(Object.entries(definedOnly(changes)).filter(([field]) => Object.hasOwn(current, field)));
    // id and createdAt never change, whatever a caller slips into the changes.
    const updated: Member = { ...current, ...known, id, createdAt: current.createdAt, updatedAt: isoNow(this.#clock) };
    this.#members.set(id, updated);
    if (audit) this.#audit.append(audit);
    return okAsync(updated);
  }

  delete(id: string, audit?: MemberAudit): ResultAsync<Member, RepositoryError> {
    const current = this.#members.get(id);
    if (!current) return errAsync(notFound('The member'));
    this.#members.delete(id);
    if (audit) this.#audit.append(audit(current));
    return okAsync(current);
  }

  /**
   * Sets the member's dues year back from `year` to the year before, if it is still `year` (a
   * refunded dues payment undone, written with the refund by the in-memory ledger); whether it did.
   */
  setBackDues(id: string, year: number): boolean {
    const current = this.#members.get(id);
    if (current?.duesPayYear !== String(year)) return false;
    this.#members.set(id, { ...current, duesPayYear: String(year - 1), updatedAt: isoNow(this.#clock) });
    return true;
  }

  #byEmail(email: string): Member | null {
    const wanted = normalizeEmail(email);
    return [...this.#members.values()].find((member) => normalizeEmail(member.email) === wanted) ?? null;
  }
}

/** Drops keys whose value is undefined, so a partial update never blanks a field by accident. */
export function definedOnly<T extends object>(changes: T): Partial<T> {
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<T>;
}
