import { TicketCheckout } from './ticket-checkout';
import { ATTEND_COOKOUT_CONTENT } from './ticket-pages-content';

/**
 * Attend Cookout (/Attend-Cookout): 2024 cookout tickets with the count beside the total, and a
 * note pointing those who cannot come to /Donate.
 */
export function AttendCookoutPage() {
  return <TicketCheckout content={ATTEND_COOKOUT_CONTENT} />;
}
