import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { roleOf } from '../../domain/access';
import { IDENTITY_LIMITS } from '../rules/identity-rules';
import type { AuthUser, IdentityError } from '../../application/ports/identity-provider.port';
import type { Account, RefreshTokenRecord, TokenPairRecord } from '../ports/account-records';
import { secondsFromNow, type IdentityDeps } from './identity-context';
import { IDENTITY_ERRORS, notAuthorized } from '../rules/identity.errors';
import { fromStoreError } from './store-errors';
import { awaitsTwoStep } from './two-step-policy';

/**
 * The tokens of one signed-in session. Both are opaque random strings (at least 128 bits, from
 * the IdGenerator) that the store knows only by digest; neither is a signed JWT. Why opaque:
 * the store is consulted anyway for refresh rotation and revocation, so a lookup per request
 * costs little (the embedded database reads a row in microseconds), while it makes sign-out and
 * a password change end every access token at once instead of an hour later, and it leaves no
 * signing key to manage and no signature, algorithm, issuer or audience check to get wrong.
 * The browser never reads them: the server keeps them in httpOnly, SameSite cookies.
 */
export interface SessionTokens {
  readonly accessToken: string;
  /** Milliseconds since the epoch: one hour after issue. */
  readonly accessTokenExpiresAt: number;
  readonly refreshToken: string;
  /** Milliseconds since the epoch: 30 days after the sign-in, kept through every rotation. */
  readonly refreshTokenExpiresAt: number;
}

/** The session an access token belongs to. */
export interface AuthenticatedSession {
  readonly account: Account;
  readonly familyId: string;
}

const accessDigest = (ctx: IdentityDeps, token: string) => ctx.digest.digest(`access:${token}`);
const refreshDigest = (ctx: IdentityDeps, token: string) => ctx.digest.digest(`refresh:${token}`);

function newPair(ctx: IdentityDeps, refreshExpiresAt: number): { tokens: SessionTokens; record: TokenPairRecord } {
  const accessToken = ctx.ids.secret();
  const refreshToken = ctx.ids.secret();
  const accessTokenExpiresAt = secondsFromNow(ctx, IDENTITY_LIMITS.accessTokenSeconds);
  return {
    tokens: { accessToken, accessTokenExpiresAt, refreshToken, refreshTokenExpiresAt: refreshExpiresAt },
    record: {
      accessHash: accessDigest(ctx, accessToken),
      accessExpiresAt: accessTokenExpiresAt,
      refreshHash: refreshDigest(ctx, refreshToken),
      refreshExpiresAt,
      createdAt: ctx.clock.now(),
    },
  };
}

/** Starts a new session family for an account that has just signed in. */
export function issueSession(ctx: IdentityDeps, account: Account): ResultAsync<SessionTokens, IdentityError> {
  const { tokens, record } = newPair(ctx, secondsFromNow(ctx, IDENTITY_LIMITS.refreshTokenSeconds));
  return ctx.store
    .startSession(account.id, ctx.ids.newId(), record)
    .mapErr(fromStoreError)
    .map(() => tokens);
}

/** A stolen refresh token was used twice: the whole sign-in it belongs to ends. */
function revokeReused<T>(ctx: IdentityDeps, familyId: string): ResultAsync<T, IdentityError> {
  return ctx.store
    .revokeFamily(familyId)
    .mapErr(fromStoreError)
    .andThen(() => errAsync(notAuthorized(IDENTITY_ERRORS.refreshTokenRevoked)));
}

function rotate(ctx: IdentityDeps, record: RefreshTokenRecord): ResultAsync<SessionTokens, IdentityError> {
  const { tokens, record: next } = newPair(ctx, record.expiresAt);
  return ctx.store
    .rotateRefreshToken(record.tokenHash, next)
    .mapErr(fromStoreError)
    .andThen((outcome) => (outcome === 'rotated' ? okAsync(tokens) : revokeReused<SessionTokens>(ctx, record.familyId)));
}

/**
 * Trades a refresh token for a new pair; the old one is spent. Presenting a spent token again
 * (reuse: a copy was stolen) revokes the whole family, the thief's tokens and the user's alike.
 */
export function refreshSession(ctx: IdentityDeps, refreshToken: string): ResultAsync<SessionTokens, IdentityError> {
  return ctx.store
    .findRefreshToken(refreshDigest(ctx, refreshToken))
    .mapErr(fromStoreError)
    .andThen((record) => {
      if (record === null) return errAsync(notAuthorized(IDENTITY_ERRORS.invalidRefreshToken));
      if (record.state === 'revoked') return errAsync(notAuthorized(IDENTITY_ERRORS.refreshTokenRevoked));
      if (record.state === 'rotated') return revokeReused<SessionTokens>(ctx, record.familyId);
      if (record.expiresAt <= ctx.clock.now()) return errAsync(notAuthorized(IDENTITY_ERRORS.refreshTokenExpired));
      return rotate(ctx, record);
    });
}

/** Ends the session a refresh token belongs to, whatever state it is in; an unknown token ends nothing. */
export function signOut(ctx: IdentityDeps, refreshToken: string): ResultAsync<void, IdentityError> {
  return ctx.store
    .findRefreshToken(refreshDigest(ctx, refreshToken))
    .mapErr(fromStoreError)
    .andThen((record) => (record === null ? okAsync(undefined) : ctx.store.revokeFamily(record.familyId).mapErr(fromStoreError)));
}

/** The account and session behind a live access token, or NotAuthorized. */
export function authenticateSession(ctx: IdentityDeps, accessToken: string): ResultAsync<AuthenticatedSession, IdentityError> {
  return ctx.store
    .findAccessToken(accessDigest(ctx, accessToken))
    .mapErr(fromStoreError)
    .andThen((record) => {
      if (record === null) return errAsync(notAuthorized(IDENTITY_ERRORS.invalidAccessToken));
      if (record.revoked) return errAsync(notAuthorized(IDENTITY_ERRORS.accessTokenRevoked));
      if (record.expiresAt <= ctx.clock.now()) return errAsync(notAuthorized(IDENTITY_ERRORS.accessTokenExpired));
      return ctx.store
        .findAccountById(record.accountId)
        .mapErr(fromStoreError)
        .andThen((account) =>
          account === null
            ? errAsync(notAuthorized(IDENTITY_ERRORS.invalidAccessToken))
            : account.disabled
              ? errAsync(notAuthorized(IDENTITY_ERRORS.userDisabled))
              : okAsync({ account, familyId: record.familyId }),
        );
    });
}

/**
 * The signed-in person as the rest of the product sees them; admin status comes from configuration,
 * and is withheld (`needsTwoStep`) from an administrator who must turn on two-step sign-in first.
 */
export function toAuthUser(ctx: IdentityDeps, account: Account): AuthUser {
  const user = { userId: account.id, username: account.email, email: account.email };
  if (awaitsTwoStep(ctx.config, account)) return { ...user, isAdmin: false, needsTwoStep: true };
  return { ...user, isAdmin: roleOf(account.email, ctx.config.admins) === 'admin' };
}

/** Who holds an access token: `{ userId, email, isAdmin }` for the server's authorization checks. */
export function authenticate(ctx: IdentityDeps, accessToken: string): ResultAsync<AuthUser, IdentityError> {
  return authenticateSession(ctx, accessToken).map(({ account }) => toAuthUser(ctx, account));
}
