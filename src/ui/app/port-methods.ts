// The methods of each lazily built port, shared by both browser composition roots (self-hosted
// and aws): a lazy port forwards exactly these to the adapter it imports on first use.
import type { ContactGateway } from '../../application/ports/contact-gateway.port';
import type { DuesRemindersGateway } from '../../application/ports/dues-reminders-gateway.port';
import type { GivingStatementsGateway } from '../../application/ports/giving-statements-gateway.port';
import type { DocumentStore } from '../../application/ports/document-store.port';
import type { EventAdminGateway } from '../../application/ports/event-admin-gateway.port';
import type { EventDoorGateway } from '../../application/ports/event-door-gateway.port';
import type { OfficerConsoleGateway } from '../../application/ports/officer-console-gateway.port';
import type { OfficerMembersGateway } from '../../application/ports/officer-members-gateway.port';
import type { MailPreferencesGateway, MemberEmailGateway } from '../../application/ports/member-email-gateway.port';
import type { DirectoryGateway } from '../../application/ports/directory-gateway.port';
import type { LedgerGateway } from '../../application/ports/ledger-gateway.port';
import type { OfficerSummaryGateway } from '../../application/ports/officer-summary-gateway.port';
import type { MailTemplateGateway } from '../../application/ports/mail-template-gateway.port';
import type { OutgoingMailGateway } from '../../application/ports/outgoing-mail-gateway.port';
import type { BackupsGateway } from '../../application/ports/backups-gateway.port';
import type { IdentityProvider } from '../../application/ports/identity-provider.port';
import type { MarkdownPreview } from '../../application/ports/markdown-preview.port';
import type { MemberRepository } from '../../application/ports/member-repository.port';
import type { SiteTextEditor } from '../../application/ports/site-text-editor.port';
import type { TicketingDesk } from '../../application/ports/ticketing-desk.port';
import type { TicketedEventsGateway } from '../../application/ports/ticketed-events-gateway.port';
import type { TreasuryReportGateway } from '../../application/ports/treasury-report-gateway.port';
import type { ReceiptsGateway } from '../../application/ports/receipts-gateway.port';
import type { PortMethods } from './lazy-port';
import type { OwnDataGateway } from '../../application/ports/own-data-gateway.port';

export const IDENTITY_METHODS: PortMethods<IdentityProvider> = {
  signIn: true,
  confirmSignIn: true,
  signOut: true,
  currentUser: true,
  signUp: true,
  confirmSignUp: true,
  resendSignUpCode: true,
  resetPassword: true,
  confirmResetPassword: true,
  updatePassword: true,
  setUpTotp: true,
  verifyTotpSetup: true,
  updateMfaPreference: true,
  fetchMfaPreference: true,
  sendTwoStepCode: true,
};
export const DOCUMENT_METHODS: PortMethods<DocumentStore> = { upload: true, list: true, downloadLink: true, delete: true };
export const EVENT_DOOR_METHODS: PortMethods<EventDoorGateway> = {
  attendees: true,
  attendeesCsv: true,
  search: true,
  counts: true,
  checkIn: true,
  ticket: true,
};
export const OFFICER_MEMBERS_METHODS: PortMethods<OfficerMembersGateway> = {
  roster: true,
  rosterCsv: true,
  member: true,
  amend: true,
  invite: true,
  resetPassword: true,
  setSignIn: true,
  importMembers: true,
};
export const SITE_TEXT_EDITOR_METHODS: PortMethods<SiteTextEditor> = { drafts: true, preview: true, save: true };
export const TICKETING_DESK_METHODS: PortMethods<TicketingDesk> = {
  leaveWaitingList: true,
  waitingList: true,
  offerSeats: true,
  orders: true,
  cancelOrder: true,
  refundAllOrders: true,
};
export const MEMBER_METHODS: PortMethods<MemberRepository> = {
  list: true,
  get: true,
  findByEmail: true,
  create: true,
  update: true,
  delete: true,
};
export const CONTACT_METHODS: PortMethods<ContactGateway> = { send: true };
export const MARKDOWN_PREVIEW_METHODS: PortMethods<MarkdownPreview> = { preview: true };
export const EVENT_ADMIN_METHODS: PortMethods<EventAdminGateway> = {
  list: true,
  get: true,
  create: true,
  update: true,
  changeStatus: true,
  copy: true,
};

export const TICKETED_EVENTS_METHODS: PortMethods<TicketedEventsGateway> = {
  listPublished: true,
  view: true,
  offer: true,
  joinWaitingList: true,
};
export const OFFICER_CONSOLE_METHODS: PortMethods<OfficerConsoleGateway> = {
  roles: true,
  grant: true,
  revoke: true,
  audit: true,
  auditCsv: true,
};
export const LEDGER_METHODS: PortMethods<LedgerGateway> = {
  ledger: true,
  ledgerCsv: true,
  order: true,
  paymentChoices: true,
  findPayers: true,
  recordPayment: true,
  refund: true,
};

export const TREASURY_REPORT_METHODS: PortMethods<TreasuryReportGateway> = { report: true, file: true, publish: true };

export const RECEIPTS_METHODS: PortMethods<ReceiptsGateway> = {
  myPayments: true,
  myReceipt: true,
  ledgerReceipt: true,
  settings: true,
  saveSettings: true,
};

export const OFFICER_SUMMARY_METHODS: PortMethods<OfficerSummaryGateway> = { summary: true };

export const MAIL_TEMPLATE_METHODS: PortMethods<MailTemplateGateway> = { kinds: true, preview: true };
export const DUES_REMINDERS_METHODS: PortMethods<DuesRemindersGateway> = {
  payLink: true,
  startLinkPayment: true,
  overview: true,
  saveSettings: true,
  sendNow: true,
};
export const GIVING_STATEMENTS_METHODS: PortMethods<GivingStatementsGateway> = {
  overview: true,
  statement: true,
  sendAll: true,
  ownYears: true,
  ownStatement: true,
};
export const OUTGOING_MAIL_METHODS: PortMethods<OutgoingMailGateway> = { deliveries: true, retry: true, schedule: true };
export const BACKUPS_METHODS: PortMethods<BackupsGateway> = { overview: true };
export const MEMBER_EMAIL_METHODS: PortMethods<MemberEmailGateway> = {
  list: true,
  choices: true,
  save: true,
  sendTest: true,
  send: true,
  log: true,
  deliveriesTo: true,
};

export const MAIL_PREFERENCES_METHODS: PortMethods<MailPreferencesGateway> = { view: true, change: true, unsubscribe: true };

export const OWN_DATA_METHODS: PortMethods<OwnDataGateway> = { requestDeletionCode: true, deleteAccount: true };
export const DIRECTORY_METHODS: PortMethods<DirectoryGateway> = { search: true, ownProfile: true, saveProfile: true };
