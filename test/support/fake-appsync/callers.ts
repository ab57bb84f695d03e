import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4 } from '@smithy/signature-v4';
import { createHash, createPublicKey, timingSafeEqual, verify, type JsonWebKey } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { AwsCredentials } from '../../../src/adapters/appsync/sigv4-fetch';
import type { Caller } from './model-rules';

/**
 * How AppSync tells who is calling, by the request's headers: a SigV4 `Authorization` is IAM, any
 * other `Authorization` a Cognito user pool token, an `x-api-key` the API key. A request it cannot
 * place, or whose proof fails, is refused before any GraphQL runs, as AppSync does, with
 * `{ errors: [{ errorType: 'UnauthorizedException', message }] }`.
 */

/** AWS refuses a request whose X-Amz-Date is further than this from its own clock. */
const MAX_SKEW_MS = 5 * 60_000;
const SIGV4 =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/;

export type Refusal = { readonly status: 401 | 403; readonly message: string };
const refused = (status: 401 | 403, message: string): Refusal => ({ status, message });
const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** What the fake trusts: the roles' keys, the user pool's signing keys, the API key, and its clock. */
export interface Trust {
  readonly region: string;
  readonly roles: ReadonlyMap<string, AwsCredentials>;
  readonly userPool: { readonly issuer: string; readonly keys: readonly JsonWebKey[] };
  readonly apiKey: string;
  readonly now: () => number;
}

function header(request: IncomingMessage, name: string): string {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : (value ?? '');
}

/** `20150830T123600Z` as a time, or NaN. */
function amzDate(value: string): number {
  const parts = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  return parts ? Date.UTC(+parts[1]!, +parts[2]! - 1, +parts[3]!, +parts[4]!, +parts[5]!, +parts[6]!) : Number.NaN;
}

/** The caller, or why AppSync would refuse the request. */
export async function callerOf(request: IncomingMessage, body: Buffer, trust: Trust): Promise<Caller | Refusal> {
  const authorization = header(request, 'authorization');
  if (authorization.startsWith('AWS4-HMAC-SHA256')) return iamCaller(request, body, authorization, trust);
  if (authorization !== '') return userPoolCaller(authorization, trust);
  const apiKey = header(request, 'x-api-key');
  if (apiKey !== '')
    return sameText(apiKey, trust.apiKey) ? { mode: 'API_KEY' } : refused(401, 'You are not authorized to make this call.');
  return refused(401, 'Valid authorization header not provided.');
}

/** A SigV4 signature checked independently: recomputed from the known keys over what arrived. */
async function iamCaller(request: IncomingMessage, body: Buffer, authorization: string, trust: Trust): Promise<Caller | Refusal> {
  const parsed = SIGV4.exec(authorization);
  if (!parsed) return refused(401, 'Authorization header requires a valid AWS4-HMAC-SHA256 signature.');
  const [, accessKeyId = '', day = '', region, service, signedHeaders = ''] = parsed;
  const keys = trust.roles.get(accessKeyId);
  if (!keys) return refused(403, 'The security token included in the request is invalid.');
  if (region !== trust.region || service !== 'appsync') return refused(403, `Credential should be scoped to ${trust.region}/appsync.`);
  const date = header(request, 'x-amz-date');
  const at = amzDate(date);
  if (Number.isNaN(at) || !date.startsWith(day)) return refused(403, 'X-Amz-Date is missing or does not match the credential scope.');
  if (Math.abs(trust.now() - at) > MAX_SKEW_MS)
    return refused(403, 'Signature expired: X-Amz-Date is more than 5 minutes from the server time.');
  if (header(request, 'x-amz-security-token') !== (keys.sessionToken ?? ''))
    return refused(403, 'The security token included in the request is invalid.');
  const bodyHash = header(request, 'x-amz-content-sha256');
  if (bodyHash !== '' && bodyHash !== createHash('sha256').update(body).digest('hex'))
    return refused(403, 'The provided x-amz-content-sha256 header does not match what was computed.');
  const signer = new SignatureV4({ service: 'appsync', region: trust.region, credentials: keys, sha256: Sha256, applyChecksum: false });
  const headers = Object.fromEntries(signedHeaders.split(';').map((name) => [name, header(request, name)]));
  const url = new URL(request.url ?? '/', `http://${header(request, 'host')}`);
  const unsigned = {
    method: request.method ?? 'POST',
    protocol: 'http:',
    hostname: url.hostname,
    path: url.pathname,
    query: {},
    headers,
    body: new Uint8Array(body),
  };
  const expected = String((await signer.sign(unsigned, { signingDate: new Date(at) })).headers.authorization ?? '');
  if (!sameText(expected, authorization))
    return refused(403, 'The request signature we calculated does not match the signature you provided.');
  return { mode: 'AWS_IAM', accessKeyId };
}

const decodePart = (part: string): Record<string, unknown> | null => {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

/**
 * A Cognito ID or access token of the pool, as AppSync checks it: RS256 signed by one of the
 * pool's published keys, from the pool's issuer, not expired. Its claims reach the rules as they
 * are (an access token has no `email`).
 */
function userPoolCaller(token: string, trust: Trust): Caller | Refusal {
  const [head = '', payload = '', signature = ''] = token.split('.');
  const [header, claims] = [decodePart(head), decodePart(payload)];
  if (header === null || claims === null || signature === '') return refused(401, 'Unable to parse the JWT token.');
  const jwk = trust.userPool.keys.find((key) => key.kid === header.kid);
  const signed = Buffer.from(`${head}.${payload}`);
  const valid =
    header.alg === 'RS256' &&
    jwk !== undefined &&
    verify('RSA-SHA256', signed, createPublicKey({ key: jwk, format: 'jwk' }), Buffer.from(signature, 'base64url'));
  if (!valid) return refused(401, 'Valid authorization header not provided.');
  if (claims.iss !== trust.userPool.issuer || !['id', 'access'].includes(String(claims.token_use)))
    return refused(401, 'Valid authorization header not provided.');
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= trust.now()) return refused(401, 'Token has expired.');
  return { mode: 'AMAZON_COGNITO_USER_POOLS', claims };
}

export const isRefusal = (value: Caller | Refusal): value is Refusal => 'status' in value;
