import { err, ok, type Result } from 'neverthrow';
import { checkDuesYear, isRosterStatus, ROSTER_STATUS_LABELS, type RosterStatus } from '../../../domain/dues-status';
import {
  ROSTER_MEMBERSHIPS,
  ROSTER_SORTS,
  type RosterFilter,
  type RosterMembership,
  type RosterOrder,
  type RosterQuery,
  type RosterSort,
} from '../../ports/member-roster.port';
import type { ROSTER_PARAMS } from '../../ports/officer-members-gateway.port';
import { type RosterParams } from '../../ports/officer-members-gateway.port';
import { invalidInput, type InvalidInput } from '../content/content.errors';

const DEFAULT_PAGE_SIZE = 25;
const MAX_ROSTER_PAGE_SIZE = 100;
const MAX_SEARCH_LENGTH = 100;

type Check<T> = Result<T, string>;

function whole(text: string | undefined, fallback: number, min: number, max: number, message: string): Check<number> {
  if (text === undefined || text.trim() === '') return ok(fallback);
  const value = Number(text.trim());
  return /^\d+$/.test(text.trim()) && value >= min && value <= max ? ok(value) : err(message);
}

function gradYear(text: string | undefined): Check<number | null> {
  if (text === undefined || text.trim() === '') return ok(null);
  return /^\d{4}$/.test(text.trim()) ? ok(Number(text.trim())) : err('Graduation year must be a four-digit year, like 1999.');
}

function statuses(text: string | undefined): Check<readonly RosterStatus[]> {
  const given = (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const unknown = given.find((part) => !isRosterStatus(part));
  if (unknown !== undefined) return err(`Status must be one of: ${Object.keys(ROSTER_STATUS_LABELS).join(', ')} (got '${unknown}').`);
  return ok([...new Set(given)] as RosterStatus[]);
}

function oneOf<T extends string>(text: string | undefined, values: readonly T[], fallback: T | null, label: string): Check<T | null> {
  if (text === undefined || text.trim() === '') return ok(fallback);
  const value = text.trim() as T;
  return values.includes(value) ? ok(value) : err(`${label} must be one of: ${values.join(', ')}.`);
}

/**
 * The roster's filter, order and page from a request's parameters, each checked with the words
 * shown beside its control: the dues year defaults to this year (in the chapter's zone), the sort
 * to name, the page to the first of 25 rows.
 */
export function parseRosterQuery(params: RosterParams, currentYear: number): Result<RosterQuery, InvalidInput> {
  const year = params.year === undefined || params.year.trim() === '' ? ok(currentYear) : checkDuesYear(params.year, currentYear);
  const search = (params.q ?? '').trim();
  const checks = {
    year,
    q: search.length <= MAX_SEARCH_LENGTH ? ok(search) : err(`Search must be at most ${MAX_SEARCH_LENGTH} characters.`),
    status: statuses(params.status),
    membership: oneOf<RosterMembership>(params.membership, ROSTER_MEMBERSHIPS, null, 'Membership'),
    gradFrom: gradYear(params.gradFrom),
    gradTo: gradYear(params.gradTo),
    sort: oneOf<RosterSort>(params.sort, ROSTER_SORTS, 'name', 'Sort'),
    dir: oneOf<'asc' | 'desc'>(params.dir, ['asc', 'desc'], 'asc', 'Direction'),
    page: whole(params.page, 1, 1, 100_000, 'Page must be a whole number from 1.'),
    pageSize: whole(params.pageSize, DEFAULT_PAGE_SIZE, 1, MAX_ROSTER_PAGE_SIZE, `Page size must be from 1 to ${MAX_ROSTER_PAGE_SIZE}.`),
  } satisfies Record<(typeof ROSTER_PARAMS)[number], Check<unknown>>;
  const fields = Object.fromEntries(
    Object.entries(checks).flatMap(([field, check]) => (check.isErr() ? [[field, check.error] as const] : [])),
  );
  const [from, to] = [checks.gradFrom.unwrapOr(null), checks.gradTo.unwrapOr(null)];
  if (from !== null && to !== null && from > to) fields.gradTo ??= 'The last graduation year must not be before the first.';
  if (Object.keys(fields).length > 0) return err(invalidInput({ type: 'InvalidForm', fields }));
  const filter: RosterFilter = {
    year: checks.year.unwrapOr(currentYear),
    search,
    statuses: checks.status.unwrapOr([]),
    membership: checks.membership.unwrapOr(null),
    gradYearFrom: from,
    gradYearTo: to,
  };
  const order: RosterOrder = { sort: checks.sort.unwrapOr(null) ?? 'name', direction: checks.dir.unwrapOr(null) ?? 'asc' };
  return ok({ ...filter, ...order, page: checks.page.unwrapOr(1), pageSize: checks.pageSize.unwrapOr(DEFAULT_PAGE_SIZE) });
}
