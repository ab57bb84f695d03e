import { createPublicKey, verify as verifySignature, type JsonWebKey, type KeyObject } from 'node:crypto';
import { err, errAsync, ok, okAsync, ResultAsync, type Result } from 'neverthrow';

/** A signed-in member as the user pool vouches for them. */
export interface CognitoUser {
  /** The token's `sub`: the user's id in the pool, stable across e-mail changes. */
  readonly userId: string;
  /** A verified address (tokens whose e-mail is not verified are refused). */
  readonly email: string;
  /** `cognito:groups`, empty when the user is in no group. */
  readonly groups: readonly string[];
}

/**
 * `InvalidToken`: the caller is not signed in (whatever was wrong); `Unavailable`: the pool's keys
 * could not be read, so nobody can be checked (answer 503, never treat the caller as a visitor).
 * `message` is for people and never says which check failed; `reason` is for the logs.
 */
export type CognitoTokenError =
  | { readonly type: 'InvalidToken'; readonly message: string; readonly reason: string }
  | { readonly type: 'Unavailable'; readonly message: string; readonly reason: string };

export interface CognitoIdTokensOptions {
  /** e.g. `us-east-1_AbCdEf123`; the region is the part before `_`. */
  readonly userPoolId: string;
  /** The app client the ID tokens must be issued to (`aud`). */
  readonly clientId: string;
  /** Reads the JWKS document at `url`; defaults to `fetch` with a timeout of JWKS_TIMEOUT_MS. */
  readonly fetchJwks?: (url: string) => Promise<unknown>;
  /** Milliseconds since the epoch, as `Date.now` (the default). */
  readonly now?: () => number;
  /** Defaults to `https://cognito-idp.<region>.amazonaws.com`; tests point it at a local server. */
  readonly issuerBase?: string;
}

export interface CognitoIdTokens {
  verify(token: string): ResultAsync<CognitoUser, CognitoTokenError>;
}

/** Cognito's ID tokens are 1-2 KB; anything past 8 KB is refused before any decoding. */
export const MAX_TOKEN_LENGTH = 8 * 1024;
/**
 * Leeway between our clock and Cognito's, for `exp` and `iat`. Both clocks are NTP-synchronised,
 * so a minute is generous; it lets a token live at most one minute past its hour, which changes
 * nothing that matters (a token is not revocable before `exp` anyway).
 */
export const CLOCK_SKEW_SECONDS = 60;
/** A `kid` missing from the cached key set refetches the JWKS at most this often (key rotation). */
export const JWKS_REFETCH_INTERVAL_MS = 60_000;
const JWKS_TIMEOUT_MS = 5_000;

const USER_POOL_ID = /^([a-z]{2}(?:-[a-z]+)+-\d+)_[0-9A-Za-z]+$/;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** A token signed with a key the pool does not publish (even after fetching its key set again). */
const UNKNOWN_KID = 'kid not in the key set';

const invalid = (reason: string): CognitoTokenError => ({
  type: 'InvalidToken',
  message: 'Your sign-in is not valid any more. Please sign in again.',
  reason,
});
const unavailable = (reason: string): CognitoTokenError => ({
  type: 'Unavailable',
  message: 'Sign-in cannot be checked right now. Please try again shortly.',
  reason,
});

type Json = Readonly<Record<string, unknown>>;
interface ParsedToken {
  readonly kid: string;
  readonly claims: Json;
  readonly signed: Buffer;
  readonly signature: Buffer;
}

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function decodeJson(part: string): Json | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return isObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The token's structure and header: three base64url parts, JSON objects, RS256, a `kid`, no `crit`. */
function parse(token: string): Result<ParsedToken, CognitoTokenError> {
  if (token.length > MAX_TOKEN_LENGTH) return err(invalid('token longer than 8 KB'));
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part))) return err(invalid('not three base64url parts'));
  const [header, payload, signature] = parts as [string, string, string];
  const head = decodeJson(header);
  const claims = decodeJson(payload);
  if (!head || !claims) return err(invalid('header or payload is not a JSON object'));
  if (head.alg !== 'RS256') return err(invalid('alg is not RS256'));
  if (typeof head.kid !== 'string') return err(invalid('no kid in the header'));
  if ('crit' in head) return err(invalid('critical header extensions are not supported'));
  const signed = Buffer.from(`${header}.${payload}`);
  return ok({ kid: head.kid, claims, signed, signature: Buffer.from(signature, 'base64url') });
}

