/**
 * A stand-in for the chapter's Amplify Gen 2 AppSync API, as strict as the real one where this
 * project can tell: it serves the schema Amplify generates from amplify/data/resource.ts (kept in
 * test/fixtures/appsync, checked against the transformer by test/amplify/backend-definition.test.ts)
 * and nothing else, so a query the generated API lacks (`memberByEmail`) is the GraphQL validation
 * error AppSync gives. Its resolvers do what the generated ones do over one DynamoDB-like table
 * per model (see fake-appsync/): scans in hash order with the filter after the limit, creates that
 * fail on an existing id and updates and deletes that fail on a missing one with
 * ConditionalCheckFailed, and no unique e-mail or any other constraint but the key. Callers are
 * told apart as AppSync does: IAM by a Signature Version 4 checked independently (recomputed from
 * the known keys over the received method, path, signed headers and body), the user pool by a
 * signed Cognito token, the API key by `x-api-key`; the schema's auth-mode directives and the
 * models' `@auth` rules (owner, groups, public, private) decide what each may do.
 *
 * What it cannot show compared with AppSync and DynamoDB:
 * - the real generated resolvers (VTL) running: this is a reimplementation of what they say, read
 *   from the transformer's output; the backend test checks the rules' inputs, not this code;
 * - IAM policies: a role's keys reach every field unless `grants` names its fields, and only root
 *   fields are checked; identity pool (Cognito guest or signed-in) IAM callers are not modelled;
 * - DynamoDB's own limits: the 1 MB page cap, read/write capacity and throttling, eventual
 *   consistency of scans (this table is strongly consistent), item size limits;
 * - the exact meaning of `size` (characters here; DynamoDB may count UTF-8 bytes), of `ne` on a
 *   missing attribute, and the exact words of errors AppSync does not document (an invalid
 *   nextToken, a malformed document, an expired or foreign token);
 * - subscriptions (real-time over WebSocket), custom domains, WAF, caching, API key expiry;
 * - user pool tokens are checked for signature, issuer, use and expiry; the app client id and a
 *   revoked token are not (AppSync checks both).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AwsCredentials } from '../../src/adapters/appsync/sigv4-fetch';
import { generatedSchema, modelSchema } from './fake-appsync/amplify-api';
import { callerOf, isRefusal, type Trust } from './fake-appsync/callers';
import type { Attribute, Item } from './fake-appsync/dynamo-table';
import { GeneratedResolvers } from './fake-appsync/generated-resolvers';
import { GraphqlApi, type Answer } from './fake-appsync/graphql-api';
import { modelRules } from './fake-appsync/model-rules';
import { poolKey, signIdToken, type PoolKey } from './cognito-tokens';

export const FAKE_APPSYNC_REGION = 'eu-west-1';

/** The function role's temporary keys the fake knows (made up, in AWS's shapes). */
export const FAKE_ROLE_CREDENTIALS: AwsCredentials = {
  accessKeyId: 'ASIAFAKEAPPSYNCROLE1',
  secretAccessKey: 'fakeRoleSecretKey/K7MDENG/bPxRfiCYFAKEKEY',
  sessionToken: 'FwoGZXIvYXdzEFakeSessionTokenForTheFunctionRole',
};

/** The API key visitors' browsers send (made up, in AppSync's shape). */
export const FAKE_APPSYNC_API_KEY = 'da2-fakeappsyncapikey000000000';

/** The user pool whose tokens the fake takes. */
export const FAKE_USER_POOL = { id: `${FAKE_APPSYNC_REGION}_FakePool1`, clientId: 'fakechapterwebclient' } as const;
const ISSUER = `https://cognito-idp.${FAKE_APPSYNC_REGION}.amazonaws.com/${FAKE_USER_POOL.id}`;

let signingKey: PoolKey | undefined;
/** The pool's signing key, made once per test file (an RSA key takes a moment). */
const poolSigningKey = () => (signingKey ??= poolKey('fake-appsync-pool-key'));

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Which keys and clock the fake trusts, and which fields each role's IAM policy grants. */
export interface FakeAppSyncOptions {
  readonly credentials?: readonly AwsCredentials[];
  /** By access key id: the root fields the role's policy allows (`Query/getMember`); a key not named here may call every field. */
  readonly grants?: Readonly<Record<string, readonly string[]>>;
  /** The clock signatures and tokens are checked against (milliseconds). */
  readonly now?: () => number;
}

/** Who a user pool token is for. */
export interface TokenFor {
  readonly email?: string;
  readonly sub?: string;
  readonly groups?: readonly string[];
  /** An ID token (with the e-mail, as the site sends) or an access token (no e-mail). */
  readonly use?: 'id' | 'access';
  readonly expiresInSeconds?: number;
}

