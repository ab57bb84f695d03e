import { describe, expect, it } from 'vitest';
import { PdfkitPdfRenderer } from '../../../../src/adapters/pdf/pdfkit-pdf-renderer';
import type { ChapterSettings } from '../../../../src/application/ports/chapter-settings.port';
import { givingStatementDocument } from '../../../../src/application/server/giving/giving-statement-document';
import { givingStatements, statementYear, type PaidOrder } from '../../../../src/domain/giving-statements';
import type { Cents } from '../../../../src/domain/money';
import type { Order } from '../../../../src/domain/pricing';
import { pdfFirstPagePng, popplerText } from '../../../support/pdf-png-giving';
import { pdfText } from '../../../support/pdf-text';

const SETTINGS: ChapterSettings = {
  legalName: 'Hartwell Scholars Alumni Association, Chicago Chapter',
  address: ['c/o Office of Alumni Relations', '1 University Way', 'Chicago, IL 60601'],
  taxId: '12-3456789',
  deductible: true,
  fiscalYearStartMonth: 1,
};

const donation = (amount: number): Order => ({ item: 'donation', amount: amount as Cents, donationType: 'Chapter Donation' });
const TICKET: Order = { item: 'event-tickets', event: 'spring-banquet-2026', counts: { adults: 1 }, answers: {}, sponsoredNames: '' };
const contact = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.org' };
const paid = (id: string, order: Order, kept: number, day: string, description = 'Chapter Donation'): PaidOrder => ({
  id,
  order,
  description,
  contact,
  day,
  kept: kept as Cents,
});

/** The donor: three donations and a $38 banquet ticket worth $25. */
const [STATEMENT] = givingStatements(
  [
    paid('d1', donation(5_000), 5_000, '2026-02-01'),
    paid('t1', TICKET, 3_800, '2026-03-10', 'Spring Banquet 2026 Tickets - Adults: 1'),
    paid('d2', donation(2_500), 2_500, '2026-06-01'),
    paid('d3', donation(10_000), 10_000, '2026-12-31'),
  ],
  (slug, type) => (slug === 'spring-banquet-2026' && type === 'adults' ? (2_500 as Cents) : null),
);
const YEAR_ENDS = '2027-01-01T05:00:00.000Z';

async function draw(settings = SETTINGS): Promise<Uint8Array> {
  if (STATEMENT === undefined) throw new Error('The sample has no statement.');
  return (
    await new PdfkitPdfRenderer().render(givingStatementDocument(STATEMENT, statementYear(2026, 1), settings, YEAR_ENDS))
  )._unsafeUnwrap();
}

describe('the giving statement’s PDF (issue 20)', () => {
  it('is the same file every time it is drawn', async () => {
    const [first, second] = [await draw(), await draw()];
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
    expect(Buffer.from(await draw({ ...SETTINGS, taxId: '98-7654321' })).equals(Buffer.from(first))).toBe(false);
  });

  it('renders to a PNG page whose text holds the chapter, the donor, the three gifts, $13 of the ticket and the total', async () => {
    const bytes = await draw();
    const page = await pdfFirstPagePng(bytes);
    expect([page.width, page.height]).toEqual([612, 792]);
    expect(page.inked).toBeGreaterThan(0.01);
    const text = (await popplerText(bytes)).replace(/[ \t]+/g, ' ');
    for (const expected of [
      'Hartwell Scholars Alumni Association, Chicago Chapter',
      'Giving statement for 2026',
      'Employer identification number (tax ID): 12-3456789',
      'Donor: Ada Lovelace (ada@example.org)',
      '2026-02-01 Chapter Donation $50.00 $0.00 $50.00',
      '$38.00 $25.00 $13.00',
      '2026-06-01 Chapter Donation $25.00 $0.00 $25.00',
      '2026-12-31 Chapter Donation $100.00 $0.00 $100.00',
      'Total $213.00 $25.00 $188.00',
      'No goods or services were provided in exchange for',
      'Goods or services with a fair market value of $25.00',
    ]) {
      expect(text).toContain(expected);
    }
    expect(pdfText(bytes).join(' ')).toContain('Page 1 of 1');
  });

  it('carries the note when the settings say gifts are not deductible, and calls the column the gift part', async () => {
    const text = (await popplerText(await draw({ ...SETTINGS, deductible: false }))).replace(/\s+/g, ' ');
    expect(text).toContain('gifts to it are not deductible as charitable contributions for federal income tax purposes.');
    expect(text).toContain('Gift part');
  });
});
