import { Hono, type MiddlewareHandler } from 'hono';
import { viewOfficerSummary, type OfficerSummaryDeps } from '../../application/server/officer-summary/view-officer-summary.use-case';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../app-env';
import { refuse } from '../access-checks';

/** The summary names no one, but counts the chapter's members and money: never kept by a cache. */
const noStore: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
};

function summaryDeps(deps: AppDeps): OfficerSummaryDeps {
  return {
    roster: deps.roster ?? null,
    ledger: deps.ledger,
    events: deps.ticketing.events,
    summary: deps.officerSummary ?? null,
    clock: deps.clock,
    config: deps.config,
  };
}

/**
 * The officers' console home at a glance (issue 18), mounted at `/officers/summary`:
 * `GET /` -> members by status and the share of this year's dues paid (viewRoster), income this
 * year by category (viewLedger), upcoming events with tickets sold (listAllTicketedEvents), and
 * new members and income by month; each part null for an officer whose role may not see it.
 */
export function officerSummaryRoutes(deps: AppDeps): Hono<AppEnv> {
  const ops = summaryDeps(deps);
  return new Hono<AppEnv>().get('/', noStore, (c) =>
    viewOfficerSummary(ops, c.var.actor).match(
      (summary) => c.json(summary),
      (error) => refuse(c, error),
    ),
  );
}