export class FakeAppSyncServer {
  /** Each request's outcome, in order: the status the fake answered. */
  readonly answered: number[] = [];
  readonly #server = createServer((request, response) => void this.#handle(request, response));
  readonly #trust: Trust;
  readonly #resolvers: GeneratedResolvers;
  readonly #api: GraphqlApi;
  #offset = 0;
  #port = 0;

  private constructor(options: FakeAppSyncOptions) {
    const now = options.now ?? Date.now;
    this.#trust = {
      region: FAKE_APPSYNC_REGION,
      roles: new Map((options.credentials ?? [FAKE_ROLE_CREDENTIALS]).map((keys) => [keys.accessKeyId, keys])),
      userPool: { issuer: ISSUER, keys: [poolSigningKey().jwk] },
      apiKey: FAKE_APPSYNC_API_KEY,
      now,
    };
    const models = modelRules(modelSchema());
    this.#resolvers = new GeneratedResolvers(models, () => new Date(now() + this.#offset).toISOString());
    this.#api = new GraphqlApi(generatedSchema(), models, this.#resolvers, new Map(Object.entries(options.grants ?? {})));
  }

  /** A fresh API with empty tables, listening on 127.0.0.1 (a free port). */
  static async start(options: FakeAppSyncOptions = {}): Promise<FakeAppSyncServer> {
    const fake = new FakeAppSyncServer(options);
    await new Promise<void>((resolve) => fake.#server.listen(0, '127.0.0.1', resolve));
    fake.#port = (fake.#server.address() as AddressInfo).port;
    return fake;
  }

  get region(): string {
    return FAKE_APPSYNC_REGION;
  }

  /** The GraphQL URL, as `data.url` of amplify_outputs.json names AppSync's. */
  get url(): string {
    return `http://127.0.0.1:${this.#port}/graphql`;
  }

  /** The pool's published keys (its JWKS document), for a server that checks the same tokens. */
  get jwks(): { readonly keys: readonly object[] } {
    return { keys: [poolSigningKey().jwk] };
  }

  /** The pool's issuer: `https://cognito-idp.<region>.amazonaws.com/<pool id>`. */
  get issuer(): string {
    return ISSUER;
  }

  /** A Cognito token of the pool the API trusts, signed as Cognito signs them; `claims` adds or overrides any. */
  userPoolToken(who: TokenFor = {}, claims: Readonly<Record<string, unknown>> = {}): string {
    const now = Math.floor(this.#trust.now() / 1000);
    const sub = who.sub ?? '0f6c2a4e-1b3d-4c5e-8f70-9a1b2c3d4e5f';
    const groups = who.groups?.length ? { 'cognito:groups': [...who.groups] } : {};
    const common = { sub, iss: ISSUER, iat: now, auth_time: now, exp: now + (who.expiresInSeconds ?? 3600), ...groups };
    const standard =
      who.use === 'access'
        ? { ...common, token_use: 'access', client_id: FAKE_USER_POOL.clientId, username: sub, scope: 'aws.cognito.signin.user.admin' }
        : {
            ...common,
            token_use: 'id',
            aud: FAKE_USER_POOL.clientId,
            'cognito:username': sub,
            email: who.email ?? 'member@example.org',
            email_verified: true,
          };
    return signIdToken({ ...standard, ...claims }, poolSigningKey());
  }

  /** The items of a model's table, as DynamoDB holds them (what the AppSync console shows). */
  items(model: string): Item[] {
    return this.#resolvers.table(model).all();
  }

  /** Writes an item straight into a model's table, as an administrator could in the console: no rule, no claim. */
  put(model: string, item: Readonly<Record<string, Attribute>>): void {
    this.#resolvers.table(model).put(item, {});
  }

  /** Moves the clock that stamps createdAt and updatedAt (not the one signatures are checked against). */
  advanceClock(milliseconds: number): void {
    this.#offset += milliseconds;
  }

  /** Holds the first `count` calls of a root field until all have arrived, then lets them run: a race lined up. */
  lineUp(field: string, count: number): void {
    this.#resolvers.gate(field, count);
  }

  async close(): Promise<void> {
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  async #handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await bodyOf(request);
    if (request.method !== 'POST' || request.url !== '/graphql')
      return this.#send(response, { status: 404, body: { errors: [{ errorType: 'NotFoundException', message: 'Not Found' }] } });
    const caller = await callerOf(request, body, this.#trust);
    if (isRefusal(caller))
      return this.#send(response, {
        status: caller.status,
        body: { errors: [{ errorType: 'UnauthorizedException', message: caller.message }] },
      });
    const graphql = GraphqlApi.readRequest(body.toString('utf8'));
    this.#send(response, 'query' in graphql ? await this.#api.answer(graphql, caller) : graphql);
  }

  #send(response: ServerResponse, answer: Answer): void {
    this.answered.push(answer.status);
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
  }
}
