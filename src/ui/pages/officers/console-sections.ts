import { canActor, type Action, type Actor } from '../../../domain/access';

/** One section of the officers' console, shown to those whose role allows its action. */
export interface ConsoleSection {
  readonly title: string;
  readonly path: string;
  readonly action: Action;
  readonly text: string;
}

/** The console's sections, in the order the home lists them. */
const CONSOLE_SECTIONS: readonly ConsoleSection[] = [
  {
    title: 'Members',
    path: '/Admin/members',
    action: 'viewRoster',
    text: 'The roster with membership and dues status, search and export.',
  },
  { title: 'Ledger', path: '/Admin/ledger', action: 'viewLedger', text: 'Every order and payment, offline payments and refunds.' },
  {
    title: 'Treasury report',
    path: '/Admin/reports',
    action: 'viewTreasuryReport',
    text: 'Income and refunds of a period by category and method, as a PDF and a CSV, published to Treasury Reports.',
  },
  {
    title: 'Dues reminders',
    path: '/Admin/reminders',
    action: 'manageDuesReminders',
    text: 'The schedule of e-mails to members who have not paid their dues, who the next ones reach, and each run.',
  },
  {
    title: 'Events',
    path: '/Admin/events',
    action: 'listAllTicketedEvents',
    text: 'Ticketed events, their attendees, waiting lists and orders.',
  },
  {
    title: 'Documents',
    path: '/Admin/documents',
    action: 'uploadDocument',
    text: 'The members-only documents: meeting minutes and treasury reports, uploaded and removed.',
  },
  {
    title: 'Outgoing mail',
    path: '/Admin/outgoing-mail',
    action: 'viewOutgoingMail',
    text: 'Every mail the site sends, the ones that failed, and the scheduled jobs’ last runs.',
  },
  {
    title: 'Member e-mail',
    path: '/Admin/member-email',
    action: 'viewMemberEmail',
    text: 'Messages to members by dues status, class year or event, with their delivery logs.',
  },
  { title: 'Roles', path: '/Admin/roles', action: 'viewRoles', text: 'Who holds which officer’s role, and until when.' },
  { title: 'Audit log', path: '/Admin/audit', action: 'viewAuditLog', text: 'Who changed what, and when.' },
  {
    title: 'Mail templates',
    path: '/Admin/mail-templates',
    action: 'previewMailTemplates',
    text: 'Every e-mail the site sends, previewed with sample data.',
  },
  {
    title: 'Giving statements',
    path: '/Admin/giving-statements',
    action: 'viewGivingStatements',
    text: 'Each donor’s year-end statement of gifts and their deductible part, downloaded or sent to all.',
  },
  {
    title: 'Chapter settings',
    path: '/Admin/settings',
    action: 'manageChapterSettings',
    text: 'The legal name, address and tax ID receipts name, whether gifts are deductible, and the fiscal year.',
  },
  {
    title: 'Backups',
    path: '/Admin/backups',
    action: 'viewBackups',
    text: 'When the last backup succeeded, the latest ones with their failures, and how to restore.',
  },
];

/** The sections this person may use (the server refuses the rest again on every request). */
export function sectionsFor(actor: Actor): readonly ConsoleSection[] {
  return CONSOLE_SECTIONS.filter((section) => canActor(actor, section.action, 'anyEvent'));
}

/** The events whose door this person keeps (a door volunteer's grants), for links to their check-in pages. */
export function doorEventsOf(actor: Actor): readonly string[] {
  if (canActor(actor, 'listAllTicketedEvents')) return [];
  return (actor.offices ?? []).filter((office) => office.role === 'door' && office.event !== null).map((office) => office.event ?? '');
}
