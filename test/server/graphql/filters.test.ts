import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareText, matchesFilter } from '../../../src/application/ports/list-filter';
import type { ListFilter } from '../../../src/application/ports/list-query';
import type { EventField } from '../../../src/application/ports/event-repository.port';
import { filterFields } from '../../../src/application/ports/named-record-repository.port';
import { EVENTS } from '../../../src/domain/named-records';
import type { ChapterEvent } from '../../../src/domain/events';
import { appWorld, type AppWorld } from '../../support/app-world';
import { listEvents, listMembers } from './amplify-documents';
import { graphql, graphqlWorld } from './graphql-world';

const TEXTS = ['Spring Banquet', 'Spring Cookout', 'Winter Gala', 'Cookout 2024', 'Golf Outing', 'spring mixer'];

async function eventsWorld(): Promise<{ world: AppWorld; events: ChapterEvent[] }> {
  const world = appWorld();
  const events: ChapterEvent[] = [];
  for (const [n, name] of TEXTS.entries()) {
    events.push(
      (
        await world.deps.events.create({ eventName: name, eventDesc: `Event ${n} of ${TEXTS.length}`, eventDate: `May ${n + 1}, 2026` })
      )._unsafeUnwrap(),
    );
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
    [
      { or: [{ eventName: { beginsWith: 'Spring' } }, { eventName: { eq: 'Golf Outing' } }] },
      ['Spring Banquet', 'Spring Cookout', 'Golf Outing'],
    ],
    [{ and: [{ eventName: { contains: 'o' } }, { not: { eventName: { contains: 'Cookout' } } }] }, ['Golf Outing']],
    [{ eventName: { eq: 'winter gala' } }, []],
    [{ eventName: { eq: null, beginsWith: 'Winter' }, and: null }, ['Winter Gala']],
    [{ eventName: { le: 'Spring Cookout' } }, ['Spring Banquet', 'Spring Cookout', 'Cookout 2024', 'Golf Outing']],
    [{ eventName: { gt: 'Spring Cookout', lt: 'a' } }, ['Winter Gala']],
    [{ eventName: { between: ['G', 'T'] } }, ['Spring Banquet', 'Spring Cookout', 'Golf Outing']],
    [{ eventName: { size: { le: 11 } }, eventDesc: { attributeExists: true } }, ['Winter Gala', 'Golf Outing']],
    [{ eventName: { size: { between: [12, 12] } } }, ['Cookout 2024', 'spring mixer']],
    [{ eventDate: { attributeType: 'string' }, createdAt: { attributeExists: true }, updatedAt: { ge: '2000' } }, TEXTS],
    [{ or: [{ eventDate: { attributeType: '_null' } }, { eventDesc: { attributeExists: false } }, { createdAt: { lt: '2000' } }] }, []],
  ])('%j', async (filter, expected) => {
    const { world } = await eventsWorld();
    const reply = await graphql(world, listEvents, { variables: { filter } });
    expect(reply.errors).toBeUndefined();
    expect(names(reply)).toEqual(expected);
  });

  it.each([
    [{ eventName: { between: ['M', 'A'] } }, 'between takes two values, the lower bound first.'],
    [{ eventName: { between: ['A'] } }, 'between takes two values, the lower bound first.'],
    [{ eventName: { between: ['A', null] } }, 'between takes two values, the lower bound first.'],
    [{ eventName: { size: { between: [5, 3] } } }, 'between takes two values, the lower bound first.'],
    [{ eventName: { eq: 'a\u0000b' } }, 'The eq value must be text (without NUL characters).'],
    [
      JSON.parse(`${'{"not":'.repeat(9)}{"eventName":{"eq":"x"}}${'}'.repeat(9)}`) as object,
      'The filter is nested too deeply (at most 8 levels).',
    ],
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
    const reply = await graphql(world, listMembers, {
      token: world.tokens.admin,
      variables: { filter: { lastName: { beginsWith: 'Lovelace' } }, limit: 2 },
    });
    const page = reply.data?.listMembers as { items: unknown[]; nextToken: string | null };
    expect(page.items).toHaveLength(2);
    expect(page.nextToken).toEqual(expect.any(String));
  });
});

// Random filters over events: the answer is never a 500, a filter the server accepts returns exactly
// the events the pure matchesFilter keeps, and only a filter nested too deeply is refused (400).
const FIELDS: readonly string[] = [...filterFields(EVENTS), 'createdAt', 'updatedAt'];
const TEXT_OPERATORS = ['eq', 'ne', 'le', 'lt', 'ge', 'gt', 'contains', 'notContains', 'beginsWith'] as const;
const words = fc.oneof(fc.constantFrom('Spring', 'Cookout', 'Gala', 'spring', '2026', 'Event 1', 'o', ''), fc.string({ maxLength: 3 }));
const sorted = <T>(pair: [T, T], order: (a: T, b: T) => number): [T, T] => [...pair].sort(order) as [T, T];

const operand = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(fc.constantFrom<string>(...TEXT_OPERATORS), fc.option(words)) },
  {
    weight: 1,
    arbitrary: fc.tuple(
      fc.constant('between'),
      fc.tuple(words, words).map((pair) => sorted(pair, compareText)),
    ),
  },
  { weight: 1, arbitrary: fc.tuple(fc.constant('attributeExists'), fc.option(fc.boolean())) },
  { weight: 1, arbitrary: fc.tuple(fc.constant('attributeType'), fc.constantFrom('string', '_null', 'map')) },
  {
    weight: 1,
    arbitrary: fc.tuple(
      fc.constant('size'),
      fc.record(
        { gt: fc.nat(14), between: fc.tuple(fc.nat(14), fc.nat(14)).map((pair) => sorted(pair, (a, b) => a - b)) },
        { requiredKeys: [] },
      ),
    ),
  },
);
const leaf = fc.tuple(fc.constantFrom(...FIELDS), fc.array(operand, { minLength: 1, maxLength: 2 })).map(([field, ops]) => ({
  [field]: Object.fromEntries(ops),
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

/** Levels of and / or / not, as the server counts them (the filter itself is level 1). */
const depthOf = (value: Record<string, unknown>): number =>
  1 +
  Math.max(
    0,
    ...Object.entries(value).flatMap(([key, inner]) =>
      key === 'not'
        ? [depthOf(inner as Record<string, unknown>)]
        : key === 'and' || key === 'or'
          ? (inner as Record<string, unknown>[]).map(depthOf)
          : [],
    ),
  );
const withoutNulls = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(withoutNulls)
    : typeof value === 'object' && value !== null
      ? Object.fromEntries(
          Object.entries(value)
            .filter(([, v]) => v !== null)
            .map(([k, v]) => [k, withoutNulls(v)]),
        )
      : value;

describe('listEvents with random filters (property)', () => {
  it('never answers 500, and agrees with matchesFilter or refuses a filter nested too deeply with 400', async () => {
    const { world, events } = await eventsWorld();
    await fc.assert(
      fc.asyncProperty(filter, async (random) => {
        const reply = await graphql(world, listEvents, { variables: { filter: random, limit: 1000 } });
        expect([200, 400]).toContain(reply.status);
        if (depthOf(random) > 8) {
          expect(reply.status).toBe(400);
          expect(reply.errors?.[0]?.errorType).toBe('InvalidQuery');
          return;
        }
        expect(reply.errors).toBeUndefined();
        const kept = events.filter((event) => matchesFilter(event, withoutNulls(random) as ListFilter<EventField>));
        expect(names(reply)).toEqual(kept.map((event) => event.eventName));
      }),
      { numRuns: 200 },
    );
  }, 60_000);
});
