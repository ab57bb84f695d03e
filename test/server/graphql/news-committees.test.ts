import { describe, expect, it } from 'vitest';
import { graphql, graphqlWorld, type GraphqlWorld } from './graphql-world';

const POST_FIELDS = 'id title postDate summary text textHtml createdAt updatedAt';
const COMMITTEE_FIELDS = 'id name chair purpose howToJoin purposeHtml howToJoinHtml';

const listNewsPosts = `query { listNewsPosts { items { ${POST_FIELDS} } nextToken } }`;
const getNewsPost = `query ($id: ID!) { getNewsPost(id: $id) { ${POST_FIELDS} } }`;
const createNewsPost = `mutation ($input: CreateNewsPostInput!) { createNewsPost(input: $input) { ${POST_FIELDS} } }`;
const updateNewsPost = `mutation ($input: UpdateNewsPostInput!) { updateNewsPost(input: $input) { ${POST_FIELDS} } }`;
const deleteNewsPost = `mutation ($input: DeleteNewsPostInput!) { deleteNewsPost(input: $input) { id } }`;
const listCommittees = `query { listCommittees { items { ${COMMITTEE_FIELDS} } } }`;
const createCommittee = `mutation ($input: CreateCommitteeInput!) { createCommittee(input: $input) { ${COMMITTEE_FIELDS} } }`;
const deleteCommittee = `mutation ($input: DeleteCommitteeInput!) { deleteCommittee(input: $input) { id } }`;

const post = {
  title: 'Picnic recap',
  postDate: '12/20/2026',
  summary: 'A night to remember',
  text: '# Thanks\n\nWe **danced**. <img src=x onerror=alert(1)>',
};
const committee = {
  name: 'Events committee',
  chair: 'Ada Lovelace',
  purpose: 'Awards *two* scholarships.',
  howToJoin: '[Write to us](mailto:board@example.org)',
};

async function stored(world: GraphqlWorld) {
  return {
    news: (await world.deps.news.list())._unsafeUnwrap().items,
    committees: (await world.deps.committees.list())._unsafeUnwrap().items,
  };
}

describe('GraphQL news posts and committees', () => {
  it('an administrator adds a post; everyone reads it with its text as safe HTML, its date in ISO form', async () => {
    const world = await graphqlWorld();
    const added = await graphql(world, createNewsPost, { token: world.tokens.admin, variables: { input: post } });
    expect(added.errors).toBeUndefined();
    expect(added.data?.createNewsPost).toMatchObject({
      ...post,
      postDate: '2026-12-20',
      textHtml: '<h2>Thanks</h2>\n<p>We <strong>danced</strong>. &lt;img src=x onerror=alert(1)&gt;</p>',
    });
    const id = (added.data?.createNewsPost as { id: string }).id;
    for (const token of [null, world.tokens.member]) {
      const list = await graphql(world, listNewsPosts, { token });
      expect((list.data?.listNewsPosts as { items: unknown[] }).items).toContainEqual(added.data?.createNewsPost);
      expect((await graphql(world, getNewsPost, { token, variables: { id } })).data?.getNewsPost).toEqual(added.data?.createNewsPost);
    }
  });

  it('an update is read at once, with the new text rendered', async () => {
    const world = await graphqlWorld();
    const added = await graphql(world, createNewsPost, { token: world.tokens.admin, variables: { input: post } });
    const id = (added.data?.createNewsPost as { id: string }).id;
    const changed = await graphql(world, updateNewsPost, { token: world.tokens.admin, variables: { input: { id, text: 'New *text*' } } });
    expect(changed.data?.updateNewsPost).toMatchObject({ text: 'New *text*', textHtml: '<p>New <em>text</em></p>' });
    const listed = (await graphql(world, listNewsPosts)).data?.listNewsPosts as { items: { id: string; textHtml: string }[] };
    expect(listed.items.find((item) => item.id === id)?.textHtml).toBe('<p>New <em>text</em></p>');
  });

  it('refuses a post with a bad date and no text, with a message per field, and stores nothing', async () => {
    const world = await graphqlWorld();
    const before = await stored(world);
    const reply = await graphql(world, createNewsPost, {
      token: world.tokens.admin,
      variables: { input: { title: 'Soon', postDate: 'next week', text: '' } },
    });
    expect(reply.errors).toEqual([
      expect.objectContaining({
        errorType: 'InvalidForm',
        errorInfo: { fields: { postDate: 'Please enter a date such as Dec 20, 2026 or 2026-12-20.', text: 'Text is required.' } },
      }),
    ]);
    expect(await stored(world)).toEqual(before);
  });

  it('an administrator adds a committee; everyone reads its purpose and how to join as safe HTML', async () => {
    const world = await graphqlWorld();
    const added = await graphql(world, createCommittee, { token: world.tokens.admin, variables: { input: committee } });
    expect(added.data?.createCommittee).toMatchObject({
      ...committee,
      purposeHtml: '<p>Awards <em>two</em> scholarships.</p>',
      howToJoinHtml: '<p><a href="mailto:board@example.org">Write to us</a></p>',
    });
    expect((await graphql(world, listCommittees)).data?.listCommittees).toEqual({
      items: [expect.objectContaining({ name: 'Scholarship' }), added.data?.createCommittee],
    });
  });

  it('refuses every write to a visitor and a member ("Unauthorized"), and writes nothing', async () => {
    const world = await graphqlWorld();
    const existing = await graphql(world, createNewsPost, { token: world.tokens.admin, variables: { input: post } });
    const club = await graphql(world, createCommittee, { token: world.tokens.admin, variables: { input: committee } });
    const before = await stored(world);
    const postId = (existing.data?.createNewsPost as { id: string }).id;
    const committeeId = (club.data?.createCommittee as { id: string }).id;
    for (const token of [null, world.tokens.member]) {
      for (const [document, input] of [
        [createNewsPost, { ...post, title: 'Other' }],
        [updateNewsPost, { id: postId, text: 'Defaced' }],
        [deleteNewsPost, { id: postId }],
        [createCommittee, { ...committee, name: 'Other' }],
        [deleteCommittee, { id: committeeId }],
      ] as const) {
        const reply = await graphql(world, document, { token, variables: { input } });
        expect(reply.errors?.map((error) => error.message)).toEqual(['Unauthorized']);
      }
    }
    expect(await stored(world)).toEqual(before);
  });
});
