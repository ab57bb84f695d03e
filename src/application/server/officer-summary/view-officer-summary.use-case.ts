import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { authorizeActor, officerActionsOf, type AccessError, type Action, type Actor } from '../../../domain/access';
import type { RosterStatus } from '../../../domain/dues-status';
import type { IncomeAtAGlance, MembersAtAGlance, OfficerSummary, UpcomingEvent } from '../../ports/officer-summary-gateway.port';
import type { OfficerSummaryView } from '../../ports/officer-summary.port';
import { ANY_LEDGER_ENTRY, type LedgerView } from '../../ports/ledger-view.port';
import { localDateTimeIn } from '../../ports/clock.port';
import { unavailable, type RepositoryError } from '../../ports/repository.errors';
import { listAllEvents } from '../events/list-all-events.use-case';
import type { EventAdminDeps } from '../events/event-admin-deps';
import { dayIn, fromDay, throughDay } from '../ledger/ledger-days';
import { currentDuesYear, type RosterDeps } from '../roster/roster-deps';
import { lastMonths } from './summary-months';

/** What the summary reads: the roster, the ledger's totals, the events and their seats, and the monthly figures. */
export interface OfficerSummaryDeps extends Pick<RosterDeps, 'roster' | 'clock' | 'config'> {
  readonly ledger: LedgerView;
  readonly events: EventAdminDeps['events'];
  /** Null where the members live outside the server's database (the aws wiring). */
  readonly summary: OfficerSummaryView | null;
}

/** How many months the charts show. */
const CHART_MONTHS = 12;
/** How many upcoming events the home lists. */
const UPCOMING_EVENTS = 5;

export type ViewOfficerSummaryError = AccessError | { readonly type: 'Unavailable'; readonly message: string };

const outage = (error: { readonly message: string }) => unavailable(error.message) as Extract<RepositoryError, { type: 'Unavailable' }>;

/** The part when the actor may take `action`, else null (the part is left out, not refused). */
function ifAllowed<T, E>(actor: Actor, action: Action, part: () => ResultAsync<T, E>): ResultAsync<T | null, E> {
  return authorizeActor(actor, action).isOk() ? part() : okAsync(null);
}

/** Paid of those who owe this year's dues (every status but lapsed), as whole percent rounded down. */
function duesShare(counts: Readonly<Record<RosterStatus, number>>): MembersAtAGlance['dues'] {
  const paid = counts.paid + counts['lifetime-paid'];
  const of = paid + counts.unpaid + counts['lifetime-unpaid'];
  return { paid, of, percent: of === 0 ? 0 : Math.floor((paid * 100) / of) };
}

function membersPart(deps: OfficerSummaryDeps): ResultAsync<MembersAtAGlance | null, ViewOfficerSummaryError> {
  if (deps.roster === null) return okAsync(null);
  const year = currentDuesYear(deps);
  const months = lastMonths(deps.clock.now(), deps.config.timeZone, CHART_MONTHS);
  const everyone = { year, search: '', statuses: [], membership: null, gradYearFrom: null, gradYearTo: null } as const;
  return ResultAsync.combine([
    deps.roster.page({ ...everyone, sort: 'name', direction: 'asc', page: 1, pageSize: 1 }),
    deps.summary ? deps.summary.newMembersByMonth(months) : okAsync(null),
  ] as const)
    .map(([page, byMonth]) => ({ year, counts: page.counts, dues: duesShare(page.counts), byMonth }))
    .mapErr(outage);
}

function incomePart(deps: OfficerSummaryDeps): ResultAsync<IncomeAtAGlance, ViewOfficerSummaryError> {
  const year = currentDuesYear(deps);
  const zone = deps.config.timeZone;
  const thisYear = { ...ANY_LEDGER_ENTRY, from: fromDay(`${year}-01-01`, zone), to: throughDay(`${year}-12-31`, zone) };
  return ResultAsync.combine([
    deps.ledger.ledgerTotals(thisYear),
    deps.summary ? deps.summary.incomeByMonth(lastMonths(deps.clock.now(), zone, CHART_MONTHS)) : okAsync(null),
  ] as const)
    .map(([totals, byMonth]) => ({ year, totals, byMonth }))
    .mapErr(outage);
}

function eventsPart(deps: OfficerSummaryDeps, actor: Actor): ResultAsync<readonly UpcomingEvent[], ViewOfficerSummaryError> {
  const now = deps.clock.now();
  return listAllEvents({ events: deps.events, clock: deps.clock, timeZone: deps.config.timeZone }, { actor })
    .mapErr((error) => (error.type === 'Unauthorized' ? error : outage(error)) as ViewOfficerSummaryError)
    .map((entries) =>
      entries
        .filter((entry) => entry.status !== 'cancelled' && entry.end >= localDateTimeIn(now, entry.timeZone))
        .slice(0, UPCOMING_EVENTS)
        .map(({ slug, name, status, start, sold, capacity }) => ({ slug, name, status, start, sold, capacity })),
    );
}

/**
 * The console home's summary: members by status and the share of this year's dues paid
 * (viewRoster), income this year by category (viewLedger), upcoming events with tickets sold
 * (listAllTicketedEvents), and the charts' months. Each part only for those allowed it; an actor
 * with no officer's action at all is refused.
 */
export function viewOfficerSummary(deps: OfficerSummaryDeps, actor: Actor): ResultAsync<OfficerSummary, ViewOfficerSummaryError> {
  const officer = authorizeActor(actor, 'viewAdminPanel');
  if (officer.isErr() && officerActionsOf(actor).length === 0) return errAsync(officer.error);
  return ResultAsync.combine([
    ifAllowed(actor, 'viewRoster', () => membersPart(deps)),
    ifAllowed(actor, 'viewLedger', () => incomePart(deps)),
    ifAllowed(actor, 'listAllTicketedEvents', () => eventsPart(deps, actor)),
  ] as const).map(([members, income, events]) => ({
    today: dayIn(deps.clock.now(), deps.config.timeZone),
    members,
    income,
    events,
  }));
}
