import type { OrderStatus } from '../../../application/ports/order-ledger.port';

/** Dollars as the ledger shows them: '$50.00'. */
export function dollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const [whole = '0', part = '00'] = (Math.abs(cents) / 100).toFixed(2).split('.');
  return `${sign}$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${part}`;
}

export const STATUS_WORDS: Readonly<Record<OrderStatus, string>> = {
  pending: 'Pending',
  paid: 'Paid',
  fulfilled: 'Fulfilled',
  failed: 'Failed',
  flagged: 'Flagged',
  refunded: 'Refunded',
};

export const LEDGER_TITLE = 'Ledger';
export const RECORD_TITLE = 'Record a payment';
