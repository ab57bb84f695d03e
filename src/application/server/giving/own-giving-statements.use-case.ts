import { errAsync, ResultAsync } from 'neverthrow';
import { authorizeActor, UNAUTHORIZED, type Actor } from '../../../domain/access';
import { checkStatementYear, givingYears, readStatementLinkSubject } from '../../../domain/giving-statements';
import { normalizeEmail } from '../../../domain/members';
import type { OwnGivingYears } from '../../ports/giving-statements-gateway.port';
import { invalidInput } from '../content/content.errors';
import {
  EXPIRED_STATEMENT_LINK,
  givingUnavailable,
  INVALID_STATEMENT_LINK,
  NO_STATEMENT,
  type GivingStatementDeps,
  type GivingStatementError,
} from './giving-statement-deps';
import { fairMarketValues, paidOrderOf, statementPdf, statementsOfYear, type StatementFile } from './giving-statements.use-case';

/** The signed-in person's address, when they may see their own payments. */
function ownEmail(actor: Actor) {
  const allowed = authorizeActor(actor, 'viewOwnPayments');
  if (allowed.isErr() || actor.email === null) return null;
  return normalizeEmail(actor.email);
}

/** The years in which the signed-in member's own paid orders (by their e-mail) hold a gift (viewOwnPayments). */
export function ownGivingYears(deps: GivingStatementDeps, actor: Actor): ResultAsync<OwnGivingYears, GivingStatementError> {
  const email = ownEmail(actor);
  if (email === null) return errAsync(UNAUTHORIZED);
  return ResultAsync.combine([
    deps.settings.settings().mapErr(givingUnavailable),
    deps.ledger.paidOrdersOf(email).mapErr(givingUnavailable),
    fairMarketValues(deps),
  ] as const).map(([settings, orders, valueOf]) => ({
    years: givingYears(
      orders.map((kept) => paidOrderOf(kept, deps.config.timeZone)),
      settings.fiscalYearStartMonth,
      valueOf,
    ),
    startMonth: settings.fiscalYearStartMonth,
  }));
}

/** A donor's statement of a year, or NotFound when they gave nothing that year. */
function statementOf(deps: GivingStatementDeps, year: number, donor: string): ResultAsync<StatementFile, GivingStatementError> {
  return statementsOfYear(deps, year).andThen((of) => {
    const statement = of.statements.find((candidate) => candidate.donor === donor);
    return statement === undefined ? errAsync(NO_STATEMENT) : statementPdf(deps, of, statement);
  });
}

/** The signed-in member's own statement of a year, by their own e-mail only (viewOwnPayments). */
export function ownGivingStatementFile(
  deps: GivingStatementDeps,
  actor: Actor,
  year: string,
): ResultAsync<StatementFile, GivingStatementError> {
  const email = ownEmail(actor);
  if (email === null) return errAsync(UNAUTHORIZED);
  const checked = checkStatementYear(year);
  if (checked.isErr()) return errAsync(invalidInput({ type: 'InvalidForm', fields: { year: checked.error } }));
  return statementOf(deps, checked.value, email);
}

/**
 * A statement by the signed link of its mail (readGivingStatementByLink: the link is the
 * authority, no sign-in): refused when changed or not ours, and when past its date.
 */
export function givingStatementByLink(
  deps: GivingStatementDeps,
  actor: Actor,
  token: string,
): ResultAsync<StatementFile, GivingStatementError> {
  const allowed = authorizeActor(actor, 'readGivingStatementByLink');
  if (allowed.isErr()) return errAsync(allowed.error);
  const read = deps.tokens.read('giving-statement', token, deps.clock.now());
  if (read.isErr()) return errAsync(read.error.type === 'ExpiredToken' ? EXPIRED_STATEMENT_LINK : INVALID_STATEMENT_LINK);
  const subject = readStatementLinkSubject(read.value);
  if (subject === null) return errAsync(INVALID_STATEMENT_LINK);
  return statementOf(deps, subject.year, subject.donor);
}
