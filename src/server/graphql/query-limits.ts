import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/** How big one request may be: text, tokens, nesting and work. Generous for every real client query. */
export const QUERY_LIMITS = {
  /** Characters of query text, checked before parsing. */
  characters: 20_000,
  /** Tokens the parser reads before giving up (graphql-js `maxTokens`). */
  tokens: 2_000,
  /** Nested field levels (`listEvents { items { id } }` is 3); introspection's own fields are not counted. */
  depth: 8,
  /** Fields selected, counting every fragment where it is spread; a list query's root field counts `listCost`. */
  cost: 200,
  listCost: 10,
} as const;

type Fragments = (name: string) => FragmentDefinitionNode | null | undefined;

interface Measure {
  readonly depth: number;
  readonly cost: number;
}

const NOTHING: Measure = { depth: 0, cost: 0 };
const isIntrospection = (name: string) => name.startsWith('__');

/**
 * Depth and cost of selection sets, expanding fragments. Each fragment is measured once (memo),
 * so a "fragment bomb" (fragments spreading the next one twice, thirty deep) costs linear time;
 * `open` guards against fragment cycles, which NoFragmentCyclesRule reports.
 */
function measurer(fragments: Fragments) {
  const memo = new Map<string, Measure>();
  const open = new Set<string>();
  const spread = (name: string, root: boolean): Measure => {
    const key = `${root ? 'root:' : ''}${name}`;
    const known = memo.get(key);
    if (known !== undefined || open.has(key)) return known ?? NOTHING;
    open.add(key);
    const measured = measure(fragments(name)?.selectionSet, root);
    open.delete(key);
    memo.set(key, measured);
    return measured;
  };
  const field = (name: string, set: SelectionSetNode | undefined, root: boolean): Measure => {
    if (isIntrospection(name)) return { depth: 0, cost: 1 };
    const below = measure(set, false);
    return { depth: below.depth + 1, cost: below.cost + (root && name.startsWith('list') ? QUERY_LIMITS.listCost : 1) };
  };
  const measure = (set: SelectionSetNode | undefined, root: boolean): Measure =>
    (set?.selections ?? []).reduce<Measure>((total, selection) => {
      const inner =
        selection.kind === Kind.FIELD
          ? field(selection.name.value, selection.selectionSet, root)
          : selection.kind === Kind.INLINE_FRAGMENT
            ? measure(selection.selectionSet, root)
            : spread(selection.name.value, root);
      return { depth: Math.max(total.depth, inner.depth), cost: total.cost + inner.cost };
    }, NOTHING);
  return measure;
}

/**
 * Refuses an operation nested deeper than `maxDepth` fields or costing more than `maxCost`
 * (see QUERY_LIMITS), so no document can make the server do unbounded work.
 */
export function queryLimitsRule(maxDepth: number = QUERY_LIMITS.depth, maxCost: number = QUERY_LIMITS.cost): ValidationRule {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(node) {
      const { depth, cost } = measurer((name) => context.getFragment(name))(node.selectionSet, true);
      const refuse = (message: string) => context.reportError(new GraphQLError(message, { nodes: node }));
      if (depth > maxDepth) refuse(`The query is too deep: at most ${maxDepth} levels are allowed.`);
      if (cost > maxCost) refuse(`The query asks for too much: at most ${maxCost} fields are allowed.`);
    },
  });
}
