import { buildSchema, GraphQLScalarType, type GraphQLSchema } from 'graphql';
import { MEMBER_VALUE_FIELDS } from '../../domain/members';
import { COMMITTEES, htmlField, NEWS_POSTS } from '../../domain/named-records';
import { AWS_DATE_TIME } from './aws-date-time';

/** A model as Amplify declares it: its name and its text fields, in the spec's order (section 3). */
interface ModelShape {
  readonly name: string;
  readonly fields: readonly string[];
  /** Fields the server derives (a Markdown field's safe HTML): read, never written or filtered on. */
  readonly derived?: readonly string[];
}

/**
 * The three models of spec section 3, and the news posts and committees of issue 16 (with the safe
 * HTML of their Markdown fields); every field but id and the timestamps is a String.
 */
export const MODELS = [
  { name: 'Member', fields: MEMBER_VALUE_FIELDS },
  { name: 'Event', fields: ['eventName', 'eventDesc', 'eventDate'] },
  { name: 'Officer', fields: ['name', 'position', 'photo', 'summary'] },
  { name: 'NewsPost', fields: NEWS_POSTS.values, derived: (NEWS_POSTS.markdown ?? []).map(htmlField) },
  { name: 'Committee', fields: COMMITTEES.values, derived: (COMMITTEES.markdown ?? []).map(htmlField) },
] as const satisfies readonly ModelShape[];

const lines = (items: readonly string[], indent = '  ') => items.map((item) => `${indent}${item}`).join('\n');
const strings = (fields: readonly string[]) => fields.map((field) => `${field}: String`);
const filters = (fields: readonly string[]) => fields.map((field) => `${field}: ModelStringInput`);

/** What Amplify's GraphQL transformer (v2) generates for one `@model` type, subscriptions aside. */
function modelSdl({ name, fields, derived = [] }: ModelShape): string {
  const logic = (input: string) => [`and: [${input}]`, `or: [${input}]`, `not: ${input}`];
  return `
type ${name} {
${lines(['id: ID!', ...strings(fields), ...strings(derived), 'createdAt: AWSDateTime!', 'updatedAt: AWSDateTime!'])}
}

type Model${name}Connection {
  items: [${name}]!
  nextToken: String
}

input Model${name}FilterInput {
${lines(['id: ModelIDInput', ...filters(fields), 'createdAt: ModelStringInput', 'updatedAt: ModelStringInput', ...logic(`Model${name}FilterInput`)])}
}

input Model${name}ConditionInput {
${lines([...filters(fields), ...logic(`Model${name}ConditionInput`), 'createdAt: ModelStringInput', 'updatedAt: ModelStringInput'])}
}

input Create${name}Input {
${lines(['id: ID', ...strings(fields)])}
}

input Update${name}Input {
${lines(['id: ID!', ...strings(fields)])}
}

input Delete${name}Input {
  id: ID!
}
`;
}

function operand(type: string): string {
  const comparisons = ['ne', 'eq', 'le', 'lt', 'ge', 'gt', 'contains', 'notContains'].map((op) => `${op}: ${type}`);
  const rest = [`between: [${type}]`, `beginsWith: ${type}`];
  const attributes = ['attributeExists: Boolean', 'attributeType: ModelAttributeTypes', 'size: ModelSizeInput'];
  return `input Model${type === 'ID' ? 'ID' : 'String'}Input {\n${lines([...comparisons, ...rest, ...attributes])}\n}`;
}

const SHARED_SDL = `
scalar AWSDateTime

${operand('String')}

${operand('ID')}

input ModelSizeInput {
${lines(['ne: Int', 'eq: Int', 'le: Int', 'lt: Int', 'ge: Int', 'gt: Int', 'between: [Int]'])}
}

enum ModelAttributeTypes {
${lines(['binary', 'binarySet', 'bool', 'list', 'map', 'number', 'numberSet', 'string', 'stringSet', '_null'])}
}
`;

const operations = (verb: string, name: string) =>
  `${verb}${name}(input: ${verb.charAt(0).toUpperCase()}${verb.slice(1)}${name}Input!, condition: Model${name}ConditionInput): ${name}`;

const listQuery = (name: string) => `list${name}s(filter: Model${name}FilterInput, limit: Int, nextToken: String): Model${name}Connection`;

const ROOT_SDL = `
type Query {
${lines(MODELS.flatMap(({ name }) => [`get${name}(id: ID!): ${name}`, listQuery(name)]))}
  "The signed-in member's own record (the Member Area); not part of the Amplify-generated schema."
  myMember: Member
  "The member with this e-mail, or null: administrators any, a member only their own; not Amplify-generated."
  memberByEmail(email: String!): Member
}

type Mutation {
${lines(MODELS.flatMap(({ name }) => ['create', 'update', 'delete'].map((verb) => operations(verb, name))))}
}
`;

/** The whole schema as SDL: the shape an Amplify codegen gives AppSync for Member, Event and Officer (and NewsPost, Committee). */
const SCHEMA_SDL = [SHARED_SDL, ...MODELS.map(modelSdl), ROOT_SDL].join('\n');

/** The executable schema (resolvers come in as the root value); AWSDateTime checks ISO 8601 instants. */
export function buildAppSchema(): GraphQLSchema {
  const schema = buildSchema(SCHEMA_SDL);
  const scalar = schema.getType('AWSDateTime');
  // buildSchema makes every custom scalar pass values through unchecked; give this one its rules.
  if (scalar instanceof GraphQLScalarType) Object.assign(scalar, AWS_DATE_TIME);
  return schema;
}
