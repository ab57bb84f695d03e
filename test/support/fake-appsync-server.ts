/**
 * A stand-in for an Amplify Gen 2 AppSync API called with IAM authorization: a principal whose
 * policy allows `appsync:GraphQL` has full access, past the model's owner and group rules. The
 * fake checks each POST's Signature Version 4 independently (recomputed with SignatureV4 from the
 * known keys over the received method, path, signed headers and body bytes), refusing as AppSync
 * does, with `{ errors: [{ errorType: 'UnauthorizedException', message }] }`; then answers the
 * GraphQL request as an administrator of the project's own GraphQL app (appWorld, in-memory
 * stores), which speaks the same documents as the Amplify-generated API.
 */
import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4 } from '@smithy/signature-v4';
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AwsCredentials } from '../../src/adapters/appsync/sigv4-fetch';
import { accessTokenFor } from '../server/graphql/graphql-world';
import { appWorld, TEST_ADMIN, type AppWorld } from './app-world';

export const FAKE_APPSYNC_REGION = 'eu-west-1';

/** The function role's temporary keys the fake knows (made up, in AWS's shapes). */
export const FAKE_ROLE_CREDENTIALS: AwsCredentials = {
  accessKeyId: 'ASIAFAKEAPPSYNCROLE1',
  secretAccessKey: 'fakeRoleSecretKey/K7MDENG/bPxRfiCYFAKEKEY',
  sessionToken: 'FwoGZXIvYXdzEFakeSessionTokenForTheFunctionRole',
};

/** AWS refuses a request whose X-Amz-Date is further than this from its own clock. */
const MAX_SKEW_MS = 5 * 60_000;
const AUTHORIZATION = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/;

type Refusal = { readonly status: 401 | 403; readonly message: string };

const refused = (status: 401 | 403, message: string): Refusal => ({ status, message });
const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** `20150830T123600Z` as a time, or NaN. */
function amzDate(value: string): number {
  const parts = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  return parts ? Date.UTC(+parts[1]!, +parts[2]! - 1, +parts[3]!, +parts[4]!, +parts[5]!, +parts[6]!) : Number.NaN;
}

function header(request: IncomingMessage, name: string): string {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : (value ?? '');
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Where the fake runs, which keys it trusts, and its clock. */
export interface FakeAppSyncOptions {
  readonly credentials?: readonly AwsCredentials[];
  readonly now?: () => number;
}

export class FakeAppSyncServer {
  /** Each request's outcome, in order: the status the fake answered. */
  readonly answered: number[] = [];
  readonly #server = createServer((request, response) => void this.#handle(request, response));
  readonly #keys: ReadonlyMap<string, AwsCredentials>;
  readonly #now: () => number;
  #port = 0;

  private constructor(
    readonly world: AppWorld,
    readonly adminToken: string,
    options: FakeAppSyncOptions,
  ) {
    this.#keys = new Map((options.credentials ?? [FAKE_ROLE_CREDENTIALS]).map((keys) => [keys.accessKeyId, keys]));
    this.#now = options.now ?? Date.now;
  }

  /** A fresh app with empty stores behind a fake listening on 127.0.0.1 (a free port). */
  static async start(options: FakeAppSyncOptions = {}): Promise<FakeAppSyncServer> {
    const world = appWorld();
    const fake = new FakeAppSyncServer(world, await accessTokenFor(world, TEST_ADMIN), options);
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

  async close(): Promise<void> {
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  async #handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await bodyOf(request);
    if (request.method !== 'POST' || request.url !== '/graphql') return this.#send(response, 404, 'text/plain', 'Not Found');
    const refusal = await this.#verify(request, body);
    if (refusal) {
      const errors = [{ errorType: 'UnauthorizedException', message: refusal.message }];
      return this.#send(response, refusal.status, 'application/json', JSON.stringify({ errors }));
    }
    const answer = await this.world.app.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: this.adminToken },
      body: body.toString('utf8'),
    });
    this.#send(response, answer.status, answer.headers.get('content-type') ?? 'application/json', await answer.text());
  }

  #send(response: ServerResponse, status: number, contentType: string, text: string): void {
    this.answered.push(status);
    response.writeHead(status, { 'content-type': contentType }).end(text);
  }

  /** Null when the request is signed by a known principal, now, over exactly what arrived. */
  async #verify(request: IncomingMessage, body: Buffer): Promise<Refusal | null> {
    const authorization = header(request, 'authorization');
    if (authorization === '') return refused(401, 'Valid authorization header not provided.');
    const parsed = AUTHORIZATION.exec(authorization);
    if (!parsed) return refused(401, 'Authorization header requires a valid AWS4-HMAC-SHA256 signature.');
    const [, accessKeyId = '', day = '', region, service, signedHeaders = ''] = parsed;
    const keys = this.#keys.get(accessKeyId);
    if (!keys) return refused(403, 'The security token included in the request is invalid.');
    if (region !== FAKE_APPSYNC_REGION || service !== 'appsync') return refused(403, `Credential should be scoped to ${FAKE_APPSYNC_REGION}/appsync.`);
    const date = header(request, 'x-amz-date');
    const at = amzDate(date);
    if (Number.isNaN(at) || !date.startsWith(day)) return refused(403, 'X-Amz-Date is missing or does not match the credential scope.');
    if (Math.abs(this.#now() - at) > MAX_SKEW_MS) return refused(403, 'Signature expired: X-Amz-Date is more than 5 minutes from the server time.');
    if (header(request, 'x-amz-security-token') !== (keys.sessionToken ?? '')) return refused(403, 'The security token included in the request is invalid.');
    const bodyHash = header(request, 'x-amz-content-sha256');
    if (bodyHash !== '' && bodyHash !== createHash('sha256').update(body).digest('hex')) return refused(403, 'The provided x-amz-content-sha256 header does not match what was computed.');
    const expected = await this.#signature(request, body, keys, signedHeaders.split(';'), at);
    if (!sameText(expected, authorization)) return refused(403, 'The request signature we calculated does not match the signature you provided.');
    return null;
  }

  /** The Authorization header AWS would compute for what arrived, over the headers the client says it signed. */
  async #signature(request: IncomingMessage, body: Buffer, keys: AwsCredentials, names: readonly string[], at: number): Promise<string> {
    const signer = new SignatureV4({ service: 'appsync', region: FAKE_APPSYNC_REGION, credentials: keys, sha256: Sha256, applyChecksum: false });
    const headers = Object.fromEntries(names.map((name) => [name, header(request, name)]));
    const url = new URL(request.url ?? '/', `http://${header(request, 'host')}`);
    const unsigned = { method: request.method ?? 'POST', protocol: 'http:', hostname: url.hostname, path: url.pathname, query: {}, headers, body: new Uint8Array(body) };
    const signed = await signer.sign(unsigned, { signingDate: new Date(at) });
    return String(signed.headers.authorization ?? '');
  }
}
