import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4 } from '@smithy/signature-v4';
import { errAsync, ResultAsync } from 'neverthrow';
import { fetchWithRetry, type NetworkFailure, type RetryingFetch } from '../http/fetch-with-retry';

/** An IAM principal's keys: a role's are temporary and come with a session token. */
export interface AwsCredentials {
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  readonly sessionToken?: string;
}

/** Asked before each request, so rotated keys are picked up without a restart. */
export type CredentialsProvider = () => Promise<AwsCredentials>;

/** How requests are signed and then sent. */
export interface SigV4FetchOptions {
  /** The AWS region of the API (the credential scope names it). */
  readonly region: string;
  readonly credentials: CredentialsProvider;
  /** Sends the signed request; default `fetchWithRetry()`. */
  readonly send?: RetryingFetch;
  /** The service in the credential scope: `appsync` unless another API is called. */
  readonly service?: string;
  /** The signing time; default the system clock (tests fix it). */
  readonly now?: () => Date;
}

type Body = string | Uint8Array;

/** The body as the bytes that will be sent (a view of them, not a copy), or null when it cannot be read without consuming it (streams, forms). */
function bodyOf(body: RequestInit['body']): Body | undefined | null {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body;
  if (body instanceof ArrayBuffer) return new Uint8Array(body);
  if (ArrayBuffer.isView(body)) return new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
  return null;
}

/** The request's headers as one lower-case name per value (what the signature covers), plus `host`. */
function headersOf(url: URL, init: RequestInit): Record<string, string> {
  const headers: Record<string, string> = { host: url.host };
  new Headers(init.headers).forEach((value, name) => {
    headers[name] = value;
  });
  return headers;
}

function queryOf(url: URL): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const name of new Set(url.searchParams.keys())) {
    const [first = '', ...rest] = url.searchParams.getAll(name);
    query[name] = rest.length === 0 ? first : [first, ...rest];
  }
  return query;
}

const failure = (message: string): NetworkFailure => ({ type: 'NetworkFailure', message });

/**
 * A fetch for calling an AWS API as an IAM principal (the server's Lambda role calling AppSync):
 * each request is signed with Signature Version 4 (`authorization`, `x-amz-date`, and
 * `x-amz-security-token` for temporary keys) over its method, URL, headers and the exact body
 * bytes sent, then handed to `send`. A body that cannot be signed (a stream or form, whose bytes
 * are only known once sent) and credentials that cannot be had are a NetworkFailure: the request
 * never left. Retries of `send` repeat the signed request as it is; AWS accepts a signature for
 * minutes, far longer than the default back-off. Server-side only: the keys must never reach a
 * browser. An empty region is a wiring bug and throws at start-up.
 * @example
 * const send = sigv4Fetch({ region: 'eu-west-1', credentials: credentialsFromEnvironment() });
 * send(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
 */
export function sigv4Fetch(options: SigV4FetchOptions): RetryingFetch {
  if (options.region.trim() === '') throw new Error('No AWS region configured for signing');
  const signer = new SignatureV4({
    service: options.service ?? 'appsync',
    region: options.region,
    credentials: options.credentials,
    sha256: Sha256,
    // The body's hash is in the signature either way; AppSync needs no x-amz-content-sha256 header.
    applyChecksum: false,
  });
  const send = options.send ?? fetchWithRetry();
  const now = options.now ?? (() => new Date());
  return (url, init = {}, retry) => {
    const body = bodyOf(init.body);
    if (body === null) return errAsync(failure('Only a string or bytes body can be signed.'));
    const target = new URL(url);
    const unsigned = {
      method: (init.method ?? 'GET').toUpperCase(),
      protocol: target.protocol,
      hostname: target.hostname,
      path: target.pathname,
      query: queryOf(target),
      headers: headersOf(target, init),
      body,
    };
    return ResultAsync.fromPromise(signer.sign(unsigned, { signingDate: now() }), (error) =>
      failure(`The request could not be signed: ${error instanceof Error ? error.message : String(error)}`),
    ).andThen((signed) => send(url, { ...init, headers: signed.headers }, retry));
  };
}

/** One of the variables the Lambda runtime sets to the role's credentials: a wiring error when empty. */
const required = (env: Readonly<Record<string, string | undefined>>, name: string): string => {
  const value = env[name]?.trim() ?? '';
  if (value === '') throw new Error(`${name} is not set: the function's role credentials are missing`);
  return value;
};

/**
 * The function's IAM role credentials, as the Lambda runtime hands them over: AWS_ACCESS_KEY_ID,
 * AWS_SECRET_ACCESS_KEY and AWS_SESSION_TOKEN (absent for long-term keys, as on a workstation).
 * Read when called, so a missing key stops the wiring at start-up with its name rather than
 * failing each request.
 */
export function credentialsFromEnvironment(env: Readonly<Record<string, string | undefined>> = process.env): CredentialsProvider {
  const sessionToken = env.AWS_SESSION_TOKEN?.trim();
  const credentials: AwsCredentials = {
    accessKeyId: required(env, 'AWS_ACCESS_KEY_ID'),
    secretAccessKey: required(env, 'AWS_SECRET_ACCESS_KEY'),
    ...(sessionToken ? { sessionToken } : {}),
  };
  return async () => credentials;
}
