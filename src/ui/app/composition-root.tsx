// The browser's composition root: the only module of the UI that knows concrete adapters.
//
// No inversify here, although the server's root uses it: the container and reflect-metadata
// would add some 15 KB gzipped to the entry chunk, whose budget (issue 9: 120 KB with React,
// ReactDOM and the router already about 97 KB) has no room for them, and the browser has only
// eight services to build once. Plain construction says the same thing in fewer bytes.
//
// What the home page needs is built at once and small: events and officers over plain fetch (no
// Apollo, no graphql-js), local storage and the clock. Everything else is a lazy port that
// imports its adapter on first use: the identity provider (zod), payments, documents, and the
// member repository over Apollo Client, so none of it lands in the home page's first load.
import { ResultAsync } from 'neverthrow';
import type { ContactGateway, ContactGatewayError } from '../../application/ports/contact-gateway.port';
import type { MarkdownPreview, MarkdownPreviewError } from '../../application/ports/markdown-preview.port';
import type { IdentityError, IdentityProvider } from '../../application/ports/identity-provider.port';
import type { DocumentStore, DocumentStoreError } from '../../application/ports/document-store.port';
import type { EventAdminGateway, EventAdminGatewayError } from '../../application/ports/event-admin-gateway.port';
import type { EventDoorError, EventDoorGateway } from '../../application/ports/event-door-gateway.port';
import type { OfficerConsoleError, OfficerConsoleGateway } from '../../application/ports/officer-console-gateway.port';
import type { OfficerMembersError, OfficerMembersGateway } from '../../application/ports/officer-members-gateway.port';
import type { LedgerGateway, LedgerGatewayError } from '../../application/ports/ledger-gateway.port';
import type { TreasuryReportGateway, TreasuryReportGatewayError } from '../../application/ports/treasury-report-gateway.port';
import type { ReceiptsGateway, ReceiptsGatewayError } from '../../application/ports/receipts-gateway.port';
import type { DuesRemindersGateway } from '../../application/ports/dues-reminders-gateway.port';
import type { GivingStatementsGateway, GivingStatementsGatewayError } from '../../application/ports/giving-statements-gateway.port';
import type { MailPreferencesGateway, MemberEmailError, MemberEmailGateway } from '../../application/ports/member-email-gateway.port';
import type { DirectoryGateway, DirectoryGatewayError } from '../../application/ports/directory-gateway.port';
import type { OfficerSummaryError, OfficerSummaryGateway } from '../../application/ports/officer-summary-gateway.port';
import type { MailTemplateError, MailTemplateGateway } from '../../application/ports/mail-template-gateway.port';
import type { OutgoingMailGateway, OutgoingMailGatewayError } from '../../application/ports/outgoing-mail-gateway.port';
import type { BackupsGateway, BackupsGatewayError } from '../../application/ports/backups-gateway.port';
import type { MemberRepository } from '../../application/ports/member-repository.port';
import { unavailable, type RepositoryError } from '../../application/ports/repository.errors';
import type { SiteTextEditor, SiteTextEditorError } from '../../application/ports/site-text-editor.port';
import type { TicketingDesk, TicketingDeskError } from '../../application/ports/ticketing-desk.port';
import type { EventView, TicketedEventsError, TicketedEventsGateway } from '../../application/ports/ticketed-events-gateway.port';
import { LocalBrowserStorage } from '../../adapters/browser/local-browser-storage';
import {
  fetchCommitteeRepository,
  fetchEventRepository,
  fetchNewsRepository,
  fetchOfficerRepository,
} from '../../adapters/http/fetch-content-repositories';
import type { GraphqlEndpoint } from '../../adapters/http/graphql-auth';
import { lazyPort } from './lazy-port';
import {
  CONTACT_METHODS,
  DOCUMENT_METHODS,
  EVENT_ADMIN_METHODS,
  EVENT_DOOR_METHODS,
  OFFICER_CONSOLE_METHODS,
  OFFICER_MEMBERS_METHODS,
  LEDGER_METHODS,
  TREASURY_REPORT_METHODS,
  RECEIPTS_METHODS,
  DUES_REMINDERS_METHODS,
  MAIL_PREFERENCES_METHODS,
  OWN_DATA_METHODS,
  DIRECTORY_METHODS,
  MEMBER_EMAIL_METHODS,
  OFFICER_SUMMARY_METHODS,
  MAIL_TEMPLATE_METHODS,
  OUTGOING_MAIL_METHODS,
  BACKUPS_METHODS,
  GIVING_STATEMENTS_METHODS,
  IDENTITY_METHODS,
  MARKDOWN_PREVIEW_METHODS,
  MEMBER_METHODS,
  SITE_TEXT_EDITOR_METHODS,
  TICKETING_DESK_METHODS,
  TICKETED_EVENTS_METHODS,
} from './port-methods';
import { serverChosenPayments, serverDuesCalendar } from './payment-wiring';
import type { AppServices } from './services';
import type { OwnDataGateway, OwnDataGatewayError } from '../../application/ports/own-data-gateway.port';

