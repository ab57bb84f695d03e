import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAYMENTS_MEMBER_MUTATIONS, PAYMENTS_MEMBER_QUERIES } from '../../amplify/payments/operations';

type Resource = { readonly Type: string; readonly Properties: Record<string, unknown> };
type Statement = { readonly Action: string | string[]; readonly Effect: string; readonly Resource: unknown };

/**
 * The payments function's role, synthesized offline with the real constructs over an AppSync API
 * of the member models' operations (the same `grantQuery` / `grantMutation` backend.ts calls on
 * Amplify's API): it may call exactly the member and e-mail claim fields a payment needs, and run in a VPC.
 */
describe("the payments function's role", () => {
  let resources: Resource[] = [];

  beforeAll(async () => {
    const [{ App, Stack }, { Definition, GraphqlApi, SchemaFile }, { Template }, { paymentsFunctionRole }] = await Promise.all([
      import('aws-cdk-lib'),
      import('aws-cdk-lib/aws-appsync'),
      import('aws-cdk-lib/assertions'),
      import('../../amplify/payments/resource'),
    ]);
    const stack = new Stack(new App(), 'Payments', { env: { account: '123456789012', region: 'us-east-1' } });
    const schema = `type Member { id: ID! email: String } type MemberEmail { id: ID! memberId: String! }
      type Query { getMember(id: ID!): Member listMembers: [Member] listEvents: [Member] getMemberEmail(id: ID!): MemberEmail }
      type Mutation { createMember(email: String): Member updateMember(id: ID!): Member deleteMember(id: ID!): Member
        createMemberEmail(id: ID!): MemberEmail updateMemberEmail(id: ID!): MemberEmail deleteMemberEmail(id: ID!): MemberEmail }`;
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'payments-role-')), 'schema.graphql');
    writeFileSync(file, schema);
    const api = new GraphqlApi(stack, 'Api', { name: 'chapter', definition: Definition.fromSchema(SchemaFile.fromAsset(file)) });
    paymentsFunctionRole(stack, api);
    resources = Object.values((Template.fromStack(stack).toJSON() as { Resources: Record<string, Resource> }).Resources);
  }, 120_000);

  const role = () => resources.find((resource) => resource.Type === 'AWS::IAM::Role')?.Properties ?? {};
  const statements = () =>
    resources
      .filter((resource) => resource.Type === 'AWS::IAM::Policy')
      .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
  /** The field ARNs of a statement, as `Query/getMember`. */
  const fieldsOf = (statement: Statement) =>
    JSON.stringify(statement.Resource)
      .match(/types\/(Query|Mutation)\/fields\/\w+/g)
      ?.map((arn) => arn.replace(/^types\/|fields\//g, '')) ?? [];

  it('is assumed by Lambda and may write logs and join a VPC', () => {
    expect(JSON.stringify(role().AssumeRolePolicyDocument)).toContain('lambda.amazonaws.com');
    expect(JSON.stringify(role().ManagedPolicyArns)).toContain('service-role/AWSLambdaVPCAccessExecutionRole');
  });

  it('may call exactly the member and e-mail claim queries and mutations a payment needs, and never delete', () => {
    const graphql = statements().filter((statement) => statement.Action === 'appsync:GraphQL');
    expect(graphql.every((statement) => statement.Effect === 'Allow')).toBe(true);
    const fields = graphql.flatMap(fieldsOf).sort();
    expect(fields).toEqual(
      [
        ...PAYMENTS_MEMBER_QUERIES.map((field) => `Query/${field}`),
        ...PAYMENTS_MEMBER_MUTATIONS.map((field) => `Mutation/${field}`),
      ].sort(),
    );
    expect(fields.join(' ')).not.toMatch(/delete|Event|Officer/);
  });
});
