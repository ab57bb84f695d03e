import { describe, expect, it } from 'vitest';
import { NO_AUDIT_FILTER, type AuditLog } from '../../src/application/ports/audit-log.port';
import type { MemberAudit, MemberRepository } from '../../src/application/ports/member-repository.port';
import { sampleMember } from './member-repository.contract';

/** A member repository over an EMPTY store and the audit log its writes append to. */
export interface AuditedMemberWritesHarness {
  readonly repository: MemberRepository;
  readonly auditLog: AuditLog;
}

const officer =
  (action: string, actor: string | null = 'admin@example.org'): MemberAudit =>
  (member) => ({
    actor: actor as string,
    at: '2026-06-15T12:00:00.000Z',
    action,
    subject: { kind: 'member', id: member.id },
    before: action === 'deleteMember' ? { email: member.email } : null,
    after: action === 'deleteMember' ? null : { email: member.email },
    reason: null,
  });

/**
 * An administrator's creation or deletion of a member's record and its audit entry are written
 * together or not at all (issue 18, item 9). `canRefuseEntry`: a database can refuse an entry, memory cannot.
 */
export function auditedMemberWritesContract(
  kind: string,
  make: () => Promise<AuditedMemberWritesHarness>,
  { canRefuseEntry }: { readonly canRefuseEntry: boolean },
): void {
  const entries = async (log: AuditLog) => (await log.page(NO_AUDIT_FILTER, 0, 100))._unsafeUnwrap().entries;

  describe(`a member's audited creation and deletion (${kind})`, () => {
    it('writes each with its entry; a refused creation or a deletion of nobody writes none', async () => {
      const { repository, auditLog } = await make();
      const member = (await repository.create(sampleMember(1), officer('createMember')))._unsafeUnwrap();
      expect((await repository.create(sampleMember(2, { email: member.email }), officer('createMember')))._unsafeUnwrapErr().type).toBe(
        'DuplicateEmail',
      );
      (await repository.delete(member.id, officer('deleteMember')))._unsafeUnwrap();
      expect((await repository.delete(member.id, officer('deleteMember')))._unsafeUnwrapErr().type).toBe('NotFound');
      expect((await entries(auditLog)).map((entry) => [entry.action, entry.subject.id, entry.before, entry.after])).toEqual([
        ['deleteMember', member.id, { email: member.email }, null],
        ['createMember', member.id, null, { email: member.email }],
      ]);
    });

    it("writes an officer's change with its entry, and leaves the record as it was when the entry cannot be written", async () => {
      const { repository, auditLog } = await make();
      const member = (await repository.create(sampleMember(1)))._unsafeUnwrap();
      const change = { ...officer('updateAnyMember')(member), before: { city: member.city }, after: { city: 'Norfolk' } };
      if (canRefuseEntry) {
        const refused = await repository.update(member.id, { city: 'Norfolk' }, { ...change, actor: null as unknown as string });
        expect(refused._unsafeUnwrapErr().type).toBe('Unavailable');
        expect((await repository.get(member.id))._unsafeUnwrap()).toEqual(member);
      }
      (await repository.update(member.id, { city: 'Norfolk' }, change))._unsafeUnwrap();
      expect(await entries(auditLog)).toEqual([change]);
    });

    it.runIf(canRefuseEntry)('keeps no record created and no record deleted whose entry cannot be written', async () => {
      const { repository, auditLog } = await make();
      expect((await repository.create(sampleMember(1), officer('createMember', null)))._unsafeUnwrapErr().type).toBe('Unavailable');
      expect((await repository.get(sampleMember(1).id))._unsafeUnwrapErr().type).toBe('NotFound');
      const member = (await repository.create(sampleMember(1)))._unsafeUnwrap();
      expect((await repository.delete(member.id, officer('deleteMember', null)))._unsafeUnwrapErr().type).toBe('Unavailable');
      expect((await repository.get(member.id))._unsafeUnwrap()).toEqual(member);
      expect(await entries(auditLog)).toEqual([]);
    });
  });
}
