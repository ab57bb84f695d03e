import { formatCalendarDate } from '../../../domain/calendar-date';
import { STATEMENT_LINK_DAYS, statementLinkSubject } from '../../../domain/giving-statements';
import { dateIn } from '../../ports/clock.port';
import type { GivingStatementDeps } from './giving-statement-deps';

const DAY_MS = 86_400_000;

/** The server's path of a statement's signed link (giving-statements.routes.ts). */
const STATEMENT_LINK_PATH = '/giving-statements';

/**
 * The signed link to a donor's statement of a year, made at `now` and working for
 * STATEMENT_LINK_DAYS: its address, and the day it stops working as the mail says it ('Feb 4, 2028').
 */
export function statementLink(
  deps: Pick<GivingStatementDeps, 'tokens' | 'config'>,
  year: number,
  donor: string,
  now: number,
): { readonly url: string; readonly until: string } {
  const expiresAt = now + STATEMENT_LINK_DAYS * DAY_MS;
  const token = deps.tokens.sign('giving-statement', statementLinkSubject(year, donor), expiresAt);
  return {
    url: `${deps.config.publicUrl}${STATEMENT_LINK_PATH}/${token}`,
    until: formatCalendarDate(dateIn(expiresAt, deps.config.timeZone)),
  };
}
