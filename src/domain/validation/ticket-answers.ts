import { err, ok, type Result } from 'neverthrow';
import type { PricedTicketOrder } from '../event-pricing';
import type { OrderAnswers, TicketAnswer, TicketType } from '../ticketed-events';
import { MAX_LENGTH, required, type FieldErrors, type InvalidForm } from './fields';

const BLANK: TicketAnswer = { holderName: '', answer: '' };

/**
 * Checks what each ticket of a priced order asks (issue 17, point 1): the holder's name where the
 * type asks for it, an answer where it asks the chair's question; what a type does not ask is
 * dropped (the browser checks with the event's page and the counts chosen, the server with the
 * stored event and the priced order). Messages are keyed `<type id>.<ticket index>.holderName` / `.answer`.
 */
export function validateTicketAnswers(
  event: { readonly ticketTypes: readonly Pick<TicketType, 'id' | 'asks'>[] },
  order: { readonly lines: readonly Pick<PricedTicketOrder['lines'][number], 'typeId' | 'count'>[] },
  answers: OrderAnswers,
): Result<OrderAnswers, InvalidForm> {
  const fields: FieldErrors = {};
  const cleaned: Record<string, TicketAnswer[]> = {};
  for (const line of order.lines) {
    const asks = event.ticketTypes.find((type) => type.id === line.typeId)?.asks;
    if (!asks || (!asks.holderName && asks.question === null)) continue;
    const given = Object.hasOwn(answers, line.typeId) ? (answers[line.typeId] ?? []) : [];
    cleaned[line.typeId] = Array.from({ length: line.count }, (_, index) => {
      const { holderName, answer } = given[index] ?? BLANK;
      const key = `${line.typeId}.${index}`;
      const name = asks.holderName ? required(holderName, 'Name', MAX_LENGTH.name) : ok('');
      const reply = asks.question !== null ? required(answer, 'An answer', MAX_LENGTH.title) : ok('');
      if (name.isErr()) fields[`${key}.holderName`] = name.error;
      if (reply.isErr()) fields[`${key}.answer`] = reply.error;
      return { holderName: name.unwrapOr(''), answer: reply.unwrapOr('') };
    });
  }
  return Object.keys(fields).length === 0 ? ok(cleaned) : err({ type: 'InvalidForm', fields });
}
