import { createHmac, generateKeyPairSync, sign, type JsonWebKey, type KeyObject } from 'node:crypto';

/** An RSA signing key of a user pool: the private half signs tokens, `jwk` goes into the JWKS. */
export interface PoolKey {
  readonly kid: string;
  readonly key: KeyObject;
  readonly jwk: JsonWebKey;
}

/** A fresh 2048-bit RSA key named `kid`, its public half as Cognito publishes it (`alg`, `use`). */
export function poolKey(kid: string): PoolKey {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { kid, key: privateKey, jwk: { ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' } };
}

/** The JWKS document of a pool publishing `keys`. */
export const jwks = (...keys: readonly PoolKey[]) => ({ keys: keys.map((key) => key.jwk) });

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * A token signed as Cognito signs its ID tokens (RS256, `kid` in the header); `header` adds to or
 * overrides the header, so tests can also forge tokens claiming another algorithm.
 */
export function signIdToken(
  claims: Readonly<Record<string, unknown>>,
  { kid, key }: Pick<PoolKey, 'kid' | 'key'>,
  header: Readonly<Record<string, unknown>> = {},
): string {
  const signed = `${part({ kid, alg: 'RS256', ...header })}.${part(claims)}`;
  return `${signed}.${sign('RSA-SHA256', Buffer.from(signed), key).toString('base64url')}`;
}

/** A token "signed" with HS256 using `secret` (e.g. the pool's public key): the algorithm-confusion forgery. */
export function signHs256(claims: Readonly<Record<string, unknown>>, kid: string, secret: string): string {
  const signed = `${part({ kid, alg: 'HS256' })}.${part(claims)}`;
  return `${signed}.${createHmac('sha256', secret).update(signed).digest('base64url')}`;
}

/** An unsigned token (`alg: none`, empty signature). */
export const unsignedToken = (claims: Readonly<Record<string, unknown>>, kid: string) => `${part({ kid, alg: 'none' })}.${part(claims)}.`;

/** The claims of a Cognito ID token from `issuer` for `clientId`, issued at `nowSeconds` for an hour (Cognito's default). */
export function idTokenClaims(options: {
  readonly issuer: string;
  readonly clientId: string;
  readonly nowSeconds: number;
  readonly sub?: string;
  readonly email?: string;
}): Record<string, unknown> {
  return {
    sub: options.sub ?? '7d5e3a1c-0b9f-4c2e-8a61-2f4b9c8d1e05',
    email: options.email ?? 'ada@alumni.example',
    email_verified: true,
    iss: options.issuer,
    aud: options.clientId,
    token_use: 'id',
    auth_time: options.nowSeconds,
    iat: options.nowSeconds,
    exp: options.nowSeconds + 3600,
    'cognito:username': options.sub ?? '7d5e3a1c-0b9f-4c2e-8a61-2f4b9c8d1e05',
    event_id: 'b3c1e2d4-5f60-4a7b-9c8d-0e1f2a3b4c5d',
  };
}
