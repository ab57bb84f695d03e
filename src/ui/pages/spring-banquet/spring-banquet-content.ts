import type { BanquetTicketKind } from '../../../application/browser/machines/banquet-checkout.machine';
import { BANQUET_ADULT_PRICE, BANQUET_CHILD_PRICE } from '../../../domain/catalog';
import type { Cents } from '../../../domain/money';

/** The Spring Banquet page's own words, editable without touching its components. */
export const BANQUET_COPY = {
  title: 'Spring Banquet 2022',
  intro: 'Join fellow alumni, scholars and their families for an evening of dinner, fellowship and celebration.',
  details: [
    { term: 'Date', description: 'Saturday, April 23, 2022' },
    { term: 'Time', description: '5:00 to 9:00 p.m.' },
    { term: 'Place', description: 'Portsmouth, VA' },
  ],
  ticketsHeading: 'Choose your tickets',
  infantNote: 'Babies and toddlers who do not need a chair come free: no ticket is needed for them.',
  proceedReason: 'Add at least one adult or child ticket to continue.',
  detailsHeading: 'Your details',
} as const;

/** How each counted ticket kind is named and priced (prices from the domain's catalogue). */
export const TICKET_KINDS: Readonly<Record<BanquetTicketKind, { readonly label: string; readonly one: string; readonly price: Cents }>> = {
  adults: { label: 'Number of adults', one: 'an adult', price: BANQUET_ADULT_PRICE },
  children: { label: 'Number of children (9 and under)', one: 'a child', price: BANQUET_CHILD_PRICE },
};
