import type { Actor, Role } from '../../../../src/domain/access';
import { EVENTS, OFFICERS } from '../../../../src/domain/named-records';
import { InMemoryDocumentStore } from '../../../../src/adapters/in-memory/in-memory-document-store';
import { InMemoryMemberRepository } from '../../../../src/adapters/in-memory/in-memory-member-repository';
import { InMemoryNamedRepository } from '../../../../src/adapters/in-memory/in-memory-named-repository';
import { ManualClock } from '../../../../src/adapters/in-memory/manual-clock';
import { SequentialIds } from '../../../../src/adapters/in-memory/sequential-ids';
import { minutes } from '../../../contracts/document-store.contract';
import { sampleEvent } from '../../../contracts/event-repository.contract';
import { sampleMember } from '../../../contracts/member-repository.contract';
import { sampleOfficer } from '../../../contracts/officer-repository.contract';

export const visitor: Actor = { role: 'visitor', email: null };
/** A member whose own record is `sampleMember(1)` (matched by e-mail, in another case). */
export const member: Actor = { role: 'member', email: 'Member1@Example.org' };
export const admin: Actor = { role: 'admin', email: 'admin@example.org' };
export const ACTORS: Readonly<Record<Role, Actor>> = { visitor, member, admin };

/** Every port the content use cases need, as in-memory fakes; property names match the deps objects. */
export function contentWorld(uniforms?: readonly number[]) {
  const clock = new ManualClock('2026-06-15T12:00:00.000Z');
  const ids = new SequentialIds(uniforms);
  return {
    clock,
    ids,
    members: new InMemoryMemberRepository(clock),
    events: new InMemoryNamedRepository(EVENTS, clock, ids),
    officers: new InMemoryNamedRepository(OFFICERS, clock, ids),
    documents: new InMemoryDocumentStore(clock, ids),
    /** Deleting a member ends nobody's sessions here (delete-member.use-case.test gives it some). */
    sessions: null,
  };
}

export type ContentWorld = ReturnType<typeof contentWorld>;

/** A world holding the member's own record, another member's, the admin's, one event, one officer and minutes. */
export async function seededWorld() {
  const world = contentWorld();
  const own = (await world.members.create(sampleMember(1)))._unsafeUnwrap();
  const other = (await world.members.create(sampleMember(2)))._unsafeUnwrap();
  (await world.members.create(sampleMember(3, { email: 'admin@example.org' })))._unsafeUnwrap();
  const event = (await world.events.create(sampleEvent(1, 'Spring Banquet')))._unsafeUnwrap();
  const officer = (await world.officers.create(sampleOfficer(1, 'Ada Lovelace')))._unsafeUnwrap();
  const document = (await world.documents.upload(minutes()))._unsafeUnwrap();
  world.clock.advance(60_000);
  return { world, own, other, event, officer, document };
}

export type Seeded = Awaited<ReturnType<typeof seededWorld>>;

/** Everything the world holds, read through the ports, to show that a refused call wrote nothing. */
export async function snapshot(world: ContentWorld) {
  return {
    members: (await world.members.list())._unsafeUnwrap(),
    events: (await world.events.list())._unsafeUnwrap(),
    officers: (await world.officers.list())._unsafeUnwrap(),
    minutes: (await world.documents.list('meeting-minutes'))._unsafeUnwrap(),
    reports: (await world.documents.list('treasury-report'))._unsafeUnwrap(),
    photos: (await world.documents.list('website-assets'))._unsafeUnwrap(),
  };
}

/** A fake's methods as plain bound functions, so a test can spread it and replace one method. */
export function stubbable<T extends object>(fake: T): { [K in keyof T]: T[K] } {
  const prototype = Object.getPrototypeOf(fake) as object;
  const names = Object.getOwnPropertyNames(prototype).filter((name) => name !== 'constructor');
  const methods = names.map((name) => [
    name,
    (...args: unknown[]) => (fake as Record<string, (...a: unknown[]) => unknown>)[name]!(...args),
  ]);
  return Object.fromEntries(methods) as { [K in keyof T]: T[K] };
}
