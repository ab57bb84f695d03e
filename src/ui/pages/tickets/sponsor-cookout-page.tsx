import { TicketCheckout } from './ticket-checkout';
import { SPONSOR_COOKOUT_CONTENT } from './ticket-pages-content';

/**
 * Sponsor Cookout (/Sponsor-Cookout): sponsor students for the 2024 cookout, naming them in the
 * required 'Students to Sponsor' field.
 */
export function SponsorCookoutPage() {
  return <TicketCheckout content={SPONSOR_COOKOUT_CONTENT} />;
}
