import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { auditActor, officerWrite } from '../../../domain/audit';
import { authorizeActor, type Actor } from '../../../domain/access';
import type { FairMarketValueOf } from '../../../domain/giving';
import {
  checkStatementYear,
  givingStatements,
  statementFileName,
  statementYear,
  statementYearOfDay,
  statementYearWords,
  type GivingStatement,
  type PaidOrder,
  type StatementYear,
} from '../../../domain/giving-statements';
import { normalizeEmail } from '../../../domain/members';
import { ZERO_CENTS, addCents } from '../../../domain/money';
import type { ChapterSettings } from '../../ports/chapter-settings.port';
import type { KeptOrder } from '../../ports/giving-ledger.port';
import type { GivingStatementsOverview, StatementsSent } from '../../ports/giving-statements-gateway.port';
import type { Mail } from '../../ports/mailer.port';
import { invalidInput } from '../content/content.errors';
import { dayIn, fromDay, ledgerDayOf, throughDay } from '../ledger/ledger-days';
import { givingStatementDocument } from './giving-statement-document';
import { givingStatementMail } from './giving-statement-mail';
import { statementLink } from './giving-statement-links';
import { givingUnavailable, NO_STATEMENT, type GivingStatementDeps, type GivingStatementError } from './giving-statement-deps';

/** A statement as a file to download. */
export interface StatementFile {
  readonly fileName: string;
  readonly bytes: Uint8Array;
}

/** A year's statements as read once: the year's days, the chapter's settings, the statements, and the instant the year ends. */
export interface YearStatements {
  readonly year: StatementYear;
  readonly settings: ChapterSettings;
  readonly statements: readonly GivingStatement[];
  readonly endsAt: string;
}

/** How many statements' mails are drawn and queued at once. */
const SEND_BATCH = 50;

/** The fair market value of each ticket type of every stored event. */
export function fairMarketValues(deps: Pick<GivingStatementDeps, 'events'>): ResultAsync<FairMarketValueOf, GivingStatementError> {
  return deps.events
    .list()
    .mapErr(givingUnavailable)
    .map((events) => {
      const values = new Map(
        events.flatMap(({ event }) => event.ticketTypes.map((type) => [`${event.slug}\u0000${type.id}`, type.fairMarketValue])),
      );
      return (slug: string, typeId: string) => values.get(`${slug}\u0000${typeId}`) ?? null;
    });
}

/** A kept order as a statement reads it, dated on the chapter's day it was paid. */
export function paidOrderOf(kept: KeptOrder, timeZone: string): PaidOrder {
  const { record } = kept;
  return {
    id: record.id,
    order: record.order,
    description: record.description,
    contact: record.contact,
    day: ledgerDayOf(record, timeZone),
    kept: kept.kept,
  };
}

/** The checked year, or the last full statement year (in the chapter's zone) when none is given. */
function yearAsked(
  deps: GivingStatementDeps,
  settings: ChapterSettings,
  asked: string | number | null,
): ResultAsync<number, GivingStatementError> {
  if (asked === null || asked === '') {
    return okAsync(statementYearOfDay(dayIn(deps.clock.now(), deps.config.timeZone), settings.fiscalYearStartMonth) - 1);
  }
  const year = checkStatementYear(asked);
  return year.isOk() ? okAsync(year.value) : errAsync(invalidInput({ type: 'InvalidForm', fields: { year: year.error } }));
}

/** Every donor's statement of a year, from one read of the orders paid in it (the caller has authorised the actor). */
export function statementsOfYear(
  deps: GivingStatementDeps,
  asked: string | number | null,
): ResultAsync<YearStatements, GivingStatementError> {
  return deps.settings
    .settings()
    .mapErr(givingUnavailable)
    .andThen((settings) =>
      yearAsked(deps, settings, asked).andThen((number) => {
        const year = statementYear(number, settings.fiscalYearStartMonth);
        const from = fromDay(year.period.from, deps.config.timeZone);
        const to = throughDay(year.period.to, deps.config.timeZone);
        return ResultAsync.combine([
          deps.ledger.paidOrdersWithin({ from, to }).mapErr(givingUnavailable),
          fairMarketValues(deps),
        ] as const).map(([orders, valueOf]): YearStatements => ({
          year,
          settings,
          statements: givingStatements(
            orders.map((kept) => paidOrderOf(kept, deps.config.timeZone)),
            valueOf,
          ),
          endsAt: to.startsAt,
        }));
      }),
    );
}

/** One statement drawn as its PDF. */
export function statementPdf(
  deps: GivingStatementDeps,
  of: YearStatements,
  statement: GivingStatement,
): ResultAsync<StatementFile, GivingStatementError> {
  return deps.pdf
    .render(givingStatementDocument(statement, of.year, of.settings, of.endsAt))
    .mapErr(givingUnavailable)
    .map((bytes) => ({ fileName: statementFileName(of.year.year), bytes }));
}