/** The self-hosted server's GraphQL API, same origin, authenticated by the session cookie. */
const GRAPHQL: GraphqlEndpoint = { url: '/graphql', auth: { mode: 'session' } };

function lazyIdentity(): IdentityProvider {
  const load = async () => new (await import('../../adapters/http/http-identity-provider')).HttpIdentityProvider();
  return lazyPort(load, IDENTITY_METHODS, (message): IdentityError => ({ type: 'Unavailable', message }));
}

function lazyDocuments(): DocumentStore {
  const load = async () => new (await import('../../adapters/http/http-document-store')).HttpDocumentStore();
  return lazyPort(load, DOCUMENT_METHODS, (message): DocumentStoreError => ({ type: 'Unavailable', message }));
}

/** The event chair's pages' gateway (/ticketing/admin/events), loaded with their first call. */
function lazyEventAdmin(): EventAdminGateway {
  const load = async () => new (await import('../../adapters/http/http-event-admin-gateway')).HttpEventAdminGateway();
  return lazyPort(load, EVENT_ADMIN_METHODS, (message): EventAdminGatewayError => ({ type: 'Unavailable', message }));
}

/** The waiting list's leave link and the chair's waiting lists and orders (`/ticketing`), loaded with their first use. */
function lazyTicketingDesk(): TicketingDesk {
  const load = async () => new (await import('../../adapters/http/http-ticketing-desk')).HttpTicketingDesk();
  return lazyPort(load, TICKETING_DESK_METHODS, (message): TicketingDeskError => ({ type: 'Unavailable', message }));
}

function lazySiteTextEditor(): SiteTextEditor {
  const load = async () => new (await import('../../adapters/http/http-site-text-editor')).HttpSiteTextEditor();
  return lazyPort(load, SITE_TEXT_EDITOR_METHODS, (message): SiteTextEditorError => ({ type: 'Unavailable', message }));
}

/** The officers' console's roles and audit log: the adapter and zod load with their first use. */
function lazyOfficerConsole(): OfficerConsoleGateway {
  const load = async () => new (await import('../../adapters/http/http-officer-console-gateway')).HttpOfficerConsoleGateway();
  return lazyPort(load, OFFICER_CONSOLE_METHODS, (message): OfficerConsoleError => ({ type: 'Unavailable', message }));
}

/** The console home's summary (/officers/summary), as the signed-in officer: loaded with the home's first call. */
function lazyOfficerSummary(): OfficerSummaryGateway {
  const load = async () => new (await import('../../adapters/http/http-officer-summary-gateway')).HttpOfficerSummaryGateway();
  return lazyPort(load, OFFICER_SUMMARY_METHODS, (message): OfficerSummaryError => ({ type: 'Unavailable', message }));
}

/** The treasurer's report (/officers/reports), as the signed-in officer: loaded with the report page's first call. */
function lazyTreasuryReports(): TreasuryReportGateway {
  const load = async () => new (await import('../../adapters/http/http-treasury-report-gateway')).HttpTreasuryReportGateway();
  return lazyPort(load, TREASURY_REPORT_METHODS, (message): TreasuryReportGatewayError => ({ type: 'Unavailable', message }));
}

/** Receipts and the chapter's settings (/me/payments, /officers/settings): loaded with a page's first call. */
function lazyReceipts(): ReceiptsGateway {
  const load = async () => new (await import('../../adapters/http/http-receipts-gateway')).HttpReceiptsGateway();
  return lazyPort(load, RECEIPTS_METHODS, (message): ReceiptsGatewayError => ({ type: 'Unavailable', message }));
}

/** The officers' mail preview (/officers/mail/templates), as the signed-in officer: loaded with the page's first call. */
function lazyMailTemplates(): MailTemplateGateway {
  const load = async () => new (await import('../../adapters/http/http-mail-template-gateway')).HttpMailTemplateGateway();
  return lazyPort(load, MAIL_TEMPLATE_METHODS, (message): MailTemplateError => ({ type: 'Unavailable', message }));
}

