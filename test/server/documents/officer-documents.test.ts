import { describe, expect, it } from 'vitest';
import { NO_AUDIT_FILTER } from '../../../src/application/ports/audit-log.port';
import type { OfficerRole } from '../../../src/domain/officer-roles';
import { TEXT_BYTES } from '../../contracts/document-store.contract';
import { appWorld, type AppWorld } from '../../support/app-world';
import { PASSWORD, signedInAdmin, signedInMember, signIn } from '../../support/auth-helpers';
import type { Browser } from '../../support/browser';
import { uploadForm } from '../../support/document-world';

const SECRETARY = 'secretary@example.org';
const TREASURER = 'treasurer@example.org';

/** `email`'s role until 2999, as an administrator grants it. */
async function grant(world: AppWorld, email: string, role: OfficerRole): Promise<void> {
  const at = '2026-01-01T00:00:00.000Z';
  const granted = await world.deps.roleGrants.grant({
    id: `g-${role}`,
    email,
    role,
    event: null,
    endsOn: '2999-01-01',
    grantedBy: 'chair@example.org',
    grantedAt: at,
    revokedAt: null,
    revokedBy: null,
  });
  granted._unsafeUnwrap();
}

/** The secretary (an account, but no member record: an officer need not be a paying member) and the treasurer (a member), each signed in. */
async function officersWorld(): Promise<{ world: AppWorld; secretary: Browser; treasurer: Browser }> {
  const world = appWorld();
  (await world.deps.identity.seedAccount({ email: SECRETARY, password: PASSWORD }))._unsafeUnwrap();
  await grant(world, SECRETARY, 'secretary');
  const secretary = await signIn(world, SECRETARY);
  const treasurer = await signedInMember(world, TREASURER);
  await grant(world, TREASURER, 'treasurer');
  return { world, secretary, treasurer };
}

const upload = (browser: Browser, folder: string, name: string) =>
  browser.fetch('/documents', { method: 'POST', body: uploadForm(folder, name, TEXT_BYTES) });

const auditOf = async (world: AppWorld) => (await world.deps.auditLog.page(NO_AUDIT_FILTER, 0, 100))._unsafeUnwrap().entries;
const stored = async (world: AppWorld) => ({
  minutes: (await world.deps.documents.list('meeting-minutes'))._unsafeUnwrap().map((document) => document.name),
  reports: (await world.deps.documents.list('treasury-report'))._unsafeUnwrap().map((document) => document.name),
});

describe('the secretary’s documents (/documents) by officers’ roles', () => {
  it('lets a secretary list, upload and delete members-only documents, each change audited under the secretary’s name', async () => {
    const { world, secretary } = await officersWorld();
    const listed = await secretary.get('/documents?folder=treasury-report');
    expect(listed.status).toBe(200);
    expect(await listed.json()).toEqual([]);

    const uploaded = await upload(secretary, 'treasury-report', 'Q1 2026.pdf');
    expect(uploaded.status).toBe(201);
    const { key } = (await uploaded.json()) as { key: string };
    expect(await stored(world)).toEqual({ minutes: [], reports: ['Q1 2026.pdf'] });
    expect(((await (await secretary.get('/documents?folder=treasury-report')).json()) as { key: string }[]).map((d) => d.key)).toEqual([
      key,
    ]);
    expect((await secretary.post('/documents/delete', { key })).status).toBe(204);
    expect(await stored(world)).toEqual({ minutes: [], reports: [] });

    const entries = (await auditOf(world)).filter((entry) => entry.subject.kind === 'document');
    expect(entries.map((entry) => [entry.action, entry.actor, entry.subject.id]).reverse()).toEqual([
      ['uploadDocument', SECRETARY, key],
      ['deleteDocument', SECRETARY, key],
    ]);
    expect(entries.find((entry) => entry.action === 'uploadDocument')).toMatchObject({
      before: null,
      after: { name: 'Q1 2026.pdf', contentType: 'application/pdf' },
    });
  });

  it('refuses a treasurer an upload and a delete (403), changing nothing and writing no audit entry', async () => {
    const { world, treasurer } = await officersWorld();
    const admin = await signedInAdmin(world);
    const kept = await upload(admin, 'meeting-minutes', 'March 2026.pdf');
    expect(kept.status).toBe(201);
    const { key } = (await kept.json()) as { key: string };
    const before = { documents: await stored(world), audit: await auditOf(world) };

    const refusedUpload = await upload(treasurer, 'treasury-report', 'Q1 2026.pdf');
    expect(refusedUpload.status).toBe(403);
    expect(((await refusedUpload.json()) as { error: unknown }).error).toEqual({ type: 'Unauthorized', message: 'Unauthorized' });
    expect((await treasurer.post('/documents/delete', { key })).status).toBe(403);

    expect({ documents: await stored(world), audit: await auditOf(world) }).toEqual(before);
    expect(before.documents).toEqual({ minutes: ['March 2026.pdf'], reports: [] });
  });
});
