import { GraphQLError, Kind, type GraphQLScalarTypeConfig } from 'graphql';

// AppSync's AWSDateTime: an extended ISO 8601 date and time with a zone designator (Z or ±hh:mm[:ss]).
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2}(?::\d{2})?)$/;

function checked(value: unknown): string {
  if (typeof value === 'string' && ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value))) return value;
  throw new GraphQLError(`AWSDateTime must be an ISO 8601 date and time with a zone, such as 2026-04-01T18:30:00.000Z.`);
}

/** The behaviour of the AWSDateTime scalar (createdAt, updatedAt): serialised and accepted as checked ISO strings. */
export const AWS_DATE_TIME: Pick<GraphQLScalarTypeConfig<string, string>, 'serialize' | 'parseValue' | 'parseLiteral' | 'description'> = {
  description: 'An extended ISO 8601 date and time string with a zone: YYYY-MM-DDThh:mm:ss.sssZ.',
  serialize: checked,
  parseValue: checked,
  parseLiteral: (node) => checked(node.kind === Kind.STRING ? node.value : undefined),
};