/** Dues reminders (issue 19): the pay link's page and the officers' schedule; the adapter and zod load with their first use. */
function lazyDuesReminders(): DuesRemindersGateway {
  const load = async () => new (await import('../../adapters/http/http-dues-reminders-gateway')).HttpDuesRemindersGateway();
  return lazyPort(load, DUES_REMINDERS_METHODS, (message) => ({ type: 'Unavailable' as const, message }));
}

/** Giving statements (issue 20): the treasurer's page and a member's own; the adapter and zod load with the first call. */
function lazyGivingStatements(): GivingStatementsGateway {
  const load = async () => new (await import('../../adapters/http/http-giving-statements-gateway')).HttpGivingStatementsGateway();
  return lazyPort(load, GIVING_STATEMENTS_METHODS, (message): GivingStatementsGatewayError => ({ type: 'Unavailable', message }));
}

/** The officers' backups page (/officers/backups): loaded with the page's first call. */
function lazyBackups(): BackupsGateway {
  const load = async () => new (await import('../../adapters/http/http-backups-gateway')).HttpBackupsGateway();
  return lazyPort(load, BACKUPS_METHODS, (message): BackupsGatewayError => ({ type: 'Unavailable', message }));
}

/** The mail queue's deliveries and the schedule's last runs (/officers), as the signed-in officer: loaded with the page's first call. */
function lazyOutgoingMail(): OutgoingMailGateway {
  const load = async () => new (await import('../../adapters/http/http-outgoing-mail-gateway')).HttpOutgoingMailGateway();
  return lazyPort(load, OUTGOING_MAIL_METHODS, (message): OutgoingMailGatewayError => ({ type: 'Unavailable', message }));
}

/** The officers' member e-mail (/officers/member-email): the adapter and zod load with its pages' first call. */
function lazyMemberEmail(): MemberEmailGateway {
  const load = async () => new (await import('../../adapters/http/http-member-email-gateway')).HttpMemberEmailGateway();
  return lazyPort(load, MEMBER_EMAIL_METHODS, (message): MemberEmailError => ({ type: 'Unavailable', message }));
}

/** 'Delete my account' (/me/account), as the signed-in person: loaded with the page's first call. */
function lazyOwnData(): OwnDataGateway {
  const load = async () => new (await import('../../adapters/http/http-own-data-gateway')).HttpOwnDataGateway();
  return lazyPort(load, OWN_DATA_METHODS, (message): OwnDataGatewayError => ({ type: 'Unavailable', message }));
}

/** The preferences page (/mail): by a mail's link, or as the signed-in person. */
function lazyMailPreferences(): MailPreferencesGateway {
  const load = async () => new (await import('../../adapters/http/http-member-email-gateway')).HttpMailPreferencesGateway();
  return lazyPort(load, MAIL_PREFERENCES_METHODS, (message): MemberEmailError => ({ type: 'Unavailable', message }));
}

/** The member directory and a member's own directory profile (issue 20): loaded with the directory's pages' first call. */
function lazyDirectory(): DirectoryGateway {
  const load = async () => new (await import('../../adapters/http/http-directory-gateway')).HttpDirectoryGateway();
  return lazyPort(load, DIRECTORY_METHODS, (message): DirectoryGatewayError => ({ type: 'Unavailable', message }));
}

/** The treasurer's ledger and offline payments (/officers), as the signed-in officer: loaded with the ledger's pages' first call. */
function lazyLedger(): LedgerGateway {
  const load = async () => new (await import('../../adapters/http/http-ledger-gateway')).HttpLedgerGateway();
  return lazyPort(load, LEDGER_METHODS, (message): LedgerGatewayError => ({ type: 'Unavailable', message }));
}

/** The officers' roster and member pages (issue 18): the adapter and zod load with their first use. */
function lazyOfficerMembers(): OfficerMembersGateway {
  const load = async () => new (await import('../../adapters/http/http-officer-members-gateway')).HttpOfficerMembersGateway();
  return lazyPort(load, OFFICER_MEMBERS_METHODS, (message): OfficerMembersError => ({ type: 'Unavailable', message }));
}

/** The door's pages (administrators) and a ticket's page: the adapter and zod load with their first use. */
function lazyEventDoor(): EventDoorGateway {
  const load = async () => new (await import('../../adapters/http/http-event-door-gateway')).HttpEventDoorGateway();
  return lazyPort(load, EVENT_DOOR_METHODS, (message): EventDoorError => ({ type: 'Unavailable', message }));
}

