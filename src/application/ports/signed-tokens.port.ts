import type { Result } from 'neverthrow';

/**
 * What a signed token is for; a token made for one purpose is refused for every other. A ticket's
 * code (its QR code), a waiting-list offer's link and a waiting-list leave link; a dues reminder's
 * pay link (a member and a year); a mail's unsubscribe and preferences link (an address); a
 * payment's receipt (an order) and a year's giving statement (a donor's address and a year).
 */
export type TokenPurpose = 'ticket' | 'waiting-offer' | 'waiting-leave' | 'dues-link' | 'mail-preferences' | 'receipt' | 'giving-statement';

export type TokenError =
  { readonly type: 'InvalidToken'; readonly message: string } | { readonly type: 'ExpiredToken'; readonly message: string };

export const INVALID_TOKEN: TokenError = { type: 'InvalidToken', message: 'This code is not one of ours, or it was changed.' };
export const EXPIRED_TOKEN: TokenError = { type: 'ExpiredToken', message: 'This link has expired.' };

/**
 * Short tokens the server signs and later reads back, so a link or a QR code names one thing
 * (a ticket id, a waiting party) and is useless if altered. URL-safe; no secret leaves the server.
 */
export interface SignedTokens {
  /** A token for `subject` (no '.' needed to be escaped), valid until `expiresAt` (ms since the epoch) or for ever (null). */
  sign(purpose: TokenPurpose, subject: string, expiresAt: number | null): string;
  /** The subject of a token made for `purpose`, when its signature holds and it has not expired at `now`. */
  read(purpose: TokenPurpose, token: string, now: number): Result<string, TokenError>;
}
