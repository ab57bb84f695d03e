import PDFDocument from 'pdfkit';
import { ResultAsync } from 'neverthrow';
import type { DocumentTable, PdfError, PdfRenderer, ReportDocument } from '../../application/ports/pdf-renderer.port';

const MARGIN = 54;
const ROW_HEIGHT = 16;
/** The width of a right-aligned column (money, counts); the left-aligned ones share what is left. */
const NUMBER_WIDTH = 76;
const FOOTER_HEIGHT = 24;
const GREY = '#555555';

type Pdf = PDFKit.PDFDocument;

/** Where the content may go down to before a new page (the footer's band stays free). */
const bottomOf = (pdf: Pdf) => pdf.page.height - MARGIN - FOOTER_HEIGHT;

/** The x and width of each column: right-aligned ones fixed, the others sharing the rest. */
function columnBoxes(pdf: Pdf, table: DocumentTable): { x: number; width: number }[] {
  const width = pdf.page.width - 2 * MARGIN;
  const fixed = table.columns.filter((column) => column.align === 'right').length * NUMBER_WIDTH;
  const loose = table.columns.filter((column) => column.align !== 'right').length;
  const looseWidth = loose === 0 ? 0 : (width - fixed) / loose;
  let x = MARGIN;
  return table.columns.map((column) => {
    const box = { x, width: column.align === 'right' ? NUMBER_WIDTH : looseWidth };
    x += box.width;
    return box;
  });
}

/** A row: each cell wrapped within its column, the row as tall as its tallest cell (a long category takes two lines). */
function drawRow(pdf: Pdf, table: DocumentTable, cells: readonly string[], font: 'Helvetica' | 'Helvetica-Bold'): void {
  pdf.font(font).fontSize(10).fillColor('black');
  const boxes = columnBoxes(pdf, table);
  const heights = boxes.map((box, index) => pdf.heightOfString(cells[index] ?? '', { width: box.width - 8 }));
  const height = Math.max(ROW_HEIGHT, ...heights.map((h) => h + 6));
  if (pdf.y + height > bottomOf(pdf)) pdf.addPage();
  const y = pdf.y;
  boxes.forEach((box, index) => {
    const align = table.columns[index]?.align ?? 'left';
    pdf.text(cells[index] ?? '', box.x + 4, y + 3, { width: box.width - 8, align });
  });
  pdf.x = MARGIN;
  pdf.y = y + height;
}

function rule(pdf: Pdf, weight: number): void {
  pdf
    .moveTo(MARGIN, pdf.y)
    .lineTo(pdf.page.width - MARGIN, pdf.y)
    .lineWidth(weight)
    .strokeColor(GREY)
    .stroke();
}

function drawTable(pdf: Pdf, table: DocumentTable): void {
  if (pdf.y + 3 * ROW_HEIGHT + 18 > bottomOf(pdf)) pdf.addPage();
  pdf.font('Helvetica-Bold').fontSize(13).fillColor('black').text(table.heading, MARGIN, pdf.y);
  pdf.moveDown(0.3);
  drawRow(
    pdf,
    table,
    table.columns.map((column) => column.heading),
    'Helvetica-Bold',
  );
  rule(pdf, 0.8);
  if (table.rows.length === 0 && table.empty !== undefined) {
    drawRow(pdf, { ...table, columns: [{ heading: '' }] }, [table.empty], 'Helvetica');
  }
  for (const row of table.rows) drawRow(pdf, table, row, 'Helvetica');
  if (table.total !== undefined) {
    rule(pdf, 0.5);
    drawRow(pdf, table, table.total, 'Helvetica-Bold');
  }
  pdf.moveDown(1.2);
}

/** The footer on every page: the document's line and 'Page 1 of 2'. */
function drawFooters(pdf: Pdf, footer: string): void {
  const range = pdf.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    pdf.switchToPage(index);
    const bottom = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0; // writing below the margin would otherwise start a new page
    const y = pdf.page.height - MARGIN - 10;
    const width = pdf.page.width - 2 * MARGIN;
    pdf.font('Helvetica').fontSize(8).fillColor(GREY);
    pdf.text(footer, MARGIN, y, { width: width - 80, lineBreak: false, ellipsis: true });
    pdf.text(`Page ${index - range.start + 1} of ${range.count}`, MARGIN + width - 80, y, { width: 80, align: 'right', lineBreak: false });
    pdf.page.margins.bottom = bottom;
  }
}

function draw(pdf: Pdf, document: ReportDocument): void {
  pdf.font('Helvetica').fontSize(10).fillColor(GREY).text(document.issuer, MARGIN, MARGIN);
  pdf.moveDown(0.3);
  pdf.font('Helvetica-Bold').fontSize(20).fillColor('black').text(document.title);
  pdf.moveDown(0.3);
  for (const line of document.lines ?? []) pdf.font('Helvetica').fontSize(11).fillColor('black').text(line);
  pdf.moveDown(1);
  for (const table of document.tables) drawTable(pdf, table);
  for (const paragraph of document.closing ?? []) {
    pdf
      .font('Helvetica')
      .fontSize(11)
      .fillColor('black')
      .text(paragraph, MARGIN, pdf.y, { width: pdf.page.width - 2 * MARGIN });
    pdf.moveDown(0.6);
  }
  drawFooters(pdf, document.footer);
}

/**
 * Documents as PDF with PDFKit: US Letter, the standard Helvetica fonts (nothing read or written on
 * disk, so it runs on Lambda), headed tables with money aligned on the right, a footer on every
 * page. The same document gives the same bytes: the dates are the document's `createdAt` and the
 * file ID is derived from the document's information (title, issuer, footer, dates).
 * `compress: false` keeps the page text readable in the file (for tests); the default compresses.
 */
export class PdfkitPdfRenderer implements PdfRenderer {
  readonly #compress: boolean;

  constructor(options: { readonly compress?: boolean } = {}) {
    this.#compress = options.compress ?? true;
  }

  render(document: ReportDocument): ResultAsync<Uint8Array, PdfError> {
    const made = new Promise<Uint8Array>((resolve, reject) => {
      const at = new Date(document.createdAt);
      const pdf = new PDFDocument({
        size: 'LETTER',
        margin: MARGIN,
        bufferPages: true,
        compress: this.#compress,
        lang: 'en-US',
        displayTitle: true,
        info: {
          Title: document.title,
          Author: document.issuer,
          Subject: document.footer,
          Producer: 'PDFKit',
          Creator: document.issuer,
          CreationDate: at,
          ModDate: at,
        },
      });
      const chunks: Buffer[] = [];
      pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
      pdf.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
      pdf.on('error', reject);
      draw(pdf, document);
      pdf.end();
    });
    return ResultAsync.fromPromise(made, (cause) => ({
      type: 'Unavailable' as const,
      message: `The PDF could not be made: ${cause instanceof Error ? cause.message : String(cause)}`,
    }));
  }
}
