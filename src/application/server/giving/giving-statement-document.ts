import type { ChapterSettings } from '../../ports/chapter-settings.port';
import type { DocumentTable, ReportDocument } from '../../ports/pdf-renderer.port';
import {
  giftWording,
  NOT_DEDUCTIBLE_NOTE,
  statementYearName,
  statementYearWords,
  type GivingStatement,
  type StatementYear,
} from '../../../domain/giving-statements';
import { reportMoney } from '../../../domain/treasury-report';

function giftsTable(statement: GivingStatement, deductible: boolean): DocumentTable {
  const part = deductible ? 'Deductible' : 'Gift part';
  return {
    heading: 'Gifts',
    columns: [
      { heading: 'Date' },
      { heading: 'For' },
      { heading: 'Amount paid', align: 'right' },
      { heading: 'Value received', align: 'right' },
      { heading: part, align: 'right' },
    ],
    rows: statement.gifts.map((gift) => [
      gift.day,
      gift.description,
      reportMoney(gift.paid),
      reportMoney(gift.valueReceived),
      reportMoney(gift.deductible),
    ]),
    total: [
      'Total',
      '',
      reportMoney(statement.total.paid),
      reportMoney(statement.total.valueReceived),
      reportMoney(statement.total.deductible),
    ],
  };
}

function wordingTable(statement: GivingStatement): DocumentTable {
  return {
    heading: 'Goods or services provided',
    columns: [{ heading: 'Date' }, { heading: 'Acknowledgment' }],
    rows: statement.gifts.map((gift) => [gift.day, giftWording(gift)]),
  };
}

/**
 * A donor's statement as a document to draw: the chapter's legal name, address and tax ID, the
 * donor, the year, the gifts with what was paid, received and deductible, the total, and each
 * gift's acknowledgment; a note when the chapter's gifts are not deductible. Its date is the
 * instant the year ends (`yearEndsAt`), not the moment it is drawn: the same statement is always
 * the same file, however often it is made.
 */
export function givingStatementDocument(
  statement: GivingStatement,
  year: StatementYear,
  chapter: ChapterSettings,
  yearEndsAt: string,
): ReportDocument {
  const taxId = chapter.taxId.trim() === '' ? 'not on record' : chapter.taxId.trim();
  return {
    title: `Giving statement for ${statementYearName(year)}`,
    issuer: chapter.legalName,
    lines: [
      ...chapter.address,
      `Employer identification number (tax ID): ${taxId}`,
      `Donor: ${statement.name} (${statement.donor})`,
      statementYearWords(year),
      `Thank you for your support. This statement lists every gift the chapter received from you in this period; all amounts are in US dollars.`,
      ...(chapter.deductible ? [] : [NOT_DEDUCTIBLE_NOTE]),
    ],
    tables: [giftsTable(statement, chapter.deductible), wordingTable(statement)],
    footer: `Giving statement for ${statementYearName(year)} · ${statement.donor}`,
    createdAt: yearEndsAt,
  };
}
