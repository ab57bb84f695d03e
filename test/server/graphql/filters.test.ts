import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchesFilter, type ListFilter } from '../../../src/application/ports/list-query';
import type { EventField } from '../../../src/application/ports/event-repository.port';
import type { ChapterEvent } from '../../../src/domain/events';
import { appWorld, type AppWorld } from '../../support/app-world';
import { listEvents, listMembers } from './amplify-documents';
import { graphql, graphqlWorld } from './graphql-world';

const TEXTS = ['Spring Banquet', 'Spring Cookout', 'Winter Gala', 'Cookout 2024', 'Golf Outing', 'spring mixer'];

async function eventsWorld(): Promise<{ world: AppWorld; events: ChapterEvent[] }> {
  const world = appWorld();
  const events: ChapterEvent[] = [];
  for (const [n, name] of TEXTS.entries()) {
    events.push((await world.deps.events.create({ eventName: name, eventDesc: `Event ${n} of ${TEXTS.length}`, eventDate: `May ${n + 1}, 2026` }))._unsafeUnwrap());
  }
  return { world, events };
}

const names = (reply: Awaited<ReturnType<typeof graphql>>) =>
  ((reply.data?.listEvents as { items: { eventName: string }[] } | null)?.items ?? []).map((event) => event.eventName);

describe('listEvents filters through GraphQL', () => {
  it.each([
    [{ eventName: { eq: 'Winter Gala' } }, ['Winter Gala']],
    [{ eventName: { ne: 'Winter Gala' }, eventDate: { contains: '2026' }, eventDesc: { beginsWith: 'Event 0' } }, ['Spring Banquet']],
    [{ eventName: { contains: 'Cookout', notContains: '2024' } }, ['Spring Cookout']],
    [{ or: [{ eventName: { beginsWith: 'Spring' } }, { eventName: { eq: 'Golf Outing' } }] }, ['Spring Banquet', 'Spring Cookout', 'Golf Outing']],
    [{ and: [{ eventName: { contains: 'o' } }, { not: { eventName: { contains: 'Cookout' } } }] }, ['Golf Outing']],
    [{ eventName: { eq: 'winter gala' } }, []],
    [{ eventName: { eq: null, beginsWith: 'Winter' }, and: null }, ['Winter Gala']],
  ])('%j', async (filter, expected) => {
    const { world } = await eventsWorld();
    const reply = await graphql(world, listEvents, { variables: { filter } });
    expect(reply.errors).toBeUndefined();
    expect(names(reply)).toEqual(expected);
  });

  it.each([
    [{ eventName: { le: 'M' } }, "The filter operator 'le' is not supported; use eq, ne, contains, notContains, beginsWith."],
    [{ eventName: { between: ['A', 'M'] } }, "The filter operator 'between' is not supported; use eq, ne, contains, notContains, beginsWith."],
    [{ or: [{ eventName: { attributeExists: true } }] }, "The filter operator 'attributeExists' is not supported; use eq, ne, contains, notContains, beginsWith."],
    [{ eventName: { size: { gt: 3 } } }, "The filter operator 'size' is not supported; use eq, ne, contains, notContains, beginsWith."],
    [{ createdAt: { beginsWith: '2026' } }, "Filtering on 'createdAt' is not supported."],
    [JSON.parse(`${'{"not":'.repeat(9)}{"eventName":{"eq":"x"}}${'}'.repeat(9)}`) as object, 'The filter is nested too deeply (at most 8 levels).'],
    [{ or: Array.from({ length: 101 }, () => ({ eventName: { eq: 'x' } })) }, 'The filter has too many conditions (at most 100).'],
  ])('refuses %j with a 400 and says why', async (filter, message) => {
    const { world } = await eventsWorld();
    const reply = await graphql(world, listEvents, { variables: { filter } });
    expect(reply.status).toBe(400);
    expect(reply.data).toEqual({ listEvents: null });
    expect(reply.errors).toEqual([expect.objectContaining({ errorType: 'InvalidQuery', message })]);
  });

  it('pages with limit and nextToken, and refuses a nextToken it did not issue with a 400', async () => {
    const { world } = await eventsWorld();
    const seen: string[] = [];
    let nextToken: string | null = null;
    do {
      const reply = await graphql(world, listEvents, { variables: { limit: 4, nextToken } });
      const page = reply.data?.listEvents as { items: { eventName: string }[]; nextToken: string | null };
      expect(page.items.length).toBeLessThanOrEqual(4);
      seen.push(...page.items.map((item) => item.eventName));
      nextToken = page.nextToken;
    } while (nextToken !== null);
    expect(seen.sort()).toEqual([...TEXTS].sort());
    const foreign = await graphql(world, listEvents, { variables: { nextToken: 'not-ours' } });
    expect(foreign.status).toBe(400);
    expect(foreign.errors?.[0]).toMatchObject({ errorType: 'InvalidQuery', message: 'The nextToken is not valid.' });
  });

  it('filters and pages members for an administrator the same way', async () => {
    const world = await graphqlWorld();
    const reply = await graphql(world, listMembers, { token: world.tokens.admin, variables: { filter: { lastName: { beginsWith: 'Lovelace' } }, limit: 2 } });
    const page = reply.data?.listMembers as { items: unknown[]; nextToken: string | null };
    expect(page.items).toHaveLength(2);
    expect(page.nextToken).toEqual(expect.any(String));
  });
});

