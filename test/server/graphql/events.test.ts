import { describe, expect, it } from 'vitest';
import { createEvent, deleteEvent, getEvent, listEvents, updateEvent } from './amplify-documents';
import { contents, graphql, graphqlWorld } from './graphql-world';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('GraphQL events (Amplify-generated documents, through app.request)', () => {
  it('listEvents with no variables, as the home page sends it, for a visitor', async () => {
    const world = await graphqlWorld();
    const reply = await graphql(world, listEvents);
    expect(reply.status).toBe(200);
    expect(reply.errors).toBeUndefined();
    expect(reply.data).toEqual({
      listEvents: { items: [{ ...world.event, __typename: 'Event' }], nextToken: null, __typename: 'ModelEventConnection' },
    });
    expect(world.event.createdAt).toMatch(ISO);
  });

  it('getEvent by id for a visitor; an unknown id is NotFound with data null', async () => {
    const world = await graphqlWorld();
    expect((await graphql(world, getEvent, { variables: { id: world.event.id } })).data).toEqual({
      getEvent: { ...world.event, __typename: 'Event' },
    });
    const missing = await graphql(world, getEvent, { variables: { id: 'nope' } });
    expect(missing.status).toBe(200);
    expect(missing.data).toEqual({ getEvent: null });
    expect(missing.errors).toEqual([
      expect.objectContaining({ errorType: 'NotFound', message: 'The event was not found.', path: ['getEvent'] }),
    ]);
  });

  it('createEvent adds an event for an administrator, and saves by name over an existing one', async () => {
    const world = await graphqlWorld();
    const input = { eventName: 'Cookout 2026', eventDesc: 'Bring a friend', eventDate: 'August 1, 2026' };
    const added = await graphql(world, createEvent, { token: world.tokens.admin, variables: { input } });
    expect(added.errors).toBeUndefined();
    expect(added.data?.createEvent).toMatchObject({ ...input, id: expect.any(String), __typename: 'Event' });
    const again = { eventName: ' spring  BANQUET', eventDesc: 'New venue', eventDate: 'April 30, 2026' };
    const saved = await graphql(world, createEvent, { token: world.tokens.admin, variables: { input: again } });
    expect(saved.data?.createEvent).toMatchObject({ id: world.event.id, eventName: 'spring  BANQUET', createdAt: world.event.createdAt });
    expect((await contents(world)).events.items).toHaveLength(2);
  });

  it("refuses an invalid event with the use case's words, errorType and field messages, writing nothing", async () => {
    const world = await graphqlWorld();
    const before = await contents(world);
    const reply = await graphql(world, createEvent, {
      token: world.tokens.admin,
      variables: { input: { eventName: ' ', eventDesc: 'x' } },
    });
    expect(reply.status).toBe(200);
    expect(reply.data).toEqual({ createEvent: null });
    expect(reply.errors).toEqual([
      expect.objectContaining({
        message: 'Event name is required.',
        errorType: 'InvalidForm',
        errorInfo: { fields: { eventName: 'Event name is required.', eventDate: 'Event date is required.' } },
      }),
    ]);
    expect(await contents(world)).toEqual(before);
  });

  it('updateEvent changes the given fields of the event with that id; a rename onto another name is DuplicateName', async () => {
    const world = await graphqlWorld();
    const reply = await graphql(world, updateEvent, {
      token: world.tokens.admin,
      variables: { input: { id: world.event.id, eventDesc: 'Moved indoors' } },
    });
    expect(reply.data?.updateEvent).toMatchObject({ id: world.event.id, eventName: 'Spring Banquet', eventDesc: 'Moved indoors' });
    const gala = (await world.deps.events.create({ eventName: 'Gala', eventDesc: '', eventDate: 'May 1' }))._unsafeUnwrap();
    const clash = await graphql(world, updateEvent, {
      token: world.tokens.admin,
      variables: { input: { id: gala.id, eventName: 'SPRING banquet' } },
    });
    expect(clash.errors).toEqual([expect.objectContaining({ errorType: 'DuplicateName', errorInfo: { name: 'SPRING banquet' } })]);
    const missing = await graphql(world, updateEvent, { token: world.tokens.admin, variables: { input: { id: 'nope', eventDesc: 'x' } } });
    expect(missing.errors?.[0]?.errorType).toBe('NotFound');
  });

  it('deleteEvent removes the event and answers it', async () => {
    const world = await graphqlWorld();
    const reply = await graphql(world, deleteEvent, { token: world.tokens.admin, variables: { input: { id: world.event.id } } });
    expect(reply.data).toEqual({ deleteEvent: { ...world.event, __typename: 'Event' } });
    expect((await contents(world)).events.items).toEqual([]);
  });

  it("honours a mutation's condition: the write happens only when it holds on the current record", async () => {
    const world = await graphqlWorld();
    const input = { id: world.event.id, eventDesc: 'Changed' };
    const stale = await graphql(world, updateEvent, {
      token: world.tokens.admin,
      variables: { input, condition: { eventDesc: { eq: 'old text' } } },
    });
    expect(stale.errors).toEqual([
      expect.objectContaining({ errorType: 'DynamoDB:ConditionalCheckFailedException', message: 'The conditional request failed' }),
    ]);
    expect((await world.deps.events.get(world.event.id))._unsafeUnwrap()).toEqual(world.event);
    world.clock.advance(1_000);
    const fresh = await graphql(world, updateEvent, {
      token: world.tokens.admin,
      variables: { input, condition: { eventDesc: { eq: world.event.eventDesc } } },
    });
    expect(fresh.data?.updateEvent).toMatchObject({ eventDesc: 'Changed' });
    const unchangedSince = (updatedAt: unknown) => ({
      updatedAt: { eq: updatedAt },
      eventDate: { attributeExists: true, size: { gt: 2 } },
    });
    const remove = (condition: unknown) =>
      graphql(world, deleteEvent, { token: world.tokens.admin, variables: { input: { id: world.event.id }, condition } });
    const outdated = await remove(unchangedSince(world.event.updatedAt));
    expect(outdated.errors).toEqual([expect.objectContaining({ errorType: 'DynamoDB:ConditionalCheckFailedException' })]);
    const current = await remove(unchangedSince((fresh.data?.updateEvent as { updatedAt: string }).updatedAt));
    expect(current.data?.deleteEvent).toMatchObject({ id: world.event.id, eventDesc: 'Changed' });
  });

  it("tests a create's condition on a record with no fields yet, as AppSync tests it on the item not yet written", async () => {
    const world = await graphqlWorld();
    const create = (condition: unknown) =>
      graphql(world, createEvent, {
        token: world.tokens.admin,
        variables: { input: { eventName: 'Gala', eventDate: 'May 1' }, condition },
      });
    const never = await create({ eventName: { eq: 'Gala' } });
    expect(never).toMatchObject({ status: 200, data: { createEvent: null } });
    expect(never.errors).toEqual([
      expect.objectContaining({ errorType: 'DynamoDB:ConditionalCheckFailedException', path: ['createEvent'] }),
    ]);
    expect((await contents(world)).events.items).toHaveLength(1);
    const fresh = await create({ eventName: { attributeExists: false }, not: { eventDate: { attributeType: 'string' } } });
    expect(fresh.errors).toBeUndefined();
    expect(fresh.data?.createEvent).toMatchObject({ eventName: 'Gala' });
  });
});
