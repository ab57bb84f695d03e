import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Kind, parse, valueFromASTUntyped, type ConstDirectiveNode, type ObjectTypeDefinitionNode } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMINS_GROUP } from '../../amplify/auth/resource';
import { ADMINS_GROUP as APP_ADMINS_GROUP } from '../../src/domain/access';
import { AUTHORIZATION_MODES, OWNER_CLAIM, schema } from '../../amplify/data/resource';
import { assertRegion, REGION } from '../../amplify/region';
import { MEMBER_EDITABLE_FIELDS, MEMBER_PROTECTED_FIELDS, MEMBER_VALUE_FIELDS } from '../../src/domain/members';
import { MODELS } from '../../src/server/graphql/schema';
import { GENERATED_SCHEMA_FILE, MODEL_SCHEMA_FILE } from '../support/fake-appsync/amplify-api';

/**
 * The Amplify Gen 2 backend (amplify/) checked without an AWS account. The data schema is read
 * from what Amplify hands its GraphQL transformer (`schema.transform()`: models with @auth rules),
 * then run through that transformer to read the authorization steps AppSync will execute. The
 * user pool and the bucket are synthesized to CloudFormation with the real constructs. What only a
 * deployment shows is listed in docs/deploy-aws.md.
 */

type Rule = { allow: string; provider?: string; operations?: string[]; ownerField?: string; identityClaim?: string; groups?: string[] };

const sdl = parse(schema.transform().schema);
const models = new Map(
  sdl.definitions
    .filter((node): node is ObjectTypeDefinitionNode => node.kind === Kind.OBJECT_TYPE_DEFINITION)
    .map((node) => [node.name.value, node]),
);

function rulesOf(directives: readonly ConstDirectiveNode[] | undefined): Rule[] {
  const auth = directives?.find((directive) => directive.name.value === 'auth');
  const rules = auth?.arguments?.find((argument) => argument.name.value === 'rules');
  return rules ? (valueFromASTUntyped(rules.value) as Rule[]) : [];
}

function model(name: string): ObjectTypeDefinitionNode {
  const node = models.get(name);
  if (!node) throw new Error(`no model ${name}`);
  return node;
}

const fieldsOf = (name: string) => (model(name).fields ?? []).map((field) => field.name.value);
const fieldRules = (name: string, field: string) => rulesOf(model(name).fields?.find((node) => node.name.value === field)?.directives);

const ADMINS: Rule = { allow: 'groups', groups: [APP_ADMINS_GROUP] };
const OWNER = { allow: 'owner', ownerField: 'owner', identityClaim: 'email' };

describe("the administrators' group", () => {
  it("is named in the backend definition as the app names it (src/domain/access.ts), which the server and the browser's Cognito adapter use", () => {
    expect(ADMINS_GROUP).toBe(APP_ADMINS_GROUP);
  });
});

