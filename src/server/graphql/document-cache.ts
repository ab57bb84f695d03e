import {
  GraphQLError,
  Kind,
  OperationTypeNode,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import { err, ok, type Result } from 'neverthrow';
import { QUERY_LIMITS } from './query-limits';

/** A query text that parsed and validated, or the errors that stopped it (both are cached). */
export type CheckedDocument = Result<DocumentNode, readonly GraphQLError[]>;

/**
 * What a subscription (Amplify's onCreate*, onUpdate*, onDelete*) is told: the product uses none,
 * and this server has no realtime transport (docs/deviations.md).
 */
export const SUBSCRIPTIONS_UNAVAILABLE = 'Subscriptions are not available on this server.';

/** How many distinct query texts are remembered: clients send a few dozen; more just evicts. */
const DOCUMENT_CACHE_SIZE = 200;

function check(schema: GraphQLSchema, rules: readonly ValidationRule[], query: string): CheckedDocument {
  if (query.length > QUERY_LIMITS.characters) {
    return err([new GraphQLError(`The query is too long: at most ${QUERY_LIMITS.characters} characters are allowed.`)]);
  }
  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens: QUERY_LIMITS.tokens, noLocation: false });
  } catch (error) {
    // parse throws a GraphQLError with the position of the syntax error (or the token limit).
    return err([error instanceof GraphQLError ? error : new GraphQLError('The query could not be read.')]);
  }
  const subscription = document.definitions.find(
    (definition) => definition.kind === Kind.OPERATION_DEFINITION && definition.operation === OperationTypeNode.SUBSCRIPTION,
  );
  // Checked before validation, whose words about a schema without subscriptions would only confuse.
  if (subscription !== undefined) return err([new GraphQLError(SUBSCRIPTIONS_UNAVAILABLE, { nodes: subscription })]);
  const errors = validate(schema, document, [...specifiedRules, ...rules], { maxErrors: 20 });
  return errors.length === 0 ? ok(document) : err(errors);
}

/**
 * Parses and validates query texts against the schema and the extra rules, remembering the
 * outcome per text in a least-recently-used cache: a client repeats the same few documents, so
 * the work is done once per document, not once per request.
 */
export function documentCache(schema: GraphQLSchema, rules: readonly ValidationRule[], size = DOCUMENT_CACHE_SIZE) {
  const cache = new Map<string, CheckedDocument>();
  return (query: string): CheckedDocument => {
    const known = cache.get(query);
    if (known !== undefined) {
      // Map keeps insertion order: re-inserting marks the entry most recently used.
      cache.delete(query);
      cache.set(query, known);
      return known;
    }
    const checked = check(schema, rules, query);
    if (query.length <= QUERY_LIMITS.characters) cache.set(query, checked);
    if (cache.size > size) cache.delete(cache.keys().next().value as string);
    return checked;
  };
}
