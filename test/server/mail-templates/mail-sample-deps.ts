import { HmacSignedTokens } from '../../../src/adapters/crypto/hmac-signed-tokens';
import { markdownItRenderer } from '../../../src/adapters/markdown/markdown-it-renderer';
import { qrCodePngRenderer } from '../../../src/adapters/qr/qrcode-png-renderer';
import { PdfkitPdfRenderer } from '../../../src/adapters/pdf/pdfkit-pdf-renderer';
import type { MailSampleDeps } from '../../../src/server/mail-templates/mail-catalogue';
import { SAMPLE_CHAPTER } from './sample-chapter';

/** The samples drawn with the real signer, QR drawer and Markdown renderer. */
export const SAMPLE_DEPS: MailSampleDeps = {
  tokens: new HmacSignedTokens(Buffer.alloc(32, 7)),
  qrCodes: qrCodePngRenderer,
  markdown: markdownItRenderer(),
  pdf: new PdfkitPdfRenderer(),
  publicUrl: SAMPLE_CHAPTER.siteUrl,
  chapterName: SAMPLE_CHAPTER.name,
  contactEmail: SAMPLE_CHAPTER.contactEmail,
  timeZone: 'America/New_York',
};
