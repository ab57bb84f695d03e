import { describe, expect, it } from 'vitest';
import { FOREIGN_PHOTO_MESSAGE } from '../../../src/server/graphql/photo-url';
import { createOfficer, deleteOfficer, getOfficer, listOfficers, updateOfficer } from './amplify-documents';
import { contents, graphql, graphqlWorld } from './graphql-world';

describe('GraphQL officers (Amplify-generated documents, through app.request)', () => {
  it('listOfficers and getOfficer for a visitor', async () => {
    const world = await graphqlWorld();
    const list = await graphql(world, listOfficers, { variables: { limit: 10 } });
    expect(list.data).toEqual({
      listOfficers: { items: [{ ...world.officer, __typename: 'Officer' }], nextToken: null, __typename: 'ModelOfficerConnection' },
    });
    expect((await graphql(world, getOfficer, { variables: { id: world.officer.id } })).data).toEqual({
      getOfficer: { ...world.officer, __typename: 'Officer' },
    });
  });

  it('createOfficer with the id the original client sends: the server keeps its own id, and saves by name', async () => {
    const world = await graphqlWorld();
    const input = { id: 'client-made-id', name: 'Grace Hopper', position: 'Secretary', summary: '', photo: '' };
    const added = await graphql(world, createOfficer, { token: world.tokens.admin, variables: { input } });
    expect(added.errors).toBeUndefined();
    expect(added.data?.createOfficer).toMatchObject({ name: 'Grace Hopper', position: 'Secretary', __typename: 'Officer' });
    expect((added.data?.createOfficer as { id: string }).id).not.toBe('client-made-id');
    const renamed = {
      name: 'ada  LOVELACE',
      position: 'President',
      summary: 'Chair',
      photo: 'http://localhost:8787/files/website-assets/id-9-ada.png',
    };
    const saved = await graphql(world, createOfficer, { token: world.tokens.admin, variables: { input: renamed } });
    expect(saved.data?.createOfficer).toMatchObject({ id: world.officer.id, position: 'President' });
    expect((await contents(world)).officers.items).toHaveLength(2);
  });

  it('refuses an officer without a position, with the field message', async () => {
    const world = await graphqlWorld();
    const reply = await graphql(world, createOfficer, { token: world.tokens.admin, variables: { input: { name: 'Nobody' } } });
    expect(reply.errors).toEqual([
      expect.objectContaining({
        errorType: 'InvalidForm',
        message: 'Position is required.',
        errorInfo: { fields: { position: 'Position is required.' } },
      }),
    ]);
  });

  it('takes only photos stored by this site: another host, a script or data URL, or a members’ file is refused and nothing changes', async () => {
    const world = await graphqlWorld();
    const before = await contents(world);
    const refused = [
      'https://evil.example/tracker.png',
      'http://localhost:8787.evil.example/files/website-assets/a.png',
      '//evil.example/files/website-assets/a.png',
      'javascript:alert(1)',
      'data:image/png;base64,iVBORw0KGgo=',
      'http://localhost:8787/files/meeting-minutes/id-1-March.pdf',
      'http://localhost:8787/files/website-assets/../meeting-minutes/id-1-March.pdf',
      '/files/website-assets/%2e%2e%2fmeeting-minutes%2fx.pdf',
      'http://localhost:8787/files/website-assets/a.png?download=1',
      'http://user:pw@localhost:8787/files/website-assets/a.png',
      'http://localhost:8787/assets/index.js',
    ];
    for (const photo of refused) {
      const created = await graphql(world, createOfficer, {
        token: world.tokens.admin,
        variables: { input: { name: 'Grace Hopper', position: 'Secretary', photo } },
      });
      expect(created.errors).toEqual([
        expect.objectContaining({
          errorType: 'InvalidForm',
          message: FOREIGN_PHOTO_MESSAGE,
          errorInfo: { fields: { photo: FOREIGN_PHOTO_MESSAGE } },
        }),
      ]);
      const updated = await graphql(world, updateOfficer, {
        token: world.tokens.admin,
        variables: { input: { id: world.officer.id, photo } },
      });
      expect(updated.errors?.[0]?.errorType).toBe('InvalidForm');
    }
    expect(await contents(world)).toEqual(before);
    const visitor = await graphql(world, createOfficer, {
      variables: { input: { name: 'Grace Hopper', position: 'Secretary', photo: 'javascript:alert(1)' } },
    });
    expect(visitor.errors?.[0]?.message).toBe('Unauthorized');
    for (const photo of ['http://localhost:8787/files/website-assets/id-3-grace.png', '/files/website-assets/id-4-grace%20h.jpg', '']) {
      const saved = await graphql(world, updateOfficer, {
        token: world.tokens.admin,
        variables: { input: { id: world.officer.id, photo } },
      });
      expect(saved.errors).toBeUndefined();
      expect(saved.data?.updateOfficer).toMatchObject({ photo });
    }
  });

  it('updateOfficer changes the given fields; null empties an optional one', async () => {
    const world = await graphqlWorld();
    const input = { id: world.officer.id, position: 'Vice President', photo: null };
    const reply = await graphql(world, updateOfficer, { token: world.tokens.admin, variables: { input } });
    expect(reply.data?.updateOfficer).toMatchObject({
      ...world.officer,
      position: 'Vice President',
      photo: '',
      updatedAt: expect.any(String),
    });
  });

  it('deleteOfficer removes the officer; a second delete is NotFound', async () => {
    const world = await graphqlWorld();
    const variables = { input: { id: world.officer.id } };
    expect((await graphql(world, deleteOfficer, { token: world.tokens.admin, variables })).data).toEqual({
      deleteOfficer: { ...world.officer, __typename: 'Officer' },
    });
    const again = await graphql(world, deleteOfficer, { token: world.tokens.admin, variables });
    expect(again.data).toEqual({ deleteOfficer: null });
    expect(again.errors?.[0]?.errorType).toBe('NotFound');
  });
});
