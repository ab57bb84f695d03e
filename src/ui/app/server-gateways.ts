// The ports the site's own Hono server answers, in both wirings: self-hosted, and the aws wiring's
// same app on Lambda beside the payments. Each is a lazy port: its HTTP adapter and zod load with
// its first call, so none of them lands in the home page's first load.
import { ResultAsync } from 'neverthrow';
import type { BackupsGatewayError } from '../../application/ports/backups-gateway.port';
import type { ContactGatewayError } from '../../application/ports/contact-gateway.port';
import type { DirectoryGatewayError } from '../../application/ports/directory-gateway.port';
import type { EventAdminGatewayError } from '../../application/ports/event-admin-gateway.port';
import type { EventDoorError } from '../../application/ports/event-door-gateway.port';
import type { GivingStatementsGatewayError } from '../../application/ports/giving-statements-gateway.port';
import type { LedgerGatewayError } from '../../application/ports/ledger-gateway.port';
import type { MailTemplateError } from '../../application/ports/mail-template-gateway.port';
import type { MarkdownPreviewError } from '../../application/ports/markdown-preview.port';
import type { MemberEmailError } from '../../application/ports/member-email-gateway.port';
import type { OfficerConsoleError } from '../../application/ports/officer-console-gateway.port';
import type { OfficerMembersError } from '../../application/ports/officer-members-gateway.port';
import type { OfficerSummaryError } from '../../application/ports/officer-summary-gateway.port';
import type { OutgoingMailGatewayError } from '../../application/ports/outgoing-mail-gateway.port';
import type { OwnDataGatewayError } from '../../application/ports/own-data-gateway.port';
import type { ReceiptsGatewayError } from '../../application/ports/receipts-gateway.port';
import type { SiteTextEditorError } from '../../application/ports/site-text-editor.port';
import type { TicketedEventsError, TicketedEventsGateway } from '../../application/ports/ticketed-events-gateway.port';
import type { TicketingDeskError } from '../../application/ports/ticketing-desk.port';
import type { TreasuryReportGatewayError } from '../../application/ports/treasury-report-gateway.port';
import type { ExtraHeaders } from '../../adapters/http/json-client';
import { lazyPort } from './lazy-port';
import {
  BACKUPS_METHODS,
  CONTACT_METHODS,
  DIRECTORY_METHODS,
  DUES_REMINDERS_METHODS,
  EVENT_ADMIN_METHODS,
  EVENT_DOOR_METHODS,
  GIVING_STATEMENTS_METHODS,
  LEDGER_METHODS,
  MAIL_PREFERENCES_METHODS,
  MAIL_TEMPLATE_METHODS,
  MARKDOWN_PREVIEW_METHODS,
  MEMBER_EMAIL_METHODS,
  OFFICER_CONSOLE_METHODS,
  OFFICER_MEMBERS_METHODS,
  OFFICER_SUMMARY_METHODS,
  OUTGOING_MAIL_METHODS,
  OWN_DATA_METHODS,
  RECEIPTS_METHODS,
  SITE_TEXT_EDITOR_METHODS,
  TICKETED_EVENTS_METHODS,
  TICKETING_DESK_METHODS,
  TREASURY_REPORT_METHODS,
} from './port-methods';
import type { AppServices } from './services';

/** The services the server's JSON endpoints answer. */
export type ServerGateways = Pick<
  AppServices,
  | 'contact'
  | 'markdownPreview'
  | 'siteTextEditor'
  | 'ticketingDesk'
  | 'eventAdmin'
  | 'eventDoor'
  | 'officerConsole'
  | 'officerMembers'
  | 'ledger'
  | 'treasuryReports'
  | 'receipts'
  | 'backups'
  | 'memberEmail'
  | 'mailPreferences'
  | 'ownData'
  | 'directory'
  | 'officerSummary'
  | 'mailTemplates'
  | 'duesReminders'
  | 'outgoingMail'
  | 'givingStatements'
  | 'ticketedEvents'
>;

/** Options of an HTTP adapter: the headers every request adds, when there are any. */
type HttpOptions = { readonly headers?: ExtraHeaders };

