import { describe, expect, it } from 'vitest';
import { getDownloadLink } from '../../../../src/application/server/content/get-download-link.use-case';
import { listMemberDocuments } from '../../../../src/application/server/content/list-member-documents.use-case';
import { admitDocumentHolder, documentHolderFor } from '../../../../src/application/server/content/document-holders';
import { parseAdminList, type Actor } from '../../../../src/domain/access';
import { admin, member, seededWorld, visitor } from './content-fixtures';

const admins = parseAdminList('admin@example.org, boss@example.org')._unsafeUnwrap();
const recordless: Actor = { role: 'member', email: 'account-only@example.org' };
const adminWithoutRecord: Actor = { role: 'admin', email: 'Boss@Example.org' };

describe('members’ documents need a member record', () => {
  it('refuses a signed-in member without a record NotAMember (403), listing and linking alike', async () => {
    const { world, document } = await seededWorld();
    for (const result of [
      await listMemberDocuments(world, { actor: recordless, folder: 'meeting-minutes' }),
      await getDownloadLink(world, { actor: recordless, key: document.key }),
    ]) {
      expect(result._unsafeUnwrapErr()).toEqual({ type: 'NotAMember', message: expect.stringContaining('no member record') });
    }
  });

  it('lets an administrator in without a record, and a member with one', async () => {
    const { world, document } = await seededWorld();
    for (const actor of [adminWithoutRecord, admin, member]) {
      expect((await listMemberDocuments(world, { actor, folder: 'meeting-minutes' }))._unsafeUnwrap()).toEqual([document]);
      expect((await getDownloadLink(world, { actor, key: document.key })).isOk()).toBe(true);
    }
  });
});

describe('document holders', () => {
  it('binds a link to the member record (its id), or to an administrator without one (their e-mail)', async () => {
    const { world, own } = await seededWorld();
    expect((await documentHolderFor(world, member))._unsafeUnwrap()).toBe(`m.${own.id}`);
    expect((await documentHolderFor(world, adminWithoutRecord))._unsafeUnwrap()).toBe('a.boss@example.org');
    expect((await documentHolderFor(world, visitor))._unsafeUnwrapErr().type).toBe('Unauthorized');
    expect((await documentHolderFor(world, recordless))._unsafeUnwrapErr().type).toBe('NotAMember');
  });

  it('puts the holder into the link', async () => {
    const { world, own, document } = await seededWorld();
    const link = (await getDownloadLink(world, { actor: member, key: document.key }))._unsafeUnwrap();
    expect(new URL(link.url.replace('memory://', 'http://x/')).searchParams.get('holder')).toBe(`m.${own.id}`);
  });

  it('admits a holder while the record exists or the administrator is one, and nothing else', async () => {
    const { world, own } = await seededWorld();
    const deps = { ...world, admins };
    expect((await admitDocumentHolder(deps, `m.${own.id}`)).isOk()).toBe(true);
    expect((await admitDocumentHolder(deps, 'a.boss@example.org')).isOk()).toBe(true);
    (await world.members.delete(own.id))._unsafeUnwrap();
    for (const holder of [`m.${own.id}`, 'a.former-admin@example.org', 'm.', 'a.', '', own.id, 'x.boss@example.org']) {
      expect((await admitDocumentHolder(deps, holder))._unsafeUnwrapErr()).toEqual({
        type: 'NotAMember',
        message: expect.stringContaining('no longer a member'),
      });
    }
  });
});
