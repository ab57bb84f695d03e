import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';
import { PdfkitPdfRenderer } from '../../../src/adapters/pdf/pdfkit-pdf-renderer';
import { giftPartOf } from '../../../src/domain/giving';
import type { Cents } from '../../../src/domain/money';
import { receiptDocument } from '../../../src/application/server/receipts/receipt-document';
import { sampleOrder } from '../../contracts/order-ledger.contract';

// The receipt drawn by a real PDF reader (poppler's pdftoppm and pdftotext, the Debian package
// poppler-utils that .ci/run installs): the page is US Letter, has ink where the chapter's name and
// the statement are, and its text as a reader extracts it says what the document says.

const POPPLER = existsSync('/usr/bin/pdftoppm') && existsSync('/usr/bin/pdftotext');
const dir = mkdtempSync(join(tmpdir(), 'receipt-png-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const c = (value: number) => value as Cents;
const SETTINGS = {
  legalName: 'Hartwell Scholars Alumni Association',
  address: ['PO Box 1234', 'Springfield, IL 62701'],
  taxId: '12-3456789',
  deductible: true,
  fiscalYearStartMonth: 1,
};

/** A $114 order of three $38 banquet tickets, each worth $25: $39 deductible, with the disclosure. */
async function receiptPdf(): Promise<Uint8Array> {
  const order = sampleOrder(1, {
    id: 'ord-banquet-3',
    order: { item: 'event-tickets', event: 'spring-banquet-2027', counts: { adult: 3 }, answers: {}, sponsoredNames: '' },
    amount: c(11_400),
    description: 'Spring Banquet 2027 Tickets - Adult: 3',
  });
  const record = {
    ...order,
    paymentId: 'pi_1',
    status: 'fulfilled' as const,
    note: null,
    paidAt: order.createdAt,
    fulfilledAt: null,
    refundedAt: null,
  };
  const gift = giftPartOf(order.order, c(11_400), () => c(2_500));
  const document = receiptDocument(
    { order: record, paidOn: '2026-06-15', refunds: [], refunded: c(0), kept: c(11_400), gift },
    SETTINGS,
    order.createdAt,
  );
  return (await new PdfkitPdfRenderer().render(document))._unsafeUnwrap();
}

/** The share of a band of rows that is ink (not near white). */
function inkIn(image: { width: number; height: number; data: Buffer }, fromRow: number, toRow: number): number {
  let ink = 0;
  for (let y = fromRow; y < toRow; y += 1) {
    for (let x = 0; x < image.width; x += 1) {
      const i = (y * image.width + x) * 4;
      if ((image.data[i] ?? 255) < 128 && (image.data[i + 1] ?? 255) < 128 && (image.data[i + 2] ?? 255) < 128) ink += 1;
    }
  }
  return ink / ((toRow - fromRow) * image.width);
}

describe.skipIf(!POPPLER)('a receipt drawn by a PDF reader (poppler)', () => {
  it('is a US Letter page with the chapter and the statement in ink, and reads back as the document says', async () => {
    const file = join(dir, 'receipt.pdf');
    writeFileSync(file, await receiptPdf());
    execFileSync('/usr/bin/pdftoppm', ['-png', '-r', '72', '-singlefile', file, join(dir, 'receipt')]);
    const image = PNG.sync.read(readFileSync(join(dir, 'receipt.png')));
    expect([image.width, image.height]).toEqual([612, 792]);
    // The chapter's name and the title are drawn near the top; the bottom half above the footer is blank paper.
    expect(inkIn(image, 50, 110)).toBeGreaterThan(0.01);
    expect(inkIn(image, 520, 700)).toBe(0);

    const text = execFileSync('/usr/bin/pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).toContain('Hartwell Scholars Alumni Association');
    expect(text).toContain('Tax ID (EIN): 12-3456789');
    expect(text).toContain('Receipt number: ord-banquet-3');
    expect(text).toContain('The deductible part of this payment is $39.00 ($114.00 paid less $75.00 received).');
    expect(text).toContain('limited to the excess of the money contributed over the value of goods or services provided');
  });
});