/** What the listing says when its module could not be loaded. */
const LISTING_UNAVAILABLE = 'This part of the site could not be loaded. Please check your connection and try again.';

/**
 * Ticketed events (`/ticketing/...`): zod and the JSON client load with the first event page; the
 * listing (home page, /Alumni-Events) comes from a small module of its own, so the home page loads
 * no schema library.
 */
function lazyTicketedEvents(options: HttpOptions): TicketedEventsGateway {
  const load = async () => new (await import('../../adapters/http/http-ticketed-events-gateway')).HttpTicketedEventsGateway(options);
  const port = lazyPort(load, TICKETED_EVENTS_METHODS, (message): TicketedEventsError => ({ type: 'Unavailable', message }));
  const listing = async () => (await import('../../adapters/http/http-published-events')).listPublishedEvents;
  const listPublished = () =>
    ResultAsync.fromPromise(listing(), (): TicketedEventsError => ({ type: 'Unavailable', message: LISTING_UNAVAILABLE })).andThen((list) =>
      list(),
    );
  return { ...port, listPublished };
}

/**
 * Every port the server's JSON endpoints answer, same origin. `headers` is what each request adds:
 * none in the self-hosted wiring (the session cookie goes along by itself); the Cognito ID token in
 * the aws wiring. The contact form and the Markdown preview never send it: they need no one signed in.
 */