/**
 * The treasurer's preview of a year (viewGivingStatements): each donor's name, e-mail, number of
 * gifts and total deductible, the overall totals, and the 'Send all' runs so far.
 */
export function viewGivingStatements(
  deps: GivingStatementDeps,
  actor: Actor,
  query: { readonly year?: string | null },
): ResultAsync<GivingStatementsOverview, GivingStatementError> {
  const allowed = authorizeActor(actor, 'viewGivingStatements');
  if (allowed.isErr()) return errAsync(allowed.error);
  return ResultAsync.combine([statementsOfYear(deps, query.year ?? null), deps.runs.runs(20).mapErr(givingUnavailable)] as const).map(
    ([of, runs]) => ({
      year: of.year.year,
      startMonth: of.year.startMonth,
      yearWords: statementYearWords(of.year),
      deductible: of.settings.deductible,
      donors: of.statements.map((statement) => ({
        email: statement.donor,
        name: statement.name,
        gifts: statement.gifts.length,
        deductible: statement.total.deductible,
      })),
      total: {
        donors: of.statements.length,
        gifts: of.statements.reduce((sum, statement) => sum + statement.gifts.length, 0),
        deductible: addCents(ZERO_CENTS, ...of.statements.map((statement) => statement.total.deductible)),
      },
      runs,
    }),
  );
}

/** One donor's statement of a year as a PDF, for the treasurer (viewGivingStatements). */
export function givingStatementFile(
  deps: GivingStatementDeps,
  actor: Actor,
  input: { readonly year: string; readonly donor: string },
): ResultAsync<StatementFile, GivingStatementError> {
  const allowed = authorizeActor(actor, 'viewGivingStatements');
  if (allowed.isErr()) return errAsync(allowed.error);
  return statementsOfYear(deps, input.year).andThen((of) => {
    const statement = of.statements.find((candidate) => candidate.donor === normalizeEmail(input.donor));
    return statement === undefined ? errAsync(NO_STATEMENT) : statementPdf(deps, of, statement);
  });
}

function mailOf(
  deps: GivingStatementDeps,
  of: YearStatements,
  statement: GivingStatement,
  now: number,
): ResultAsync<Mail, GivingStatementError> {
  const link = statementLink(deps, of.year.year, statement.donor, now);
  return statementPdf(deps, of, statement).map((file) =>
    givingStatementMail({
      statement,
      year: of.year,
      pdf: file.bytes,
      link: link.url,
      linkUntil: link.until,
      publicUrl: deps.config.publicUrl,
      deductible: of.settings.deductible,
    }),
  );
}

/** Queues the statements' mails a batch at a time; answers how many were new to the queue. */
function queueAll(deps: GivingStatementDeps, of: YearStatements, now: number): ResultAsync<number, GivingStatementError> {
  let queued: ResultAsync<number, GivingStatementError> = okAsync(0);
  for (let start = 0; start < of.statements.length; start += SEND_BATCH) {
    const batch = of.statements.slice(start, start + SEND_BATCH);
    queued = queued.andThen((before) =>
      ResultAsync.combine(batch.map((statement) => mailOf(deps, of, statement, now))).andThen((mails) =>
        deps.queue
          .enqueue(mails)
          .mapErr(givingUnavailable)
          .map((fresh) => before + fresh),
      ),
    );
  }
  return queued;
}

/**
 * 'Send all' (sendGivingStatements): one mail per donor of the year, with the PDF attached and a
 * signed link, through the mail queue under `giving-statement:<year>:<donor>`, so a second run
 * mails no one twice (a donor new since is mailed). The run is recorded with its audit entry.
 */
export function sendGivingStatements(
  deps: GivingStatementDeps,
  actor: Actor,
  input: { readonly year: number },
): ResultAsync<StatementsSent, GivingStatementError> {
  const allowed = authorizeActor(actor, 'sendGivingStatements');
  if (allowed.isErr()) return errAsync(allowed.error);
  const now = deps.clock.now();
  return statementsOfYear(deps, input.year).andThen((of) =>
    queueAll(deps, of, now).andThen((queued) => {
      const sent: StatementsSent = {
        year: of.year.year,
        donors: of.statements.length,
        queued,
        alreadyQueued: of.statements.length - queued,
      };
      const run = {
        id: deps.ids.newId(),
        startMonth: of.year.startMonth,
        ranAt: new Date(now).toISOString(),
        by: auditActor(actor),
        ...sent,
      };
      const audit = officerWrite(
        actor,
        run.ranAt,
        'sendGivingStatements',
        { kind: 'givingStatements', id: String(sent.year) },
        {
          before: null,
          after: { year: sent.year, startMonth: run.startMonth, donors: sent.donors, queued, alreadyQueued: sent.alreadyQueued },
        },
      );
      return deps.runs
        .record(run, audit)
        .mapErr(givingUnavailable)
        .map(() => sent);
    }),
  );
}
