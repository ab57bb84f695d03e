import { describe, expect, it } from 'vitest';
import { NO_AUDIT_FILTER, type AuditLog } from '../../src/application/ports/audit-log.port';
import type { RoleGrants } from '../../src/application/ports/role-grants.port';
import type { AuditEntry } from '../../src/domain/audit';
import type { RoleGrant } from '../../src/domain/officer-roles';

const sampleGrant = (id: string, changes: Partial<RoleGrant> = {}): RoleGrant => ({
  id,
  email: 'jane@example.org',
  role: 'treasurer',
  event: null,
  endsOn: '2027-07-01',
  grantedBy: 'pres@chapter.org',
  grantedAt: '2026-06-15T12:00:00.000Z',
  revokedAt: null,
  revokedBy: null,
  ...changes,
});

/** What a test of both ports needs: the grants, and the audit log their writes append to. */
export interface RoleGrantsSubject {
  readonly grants: RoleGrants;
  readonly audit: AuditLog;
}

/**
 * The RoleGrants contract: a grant is read back by its account and in the list (newest first), a
 * revocation ends it once, and each grant and revocation leaves one audit entry naming who and when.
 */
export function roleGrantsContract(name: string, make: () => Promise<RoleGrantsSubject>): void {
  describe(`RoleGrants contract: ${name}`, () => {
    it('holds nothing at first', async () => {
      const { grants } = await make();
      expect((await grants.list())._unsafeUnwrap()).toEqual([]);
      expect((await grants.grantsOf('jane@example.org'))._unsafeUnwrap()).toEqual([]);
    });

    it('reads back each account’s grants, oldest first, and lists them all newest first', async () => {
      const { grants } = await make();
      const door = sampleGrant('g2', { role: 'door', event: 'spring-gala', grantedAt: '2026-06-16T09:00:00.000Z' });
      const other = sampleGrant('g3', { email: 'bob@example.org', role: 'secretary', grantedAt: '2026-06-17T09:00:00.000Z' });
      expect((await grants.grant(sampleGrant('g1')))._unsafeUnwrap()).toEqual(sampleGrant('g1'));
      (await grants.grant(door))._unsafeUnwrap();
      (await grants.grant(other))._unsafeUnwrap();
      expect((await grants.grantsOf('jane@example.org'))._unsafeUnwrap()).toEqual([sampleGrant('g1'), door]);
      expect((await grants.list())._unsafeUnwrap().map((g) => g.id)).toEqual(['g3', 'g2', 'g1']);
    });

    it('refuses a second grant with the same id and keeps the first', async () => {
      const { grants } = await make();
      (await grants.grant(sampleGrant('g1')))._unsafeUnwrap();
      expect((await grants.grant(sampleGrant('g1', { role: 'secretary' })))._unsafeUnwrapErr().type).toBe('DuplicateId');
      expect((await grants.list())._unsafeUnwrap()).toEqual([sampleGrant('g1')]);
    });

    it('revokes a grant once, with who and when; an unknown or revoked grant is NotFound', async () => {
      const { grants } = await make();
      (await grants.grant(sampleGrant('g1')))._unsafeUnwrap();
      const revocation = { id: 'g1', by: 'pres@chapter.org', at: '2026-07-01T10:00:00.000Z' };
      const revoked = { ...sampleGrant('g1'), revokedAt: revocation.at, revokedBy: revocation.by };
      expect((await grants.revoke(revocation))._unsafeUnwrap()).toEqual(revoked);
      expect((await grants.revoke({ ...revocation, at: '2026-07-02T10:00:00.000Z' }))._unsafeUnwrapErr().type).toBe('NotFound');
      expect((await grants.revoke({ ...revocation, id: 'nope' }))._unsafeUnwrapErr().type).toBe('NotFound');
      expect((await grants.grantsOf('jane@example.org'))._unsafeUnwrap()).toEqual([revoked]);
    });

    it('appends one audit entry per grant and per revocation, newest first', async () => {
      const { grants, audit } = await make();
      (await grants.grant(sampleGrant('g1')))._unsafeUnwrap();
      (await grants.revoke({ id: 'g1', by: 'vp@chapter.org', at: '2026-07-01T10:00:00.000Z' }))._unsafeUnwrap();
      (await grants.revoke({ id: 'g1', by: 'vp@chapter.org', at: '2026-07-01T11:00:00.000Z' })).isErr();
      const terms = { email: 'jane@example.org', role: 'treasurer', event: null, endsOn: '2027-07-01' };
      const expected: AuditEntry[] = [
        {
          actor: 'vp@chapter.org',
          at: '2026-07-01T10:00:00.000Z',
          action: 'revokeRole',
          subject: { kind: 'role', id: 'g1' },
          before: terms,
          after: null,
          reason: null,
        },
        {
          actor: 'pres@chapter.org',
          at: '2026-06-15T12:00:00.000Z',
          action: 'grantRole',
          subject: { kind: 'role', id: 'g1' },
          before: null,
          after: terms,
          reason: null,
        },
      ];
      expect((await audit.page(NO_AUDIT_FILTER, 0, 10))._unsafeUnwrap()).toEqual({ entries: expected, total: 2 });
    });
  });
}
