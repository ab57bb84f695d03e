import {
  buildSchema,
  defaultFieldResolver,
  execute,
  getOperationAST,
  type GraphQLError,
  parse,
  validate,
  visit,
  type DocumentNode,
  type FieldNode,
  type GraphQLFieldResolver,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import { AppSyncError, notAuthorized, type GeneratedResolvers } from './generated-resolvers';
import { accessOf, owns, type Caller, type ModelRules } from './model-rules';

/** What AppSync knows before any schema: its scalars and its auth-mode directives. */
const APPSYNC_PRELUDE = `
scalar AWSDate
scalar AWSTime
scalar AWSDateTime
scalar AWSTimestamp
scalar AWSEmail
scalar AWSJSON
scalar AWSURL
scalar AWSPhone
scalar AWSIPAddress
directive @aws_api_key on FIELD_DEFINITION | OBJECT
directive @aws_iam on FIELD_DEFINITION | OBJECT
directive @aws_oidc on FIELD_DEFINITION | OBJECT
directive @aws_lambda on FIELD_DEFINITION | OBJECT
directive @aws_cognito_user_pools(cognito_groups: [String]) on FIELD_DEFINITION | OBJECT
directive @aws_auth(cognito_groups: [String]) on FIELD_DEFINITION
directive @aws_subscribe(mutations: [String]) on FIELD_DEFINITION
`;

const MODE_DIRECTIVES: Readonly<Record<Caller['mode'], string>> = {
  API_KEY: 'aws_api_key',
  AWS_IAM: 'aws_iam',
  AMAZON_COGNITO_USER_POOLS: 'aws_cognito_user_pools',
};

/** One GraphQL request as it arrives. */
export interface GraphqlRequest {
  readonly query: string;
  readonly variables?: Readonly<Record<string, unknown>> | null;
  readonly operationName?: string | null;
}

type Location = { readonly line: number; readonly column: number; readonly sourceName: null };
const locationsOf = (error: GraphQLError): Location[] | null =>
  error.locations?.map(({ line, column }) => ({ line, column, sourceName: null })) ?? null;

/** Each field of a document, by its path of response names ('listMembers/items/id'), as AppSync's messages name it. */
function fieldPaths(document: DocumentNode): Map<FieldNode, string> {
  const paths = new Map<FieldNode, string>();
  const stack: string[] = [];
  visit(document, {
    Field: {
      enter(node) {
        stack.push((node.alias ?? node.name).value);
        paths.set(node, stack.join('/'));
      },
      leave() {
        stack.pop();
      },
    },
  });
  return paths;
}

/** graphql-js's words for a validation error, in AppSync's (graphql-java's) form. */
function validationMessage(error: GraphQLError, paths: Map<FieldNode, string>): string {
  const at = error.nodes?.[0]?.kind === 'Field' ? ` @ '${paths.get(error.nodes[0]) ?? ''}'` : '';
  const undefinedField = /^Cannot query field "(\w+)" on type "(\w+)"/.exec(error.message);
  if (undefinedField)
    return `Validation error of type FieldUndefined: Field '${undefinedField[1]}' in type '${undefinedField[2]}' is undefined${at}`;
  const unknownArgument = /^Unknown argument "(\w+)"/.exec(error.message);
  if (unknownArgument) return `Validation error of type UnknownArgument: Unknown field argument ${unknownArgument[1]}${at}`;
  const unknownType = /^Unknown type "(\w+)"/.exec(error.message);
  if (unknownType) return `Validation error of type UnknownType: Unknown type ${unknownType[1]}`;
  return `Validation error of type InvalidQuery: ${error.message}${at}`;
}

/** graphql-js's words for a variable it could not take, in AppSync's. */
function variableMessage(message: string): string {
  const undefinedInput = /Field "\w+" is not defined by type "(\w+)"/.exec(message);
  if (undefinedInput) return `The variables input contains a field that is not defined for input object type '${undefinedInput[1]}' `;
  const missing = /^Variable "\$(\w+)" of (?:required|non-null) type "([^"]+)"/.exec(message);
  if (missing) return `Variable '${missing[1]}' has coerced Null value for NonNull type '${missing[2]}'`;
  const invalid = /^Variable "\$(\w+)" got invalid value (.*)$/.exec(message);
  return invalid ? `Variable '${invalid[1]}' has an invalid value: ${invalid[2]}` : message;
}

/** The JSON body AppSync answers, and its HTTP status. */
export interface Answer {
  readonly status: number;
  readonly body: unknown;
}

const malformed = (message: string): Answer => ({
  status: 400,
  body: { errors: [{ errorType: 'MalformedHttpRequestException', message }] },
});

