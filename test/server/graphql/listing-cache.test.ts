import { describe, expect, it } from 'vitest';
import {
  createEvent,
  createOfficer,
  deleteEvent,
  deleteOfficer,
  listEvents,
  listOfficers,
  updateEvent,
  updateOfficer,
} from './amplify-documents';
import { graphql, graphqlWorld, type GraphqlWorld } from './graphql-world';

// The listings are answered from memory (src/adapters/caching): a visitor's next list after any
// write through the API shows the write.
const eventNames = async (world: GraphqlWorld) =>
  ((await graphql(world, listEvents)).data?.listEvents as { items: { eventName: string }[] }).items.map((event) => event.eventName);
const officerPositions = async (world: GraphqlWorld) =>
  ((await graphql(world, listOfficers)).data?.listOfficers as { items: { position: string }[] }).items.map((officer) => officer.position);

describe('GraphQL listings after a write', () => {
  it('listEvents shows every create, update and delete at once', async () => {
    const world = await graphqlWorld();
    const admin = { token: world.tokens.admin };
    expect(await eventNames(world)).toEqual(['Spring Banquet']);
    const input = { eventName: 'Cookout 2026', eventDesc: 'Bring a friend', eventDate: 'August 1, 2026' };
    const created = await graphql(world, createEvent, { ...admin, variables: { input } });
    expect(created.errors).toBeUndefined();
    expect(await eventNames(world)).toEqual(['Spring Banquet', 'Cookout 2026']);
    const id = (created.data?.createEvent as { id: string }).id;
    expect(
      (await graphql(world, updateEvent, { ...admin, variables: { input: { id, eventName: 'Fall Cookout' } } })).errors,
    ).toBeUndefined();
    expect(await eventNames(world)).toEqual(['Spring Banquet', 'Fall Cookout']);
    expect((await graphql(world, deleteEvent, { ...admin, variables: { input: { id } } })).errors).toBeUndefined();
    expect(await eventNames(world)).toEqual(['Spring Banquet']);
  });

  it('listOfficers shows every create, update and delete at once', async () => {
    const world = await graphqlWorld();
    const admin = { token: world.tokens.admin };
    const before = await officerPositions(world);
    const input = { name: 'Grace Hopper', position: 'Treasurer', summary: 'Keeps the books', photo: '' };
    const created = await graphql(world, createOfficer, { ...admin, variables: { input } });
    expect(created.errors).toBeUndefined();
    expect(await officerPositions(world)).toEqual([...before, 'Treasurer']);
    const id = (created.data?.createOfficer as { id: string }).id;
    expect((await graphql(world, updateOfficer, { ...admin, variables: { input: { id, position: 'Secretary' } } })).errors).toBeUndefined();
    expect(await officerPositions(world)).toEqual([...before, 'Secretary']);
    expect((await graphql(world, deleteOfficer, { ...admin, variables: { input: { id } } })).errors).toBeUndefined();
    expect(await officerPositions(world)).toEqual(before);
  });

  it('a refused write leaves the listing as it was', async () => {
    const world = await graphqlWorld();
    const input = { eventName: 'Cookout 2026', eventDesc: 'Bring a friend', eventDate: 'August 1, 2026' };
    const refused = await graphql(world, createEvent, { token: world.tokens.member, variables: { input } });
    expect(refused.errors?.[0]?.errorType).toBe('Unauthorized');
    expect(await eventNames(world)).toEqual(['Spring Banquet']);
  });
});
