import { describe, expect, it } from 'vitest';
import { NO_AUDIT_FILTER, type AuditLog } from '../../src/application/ports/audit-log.port';
import type { NamedRecordAudit, NamedRecordRepository } from '../../src/application/ports/named-record-repository.port';
import { nameOf, type NamedRecordKind, type NamedValues } from '../../src/domain/named-records';

/** A named-record repository (bare, rendered or cached) over an EMPTY store, and the audit log its writes append to. */
export interface AuditedNamedRecordWritesHarness<V extends string> {
  readonly repository: NamedRecordRepository<V>;
  readonly auditLog: AuditLog;
}

/**
 * An administrator's creation, change or deletion of an officer, news post, committee or listed
 * event and its audit entry are written together or not at all (issue 18, item 9): the entry is
 * made from the record before and after as the store read and wrote it. `canRefuseEntry`: a
 * database can refuse an entry, memory cannot.
 */
export function auditedNamedRecordWritesContract<V extends string>(
  name: string,
  kind: NamedRecordKind<V>,
  sample: (n: number) => NamedValues<V>,
  make: () => Promise<AuditedNamedRecordWritesHarness<V>>,
  { canRefuseEntry }: { readonly canRefuseEntry: boolean },
): void {
  const entries = async (log: AuditLog) => (await log.page(NO_AUDIT_FILTER, 0, 100))._unsafeUnwrap().entries;
  const officer =
    (action: string, actor: string | null = 'admin@example.org'): NamedRecordAudit<V> =>
    ({ before, after }) => ({
      actor: actor as string,
      at: '2026-06-15T12:00:00.000Z',
      action,
      subject: { kind: kind.auditKind, id: after?.id ?? before?.id ?? '' },
      before: before === null ? null : { name: nameOf(kind, before) },
      after: after === null ? null : { name: nameOf(kind, after) },
      reason: null,
    });
  const renamed = (n: number): Partial<NamedValues<V>> => ({ [kind.nameField]: `Renamed ${n}` }) as Partial<NamedValues<V>>;

  describe(`a ${kind.noun}'s audited writes (${name})`, () => {
    it('writes each creation, change and deletion with its entry, made from the record before and after', async () => {
      const { repository, auditLog } = await make();
      const created = (await repository.create(sample(1), officer('create')))._unsafeUnwrap();
      (await repository.update(created.id, renamed(1), officer('update')))._unsafeUnwrap();
      (await repository.delete(created.id, officer('delete')))._unsafeUnwrap();
      const first = nameOf(kind, sample(1));
      expect((await entries(auditLog)).map((entry) => [entry.action, entry.subject, entry.before, entry.after])).toEqual([
        ['delete', { kind: kind.auditKind, id: created.id }, { name: 'Renamed 1' }, null],
        ['update', { kind: kind.auditKind, id: created.id }, { name: first }, { name: 'Renamed 1' }],
        ['create', { kind: kind.auditKind, id: created.id }, null, { name: first }],
      ]);
    });

    it('writes no entry for a write that fails: a duplicate name, an unknown record', async () => {
      const { repository, auditLog } = await make();
      const first = (await repository.create(sample(1)))._unsafeUnwrap();
      const second = (await repository.create(sample(2)))._unsafeUnwrap();
      expect((await repository.create(sample(1), officer('create')))._unsafeUnwrapErr().type).toBe('DuplicateName');
      const ontoFirst = { [kind.nameField]: nameOf(kind, first) } as Partial<NamedValues<V>>;
      expect((await repository.update(second.id, ontoFirst, officer('update')))._unsafeUnwrapErr().type).toBe('DuplicateName');
      expect((await repository.update('nobody', renamed(3), officer('update')))._unsafeUnwrapErr().type).toBe('NotFound');
      expect((await repository.delete('nobody', officer('delete')))._unsafeUnwrapErr().type).toBe('NotFound');
      expect(await entries(auditLog)).toEqual([]);
    });

    it.runIf(canRefuseEntry)('keeps no creation, change or deletion whose entry cannot be written', async () => {
      const { repository, auditLog } = await make();
      expect((await repository.create(sample(1), officer('create', null)))._unsafeUnwrapErr().type).toBe('Unavailable');
      expect((await repository.findByName(nameOf(kind, sample(1))))._unsafeUnwrap()).toBeNull();
      const kept = (await repository.create(sample(2)))._unsafeUnwrap();
      expect((await repository.update(kept.id, renamed(2), officer('update', null)))._unsafeUnwrapErr().type).toBe('Unavailable');
      expect((await repository.delete(kept.id, officer('delete', null)))._unsafeUnwrapErr().type).toBe('Unavailable');
      expect((await repository.get(kept.id))._unsafeUnwrap()).toEqual(kept);
      expect((await repository.list())._unsafeUnwrap().items).toEqual([kept]);
      expect(await entries(auditLog)).toEqual([]);
    });
  });
}
