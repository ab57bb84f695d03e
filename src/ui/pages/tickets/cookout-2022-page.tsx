import { TicketCheckout } from './ticket-checkout';
import { COOKOUT_2022_CONTENT } from './ticket-pages-content';

/** Cookout 2022 (/Cookout-2022): add tickets, see the running total, then pay. */
export function Cookout2022Page() {
  return <TicketCheckout content={COOKOUT_2022_CONTENT} />;
}
