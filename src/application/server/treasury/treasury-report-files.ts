import { categoryWords, METHOD_WORDS } from '../../../domain/ledger';
import {
  periodWords,
  reportLabel,
  reportMoney,
  type ReportLine,
  type ReportPeriod,
  type TreasuryReport,
} from '../../../domain/treasury-report';
import { localDateTimeIn } from '../../ports/clock.port';
import type { DocumentTable, ReportDocument } from '../../ports/pdf-renderer.port';
import { csvCell } from '../events/attendees-csv';

/** The download's name: 'treasury-report-2026-01-01-to-2026-03-31.csv'. */
export function reportFileName(period: ReportPeriod, extension: 'csv' | 'pdf'): string {
  return `treasury-report-${period.from}-to-${period.to}.${extension}`;
}

/** '1234.50': dollars with two decimals, as a spreadsheet sums them. */
const dollars = (cents: number) => (cents / 100).toFixed(2);

const CSV_HEADER = ['Section', 'Category', 'Method', 'Payments', 'Income', 'Refunds made', 'Refunded', 'Net'];

function csvLine(section: string, category: string, method: string, line: ReportLine): string[] {
  return [
    section,
    category,
    method,
    String(line.payments),
    dollars(line.income),
    String(line.refundCount),
    dollars(line.refunds),
    dollars(line.net),
  ];
}

/**
 * The report as CSV (RFC 4180, CRLF, a header row; cells a spreadsheet would run as formulas are
 * defused): a row per category, per method, per refunded category and method, and the total.
 */
export function treasuryReportCsv(report: TreasuryReport): string {
  const lines = [
    CSV_HEADER,
    ...report.byCategory.map((line) => csvLine('By category', categoryWords(line.category), '', line)),
    ...report.byMethod.map((line) => csvLine('By method', '', METHOD_WORDS[line.method], line)),
    ...report.refunds.map((refund) => [
      'Refunds',
      categoryWords(refund.category),
      METHOD_WORDS[refund.method],
      '',
      '',
      String(refund.count),
      dollars(refund.amount),
      '',
    ]),
    csvLine('Total', '', '', report.total),
  ];
  return lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

const LINE_COLUMNS = [
  { heading: 'Payments', align: 'right' },
  { heading: 'Income', align: 'right' },
  { heading: 'Refunds', align: 'right' },
  { heading: 'Net', align: 'right' },
] as const;

const lineCells = (line: ReportLine) => [String(line.payments), reportMoney(line.income), reportMoney(line.refunds), reportMoney(line.net)];

/** The report's tables as a document shows them (the PDF, and the page's tables say the same). */
function reportTables(report: TreasuryReport): DocumentTable[] {
  return [
    {
      heading: 'Income by category',
      columns: [{ heading: 'Category' }, ...LINE_COLUMNS],
      rows: report.byCategory.map((line) => [reportLabel(line), ...lineCells(line)]),
      total: ['Total', ...lineCells(report.total)],
      empty: 'No payments or refunds in this period.',
    },
    {
      heading: 'Income by method',
      columns: [{ heading: 'Method' }, ...LINE_COLUMNS],
      rows: report.byMethod.map((line) => [reportLabel(line), ...lineCells(line)]),
      total: ['Total', ...lineCells(report.total)],
    },
    {
      heading: 'Refunds',
      columns: [
        { heading: 'Category' },
        { heading: 'Method' },
        { heading: 'Refunds', align: 'right' },
        { heading: 'Amount', align: 'right' },
      ],
      rows: report.refunds.map((refund) => [
        categoryWords(refund.category),
        METHOD_WORDS[refund.method],
        String(refund.count),
        reportMoney(refund.amount),
      ]),
      total: ['Total', '', String(report.total.refundCount), reportMoney(report.total.refunds)],
      empty: 'No refunds in this period.',
    },
    {
      heading: 'Net',
      columns: [{ heading: '' }, { heading: 'Amount', align: 'right' }],
      rows: [
        ['Income', reportMoney(report.total.income)],
        ['Refunds', reportMoney(-report.total.refunds)],
      ],
      total: ['Net', reportMoney(report.total.net)],
    },
  ];
}

/**
 * The report as a document to draw: the chapter's name, the title, the period, the tables, and a
 * footer naming the period and when it was made (in the chapter's time zone). `generatedAt` is also
 * the document's date, so the same report made at the same instant is the same file.
 */
export function treasuryReportDocument(
  report: TreasuryReport,
  made: { readonly issuer: string; readonly generatedAt: string; readonly timeZone: string },
): ReportDocument {
  const at = localDateTimeIn(Date.parse(made.generatedAt), made.timeZone).replace('T', ' ');
  return {
    title: 'Treasury report',
    issuer: made.issuer,
    lines: [
      periodWords(report.period),
      'All amounts in US dollars. Income counts on the day it was paid, refunds on the day they were made.',
    ],
    tables: reportTables(report),
    footer: `Period ${report.period.from} to ${report.period.to} · Generated ${at} (${made.timeZone})`,
    createdAt: made.generatedAt,
  };
}