describe('the Amplify data schema', () => {
  it('declares exactly the models Member, Event and Officer, and the e-mail claims, each an @model', () => {
    expect([...models.keys()].sort()).toEqual(['Event', 'Member', 'MemberEmail', 'Officer']);
    for (const node of models.values()) expect(node.directives?.map((directive) => directive.name.value)).toContain('model');
  });

  it("gives each model the fields of spec section 3 as the self-hosted /graphql has them (Member: the domain's, and its owner)", () => {
    // News posts and committees (issue 16) are the self-hosted server's alone: the Amplify backend has no models for them yet.
    for (const { name, fields } of MODELS.filter((shape) => ['Member', 'Event', 'Officer'].includes(shape.name))) {
      const expected = name === 'Member' ? ['owner', ...MEMBER_VALUE_FIELDS] : [...fields];
      expect(fieldsOf(name).sort(), name).toEqual(expected.sort());
      for (const field of model(name).fields ?? [])
        expect(field.type, `${name}.${field.name.value}`).toMatchObject({ kind: Kind.NAMED_TYPE, name: { value: 'String' } });
    }
  });

  it.each(['Event', 'Officer'])('lets anyone read %s (API key or signed in) and only admins change it', (name) => {
    expect(rulesOf(model(name).directives)).toEqual([
      { allow: 'public', provider: 'apiKey', operations: ['read'] },
      { allow: 'private', operations: ['read'] },
      ADMINS,
    ]);
    for (const field of fieldsOf(name)) expect(fieldRules(name, field), `${name}.${field}`).toEqual([]);
  });

  it("gives a member read and update of their own record only (owner: their ID token's e-mail), and admins everything; no public access", () => {
    const rules = rulesOf(model('Member').directives);
    expect(OWNER_CLAIM).toBe('email');
    expect(rules).toEqual([{ ...OWNER, operations: ['read', 'update'] }, ADMINS]);
    expect(rules.some((rule) => rule.allow === 'public' || rule.allow === 'private')).toBe(false);
  });

  it('keeps the e-mail claims (one per address, naming its member) for admins alone: members and visitors see none', () => {
    expect(fieldsOf('MemberEmail')).toEqual(['memberId']);
    expect(model('MemberEmail').fields?.[0]?.type).toMatchObject({ kind: Kind.NON_NULL_TYPE });
    expect(rulesOf(model('MemberEmail').directives)).toEqual([ADMINS]);
  });

  it("lets the member read but never change the protected fields (the domain's list) nor the record's owner", () => {
    const guarded = fieldsOf('Member').filter((field) => fieldRules('Member', field).length > 0);
    const domainProtected = MEMBER_PROTECTED_FIELDS.filter((field) => field !== 'id');
    expect(guarded.sort()).toEqual(['owner', ...domainProtected].sort());
    for (const field of guarded) expect(fieldRules('Member', field), field).toEqual([{ ...OWNER, operations: ['read'] }, ADMINS]);
  });

  it('keeps the member id out of reach: it is the key, set on create (admins only) and never updatable', () => {
    expect(fieldsOf('Member')).not.toContain('id');
    expect(rulesOf(model('Member').directives).find((rule) => rule.allow === 'owner')?.operations).not.toContain('create');
  });

  it('uses the user pool by default and an API key for anonymous reads', () => {
    expect(AUTHORIZATION_MODES).toEqual({ defaultAuthorizationMode: 'userPool', apiKeyAuthorizationMode: { expiresInDays: 365 } });
  });
});

/** One AppSync pipeline function the transformer generated: which operation, which step, its VTL. */
interface FunctionSlot {
  readonly typeName: string;
  readonly fieldName: string;
  readonly slotName: string;
  readonly function: { readonly requestMappingTemplate?: string; readonly responseMappingTemplate?: string };
}

/**
 * The schema through Amplify's GraphQL transformer (the AmplifyData construct that defineData
 * wraps; a dependency of @aws-amplify/backend), in a throwaway stack with a user pool and an
 * identity pool, with the authorization modes defineData gives it (user pool by default, the API
 * key, IAM), synthesized to a temporary folder to read the API's schema as AppSync will serve it.
 */
