import { createContext, useContext, type ReactNode } from 'react';
import type { BrowserStorage } from '../../application/ports/browser-storage.port';
import type { CardEntrySource } from '../../application/ports/card-element.port';
import type { Clock } from '../../application/ports/clock.port';
import type { DocumentStore } from '../../application/ports/document-store.port';
import type { DuesCalendar } from '../../application/ports/dues-calendar.port';
import type { DuesRemindersGateway } from '../../application/ports/dues-reminders-gateway.port';
import type { GivingStatementsGateway } from '../../application/ports/giving-statements-gateway.port';
import type { EventAdminGateway } from '../../application/ports/event-admin-gateway.port';
import type { EventDoorGateway } from '../../application/ports/event-door-gateway.port';
import type { OfficerConsoleGateway } from '../../application/ports/officer-console-gateway.port';
import type { OfficerMembersGateway } from '../../application/ports/officer-members-gateway.port';
import type { LedgerGateway } from '../../application/ports/ledger-gateway.port';
import type { MailPreferencesGateway, MemberEmailGateway } from '../../application/ports/member-email-gateway.port';
import type { DirectoryGateway } from '../../application/ports/directory-gateway.port';
import type { OfficerSummaryGateway } from '../../application/ports/officer-summary-gateway.port';
import type { MailTemplateGateway } from '../../application/ports/mail-template-gateway.port';
import type { OutgoingMailGateway } from '../../application/ports/outgoing-mail-gateway.port';
import type { BackupsGateway } from '../../application/ports/backups-gateway.port';
import type { EventRepository } from '../../application/ports/event-repository.port';
import type { IdentityProvider } from '../../application/ports/identity-provider.port';
import type { MemberRepository } from '../../application/ports/member-repository.port';
import type { OfficerRepository } from '../../application/ports/officer-repository.port';
import type { NewsRepository } from '../../application/ports/news-repository.port';
import type { CommitteeRepository } from '../../application/ports/committee-repository.port';
import type { ContactGateway } from '../../application/ports/contact-gateway.port';
import type { MarkdownPreview } from '../../application/ports/markdown-preview.port';
import type { PaymentGateway } from '../../application/ports/payment-gateway.port';
import type { SiteTextEditor } from '../../application/ports/site-text-editor.port';
import type { TicketingDesk } from '../../application/ports/ticketing-desk.port';
import type { TicketedEventsGateway } from '../../application/ports/ticketed-events-gateway.port';
import type { TreasuryReportGateway } from '../../application/ports/treasury-report-gateway.port';
import type { OwnDataGateway } from '../../application/ports/own-data-gateway.port';
import type { ReceiptsGateway } from '../../application/ports/receipts-gateway.port';

/**
 * The ports the pages' machines and use cases run on. The browser's composition root builds the
 * real ones (talking to the self-hosted server, or to AWS in the aws wiring); component tests
 * build them from the in-memory fakes. Components never import an adapter.
 */
export interface AppServices {
  readonly identity: IdentityProvider;
  readonly payments: PaymentGateway;
  readonly members: MemberRepository;
  readonly events: EventRepository;
  readonly officers: OfficerRepository;
  readonly news: NewsRepository;
  readonly committees: CommitteeRepository;
  /** The Contact page's form. */
  readonly contact: ContactGateway;
  /** The Admin Panel's Markdown preview, rendered by the server. */
  readonly markdownPreview: MarkdownPreview;
  readonly documents: DocumentStore;
  readonly storage: BrowserStorage;
  readonly clock: Clock;
  /**
   * How the checkout forms take a card: the simulator's own form, or the payment provider's
   * element (`SIMULATOR_CARD_ENTRY`, `fixedCardEntry(...)`, or one the server's answer decides).
   */
  readonly cardEntry: CardEntrySource;
  /** The Admin Panel's page texts: the server renders, checks and stores them. */
  readonly siteTextEditor: SiteTextEditor;
  /** Which dues years a payment made today covers, as the server decides them. */
  readonly duesCalendar: DuesCalendar;
  /** The event chair's ticketed events (the /Admin/events pages): the server checks and stores. */
  readonly eventAdmin: EventAdminGateway;
  /** The door (issue 17): the attendee list, the check-in page, a ticket's own page. */
  readonly eventDoor: EventDoorGateway;
  /** The waiting list's leave link, and the chair's waiting lists and event orders (issue 17). */
  readonly ticketingDesk: TicketingDesk;
  /** Ticketed events: the published events, an event's page with this caller's prices, waiting-list offers and joining. */
  readonly ticketedEvents: TicketedEventsGateway;
  /** The officers' console (issue 18): roles bound to terms and the audit log; the server decides who may. */
  readonly officerConsole: OfficerConsoleGateway;
  /** The officers' member roster and a member's page (issue 18): the server searches, checks and stores. */
  readonly officerMembers: OfficerMembersGateway;
  /** The treasurer's ledger and offline payments (issue 18; officers only). */
  readonly ledger: LedgerGateway;
  /** The treasurer's report of a period: figures, CSV and PDF, publishing to Treasury Reports (issue 18; officers only). */
  readonly treasuryReports: TreasuryReportGateway;
  /** The console home's summary at a glance (issue 18; each part only for the officers it is meant for). */
  readonly officerSummary: OfficerSummaryGateway;
  /** The officers' preview of every mail the site sends (issue 19). */
  readonly mailTemplates: MailTemplateGateway;
  /** Dues reminders (issue 19): a reminder's pay link (no sign-in) and the officers' schedule page. */
  readonly duesReminders: DuesRemindersGateway;
  /** The mail queue's deliveries and the schedule's last runs (issue 19; officers only). */
  readonly outgoingMail: OutgoingMailGateway;
  /** The officers' member e-mail (issue 19; secretary and administrators). */
  readonly memberEmail: MemberEmailGateway;
  /** A person's mail preferences, by a mail's link or signed in (issue 19). */
  readonly mailPreferences: MailPreferencesGateway;
  /** 'Delete my account' (issue 20): the e-mailed code and the deletion, as the signed-in person. */
  readonly ownData: OwnDataGateway;
  /** Year-end giving statements (issue 20): the treasurer's preview and 'Send all', a member's own statements. */
  readonly givingStatements: GivingStatementsGateway;
  /** The member directory and a member's own directory profile (issue 20; members only). */
  readonly directory: DirectoryGateway;
  /** A member's payments and their receipts, an officer's copy of a receipt, and the chapter's settings (issue 20). */
  readonly receipts: ReceiptsGateway;
  /** The backups' schedule, last success and latest runs (issue 21; the secretary and administrators). */
  readonly backups: BackupsGateway;
}

const ServicesContext = createContext<AppServices | null>(null);

export function ServicesProvider({ services, children }: { readonly services: AppServices; readonly children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

/** The services of the nearest provider; a page outside one is a wiring bug. */
export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (services === null) throw new Error('useServices() needs a <ServicesProvider> above it.');
  return services;
}
