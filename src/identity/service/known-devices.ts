import { sameSecret } from '../../domain/secrets';
import type { IdentityDeps } from './identity-context';

/**
 * Known devices (OWASP's "device cookies"): a browser that signed in to an account holds a token
 * naming that account, and a later sign-in from it is not slowed by other clients' failures, so a
 * stranger guessing from elsewhere cannot keep the owner out. The token is a random nonce and its
 * keyed digest with the account id: nothing is stored, and it grants nothing but that exemption
 * (the password is still checked, and its own client's back-off still applies).
 */
export function deviceToken(ctx: IdentityDeps, accountId: string): string {
  const nonce = ctx.ids.secret();
  return `${nonce}.${ctx.digest.digest(`device:${accountId}:${nonce}`)}`;
}

/** Whether `token` was handed out by `deviceToken` for this account. */
export function isKnownDevice(ctx: IdentityDeps, accountId: string, token: string | null): boolean {
  if (token === null || token.length > 512) return false;
  const dot = token.indexOf('.');
  if (dot <= 0) return false;
  const nonce = token.slice(0, dot);
  return sameSecret(token.slice(dot + 1), ctx.digest.digest(`device:${accountId}:${nonce}`));
}