export function serverGateways(headers?: ExtraHeaders): ServerGateways {
  const options: HttpOptions = headers === undefined ? {} : { headers };
  return {
    // The Contact page's form and the Admin Panel's preview.
    contact: lazyPort(
      async () => new (await import('../../adapters/http/http-contact-gateway')).HttpContactGateway(),
      CONTACT_METHODS,
      (message): ContactGatewayError => ({ type: 'Unavailable', message }),
    ),
    markdownPreview: lazyPort(
      async () => new (await import('../../adapters/http/http-markdown-preview')).HttpMarkdownPreview(),
      MARKDOWN_PREVIEW_METHODS,
      (message): MarkdownPreviewError => ({ type: 'Unavailable', message }),
    ),
    // Page texts, as the signed-in administrator.
    siteTextEditor: lazyPort(
      async () => new (await import('../../adapters/http/http-site-text-editor')).HttpSiteTextEditor(options),
      SITE_TEXT_EDITOR_METHODS,
      (message): SiteTextEditorError => ({ type: 'Unavailable', message }),
    ),
    // The waiting list's leave link and the chair's waiting lists and orders (`/ticketing`).
    ticketingDesk: lazyPort(
      async () => new (await import('../../adapters/http/http-ticketing-desk')).HttpTicketingDesk(options),
      TICKETING_DESK_METHODS,
      (message): TicketingDeskError => ({ type: 'Unavailable', message }),
    ),
    // The event chair's pages (/ticketing/admin/events).
    eventAdmin: lazyPort(
      async () => new (await import('../../adapters/http/http-event-admin-gateway')).HttpEventAdminGateway(options),
      EVENT_ADMIN_METHODS,
      (message): EventAdminGatewayError => ({ type: 'Unavailable', message }),
    ),
    // The door's pages (administrators) and a ticket's page.
    eventDoor: lazyPort(
      async () => new (await import('../../adapters/http/http-event-door-gateway')).HttpEventDoorGateway(options),
      EVENT_DOOR_METHODS,
      (message): EventDoorError => ({ type: 'Unavailable', message }),
    ),
    // The officers' console: roles and the audit log, the home's summary, the roster and member pages.
    officerConsole: lazyPort(
      async () => new (await import('../../adapters/http/http-officer-console-gateway')).HttpOfficerConsoleGateway(options),
      OFFICER_CONSOLE_METHODS,
      (message): OfficerConsoleError => ({ type: 'Unavailable', message }),
    ),
    officerSummary: lazyPort(
      async () => new (await import('../../adapters/http/http-officer-summary-gateway')).HttpOfficerSummaryGateway(options),
      OFFICER_SUMMARY_METHODS,
      (message): OfficerSummaryError => ({ type: 'Unavailable', message }),
    ),
    officerMembers: lazyPort(
      async () => new (await import('../../adapters/http/http-officer-members-gateway')).HttpOfficerMembersGateway(options),
      OFFICER_MEMBERS_METHODS,
      (message): OfficerMembersError => ({ type: 'Unavailable', message }),
    ),
    // The treasurer's ledger and offline payments, the report, giving statements; receipts and the chapter's settings.
    ledger: lazyPort(
      async () => new (await import('../../adapters/http/http-ledger-gateway')).HttpLedgerGateway(options),
      LEDGER_METHODS,
      (message): LedgerGatewayError => ({ type: 'Unavailable', message }),
    ),
    treasuryReports: lazyPort(
      async () => new (await import('../../adapters/http/http-treasury-report-gateway')).HttpTreasuryReportGateway(options),
      TREASURY_REPORT_METHODS,
      (message): TreasuryReportGatewayError => ({ type: 'Unavailable', message }),
    ),
    givingStatements: lazyPort(
      async () => new (await import('../../adapters/http/http-giving-statements-gateway')).HttpGivingStatementsGateway(options),
      GIVING_STATEMENTS_METHODS,
      (message): GivingStatementsGatewayError => ({ type: 'Unavailable', message }),
    ),
    receipts: lazyPort(
      async () => new (await import('../../adapters/http/http-receipts-gateway')).HttpReceiptsGateway(options),
      RECEIPTS_METHODS,
      (message): ReceiptsGatewayError => ({ type: 'Unavailable', message }),
    ),
    // The officers' backups page.
    backups: lazyPort(
      async () => new (await import('../../adapters/http/http-backups-gateway')).HttpBackupsGateway(options),
      BACKUPS_METHODS,
      (message): BackupsGatewayError => ({ type: 'Unavailable', message }),
    ),
    // Mail: member e-mail, the preferences page (by a mail's link, or signed in), the templates'
    // preview, dues reminders (and their pay link's page), the queue's deliveries.
    memberEmail: lazyPort(
      async () => new (await import('../../adapters/http/http-member-email-gateway')).HttpMemberEmailGateway(options),
      MEMBER_EMAIL_METHODS,
      (message): MemberEmailError => ({ type: 'Unavailable', message }),
    ),
    mailPreferences: lazyPort(
      async () => new (await import('../../adapters/http/http-member-email-gateway')).HttpMailPreferencesGateway(options),
      MAIL_PREFERENCES_METHODS,
      (message): MemberEmailError => ({ type: 'Unavailable', message }),
    ),
    mailTemplates: lazyPort(
      async () => new (await import('../../adapters/http/http-mail-template-gateway')).HttpMailTemplateGateway(options),
      MAIL_TEMPLATE_METHODS,
      (message): MailTemplateError => ({ type: 'Unavailable', message }),
    ),
    duesReminders: lazyPort(
      async () => new (await import('../../adapters/http/http-dues-reminders-gateway')).HttpDuesRemindersGateway(options),
      DUES_REMINDERS_METHODS,
      (message) => ({ type: 'Unavailable' as const, message }),
    ),
    outgoingMail: lazyPort(
      async () => new (await import('../../adapters/http/http-outgoing-mail-gateway')).HttpOutgoingMailGateway(options),
      OUTGOING_MAIL_METHODS,
      (message): OutgoingMailGatewayError => ({ type: 'Unavailable', message }),
    ),
    // A member's own data ('Download my data', 'Delete my account') and the member directory.
    ownData: lazyPort(
      async () => new (await import('../../adapters/http/http-own-data-gateway')).HttpOwnDataGateway(options),
      OWN_DATA_METHODS,
      (message): OwnDataGatewayError => ({ type: 'Unavailable', message }),
    ),
    directory: lazyPort(
      async () => new (await import('../../adapters/http/http-directory-gateway')).HttpDirectoryGateway(options),
      DIRECTORY_METHODS,
      (message): DirectoryGatewayError => ({ type: 'Unavailable', message }),
    ),
    // With the ID token in the aws wiring, so the server knows a member's price.
    ticketedEvents: lazyTicketedEvents(options),
  };
}
