import type { ResultAsync } from 'neverthrow';
import type { Actor } from '../../../domain/access';
import type { RosterRow } from '../../ports/member-roster.port';
import type { RosterView } from '../../ports/officer-members-gateway.port';
import type { ContentError } from '../content/content.errors';
import { rosterCsv, rosterCsvName } from './roster-csv';
import { allowed, currentDuesYear, rosterOf, type RosterDeps } from './roster-deps';
import type { RosterParams } from '../../ports/officer-members-gateway.port';
import { parseRosterQuery } from './roster-request';

export interface ViewRosterInput {
  readonly actor: Actor;
  readonly params: RosterParams;
}

/** One page of the roster (viewRoster): the parameters checked field by field, then searched, filtered, sorted and paged by the store. */
export function viewRoster(deps: RosterDeps, input: ViewRosterInput): ResultAsync<RosterView, ContentError> {
  const currentYear = currentDuesYear(deps);
  return allowed(input.actor, 'viewRoster')
    .andThen(() => parseRosterQuery(input.params, currentYear))
    .andThen((query) =>
      rosterOf(deps)
        .andThen((roster) => roster.page(query))
        .map((page) => ({ ...page, query, currentYear })),
    );
}

/** The roster's CSV: every member of the filter (not only a page), in the order asked (exportRoster). */
export function exportRoster(
  deps: RosterDeps,
  input: ViewRosterInput,
): ResultAsync<{ readonly csv: string; readonly fileName: string; readonly rows: readonly RosterRow[] }, ContentError> {
  return allowed(input.actor, 'exportRoster')
    .andThen(() => parseRosterQuery(input.params, currentDuesYear(deps)))
    .andThen((query) =>
      rosterOf(deps)
        .andThen((roster) => roster.all(query, query))
        .map((rows) => ({ csv: rosterCsv(rows), fileName: rosterCsvName(query.year), rows })),
    );
}
