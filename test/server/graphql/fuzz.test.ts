import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as documents from './amplify-documents';
import { graphqlWorld } from './graphql-world';

const FIELD_NAMES = [
  'id',
  'eventName',
  'eventDesc',
  'eventDate',
  'name',
  'position',
  'photo',
  'summary',
  'email',
  'firstName',
  'city',
  'zipcode',
  'membership',
  'duesPayYear',
  'gradYear',
];
const text = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('', ' ', '2026', 'Spring Banquet', '123456', 'a@b.org'));
const scalar = fc.oneof(text, fc.integer(), fc.boolean(), fc.constant(null));
const input = fc.dictionary(fc.constantFrom(...FIELD_NAMES), scalar, { maxKeys: 5 });
const filter = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(
    fc.constantFrom(...FIELD_NAMES, 'and', 'or', 'not'),
    fc.dictionary(fc.constantFrom('eq', 'ne', 'contains', 'le', 'between'), scalar, { maxKeys: 2 }),
    { maxKeys: 3 },
  ),
);
const variables = fc.record(
  { id: scalar, email: scalar, input, filter, condition: filter, limit: fc.oneof(fc.integer(), text), nextToken: scalar },
  { requiredKeys: [] },
);
const body = fc.oneof(
  { weight: 1, arbitrary: fc.string() },
  { weight: 1, arbitrary: fc.json() },
  {
    weight: 1,
    arbitrary: fc.record({ query: fc.string(), variables: fc.jsonValue() }, { requiredKeys: [] }).map((b) => JSON.stringify(b)),
  },
  { weight: 6, arbitrary: fc.record({ query: fc.constantFrom(...Object.values(documents)), variables }).map((b) => JSON.stringify(b)) },
);

// SECURITY.md: no request, however bad, yields a 500 or a stack trace.
describe('POST /graphql under random requests (property)', () => {
  it('always answers JSON with a status below 500 and never a stack trace, signed in or not', async () => {
    const world = await graphqlWorld();
    await fc.assert(
      fc.asyncProperty(body, fc.constantFrom(null, world.tokens.admin, world.tokens.member), async (payload, token) => {
        const headers: Record<string, string> = { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) };
        const response = await world.app.request('/graphql', { method: 'POST', headers, body: payload });
        expect(response.status).toBeLessThan(500);
        const answer = await response.text();
        expect(() => JSON.parse(answer) as unknown).not.toThrow();
        expect(answer).not.toMatch(/\bat .+\.(ts|js):\d+/);
        expect(answer).not.toContain('InternalFailure');
      }),
      { numRuns: 400 },
    );
  }, 120_000);
});