/**
 * The AppSync API: the generated schema, validated and executed with graphql-js. Before a field
 * resolves, AppSync's own check: the caller's auth mode must be among the field's directives (or
 * its type's). Root fields then run the generated resolvers; fields with rules of their own are
 * read only by callers those rules let read them. An IAM principal with `grants` reaches only the
 * root fields its policy names (`Query/getMember`).
 */
export class GraphqlApi {
  readonly #schema: GraphQLSchema;

  constructor(
    generatedSchema: string,
    readonly models: ReadonlyMap<string, ModelRules>,
    readonly resolvers: GeneratedResolvers,
    readonly grants: ReadonlyMap<string, readonly string[]>,
  ) {
    this.#schema = buildSchema(`${APPSYNC_PRELUDE}\n${generatedSchema}`);
  }

  /** A body as AppSync reads it: JSON with a `query` text. */
  static readRequest(text: string): GraphqlRequest | Answer {
    if (text.trim() === '') return malformed('Request body is empty.');
    try {
      const body = JSON.parse(text) as Partial<GraphqlRequest>;
      if (typeof body !== 'object' || body === null || typeof body.query !== 'string') return malformed('Unable to parse GraphQL query.');
      return body as GraphqlRequest;
    } catch {
      return malformed('Unable to parse GraphQL query.');
    }
  }

  async answer(request: GraphqlRequest, caller: Caller): Promise<Answer> {
    let document: DocumentNode;
    try {
      document = parse(request.query);
    } catch {
      return malformed('Unable to parse GraphQL query.');
    }
    const paths = fieldPaths(document);
    const invalid = validate(this.#schema, document);
    if (invalid.length > 0) {
      return {
        status: 200,
        body: {
          data: null,
          errors: invalid.map((error) => ({ path: null, locations: locationsOf(error), message: validationMessage(error, paths) })),
        },
      };
    }
    const operation = getOperationAST(document, request.operationName ?? undefined);
    if (operation?.operation === 'subscription') {
      return {
        status: 200,
        body: {
          data: null,
          errors: [{ path: null, locations: null, message: 'Subscriptions are served over the real-time endpoint, not over HTTP POST.' }],
        },
      };
    }
    const result = await execute({
      schema: this.#schema,
      document,
      variableValues: request.variables ?? {},
      operationName: request.operationName ?? null,
      fieldResolver: this.#resolver(caller),
    });
    if (result.data === undefined) {
      return {
        status: 200,
        body: {
          data: null,
          errors: (result.errors ?? []).map((error) => ({ path: null, locations: null, message: variableMessage(error.message) })),
        },
      };
    }
    const errors = result.errors?.map((error) => {
      const original = error.originalError;
      const base = { path: error.path ?? null, locations: locationsOf(error) };
      return original instanceof AppSyncError
        ? { ...base, data: null, errorType: original.errorType, errorInfo: null, message: original.message }
        : { ...base, message: error.message };
    });
    return { status: 200, body: errors ? { data: result.data, errors } : { data: result.data } };
  }

  #allowedModes(type: GraphQLObjectType, field: string): readonly string[] {
    const names = (nodes: readonly { readonly name: { readonly value: string } }[] | undefined) =>
      (nodes ?? []).map((node) => node.name.value);
    const own = names(type.getFields()[field]?.astNode?.directives).filter((name) => name.startsWith('aws_') && name !== 'aws_subscribe');
    const typeModes = names(type.astNode?.directives).filter((name) => name.startsWith('aws_'));
    const modes = own.length > 0 ? own : typeModes;
    return modes.length > 0 ? modes : [MODE_DIRECTIVES.AMAZON_COGNITO_USER_POOLS];
  }

  #resolver(caller: Caller): GraphQLFieldResolver<unknown, unknown> {
    return (source, args, context, info) => {
      const type = info.parentType;
      if (!this.#allowedModes(type, info.fieldName).includes(MODE_DIRECTIVES[caller.mode])) throw notAuthorized(info.fieldName, type.name);
      if (type.name === 'Query' || type.name === 'Mutation') {
        const granted = caller.mode === 'AWS_IAM' ? this.grants.get(caller.accessKeyId) : undefined;
        if (granted && !granted.includes(`${type.name}/${info.fieldName}`)) throw notAuthorized(info.fieldName, type.name);
        return this.resolvers.resolve(info.fieldName, args, caller);
      }
      const fieldRules = this.models.get(type.name)?.fieldRules.get(info.fieldName);
      if (fieldRules && !owns(accessOf(fieldRules, caller, 'read'), source as Readonly<Record<string, unknown>>))
        throw notAuthorized(info.fieldName, type.name);
      return defaultFieldResolver(source, args, context, info);
    };
  }
}