// Random filters over events: the answer is never a 500, a filter using only supported operators
// returns exactly the events the in-memory matchesFilter keeps, and any other is refused with 400.
const FIELDS: readonly EventField[] = ['id', 'eventName', 'eventDesc', 'eventDate'];
const SUPPORTED = ['eq', 'ne', 'contains', 'notContains', 'beginsWith'] as const;
const UNSUPPORTED = ['le', 'lt', 'ge', 'gt', 'attributeExists'] as const;
const words = fc.oneof(fc.constantFrom('Spring', 'Cookout', 'Gala', 'spring', '2026', 'Event 1', 'o', ''), fc.string({ maxLength: 3 }));

const operand = fc.oneof(
  { weight: 9, arbitrary: fc.tuple(fc.constantFrom(...SUPPORTED), fc.option(words)) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...UNSUPPORTED), fc.constant('M' as string | null)) },
);
const leaf = fc.tuple(fc.constantFrom<string>(...FIELDS, 'createdAt'), fc.array(operand, { minLength: 1, maxLength: 2 })).map(([field, ops]) => ({
  [field]: Object.fromEntries(ops.map(([op, value]) => [op, op === 'attributeExists' ? true : value])),
}));
const { filter } = fc.letrec<{ filter: Record<string, unknown> }>((tie) => ({
  filter: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('filter'), { maxLength: 3 }).map((and) => ({ and })),
    fc.array(tie('filter'), { maxLength: 3 }).map((or) => ({ or })),
    tie('filter').map((not) => ({ not })),
    fc.tuple(leaf, leaf).map(([a, b]) => ({ ...a, ...b })),
  ),
}));

const uses = (value: unknown, test: (key: string) => boolean): boolean =>
  typeof value === 'object' && value !== null && Object.entries(value).some(([key, inner]) => (test(key) && inner !== null) || uses(inner, test));
/** Levels of and / or / not, as the server counts them (the filter itself is level 1). */
const depthOf = (value: Record<string, unknown>): number =>
  1 + Math.max(0, ...Object.entries(value).flatMap(([key, inner]) =>
    key === 'not' ? [depthOf(inner as Record<string, unknown>)] : key === 'and' || key === 'or' ? (inner as Record<string, unknown>[]).map(depthOf) : []));
const withoutNulls = (value: unknown): unknown =>
  Array.isArray(value) ? value.map(withoutNulls) : typeof value === 'object' && value !== null
    ? Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null).map(([k, v]) => [k, withoutNulls(v)]))
    : value;

describe('listEvents with random filters (property)', () => {
  it('never answers 500, and agrees with matchesFilter or refuses with 400', async () => {
    const { world, events } = await eventsWorld();
    await fc.assert(
      fc.asyncProperty(filter, async (random) => {
        const reply = await graphql(world, listEvents, { variables: { filter: random, limit: 1000 } });
        expect([200, 400]).toContain(reply.status);
        const refused = uses(random, (key) => (UNSUPPORTED as readonly string[]).includes(key) || key === 'createdAt') || depthOf(random) > 8;
        if (refused) {
          expect(reply.status).toBe(400);
          expect(reply.errors?.[0]?.errorType).toBe('InvalidQuery');
          return;
        }
        expect(reply.errors).toBeUndefined();
        const kept = events.filter((event) => matchesFilter(event, withoutNulls(random) as ListFilter<EventField>));
        expect(names(reply).sort()).toEqual(kept.map((event) => event.eventName).sort());
      }),
      { numRuns: 200 },
    );
  }, 60_000);
});