function lazyMembers(): MemberRepository {
  const load = async () => {
    const [{ GraphqlMemberRepository }, { apolloGraphqlTransport }] = await Promise.all([
      import('../../adapters/http/graphql-member-repository'),
      import('../../adapters/http/graphql-apollo-transport'),
    ]);
    return new GraphqlMemberRepository(apolloGraphqlTransport(GRAPHQL));
  };
  return lazyPort(load, MEMBER_METHODS, (message): RepositoryError => unavailable(message));
}

/** The server's own JSON endpoints (the contact form, the preview), same origin. */
const HTTP_OPTIONS = {} as const;

/** The Contact page's form and the Admin Panel's preview: zod and the JSON client load with their first use. */
function lazyContact(): ContactGateway {
  const load = async () => new (await import('../../adapters/http/http-contact-gateway')).HttpContactGateway(HTTP_OPTIONS);
  return lazyPort(load, CONTACT_METHODS, (message): ContactGatewayError => ({ type: 'Unavailable', message }));
}

function lazyMarkdownPreview(): MarkdownPreview {
  const load = async () => new (await import('../../adapters/http/http-markdown-preview')).HttpMarkdownPreview(HTTP_OPTIONS);
  return lazyPort(load, MARKDOWN_PREVIEW_METHODS, (message): MarkdownPreviewError => ({ type: 'Unavailable', message }));
}

/** Ticketed events (`/ticketing/...` on the server): zod and the JSON client load with the first event page or listing. */
/** What the listing says when its module could not be loaded. */
const LISTING_UNAVAILABLE = 'This part of the site could not be loaded. Please check your connection and try again.';

function lazyTicketedEvents(): TicketedEventsGateway {
  const load = async () => new (await import('../../adapters/http/http-ticketed-events-gateway')).HttpTicketedEventsGateway(HTTP_OPTIONS);
  const port = lazyPort(load, TICKETED_EVENTS_METHODS, (message): TicketedEventsError => ({ type: 'Unavailable', message }));
  // The listing (home page, /Alumni-Events) from a small module of its own: the home page loads no schema library.
  const listing = async () => (await import('../../adapters/http/http-published-events')).listPublishedEvents;
  const listPublished = () =>
    ResultAsync.fromPromise(listing(), (): TicketedEventsError => ({ type: 'Unavailable', message: LISTING_UNAVAILABLE })).andThen((list) =>
      list(),
    );
  return { ...port, listPublished };
}

/**
 * The browser's services for the self-hosted wiring. Payments and card entry follow the server
 * (GET /payment/config, asked by the first checkout): the simulator's own card form, or Stripe
 * Elements with Stripe.js, loaded only then.
 */
export function createBrowserServices(): AppServices {
  const { payments, cardEntry } = serverChosenPayments();
  return {
    identity: lazyIdentity(),
    payments,
    members: lazyMembers(),
    events: fetchEventRepository(GRAPHQL),
    officers: fetchOfficerRepository(GRAPHQL),
    news: fetchNewsRepository(GRAPHQL),
    committees: fetchCommitteeRepository(GRAPHQL),
    contact: lazyContact(),
    markdownPreview: lazyMarkdownPreview(),
    documents: lazyDocuments(),
    storage: new LocalBrowserStorage(),
    clock: { now: () => Date.now() },
    cardEntry,
    siteTextEditor: lazySiteTextEditor(),
    ticketingDesk: lazyTicketingDesk(),
    duesCalendar: serverDuesCalendar(),
    eventAdmin: lazyEventAdmin(),
    eventDoor: lazyEventDoor(),
    officerConsole: lazyOfficerConsole(),
    officerMembers: lazyOfficerMembers(),
    ledger: lazyLedger(),
    treasuryReports: lazyTreasuryReports(),
    receipts: lazyReceipts(),
    backups: lazyBackups(),
    memberEmail: lazyMemberEmail(),
    mailPreferences: lazyMailPreferences(),
    ownData: lazyOwnData(),
    directory: lazyDirectory(),
    officerSummary: lazyOfficerSummary(),
    mailTemplates: lazyMailTemplates(),
    duesReminders: lazyDuesReminders(),
    outgoingMail: lazyOutgoingMail(),
    givingStatements: lazyGivingStatements(),
    ticketedEvents: lazyTicketedEvents(),
  };
}

/**
 * The event an event's page was served with (`json`: the page's served-event script), checked by
 * the small module that reads the listing, loaded beside the page's chunk.
 */
export async function readServedEvent(json: string): Promise<EventView | null> {
  return (await import('../../adapters/http/http-published-events')).readServedEvent(json);
}
