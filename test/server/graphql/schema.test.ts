import { printSchema, printType, type GraphQLScalarType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildAppSchema } from '../../../src/server/graphql/schema';

const schema = buildAppSchema();
const typeSdl = (name: string) => {
  const type = schema.getType(name);
  if (type === undefined || type === null) throw new Error(`no type ${name}`);
  return printType(type);
};

describe('the schema: shaped as Amplify codegen shapes it for AppSync', () => {
  it('has the models with the fields of spec section 3, timestamps as AWSDateTime', () => {
    expect(typeSdl('Event')).toBe(
      'type Event {\n  id: ID!\n  eventName: String\n  eventDesc: String\n  eventDate: String\n  createdAt: AWSDateTime!\n  updatedAt: AWSDateTime!\n}',
    );
    expect(typeSdl('Officer')).toContain('  name: String\n  position: String\n  photo: String\n  summary: String\n');
    expect(typeSdl('Member')).toContain(
      '  zipcode: String\n  phone: String\n  gradYear: String\n  membership: String\n  duesPayYear: String\n',
    );
  });

  it('has the connection, input, filter and condition types of every model', () => {
    expect(typeSdl('ModelMemberConnection')).toBe('type ModelMemberConnection {\n  items: [Member]!\n  nextToken: String\n}');
    expect(typeSdl('DeleteMemberInput')).toBe('input DeleteMemberInput {\n  id: ID!\n}');
    expect(typeSdl('CreateOfficerInput')).toMatch(/^input CreateOfficerInput {\n {2}id: ID\n/);
    expect(typeSdl('UpdateEventInput')).toMatch(/^input UpdateEventInput {\n {2}id: ID!\n/);
    expect(typeSdl('ModelEventFilterInput')).toContain('  id: ModelIDInput\n  eventName: ModelStringInput\n');
    expect(typeSdl('ModelEventFilterInput')).toContain(
      '  and: [ModelEventFilterInput]\n  or: [ModelEventFilterInput]\n  not: ModelEventFilterInput\n',
    );
    expect(typeSdl('ModelMemberConditionInput')).not.toContain('id: ModelIDInput');
    expect(typeSdl('ModelStringInput')).toContain('  between: [String]\n  beginsWith: String\n  attributeExists: Boolean\n');
  });

  it('has the queries and mutations of the original API, plus myMember and memberByEmail, and those of news posts and committees', () => {
    const sdl = printSchema(schema);
    for (const field of [
      'getMember(id: ID!): Member',
      'listEvents(filter: ModelEventFilterInput, limit: Int, nextToken: String): ModelEventConnection',
      'createMember(input: CreateMemberInput!, condition: ModelMemberConditionInput): Member',
      'deleteOfficer(input: DeleteOfficerInput!, condition: ModelOfficerConditionInput): Officer',
      'myMember: Member',
      'listNewsPosts(filter: ModelNewsPostFilterInput, limit: Int, nextToken: String): ModelNewsPostConnection',
      'createCommittee(input: CreateCommitteeInput!, condition: ModelCommitteeConditionInput): Committee',
    ]) {
      expect(sdl).toContain(`  ${field}\n`);
    }
    expect(Object.keys(schema.getMutationType()?.getFields() ?? {})).toHaveLength(15);
  });

  it('checks AWSDateTime values: ISO 8601 with a zone', () => {
    const scalar = schema.getType('AWSDateTime') as GraphQLScalarType;
    expect(scalar.serialize('2026-04-01T18:30:00.000Z')).toBe('2026-04-01T18:30:00.000Z');
    expect(scalar.parseValue('2026-04-01T18:30:00+02:00')).toBe('2026-04-01T18:30:00+02:00');
    for (const bad of ['2026-04-01', 'April 1', '2026-13-45T99:00:00Z', 42]) expect(() => scalar.serialize(bad)).toThrow(/AWSDateTime/);
  });
});
