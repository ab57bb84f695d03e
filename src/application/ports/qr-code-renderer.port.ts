import type { ResultAsync } from 'neverthrow';

export type QrCodeError = { readonly type: 'QrCodeFailed'; readonly message: string };

/** Draws QR codes as PNG images (server only): a ticket's signed code, for its e-mail. */
export interface QrCodeRenderer {
  /** A PNG image of a QR code holding exactly `text`. */
  png(text: string): ResultAsync<Uint8Array, QrCodeError>;
}
