import type { GetConnInfo } from 'hono/conninfo';
import { PdfkitPdfRenderer } from '../../adapters/pdf/pdfkit-pdf-renderer';
import { qrCodePngRenderer } from '../../adapters/qr/qrcode-png-renderer';
import type { AppDeps } from '../app-deps';
import type { LogSink } from '../request-log';
import { provide, type Binder } from './container';
import { TOKENS as T } from './tokens';

/** What the process running the app gives it besides its services. */
export interface AppRuntime {
  /** The built React app to serve, or null (API only). */
  readonly clientDir: string | null;
  readonly log: LogSink;
  /** Where a client's address comes from; default the Node socket (Lambda: the API Gateway event). */
  readonly connInfo?: GetConnInfo;
}

/**
 * The app's dependencies, gathered from the services the loaded modules bound (the last binding of
 * each wins): every wiring binds the same tokens, and this is the one place that hands them to the
 * app (`createApp(deps)`).
 */
export function provideAppDeps(binder: Binder, runtime: AppRuntime): void {
  const needs = [
    T.config,
    T.clock,
    T.ids,
    T.identity,
    T.callers,
    T.accountSessions,
    T.members,
    T.events,
    T.officers,
    T.news,
    T.committees,
    T.markdown,
    T.contentChanges,
  ] as const;
  const more = [
    T.documents,
    T.files,
    T.ledger,
    T.roster,
    T.officerSummary,
    T.ticketing,
    T.payments,
    T.limits,
    T.mailer,
    T.outbox,
    T.health,
    T.diskSpace,
    T.siteTexts,
    T.officerAccess,
    T.mailDelivery,
    T.duesReminderStore,
    T.memberEmail,
    T.ownData,
    T.givingStatementRuns,
    T.directory,
    T.receipts,
    T.backups,
  ] as const;
  provide(
    binder,
    T.appDeps,
    [...needs, ...more] as const,
    (
      config,
      clock,
      ids,
      identity,
      callers,
      accountSessions,
      members,
      events,
      officers,
      news,
      committees,
      markdown,
      contentChanges,
      documents,
      files,
      ledger,
      roster,
      officerSummary,
      ticketing,
      payments,
      limits,
      mailer,
      outbox,
      health,
      diskSpace,
      siteTexts,
      officerAccess,
      mailDelivery,
      duesReminderStore,
      memberEmail,
      ownData,
      givingStatementRuns,
      directory,
      receipts,
      backups,
    ): AppDeps => ({
      config,
      clock,
      ids,
      identity,
      ...(callers ? { callers } : {}),
      accountSessions,
      members,
      events,
      officers,
      news,
      committees,
      markdown,
      contentChanges,
      documents,
      siteTexts,
      ...(files ? { files } : {}),
      ledger,
      ...officerAccess,
      ...memberEmail,
      ...receipts,
      roster,
      officerSummary,
      ticketing,
      qrCodes: qrCodePngRenderer,
      pdf: new PdfkitPdfRenderer(),
      processor: payments.processor,
      simulator: payments.simulator,
      ...limits,
      mailer,
      mailQueue: mailDelivery.queue,
      outgoingMail: { store: mailDelivery.store, jobRuns: mailDelivery.jobRuns },
      duesReminders:
        duesReminderStore === null ? null : { store: duesReminderStore, queue: mailDelivery.queue, linkDays: config.duesLinkDays },
      ownData,
      givingStatements: givingStatementRuns === null ? null : { runs: givingStatementRuns },
      directory,
      outbox,
      clientDir: runtime.clientDir,
      log: runtime.log,
      health,
      diskSpace,
      backups,
      ...(runtime.connInfo ? { connInfo: runtime.connInfo } : {}),
    }),
  );
}
