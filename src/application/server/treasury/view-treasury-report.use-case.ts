import { errAsync, type ResultAsync } from 'neverthrow';
import { authorizeActor, type AccessError, type Actor } from '../../../domain/access';
import { checkPeriod, PERIOD_PRESETS, presetPeriod, treasuryReport, type ReportPeriod } from '../../../domain/treasury-report';
import type { Clock } from '../../ports/clock.port';
import type { TreasuryLedger } from '../../ports/treasury-figures.port';
import type { TreasuryReportQuery, TreasuryReportView } from '../../ports/treasury-report-gateway.port';
import { invalidInput, type InvalidInput } from '../content/content.errors';
import { dayIn, fromDay, throughDay } from '../ledger/ledger-days';
import { unavailable, type Unavailable } from '../payments/payments.errors';

export interface TreasuryReportDeps {
  readonly ledger: TreasuryLedger;
  readonly clock: Clock;
  readonly config: { readonly timeZone: string };
}

/** What the report answers instead: a bad period (a message per field), a refusal, an outage. */
export type TreasuryReportError = InvalidInput | AccessError | Unavailable;

/** The period asked for: both days given and checked, or this month (in the chapter's time zone) when neither is. */
function periodOf(query: TreasuryReportQuery, today: string) {
  const given = (query.from?.trim() ?? '') !== '' || (query.to?.trim() ?? '') !== '';
  return checkPeriod(given ? query : presetPeriod('this-month', today)).mapErr((fields) => invalidInput({ type: 'InvalidForm', fields }));
}

/** The report of a period already checked (the caller has authorised the actor). */
export function reportOf(deps: TreasuryReportDeps, period: ReportPeriod): ResultAsync<TreasuryReportView, Unavailable> {
  const today = dayIn(deps.clock.now(), deps.config.timeZone);
  const presets = Object.fromEntries(
    PERIOD_PRESETS.map((preset) => [preset, presetPeriod(preset, today)]),
  ) as TreasuryReportView['presets'];
  return deps.ledger
    .treasuryFigures({ from: fromDay(period.from, deps.config.timeZone), to: throughDay(period.to, deps.config.timeZone) })
    .mapErr(unavailable)
    .map((figures) => ({ ...treasuryReport(period, figures), today, presets }));
}

/**
 * A period's income and refunds by category and by method, with net totals (viewTreasuryReport:
 * treasurers and administrators). Days are the chapter's (TIME_ZONE): income counts on the day it
 * was paid (an offline payment's day received), a refund on the day it was made.
 */
export function viewTreasuryReport(
  deps: TreasuryReportDeps,
  actor: Actor,
  query: TreasuryReportQuery,
): ResultAsync<TreasuryReportView, TreasuryReportError> {
  const allowed = authorizeActor(actor, 'viewTreasuryReport');
  if (allowed.isErr()) return errAsync(allowed.error);
  const period = periodOf(query, dayIn(deps.clock.now(), deps.config.timeZone));
  if (period.isErr()) return errAsync(period.error);
  return reportOf(deps, period.value);
}
