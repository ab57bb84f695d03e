import { randomUUID } from 'node:crypto';
import { ConditionalCheckFailed, DynamoTable, InvalidNextToken, type Attribute, type Expression, type Item } from './dynamo-table';
import { accessOf, owns, ownerUpdatableFields, type Caller, type ModelRules } from './model-rules';

/** An error as AppSync puts it in `errors`: `errorType` and `message` (the resolvers' `$util.error`). */
export class AppSyncError extends Error {
  constructor(
    readonly errorType: string,
    message: string,
  ) {
    super(message);
  }
}

/** `$util.unauthorized()`, and AppSync's own refusal of a field the caller's auth mode may not reach. */
export const notAuthorized = (field: string, type: string) =>
  new AppSyncError('Unauthorized', `Not Authorized to access ${field} on type ${type}`);

const conditionFailed = () =>
  new AppSyncError(
    'DynamoDB:ConditionalCheckFailedException',
    `The conditional request failed (Service: DynamoDb, Status Code: 400, Request ID: ${randomUUID().replace(/-/g, '').toUpperCase()})`,
  );

type Verb = 'get' | 'list' | 'create' | 'update' | 'delete';
type Args = Readonly<Record<string, unknown>>;

/** The root fields Amplify generates for each model: getX, listXs, createX, updateX, deleteX. */
export function generatedOperations(
  models: ReadonlyMap<string, ModelRules>,
): ReadonlyMap<string, { readonly model: ModelRules; readonly verb: Verb }> {
  return new Map(
    [...models.values()].flatMap((model) =>
      (['get', 'list', 'create', 'update', 'delete'] as const).map(
        (verb) => [verb === 'list' ? `list${model.name}s` : `${verb}${model.name}`, { model, verb }] as const,
      ),
    ),
  );
}

