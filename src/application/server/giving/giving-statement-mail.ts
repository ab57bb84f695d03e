import { statementFileName, statementMailKey, statementYearName, statementYearWords } from '../../../domain/giving-statements';
import type { GivingStatement, StatementYear } from '../../../domain/giving-statements';
import { reportMoney } from '../../../domain/treasury-report';
import type { Mail } from '../../ports/mailer.port';

/** The Member Area's page of a member's statements (src/ui/app/routes.tsx). */
export const MEMBER_STATEMENTS_PATH = '/Member-Area/giving-statements';

/**
 * A donor's statement by mail: the year, how many gifts and the total deductible, the PDF
 * attached, and a signed link to download it again without an account (until `linkUntil`).
 * Queued under `giving-statement:<year>:<donor>`, so sending a year again mails no one twice.
 */
export function givingStatementMail(input: {
  readonly statement: GivingStatement;
  readonly year: StatementYear;
  readonly pdf: Uint8Array;
  readonly link: string;
  readonly linkUntil: string;
  readonly publicUrl: string;
  readonly deductible: boolean;
}): Mail {
  const { statement, year } = input;
  const gifts = statement.gifts.length === 1 ? '1 gift' : `${statement.gifts.length} gifts`;
  const total = input.deductible
    ? `${gifts}, ${reportMoney(statement.total.deductible)} deductible in all`
    : `${gifts}, ${reportMoney(statement.total.deductible)} in all`;
  const text = [
    `Dear ${statement.name},`,
    '',
    `Thank you for your gifts to the chapter. Your giving statement for ${statementYearWords(year)} is attached: ${total}.`,
    '',
    `You can also download it with this link (it works until ${input.linkUntil}):`,
    input.link,
    '',
    `Members can download their statements from the Member Area at any time: ${input.publicUrl}${MEMBER_STATEMENTS_PATH}`,
    '',
    'Please keep it with your tax records.',
  ].join('\n');
  return {
    to: statement.donor,
    subject: `Your giving statement for ${statementYearName(year)}`,
    text,
    action: { label: 'Download your statement', url: input.link },
    attachments: [{ filename: statementFileName(year.year), contentType: 'application/pdf', content: input.pdf }],
    key: statementMailKey(year.year, statement.donor),
  };
}
