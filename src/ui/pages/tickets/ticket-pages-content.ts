import type { ReturnLink, TicketForm, TicketPage } from '../../../application/browser/machines/ticket-checkout.machine';
import { COOKOUT_2022_TICKET_PRICE, COOKOUT_2024_TICKET_PRICE, SPONSORED_STUDENT_PRICE } from '../../../domain/catalog';
import type { Cents } from '../../../domain/money';
import { STUDENTS_PLACEHOLDER } from '../../../domain/validation/checkout-forms';
import type { FieldSpec } from '../../components/field-list';

/** How one ticket page words and prices what it sells; the flow itself is the machine's. */
export interface TicketPageContent {
  readonly page: TicketPage;
  readonly title: string;
  readonly intro: string;
  readonly selectionHeading: string;
  /** The price of one ticket or sponsored student, from the domain's catalogue. */
  readonly unitPrice: Cents;
  readonly unit: { readonly one: string; readonly other: string };
  readonly addLabel: string;
  /** Takes one away (not on the original pages, which could only clear them all). */
  readonly removeLabel: string;
  /** The confirmation's way to start again. */
  readonly againLabel: string;
  readonly proceedReason: string;
  /** The 2024 pages show the count beside the total. */
  readonly totalWithCount: boolean;
  /** The note linking to /Donate, on the page for those who may not come. */
  readonly donateNote: string | null;
}

const TICKET = { one: 'ticket', other: 'tickets' } as const;

/** /Cookout-2022: tickets for the 2022 cookout; its return link keeps the original's words. */
export const COOKOUT_2022_CONTENT: TicketPageContent = {
  page: 'cookout-2022',
  title: 'Cookout 2022',
  intro: 'Join alumni, scholars and their families for an afternoon of food, games and fellowship at the chapter cookout.',
  selectionHeading: 'Tickets',
  unitPrice: COOKOUT_2022_TICKET_PRICE,
  unit: TICKET,
  addLabel: 'Add a Ticket',
  removeLabel: 'Remove a Ticket',
  againLabel: 'Buy more tickets',
  proceedReason: 'Add a ticket to continue.',
  totalWithCount: false,
  donateNote: null,
};

/** /Attend-Cookout: tickets for the 2024 cookout, with the note pointing to /Donate. */
export const ATTEND_COOKOUT_CONTENT: TicketPageContent = {
  page: 'cookout-2024',
  title: 'Attend the Cookout 2024',
  intro: 'Join alumni, scholars and their families for an afternoon of food, games and fellowship at the 2024 chapter cookout.',
  selectionHeading: 'Tickets',
  unitPrice: COOKOUT_2024_TICKET_PRICE,
  unit: TICKET,
  addLabel: 'Add a Ticket',
  removeLabel: 'Remove a Ticket',
  againLabel: 'Buy more tickets',
  proceedReason: 'Add a ticket to continue.',
  totalWithCount: true,
  donateNote: 'If you are unable to make it to the cookout, please consider donating',
};

/** /Sponsor-Cookout: students sponsored for the 2024 cookout, named in the form. */
export const SPONSOR_COOKOUT_CONTENT: TicketPageContent = {
  page: 'sponsor-cookout-2024',
  title: 'Sponsor Students for the Cookout 2024',
  intro: 'Give a current scholar a seat at the 2024 chapter cookout: each sponsorship pays for one student’s ticket.',
  selectionHeading: 'Students',
  unitPrice: SPONSORED_STUDENT_PRICE,
  unit: { one: 'student', other: 'students' },
  addLabel: '+ Add a Student',
  removeLabel: '- Remove a Student',
  againLabel: 'Sponsor more students',
  proceedReason: 'Add a student to continue.',
  totalWithCount: true,
  donateNote: null,
};

/** The return link's words on each page (the 2022 page's are the spec's own). */
export const RETURN_LINK_TEXT: Readonly<Record<ReturnLink, string>> = {
  'membership-selection': 'Return to membership selection',
  'ticket-selection': 'Return to ticket selection',
};

/** The sponsor form's required names of the students. */
export const STUDENTS_FIELD: FieldSpec<keyof TicketForm> = {
  name: 'students',
  label: 'Students to Sponsor',
  multiline: true,
  required: true,
  placeholder: STUDENTS_PLACEHOLDER,
};

/** '1 ticket', '3 students'. */
export function countText(content: TicketPageContent, count: number): string {
  return `${count} ${count === 1 ? content.unit.one : content.unit.other}`;
}