describe('the authorization AppSync will run, as the GraphQL transformer generates it', () => {
  let slots: readonly FunctionSlot[] = [];
  let generatedSchema = '';

  beforeAll(async () => {
    const [{ App, Duration, Stack }, { UserPool }, { AccountRootPrincipal, Role }, { AmplifyData, AmplifyDataDefinition }] =
      await Promise.all([
        import('aws-cdk-lib'),
        import('aws-cdk-lib/aws-cognito'),
        import('aws-cdk-lib/aws-iam'),
        import('@aws-amplify/data-construct'),
      ]);
    const outdir = mkdtempSync(path.join(tmpdir(), 'amplify-data-'));
    try {
      const app = new App({ outdir });
      const stack = new Stack(app, 'Chapter', { env: { account: '123456789012', region: 'us-east-1' } });
      const role = (id: string) => new Role(stack, id, { assumedBy: new AccountRootPrincipal() });
      const api = new AmplifyData(stack, 'Data', {
        definition: AmplifyDataDefinition.fromString(schema.transform().schema),
        authorizationModes: {
          defaultAuthorizationMode: 'AMAZON_COGNITO_USER_POOLS',
          userPoolConfig: { userPool: new UserPool(stack, 'Pool') },
          identityPoolConfig: {
            identityPoolId: 'us-east-1:00000000-0000-0000-0000-000000000000',
            authenticatedUserRole: role('Signed'),
            unauthenticatedUserRole: role('Guest'),
          },
          apiKeyConfig: { expires: Duration.days(AUTHORIZATION_MODES.apiKeyAuthorizationMode.expiresInDays) },
          iamConfig: { enableIamAuthorizationMode: true },
        },
      });
      slots = api.generatedFunctionSlots as readonly FunctionSlot[];
      app.synth();
      const asset = readdirSync(outdir).find((name) => /^asset\..*\.graphql$/.test(name));
      generatedSchema = asset === undefined ? '' : readFileSync(path.join(outdir, asset), 'utf8');
    } finally {
      rmSync(outdir, { recursive: true, force: true });
    }
  }, 120_000);

  /** The authorization step of one query or mutation (the update's runs after reading the record). */
  function authStep(typeName: string, fieldName: string): string {
    const templates = slots
      .filter((slot) => slot.typeName === typeName && slot.fieldName === fieldName && slot.slotName === 'auth')
      .flatMap((slot) => [slot.function.requestMappingTemplate ?? '', slot.function.responseMappingTemplate ?? '']);
    const step = templates.find((template) => template.includes('Authorization Steps'));
    if (!step) throw new Error(`no authorization step for ${typeName}.${fieldName}`);
    return step;
  }

  const apiKeyBranch = (template: string) =>
    /#if\( \$util\.authType\(\) == "API Key Authorization" \)([\s\S]*?)#end/.exec(template)?.[1]?.trim();

  it('lets the API key read events and officers and nothing else', () => {
    const operations = ['Member', 'MemberEmail', 'Event', 'Officer'].flatMap((model) => [
      ['Query', `get${model}`],
      ['Query', `list${model}s`],
      ['Mutation', `create${model}`],
      ['Mutation', `update${model}`],
      ['Mutation', `delete${model}`],
    ]);
    const readable = operations.filter(([type, field]) => apiKeyBranch(authStep(type!, field!)) === '#set( $isAuthorized = true )');
    expect(readable.map(([, field]) => field)).toEqual(['getEvent', 'listEvents', 'getOfficer', 'listOfficers']);
  });

  it("lets the owner (the record's owner equal to the token's e-mail) update exactly the fields the domain calls editable, and admins every field", () => {
    const step = authStep('Mutation', 'updateMember');
    const ownerFields = JSON.parse(/#set\( \$ownerAllowedFields0 = (\[[^\]]*\]) \)/.exec(step)?.[1] ?? 'null') as string[];
    expect(ownerFields.sort()).toEqual([...MEMBER_EDITABLE_FIELDS, 'id'].sort());
    expect(step).toContain(`"entity":"${APP_ADMINS_GROUP}"`);
    expect(step).toContain('"isAuthorizedOnAllFields":true');
    expect(step).toContain('$ctx.identity.claims.get("email")');
    expect(step).toContain('$util.defaultIfNull($ctx.result.owner, null)');
  });

  it('lets no owner create or delete a member record, nor touch an e-mail claim', () => {
    for (const field of ['createMember', 'deleteMember', 'createMemberEmail', 'updateMemberEmail', 'deleteMemberEmail']) {
      expect(authStep('Mutation', field), field).not.toContain('ownerClaim');
    }
    for (const field of ['getMemberEmail', 'listMemberEmails'])
      expect(authStep('Query', field), field).not.toContain('claims.get("email")');
  });

  it('lets any IAM principal through that is not an identity pool user (the payments role), as the fake AppSync does', () => {
    for (const field of ['getMember', 'listMembers', 'getMemberEmail'])
      expect(authStep('Query', field), field).toContain('$util.isNull($ctx.identity.cognitoIdentityPoolId)');
    for (const field of ['createMember', 'updateMember', 'createMemberEmail', 'updateMemberEmail'])
      expect(authStep('Mutation', field), field).toContain('$util.isNull($ctx.identity.cognitoIdentityPoolId)');
  });

  it('is the API the fake AppSync serves (test/fixtures/appsync: regenerate with UPDATE_APPSYNC_FIXTURES=1)', () => {
    const models = schema.transform().schema;
    if (process.env.UPDATE_APPSYNC_FIXTURES === '1') {
      writeFileSync(GENERATED_SCHEMA_FILE, generatedSchema);
      writeFileSync(MODEL_SCHEMA_FILE, models);
    }
    expect(generatedSchema).toContain('type Query');
    expect(readFileSync(GENERATED_SCHEMA_FILE, 'utf8')).toBe(generatedSchema);
    expect(readFileSync(MODEL_SCHEMA_FILE, 'utf8')).toBe(models);
  });
});

type Resource = { readonly Type: string; readonly Properties: Record<string, unknown> };
type Statement = { readonly Action: string | string[]; readonly Effect: string; readonly Resource: unknown; readonly Condition?: unknown };

/**
 * The user pool and the bucket, synthesized with the real Amplify constructs (aws-cdk-lib, offline)
 * from the same resource files backend.ts uses, with backend.ts's password policy applied. The data
 * construct is left out: its model generator needs a single copy of graphql 15, and this project
 * also depends on graphql 16 for the server and Apollo (see docs/deploy-aws.md).
 */
describe('the synthesized user pool and bucket', () => {
  let authResources: Resource[] = [];
  let storageResources: Resource[] = [];

  beforeAll(async () => {
    process.env.CDK_CONTEXT_JSON = JSON.stringify({
      'amplify-backend-namespace': 'alumnichapter',
      'amplify-backend-name': 'test',
      'amplify-backend-type': 'sandbox',
    });
    const [{ defineBackend }, { auth, PASSWORD_POLICY }, { allowPublicRead, storage }, { Template }] = await Promise.all([
      import('@aws-amplify/backend'),
      import('../../amplify/auth/resource'),
      import('../../amplify/storage/resource'),
      import('aws-cdk-lib/assertions'),
    ]);
    const backend = defineBackend({ auth, storage });
    backend.auth.resources.cfnResources.cfnUserPool.policies = { passwordPolicy: PASSWORD_POLICY };
    allowPublicRead(backend.storage.resources);
    const resourcesOf = (template: { toJSON(): Record<string, unknown> }) =>
      Object.values((template.toJSON() as { Resources: Record<string, Resource> }).Resources);
    authResources = resourcesOf(Template.fromStack(backend.auth.stack));
    storageResources = resourcesOf(Template.fromStack(backend.storage.stack));
    delete process.env.CDK_CONTEXT_JSON;
  }, 120_000);

  const userPool = () => authResources.find((resource) => resource.Type === 'AWS::Cognito::UserPool')?.Properties;

  it('signs in by e-mail and verifies it with a code', () => {
    expect(userPool()).toMatchObject({
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      VerificationMessageTemplate: { DefaultEmailOption: 'CONFIRM_WITH_CODE' },
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
    });
  });

  it('keeps a changed e-mail out of the tokens until it is confirmed, and takes addresses in any case: the e-mail claim the member rule trusts', () => {
    expect(userPool()).toMatchObject({
      UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: ['email'] },
      UsernameConfiguration: { CaseSensitive: false },
    });
  });

  it('asks for passwords of at least 8 characters with no character classes', () => {
    expect(userPool()?.Policies).toEqual({
      PasswordPolicy: { MinimumLength: 8, RequireLowercase: false, RequireUppercase: false, RequireNumbers: false, RequireSymbols: false },
    });
  });

  it('offers SMS multi-factor as optional', () => {
    expect(userPool()).toMatchObject({ MfaConfiguration: 'OPTIONAL', EnabledMfas: ['SMS_MFA'] });
  });

  it("has the admins group, named as the app's ADMINS_GROUP", () => {
    const groups = authResources.filter((resource) => resource.Type === 'AWS::Cognito::UserPoolGroup');
    expect(groups.map((group) => group.Properties.GroupName)).toEqual([APP_ADMINS_GROUP]);
  });

  /** What each identity-pool role may do in the bucket: action -> sorted path prefixes. */
  function grantsOf(role: 'authenticatedUserRole' | 'unauthenticatedUserRole' | 'adminsGroupRole'): Record<string, string[]> {
    const grants: Record<string, Set<string>> = {};
    const policies = storageResources.filter(
      (resource) =>
        resource.Type === 'AWS::IAM::Policy' && new RegExp(`amplifyAuth${role}`).test(JSON.stringify(resource.Properties.Roles)),
    );
    for (const policy of policies) {
      const statements = (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement;
      for (const statement of statements.filter((item) => item.Effect === 'Allow')) {
        const action = String(statement.Action);
        const paths =
          action === 's3:ListBucket'
            ? (statement.Condition as { StringLike: { 's3:prefix': string[] } }).StringLike['s3:prefix'].filter((prefix) =>
                prefix.endsWith('/*'),
              )
            : (JSON.stringify(statement.Resource).match(/"\/[a-z-]+\/\*"/g) ?? []).map((path) => path.slice(2, -1));
        for (const path of paths) (grants[action] ??= new Set()).add(path);
      }
    }
    return Object.fromEntries(Object.entries(grants).map(([action, paths]) => [action, [...paths].sort()]));
  }

  const ALL = ['meeting-minutes/*', 'treasury-report/*', 'website-assets/*'];

  it('lets visitors read the website assets only', () => {
    expect(grantsOf('unauthenticatedUserRole')).toEqual({ 's3:GetObject': ['website-assets/*'], 's3:ListBucket': ['website-assets/*'] });
  });

  it('lets signed-in members read minutes, reports and assets, and write nothing', () => {
    expect(grantsOf('authenticatedUserRole')).toEqual({ 's3:GetObject': ALL, 's3:ListBucket': ALL });
  });

  it('lets admins read, write and delete all three folders', () => {
    expect(grantsOf('adminsGroupRole')).toEqual({ 's3:GetObject': ALL, 's3:ListBucket': ALL, 's3:PutObject': ALL, 's3:DeleteObject': ALL });
  });

  it('lets anyone read the website assets by their plain address (the officer photos), and nothing else; no public ACLs', () => {
    const policy = storageResources.find((resource) => resource.Type === 'AWS::S3::BucketPolicy')?.Properties.PolicyDocument as {
      Statement: (Statement & { Principal?: unknown })[];
    };
    const open = policy.Statement.filter(
      (statement) => statement.Effect === 'Allow' && JSON.stringify(statement.Principal) === JSON.stringify({ AWS: '*' }),
    );
    expect(open.map((statement) => [statement.Action, JSON.stringify(statement.Resource).match(/"\/[a-z-]+\/\*"/g)])).toEqual([
      ['s3:GetObject', ['"/website-assets/*"']],
    ]);
    const bucket = storageResources.find((resource) => resource.Type === 'AWS::S3::Bucket')?.Properties;
    expect(bucket?.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      IgnorePublicAcls: true,
      BlockPublicPolicy: false,
      RestrictPublicBuckets: false,
    });
  });

  it('refuses plain-http access to the bucket', () => {
    const policy = storageResources.find((resource) => resource.Type === 'AWS::S3::BucketPolicy')?.Properties.PolicyDocument as {
      Statement: Statement[];
    };
    expect(policy.Statement).toContainEqual(
      expect.objectContaining({ Effect: 'Deny', Action: 's3:*', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
    );
  });
});

describe('the region', () => {
  it('is us-east-1: the backend refuses to be synthesized for another', () => {
    expect(REGION).toBe('us-east-1');
    expect(() => assertRegion({ CDK_DEFAULT_REGION: 'us-east-1' })).not.toThrow();
    expect(() => assertRegion({})).not.toThrow();
    expect(() => assertRegion({ CDK_DEFAULT_REGION: 'eu-west-1' })).toThrow(
      'This backend is deployed to us-east-1 (spec section 9), not eu-west-1',
    );
    expect(() => assertRegion({ AWS_REGION: 'us-west-2' })).toThrow(/not us-west-2/);
  });
});