/** The claims AWS documents for an ID token, read at `nowSeconds`. */
function userOf(claims: Json, issuer: string, clientId: string, nowSeconds: number): Result<CognitoUser, CognitoTokenError> {
  const { iss, aud, token_use, exp, iat, sub, email, email_verified } = claims;
  if (iss !== issuer) return err(invalid('wrong iss'));
  if (token_use !== 'id') return err(invalid('token_use is not id'));
  if (aud !== clientId) return err(invalid('wrong aud'));
  if (typeof exp !== 'number' || !Number.isFinite(exp) || exp + CLOCK_SKEW_SECONDS <= nowSeconds) return err(invalid('expired'));
  if (typeof iat !== 'number' || iat - CLOCK_SKEW_SECONDS > nowSeconds) return err(invalid('iat missing or in the future'));
  if (typeof sub !== 'string' || sub === '') return err(invalid('no sub'));
  if (typeof email !== 'string' || email === '') return err(invalid('no email'));
  if (email_verified !== true && email_verified !== 'true') return err(invalid('email not verified'));
  const groups = claims['cognito:groups'] ?? [];
  if (!Array.isArray(groups) || !groups.every((group) => typeof group === 'string'))
    return err(invalid('cognito:groups is not a list of names'));
  return ok({ userId: sub, email, groups: groups as string[] });
}

/** The RSA signing keys of a JWKS document by `kid`; other keys are skipped; undefined if it is no key set. */
function keysOf(document: unknown): Map<string, KeyObject> | undefined {
  if (!isObject(document) || !Array.isArray(document.keys)) return undefined;
  const keys = new Map<string, KeyObject>();
  for (const jwk of document.keys as unknown[]) {
    if (!isObject(jwk) || typeof jwk.kid !== 'string' || jwk.kty !== 'RSA') continue;
    if ((jwk.alg !== undefined && jwk.alg !== 'RS256') || (jwk.use !== undefined && jwk.use !== 'sig')) continue;
    try {
      keys.set(jwk.kid, createPublicKey({ key: jwk as JsonWebKey, format: 'jwk' }));
    } catch {
      // A key node cannot read is not one to trust; the others still count.
    }
  }
  return keys;
}

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(JWKS_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
}

/**
 * The pool's public keys, fetched on first use and kept. A `kid` not in the set refetches it (the
 * pool rotated its keys), but only if the last fetch (the first one included) began at least
 * JWKS_REFETCH_INTERVAL_MS ago, so tokens naming made-up keys cannot make us hammer the endpoint.
 * Until a fetch succeeds, every lookup tries again: without keys nobody can be checked. Callers
 * arriving during a fetch share it. A failed refetch keeps the keys already held.
 */
function keyCache(url: string, fetchJwks: (url: string) => Promise<unknown>, now: () => number) {
  let keys: Map<string, KeyObject> | undefined;
  let lastFetch = Number.NEGATIVE_INFINITY;
  let inFlight: Promise<Result<Map<string, KeyObject>, CognitoTokenError>> | undefined;

  async function load(): Promise<Result<Map<string, KeyObject>, CognitoTokenError>> {
    try {
      const loaded = keysOf(await fetchJwks(url));
      if (!loaded) return err(unavailable('the JWKS document is not a key set'));
      keys = loaded;
      return ok(loaded);
    } catch (error) {
      return err(unavailable(`the JWKS could not be fetched: ${error instanceof Error ? error.message : 'unknown error'}`));
    }
  }

  return function key(kid: string): ResultAsync<KeyObject, CognitoTokenError> {
    const cached = keys?.get(kid);
    if (cached) return okAsync(cached);
    if (keys && !inFlight && now() - lastFetch < JWKS_REFETCH_INTERVAL_MS) return errAsync(invalid(UNKNOWN_KID));
    if (!inFlight) {
      lastFetch = now();
      inFlight = load().finally(() => {
        inFlight = undefined;
      });
    }
    return new ResultAsync(inFlight).andThen((loaded) => {
      const found = loaded.get(kid);
      return found ? ok(found) : err(invalid(UNKNOWN_KID));
    });
  };
}

/**
 * Verifies Amazon Cognito ID tokens as AWS documents it: RS256 signature by a key of the pool's
 * JWKS (`<issuer>/.well-known/jwks.json`), `iss`, `token_use: id`, `aud`, `exp` and `iat` (with
 * CLOCK_SKEW_SECONDS), a verified e-mail. The claims are checked before the key is looked up, so a
 * token meant for another pool or client never causes a JWKS fetch; nothing is trusted until the
 * signature holds too. Throws at construction for a user pool id that is not one (a configuration bug).
 */
export function cognitoIdTokens(options: CognitoIdTokensOptions): CognitoIdTokens {
  const region = USER_POOL_ID.exec(options.userPoolId)?.[1];
  if (region === undefined) throw new Error(`Not a Cognito user pool id: ${options.userPoolId}`);
  const base = (options.issuerBase ?? `https://cognito-idp.${region}.amazonaws.com`).replace(/\/+$/, '');
  const issuer = `${base}/${options.userPoolId}`;
  const now = options.now ?? Date.now;
  const key = keyCache(`${issuer}/.well-known/jwks.json`, options.fetchJwks ?? fetchJson, now);

  return {
    verify(token) {
      return parse(token)
        .andThen((parsed) => userOf(parsed.claims, issuer, options.clientId, now() / 1000).map((user) => ({ parsed, user })))
        .asyncAndThen(({ parsed, user }) =>
          key(parsed.kid).andThen((publicKey) =>
            verifySignature('RSA-SHA256', parsed.signed, publicKey, parsed.signature) ? ok(user) : err(invalid('bad signature')),
          ),
        );
    },
  };
}
