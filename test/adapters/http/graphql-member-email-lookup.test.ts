import { okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { EMAIL_SCAN_PAGE, GraphqlMemberRepository, MEMBER_OPERATIONS } from '../../../src/adapters/http/graphql-member-repository';
import type { GraphqlTransport } from '../../../src/adapters/http/graphql-transport';

const record = (email: string) => ({
  id: 'm1', firstName: 'Ada', lastName: 'Lovelace', email, address: '', state: '', city: '', zipcode: '', phone: '',
  gradYear: null, membership: 'Annual', duesPayYear: '2026', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
});

/** AppSync's way with a filter: it reads a page of the table, then filters, so pages can be empty with a nextToken. */
function appsyncLike(pages: readonly { items: unknown[]; nextToken: string | null }[]) {
  const asked: Record<string, unknown>[] = [];
  const transport: GraphqlTransport = {
    query: <T>(document: string, variables: Readonly<Record<string, unknown>>) => {
      expect(document).toBe(MEMBER_OPERATIONS.list);
      asked.push({ ...variables });
      const page = pages[asked.length - 1] ?? { items: [], nextToken: null };
      return okAsync({ listMembers: page } as T);
    },
    mutate: () => {
      throw new Error('no mutation expected');
    },
  };
  return { transport, asked };
}

describe('findByEmail through listMembers (AppSync)', () => {
  it('follows empty pages until the record, asking for the normalised e-mail', async () => {
    const { transport, asked } = appsyncLike([
      { items: [], nextToken: 'a' },
      { items: [], nextToken: 'b' },
      { items: [record('ada@example.org')], nextToken: 'c' },
    ]);
    const found = await new GraphqlMemberRepository(transport, { emailLookup: 'listFilter' }).findByEmail('  Ada@Example.org ');
    expect(found._unsafeUnwrap()?.email).toBe('ada@example.org');
    expect(asked).toEqual([
      { filter: { email: { eq: 'ada@example.org' } }, limit: EMAIL_SCAN_PAGE, nextToken: null },
      { filter: { email: { eq: 'ada@example.org' } }, limit: EMAIL_SCAN_PAGE, nextToken: 'a' },
      { filter: { email: { eq: 'ada@example.org' } }, limit: EMAIL_SCAN_PAGE, nextToken: 'b' },
    ]);
  });

  it('answers null at the end of the table', async () => {
    const { transport, asked } = appsyncLike([{ items: [], nextToken: 'a' }, { items: [], nextToken: null }]);
    expect((await new GraphqlMemberRepository(transport, { emailLookup: 'listFilter' }).findByEmail('nobody@example.org'))._unsafeUnwrap()).toBeNull();
    expect(asked).toHaveLength(2);
  });
});
