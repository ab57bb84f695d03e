import { ResultAsync } from 'neverthrow';
import { toBuffer } from 'qrcode';
import type { QrCodeError, QrCodeRenderer } from '../../application/ports/qr-code-renderer.port';

/**
 * QR codes drawn by the `qrcode` library: error correction M (a smudged or creased print still
 * reads), 8 pixels a module and the standard quiet zone of 4 modules, so a phone reads it from a
 * screen or a page.
 */
export const qrCodePngRenderer: QrCodeRenderer = {
  png: (text) =>
    ResultAsync.fromPromise(
      toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: 4, scale: 8 }).then((buffer) => new Uint8Array(buffer)),
      (error): QrCodeError => ({
        type: 'QrCodeFailed',
        message: `The QR code could not be drawn (${error instanceof Error ? error.message : 'unknown error'}).`,
      }),
    ),
};
