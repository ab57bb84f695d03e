import { buildSchema, parse, specifiedRules, validate, type ValidationRule } from 'graphql';
import { describe, expect, it } from 'vitest';
import { documentCache } from '../../../src/server/graphql/document-cache';
import { queryLimitsRule } from '../../../src/server/graphql/query-limits';

// A schema with a recursive type, where depth is unbounded unless a rule bounds it.
const schema = buildSchema('type Query { node: Node, listNodes: [Node] } type Node { id: ID, child: Node }');
const chain = (children: number) => `${'child { '.repeat(children)}id${' }'.repeat(children)}`;
/** A query `levels` fields deep: node, then children, then id. */
const nested = (levels: number) => `{ node { ${chain(levels - 2)} } }`;
const messages = (query: string, rule: ValidationRule = queryLimitsRule()) =>
  validate(schema, parse(query), [...specifiedRules, rule]).map((error) => error.message);

describe('queryLimitsRule', () => {
  it('accepts 8 levels of fields and refuses 9, counting through fragments', () => {
    expect(messages(nested(8))).toEqual([]);
    expect(messages(nested(9))).toEqual(['The query is too deep: at most 8 levels are allowed.']);
    const viaFragments = `{ node { ...A } } fragment A on Node { child { ... on Node { child { ...B } } } } fragment B on Node { ${chain(5)} }`;
    expect(messages(viaFragments)).toEqual(['The query is too deep: at most 8 levels are allowed.']);
  });

  it('does not count introspection fields, so development tools keep working', () => {
    expect(messages('{ __schema { types { fields { type { ofType { ofType { ofType { ofType { name } } } } } } } } }')).toEqual([]);
  });

  it('counts every selected field, a list query at the root as ten', () => {
    const rule = queryLimitsRule(8, 25);
    expect(messages(`{ a: listNodes { id } b: listNodes { id } }`, rule)).toEqual([]);
    expect(messages(`{ a: listNodes { id } b: listNodes { id } c: listNodes { id } }`, rule)).toEqual([
      'The query asks for too much: at most 25 fields are allowed.',
    ]);
  });

  it('survives fragment cycles (reported by the specified rules, not by a stack overflow)', () => {
    expect(messages('{ node { ...A } } fragment A on Node { child { ...A } }')).toEqual(['Cannot spread fragment "A" within itself.']);
  });
});

describe('documentCache', () => {
  it('parses and validates a query text once, and remembers refusals too', () => {
    let validations = 0;
    const counting: ValidationRule = () => ({ Document: () => void validations++ });
    const check = documentCache(schema, [counting], 2);
    expect(check('{ node { id } }').isOk()).toBe(true);
    expect(check('{ node { id } }').isOk()).toBe(true);
    expect(check('{ nope }').isErr()).toBe(true);
    expect(check('{ nope }').isErr()).toBe(true);
    expect(validations).toBe(2);
  });

  it('forgets the least recently used text beyond its size', () => {
    let validations = 0;
    const counting: ValidationRule = () => ({ Document: () => void validations++ });
    const check = documentCache(schema, [counting], 2);
    void check('{ a: node { id } }');
    void check('{ b: node { id } }');
    void check('{ a: node { id } }'); // a is now the most recent; b goes next
    void check('{ c: node { id } }');
    expect(validations).toBe(3);
    void check('{ a: node { id } }');
    expect(validations).toBe(3);
    void check('{ b: node { id } }');
    expect(validations).toBe(4);
  });
});
