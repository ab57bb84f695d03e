import { Kind, parse, valueFromASTUntyped, type ConstDirectiveNode, type ObjectTypeDefinitionNode } from 'graphql';

/**
 * The `@auth` rules of amplify/data/resource.ts (as defineData hands them to the transformer),
 * decided as the resolvers Amplify generates decide them. Only the kinds of rule the chapter's
 * schema uses are modelled; any other stops the fake at start-up rather than being guessed at.
 */

export type Operation = 'create' | 'read' | 'update' | 'delete';
const EVERY: readonly Operation[] = ['create', 'read', 'update', 'delete'];

export type AuthRule =
  | { readonly kind: 'apiKey'; readonly operations: readonly Operation[] }
  | { readonly kind: 'signedIn'; readonly operations: readonly Operation[] }
  | { readonly kind: 'group'; readonly groups: readonly string[]; readonly operations: readonly Operation[] }
  | { readonly kind: 'owner'; readonly field: string; readonly claim: string; readonly operations: readonly Operation[] };

export interface ModelRules {
  readonly name: string;
  /** The model's own fields (id, createdAt and updatedAt are Amplify's). */
  readonly fields: readonly string[];
  readonly rules: readonly AuthRule[];
  /** Fields with rules of their own, which replace the model's for that field. */
  readonly fieldRules: ReadonlyMap<string, readonly AuthRule[]>;
}

/** Who is calling, as AppSync tells the resolvers. */
export type Caller =
  | { readonly mode: 'API_KEY' }
  | { readonly mode: 'AWS_IAM'; readonly accessKeyId: string }
  | { readonly mode: 'AMAZON_COGNITO_USER_POOLS'; readonly claims: Readonly<Record<string, unknown>> };

type RawRule = {
  allow?: string;
  provider?: string;
  operations?: string[];
  ownerField?: string;
  identityClaim?: string;
  groups?: string[];
  groupClaim?: string;
  groupsField?: string;
};

function ruleOf(raw: RawRule, where: string): AuthRule {
  const operations = (raw.operations ?? EVERY).map((operation) =>
    operation === 'get' || operation === 'list' ? 'read' : operation,
  ) as Operation[];
  if (raw.allow === 'public' && raw.provider === 'apiKey') return { kind: 'apiKey', operations };
  if (raw.allow === 'private' && (raw.provider ?? 'userPools') === 'userPools') return { kind: 'signedIn', operations };
  if (
    raw.allow === 'groups' &&
    raw.groups &&
    !raw.groupsField &&
    (raw.groupClaim ?? 'cognito:groups') === 'cognito:groups' &&
    (raw.provider ?? 'userPools') === 'userPools'
  ) {
    return { kind: 'group', groups: raw.groups, operations };
  }
  if (raw.allow === 'owner' && raw.identityClaim && (raw.provider ?? 'userPools') === 'userPools' && !operations.includes('create')) {
    return { kind: 'owner', field: raw.ownerField ?? 'owner', claim: raw.identityClaim, operations };
  }
  throw new Error(`The fake AppSync does not model the rule ${JSON.stringify(raw)} on ${where}.`);
}

function rulesOf(directives: readonly ConstDirectiveNode[] | undefined, where: string): AuthRule[] {
  const auth = directives?.find((directive) => directive.name.value === 'auth');
  const rules = auth?.arguments?.find((argument) => argument.name.value === 'rules');
  return rules ? (valueFromASTUntyped(rules.value) as RawRule[]).map((raw) => ruleOf(raw, where)) : [];
}

/** Every model of the schema defineData hands over, with its rules. */
export function modelRules(modelSchema: string): ReadonlyMap<string, ModelRules> {
  const models = parse(modelSchema).definitions.filter(
    (node): node is ObjectTypeDefinitionNode => node.kind === Kind.OBJECT_TYPE_DEFINITION,
  );
  return new Map(
    models.map((node) => {
      const name = node.name.value;
      const fields = (node.fields ?? []).map((field) => field.name.value);
      const fieldRules = new Map(
        (node.fields ?? []).flatMap((field) => {
          const rules = rulesOf(field.directives, `${name}.${field.name.value}`);
          return rules.length > 0 ? [[field.name.value, rules] as const] : [];
        }),
      );
      return [name, { name, fields, rules: rulesOf(node.directives, name), fieldRules }];
    }),
  );
}

/** What a caller may do: everything, only records whose owner field holds one of their claims, or nothing. */
export type Access =
  | { readonly kind: 'all' }
  | { readonly kind: 'owned'; readonly owners: readonly { readonly field: string; readonly value: string }[] }
  | { readonly kind: 'none' };

const groupsOf = (claims: Readonly<Record<string, unknown>>) =>
  Array.isArray(claims['cognito:groups']) ? (claims['cognito:groups'] as unknown[]) : [];

/**
 * What `caller` may do with `operation` under `rules`. An IAM principal outside an identity pool
 * (the payments role) may do everything: Amplify Gen 2 APIs let IAM through whatever the rules
 * say, and leave the rest to the principal's IAM policy.
 */
export function accessOf(rules: readonly AuthRule[], caller: Caller, operation: Operation): Access {
  if (caller.mode === 'AWS_IAM') return { kind: 'all' };
  const owners: { field: string; value: string }[] = [];
  for (const rule of rules.filter((each) => each.operations.includes(operation))) {
    if (rule.kind === 'apiKey' && caller.mode === 'API_KEY') return { kind: 'all' };
    if (caller.mode !== 'AMAZON_COGNITO_USER_POOLS') continue;
    if (rule.kind === 'signedIn') return { kind: 'all' };
    if (rule.kind === 'group' && groupsOf(caller.claims).some((group) => rule.groups.includes(String(group)))) return { kind: 'all' };
    const claim = rule.kind === 'owner' ? caller.claims[rule.claim] : undefined;
    if (rule.kind === 'owner' && typeof claim === 'string') owners.push({ field: rule.field, value: claim });
  }
  return owners.length > 0 ? { kind: 'owned', owners } : { kind: 'none' };
}

/** Whether an owned access covers this record. */
export const owns = (access: Access, record: Readonly<Record<string, unknown>> | undefined) =>
  access.kind === 'all' ||
  (access.kind === 'owned' && record !== undefined && access.owners.some(({ field, value }) => record[field] === value));

/**
 * The fields an owner may put in an update of a record they own: each field whose own rules (or,
 * without any, the model's) give the owner `update`, and the id that names the record. None may be
 * set to null (the generated step allows null only to rules granting every field).
 */
export function ownerUpdatableFields(model: ModelRules): readonly string[] {
  const updatable = (rules: readonly AuthRule[]) => rules.some((rule) => rule.kind === 'owner' && rule.operations.includes('update'));
  return [...model.fields.filter((field) => updatable(model.fieldRules.get(field) ?? model.rules)), 'id'];
}
