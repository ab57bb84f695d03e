import type { OfflinePaymentForm, PayerView } from '../../../application/ports/ledger-gateway.port';
import type { Answers } from './purpose-fields';

export const PURPOSES: readonly { readonly value: string; readonly label: string }[] = [
  { value: 'dues', label: 'Dues of a year' },
  { value: 'membership', label: 'A new membership' },
  { value: 'upgrade', label: 'An upgrade to lifetime membership' },
  { value: 'donation', label: 'A donation' },
  { value: 'event-tickets', label: 'Event tickets' },
];

/** '50', '50.5', '$1,050.25' as cents; undefined for anything else (the server then says what it takes). */
export function centsOf(text: string): number | undefined {
  const match = /^\$?(\d{1,3}(?:,\d{3})*|\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  return Number((match[1] ?? '').replaceAll(',', '')) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

const answer = (answers: Answers, field: string) => answers[field] ?? '';

/** The form to send: the shared details, and only what the chosen purpose asks. */
export function offlinePaymentForm(purpose: string, answers: Answers, payer: PayerView | null, idempotencyKey: string): OfflinePaymentForm {
  const shared = {
    purpose,
    method: answer(answers, 'method'),
    reference: answer(answers, 'reference'),
    receivedOn: answer(answers, 'receivedOn'),
    idempotencyKey,
  };
  const contact = { firstName: answer(answers, 'firstName'), lastName: answer(answers, 'lastName'), email: answer(answers, 'email') };
  switch (purpose) {
    case 'dues':
      return { ...shared, memberId: payer?.id ?? '', duesYear: Number(answer(answers, 'duesYear')) };
    case 'upgrade':
      return { ...shared, memberId: payer?.id ?? '' };
    case 'membership':
      return {
        ...shared,
        membership: answer(answers, 'membership'),
        application: {
          ...contact,
          phone: answer(answers, 'phone'),
          address: answer(answers, 'address'),
          city: answer(answers, 'city'),
          state: answer(answers, 'state'),
          zipcode: answer(answers, 'zipcode'),
          gradYear: answer(answers, 'gradYear') === '' ? null : answer(answers, 'gradYear'),
        },
      };
    case 'donation': {
      const amount = centsOf(answer(answers, 'amount'));
      return { ...shared, contact, donationType: answer(answers, 'donationType'), ...(amount === undefined ? {} : { amount }) };
    }
    default: {
      const counts = Object.fromEntries(
        Object.entries(answers)
          .filter(([field, value]) => field.startsWith('counts.') && value.trim() !== '')
          // A count that is not a whole number goes as -1, which the server refuses beside its field in its own words.
          .map(([field, value]) => [field.slice('counts.'.length), /^\d{1,6}$/.test(value.trim()) ? Number(value.trim()) : -1]),
      );
      return { ...shared, contact, event: answer(answers, 'event'), counts };
    }
  }
}
