import type { ResultAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { UNAUTHORIZED, type Actor, type Role } from '../../../../src/domain/access';
import { EVENTS, OFFICERS } from '../../../../src/domain/named-records';
import { createMember } from '../../../../src/application/server/content/create-member.use-case';
import { deleteMember } from '../../../../src/application/server/content/delete-member.use-case';
import { deleteDocument } from '../../../../src/application/server/content/delete-document.use-case';
import { getDownloadLink } from '../../../../src/application/server/content/get-download-link.use-case';
import { getMember } from '../../../../src/application/server/content/get-member.use-case';
import { getMyMember } from '../../../../src/application/server/content/get-my-member.use-case';
import { listMemberDocuments } from '../../../../src/application/server/content/list-member-documents.use-case';
import { listMembers } from '../../../../src/application/server/content/list-members.use-case';
import { namedRecordContent } from '../../../../src/application/server/content/named-record-content';
import { updateMember } from '../../../../src/application/server/content/update-member.use-case';
import { storeDocument } from '../../../../src/application/server/content/store-document.use-case';
import { storeOfficerPhoto } from '../../../../src/application/server/content/store-officer-photo.use-case';
import { minutes, PNG_BYTES } from '../../../contracts/document-store.contract';
import { sampleMember } from '../../../contracts/member-repository.contract';
import { ACTORS, seededWorld, snapshot, type Seeded } from './content-fixtures';

type Run = (seeded: Seeded, actor: Actor) => ResultAsync<unknown, { readonly type: string }>;
const EVERYONE: readonly Role[] = ['visitor', 'member', 'admin'];
const SIGNED_IN: readonly Role[] = ['member', 'admin'];
const ADMIN: readonly Role[] = ['admin'];
const { id: _id, ...newMember } = sampleMember(9);

/** Every content operation the server offers, with the roles spec section 6 allows it to. */
const OPERATIONS: readonly (readonly [string, readonly Role[], Run])[] = [
  ['listEvents', EVERYONE, ({ world }, actor) => namedRecordContent(EVENTS, world.events, world.clock).list({ actor })],
  ['getEvent', EVERYONE, ({ world, event }, actor) => namedRecordContent(EVENTS, world.events, world.clock).get({ actor, id: event.id })],
  [
    'saveEvent',
    ADMIN,
    ({ world }, actor) =>
      namedRecordContent(EVENTS, world.events, world.clock).save({ actor, form: { eventName: 'Gala', eventDate: 'May 1', eventDesc: '' } }),
  ],
  [
    'deleteEvent',
    ADMIN,
    ({ world, event }, actor) => namedRecordContent(EVENTS, world.events, world.clock).delete({ actor, id: event.id }),
  ],
  ['listOfficers', EVERYONE, ({ world }, actor) => namedRecordContent(OFFICERS, world.officers, world.clock).list({ actor })],
  [
    'getOfficer',
    EVERYONE,
    ({ world, officer }, actor) => namedRecordContent(OFFICERS, world.officers, world.clock).get({ actor, id: officer.id }),
  ],
  [
    'saveOfficer',
    ADMIN,
    ({ world }, actor) =>
      namedRecordContent(OFFICERS, world.officers, world.clock).save({
        actor,
        form: { name: 'Grace', position: 'Chair', summary: '', photo: '' },
      }),
  ],
  [
    'deleteOfficer',
    ADMIN,
    ({ world, officer }, actor) => namedRecordContent(OFFICERS, world.officers, world.clock).delete({ actor, id: officer.id }),
  ],
  ['listMembers', ADMIN, ({ world }, actor) => listMembers(world, { actor })],
  ['getMember (own)', SIGNED_IN, ({ world, own }, actor) => getMember(world, { actor, id: own.id })],
  ['getMember (another)', ADMIN, ({ world, other }, actor) => getMember(world, { actor, id: other.id })],
  ['getMyMember', SIGNED_IN, ({ world }, actor) => getMyMember(world, { actor })],
  ['updateMember (own)', SIGNED_IN, ({ world, own }, actor) => updateMember(world, { actor, id: own.id, changes: { city: 'Hampton' } })],
  [
    'updateMember (another)',
    ADMIN,
    ({ world, other }, actor) => updateMember(world, { actor, id: other.id, changes: { city: 'Hampton' } }),
  ],
  ['createMember', ADMIN, ({ world }, actor) => createMember(world, { actor, member: newMember })],
  ['deleteMember', ADMIN, ({ world, other }, actor) => deleteMember(world, { actor, id: other.id })],
  ['uploadDocument', ADMIN, ({ world }, actor) => storeDocument(world, { actor, ...minutes('April.pdf') })],
  ['deleteDocument', ADMIN, ({ world, document }, actor) => deleteDocument(world, { actor, key: document.key })],
  ['uploadOfficerPhoto', ADMIN, ({ world }, actor) => storeOfficerPhoto(world, { actor, fileName: 'me.png', bytes: PNG_BYTES })],
  ['listDocuments', SIGNED_IN, ({ world }, actor) => listMemberDocuments(world, { actor, folder: 'meeting-minutes' })],
  ['getDownloadLink', SIGNED_IN, ({ world, document }, actor) => getDownloadLink(world, { actor, key: document.key })],
];

describe('content operations x roles (SECURITY.md: every operation, every role)', () => {
  const cases = OPERATIONS.flatMap(([name, allowed, run]) =>
    (['visitor', 'member', 'admin'] as const).map((role) => ({ name, role, allowed: allowed.includes(role), run })),
  );

  it.each(cases)('$role: $name allowed=$allowed', async ({ role, allowed, run }) => {
    const seeded = await seededWorld();
    const before = await snapshot(seeded.world);
    const result = await run(seeded, ACTORS[role]);
    if (allowed) {
      expect(result.isOk()).toBe(true);
    } else {
      expect(result._unsafeUnwrapErr()).toEqual(UNAUTHORIZED);
      expect(await snapshot(seeded.world)).toEqual(before);
    }
  });
});
