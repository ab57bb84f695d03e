import { describe, expect, it } from 'vitest';
import { PdfkitPdfRenderer } from '../../../src/adapters/pdf/pdfkit-pdf-renderer';
import type { ReportDocument } from '../../../src/application/ports/pdf-renderer.port';
import { pdfText } from '../../support/pdf-text';

const DOCUMENT: ReportDocument = {
  title: 'Treasury report',
  issuer: 'Hartwell Scholars Alumni Chapter',
  lines: ['1 January 2026 to 31 March 2026'],
  tables: [
    {
      heading: 'Income by category',
      columns: [{ heading: 'Category' }, { heading: 'Payments', align: 'right' }, { heading: 'Income', align: 'right' }],
      rows: [
        ['Dues', '2', '$1,234.50'],
        ['Donation: Chapter Donation', '1', '$25.00'],
      ],
      total: ['Total', '3', '$1,259.50'],
    },
    {
      heading: 'Refunds',
      columns: [{ heading: 'Category' }, { heading: 'Amount', align: 'right' }],
      rows: [],
      empty: 'No refunds in this period.',
    },
  ],
  footer: 'Period 2026-01-01 to 2026-03-31 · Generated 2026-04-02 10:00 (America/New_York)',
  createdAt: '2026-04-02T14:00:00.000Z',
};

const render = async (document: ReportDocument, compress = true) =>
  (await new PdfkitPdfRenderer({ compress }).render(document))._unsafeUnwrap();
const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

describe('PdfkitPdfRenderer', () => {
  it('draws the issuer, title, lines, headed tables with their totals, the empty table’s words and the footer, in that order', async () => {
    const bytes = await render(DOCUMENT);
    expect(latin1(bytes.subarray(0, 8))).toBe('%PDF-1.3');
    expect(pdfText(bytes)).toEqual([
      'Hartwell Scholars Alumni Chapter',
      'Treasury report',
      '1 January 2026 to 31 March 2026',
      'Income by category',
      'Category',
      'Payments',
      'Income',
      'Dues',
      '2',
      '$1,234.50',
      'Donation: Chapter Donation',
      '1',
      '$25.00',
      'Total',
      '3',
      '$1,259.50',
      'Refunds',
      'Category',
      'Amount',
      'No refunds in this period.',
      DOCUMENT.footer,
      'Page 1 of 1',
    ]);
  });

  it('gives the same bytes for the same document, its dates and ID fixed by it', async () => {
    const [first, second] = [await render(DOCUMENT), await render(DOCUMENT)];
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
    const dates = [...latin1(first).matchAll(/\d+ 0 obj\s*\((D:\d+Z)\)\s*endobj/g)].map(([, date]) => date);
    expect(dates).toEqual(['D:20260402140000Z', 'D:20260402140000Z']);
    const other = await render({ ...DOCUMENT, footer: 'Period 2026-04-01 to 2026-04-30 · Generated 2026-05-01 10:00 (America/New_York)' });
    const id = (bytes: Uint8Array) => /\/ID \[<([0-9a-f]+)>/.exec(latin1(bytes))?.[1];
    expect(id(first)).toMatch(/^[0-9a-f]{32}$/);
    expect(id(other)).not.toBe(id(first));
  });

  it('puts the footer on every page of a long table, numbering the pages', async () => {
    const rows = Array.from({ length: 50 }, (_, n) => [`Tickets: event-${n}`, '1', '$10.00']);
    const bytes = await render({ ...DOCUMENT, tables: [{ ...DOCUMENT.tables[0]!, rows }] }, false);
    const text = pdfText(bytes);
    expect(text.filter((run) => run === DOCUMENT.footer)).toHaveLength(2);
    expect(text).toEqual(expect.arrayContaining(['Page 1 of 2', 'Page 2 of 2', 'Tickets: event-49']));
  });

  it('wraps a long cell within its column and makes its row tall enough, so the next row starts below it', async () => {
    const long = `Tickets: ${'spring-banquet-and-awards-night-'.repeat(5)}2027`;
    const table = {
      ...DOCUMENT.tables[0]!,
      rows: [
        [long, '1', '$1.00'],
        ['Dues', '2', '$2.00'],
      ],
    };
    const file = latin1(await render({ ...DOCUMENT, tables: [table] }, false));
    // Each run's baseline from the top of the page (PDFKit writes `1 0 0 1 x y Tm`, y from the bottom).
    const runs = [...file.matchAll(/1 0 0 1 [\d.]+ ([\d.]+) Tm\n\/F\d+ [\d.]+ Tf\n\[([^\]]*)\] TJ/g)].map(([, y = '0', pieces = '']) => ({
      top: 792 - Number(y),
      text: [...pieces.matchAll(/<([0-9a-fA-F]*)>/g)].map(([, hex = '']) => Buffer.from(hex, 'hex').toString('latin1')).join(''),
    }));
    const cell = runs.filter((run) => run.text.length > 5 && long.includes(run.text));
    expect(cell.length).toBeGreaterThan(1);
    expect(cell.map((run) => run.text).join('')).toBe(long);
    const lastLine = Math.max(...cell.map((run) => run.top));
    const dues = runs.find((run) => run.text === 'Dues')?.top ?? Number.NaN;
    expect(dues - lastLine).toBeGreaterThan(9);
  });

  it('keeps the text readable in the file when not compressed', async () => {
    const bytes = await render(DOCUMENT, false);
    expect(latin1(bytes)).not.toContain('/FlateDecode');
    expect(pdfText(bytes)).toContain('$1,259.50');
  });
});
