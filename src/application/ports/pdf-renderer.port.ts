import type { ResultAsync } from 'neverthrow';

/** A column of a document's table: its heading, and whether its cells line up on the right (money, counts). */
interface DocumentColumn {
  readonly heading: string;
  readonly align?: 'left' | 'right';
}

/** A headed table: a heading above it, the columns, its rows (one text per column), and a last row set in bold (a total), if any. */
export interface DocumentTable {
  readonly heading: string;
  readonly columns: readonly DocumentColumn[];
  readonly rows: readonly (readonly string[])[];
  readonly total?: readonly string[];
  /** What the table says when it has no rows ('No refunds in this period.'). */
  readonly empty?: string;
}

/**
 * A document the chapter hands out as a PDF (the treasury report; receipts): what it says, not how
 * it looks. Every text is plain text (no markup). `createdAt` is the instant written as the
 * document's creation and modification date, and the file's ID is derived from the content, so
 * the same document always gives the same bytes.
 */
export interface ReportDocument {
  /** The big line at the top: 'Treasury report'. */
  readonly title: string;
  /** Who issues it, above the title: the chapter's name. */
  readonly issuer: string;
  /** Lines of plain text under the title, each its own paragraph ('1 January 2026 to 31 March 2026'). */
  readonly lines?: readonly string[];
  readonly tables: readonly DocumentTable[];
  /** Paragraphs after the tables (a receipt's statement of what was a gift), each its own paragraph. */
  readonly closing?: readonly string[];
  /** The small line at the foot of every page (the period and the day it was made); the page number follows it. */
  readonly footer: string;
  /** ISO 8601 instant: the PDF's CreationDate and ModDate. */
  readonly createdAt: string;
}

export type PdfError = { readonly type: 'Unavailable'; readonly message: string };

/** Draws documents as PDF files, on the server (Lambda too: no files written, only the standard fonts). */
export interface PdfRenderer {
  render(document: ReportDocument): ResultAsync<Uint8Array, PdfError>;
}
