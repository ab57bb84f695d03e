import { priceTickets } from '../../../domain/event-pricing';
import type { Cents } from '../../../domain/money';
import type { TicketCounts, TicketedEvent } from '../../../domain/ticketed-events';

/**
 * What each ticket of one order cost, per ticket type id. The ledger keeps an order's total, not
 * its lines, so the lines are worked out again from the event's prices: the order's tickets priced
 * at the list prices, or at the member prices, whichever gives the total the order paid. When
 * neither does (the chair changed a price after the sale), the total is shared between the tickets
 * in proportion to their list prices, so the amounts still add up to about what was paid.
 */
export function ticketPricesOf(event: TicketedEvent, counts: TicketCounts, paid: Cents): Readonly<Record<string, Cents>> {
  for (const member of [false, true]) {
    const priced = priceTickets(event, counts, member);
    if (priced.isOk() && priced.value.amount === paid) {
      return Object.fromEntries(priced.value.lines.map((line) => [line.typeId, line.unitPrice]));
    }
  }
  const listPrice = (typeId: string) => event.ticketTypes.find((type) => type.id === typeId)?.price ?? 0;
  const entries = Object.entries(counts).filter(([, count]) => count > 0);
  const listTotal = entries.reduce((sum, [typeId, count]) => sum + listPrice(typeId) * count, 0);
  const seats = entries.reduce((sum, [, count]) => sum + count, 0);
  return Object.fromEntries(
    entries.map(([typeId]) => [
      typeId,
      Math.round(listTotal === 0 ? paid / Math.max(seats, 1) : (paid * listPrice(typeId)) / listTotal) as Cents,
    ]),
  );
}