/** Lets the first `count` callers of one operation wait for each other, so a test can line up a race. */
class Gate {
  readonly #arrived: (() => void)[] = [];
  constructor(readonly count: number) {}
  async pass(): Promise<void> {
    if (this.#arrived.length >= this.count) return;
    const here = new Promise<void>((resolve) => this.#arrived.push(resolve));
    if (this.#arrived.length === this.count) for (const release of this.#arrived) release();
    await here;
  }
}

const withoutUndefined = (input: Args): Record<string, Attribute> =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Record<string, Attribute>;
const both = (...parts: (Expression | null | undefined)[]): Expression => ({ and: parts.filter((part): part is Expression => !!part) });

/**
 * The data resolvers and authorization steps Amplify generates for a model (as read from the
 * transformer's output in test/amplify/backend-definition.test.ts), over one table per model.
 */
export class GeneratedResolvers {
  readonly #tables = new Map<string, DynamoTable>();
  readonly #gates = new Map<string, Gate>();
  readonly #operations: ReturnType<typeof generatedOperations>;

  constructor(
    models: ReadonlyMap<string, ModelRules>,
    readonly now: () => string,
  ) {
    this.#operations = generatedOperations(models);
    for (const name of models.keys()) this.#tables.set(name, new DynamoTable());
  }

  table(model: string): DynamoTable {
    const table = this.#tables.get(model);
    if (!table) throw new Error(`The fake AppSync has no model ${model}.`);
    return table;
  }

  gate(field: string, count: number): void {
    this.#gates.set(field, new Gate(count));
  }

  async resolve(field: string, args: Args, caller: Caller): Promise<unknown> {
    const operation = this.#operations.get(field);
    if (!operation) throw new Error(`The fake AppSync has no resolver for ${field}.`);
    await this.#gates.get(field)?.pass();
    const { model, verb } = operation;
    const table = this.table(model.name);
    try {
      switch (verb) {
        case 'get':
          return this.#get(model, table, field, String(args.id), caller);
        case 'list':
          return this.#list(model, table, field, args, caller);
        case 'create':
          return this.#create(model, table, field, args, caller);
        case 'update':
          return this.#update(model, table, field, args, caller);
        case 'delete':
          return this.#delete(model, table, field, args, caller);
      }
    } catch (error) {
      if (error instanceof ConditionalCheckFailed) throw conditionFailed();
      if (error instanceof InvalidNextToken) throw new AppSyncError('DynamoDB:DynamoDbException', error.message);
      throw error;
    }
  }

  /** A Query on the key, filtered by the caller's owner claim: a record they do not own is Unauthorized, a missing one null. */
  #get(model: ModelRules, table: DynamoTable, field: string, id: string, caller: Caller): Item | null {
    const access = accessOf(model.rules, caller, 'read');
    if (access.kind === 'none') throw notAuthorized(field, 'Query');
    const item = table.get(id);
    if (item === undefined) return null;
    if (!owns(access, item)) throw notAuthorized(field, 'Query');
    return item;
  }

  /** A Scan of `limit` items (100 by default), the owner's claim and then the caller's filter applied to what was read. */
  #list(model: ModelRules, table: DynamoTable, field: string, args: Args, caller: Caller) {
    const access = accessOf(model.rules, caller, 'read');
    if (access.kind === 'none') throw notAuthorized(field, 'Query');
    const limit = typeof args.limit === 'number' ? args.limit : 100;
    if (limit < 1)
      throw new AppSyncError(
        'DynamoDB:DynamoDbException',
        `1 validation error detected: Value '${limit}' at 'limit' failed to satisfy constraint: Member must have value greater than or equal to 1`,
      );
    const authFilter =
      access.kind === 'owned' ? { or: access.owners.map(({ field: owner, value }) => ({ [owner]: { eq: value } })) } : null;
    const filter = (args.filter as Expression | null | undefined) ?? null;
    const page = table.scan(
      limit,
      (args.nextToken as string | null | undefined) ?? null,
      authFilter && filter ? both(authFilter, filter) : (authFilter ?? filter),
    );
    return { items: page.items, nextToken: page.nextToken };
  }

  /** PutItem on a new id (an autoId when none is given), refused if the id exists or the condition fails. */
  #create(model: ModelRules, table: DynamoTable, field: string, args: Args, caller: Caller): Item {
    if (accessOf(model.rules, caller, 'create').kind !== 'all') throw notAuthorized(field, 'Mutation');
    const now = this.now();
    const input = withoutUndefined(args.input as Args);
    const item: Item = { id: randomUUID(), createdAt: now, updatedAt: now, ...input, __typename: model.name };
    return table.put(item, both(args.condition as Expression | undefined, { id: { attributeExists: false } }));
  }

  /**
   * GetItem, the authorization step (an owner may set only the fields their rules let them
   * update, none to null), then UpdateItem on an existing id: null removes an attribute.
   */
  #update(model: ModelRules, table: DynamoTable, field: string, args: Args, caller: Caller): Item {
    const input = withoutUndefined(args.input as Args);
    const current = table.get(String(input.id));
    const access = accessOf(model.rules, caller, 'update');
    if (access.kind === 'none' || !owns(access, current)) throw notAuthorized(field, 'Mutation');
    if (access.kind === 'owned') {
      const allowed = ownerUpdatableFields(model);
      const denied = Object.entries(input)
        .filter(([key, value]) => !allowed.includes(key) || value === null)
        .map(([key]) => key);
      if (denied.length > 0) throw new AppSyncError('Unauthorized', `Unauthorized on [${denied.join(', ')}]`);
    }
    const { id, ...changes } = input;
    return table.update(
      String(id),
      { ...changes, updatedAt: this.now() },
      both({ id: { attributeExists: true } }, args.condition as Expression | undefined),
    );
  }

  /** GetItem, the authorization step, then DeleteItem on an existing id; answers the record as it was. */
  #delete(model: ModelRules, table: DynamoTable, field: string, args: Args, caller: Caller): Item | undefined {
    const id = String((args.input as Args).id);
    const access = accessOf(model.rules, caller, 'delete');
    if (access.kind === 'none' || !owns(access, table.get(id))) throw notAuthorized(field, 'Mutation');
    return table.delete(id, both({ id: { attributeExists: true } }, args.condition as Expression | undefined));
  }
}
