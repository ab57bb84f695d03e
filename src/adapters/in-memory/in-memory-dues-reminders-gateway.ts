import type { ResultAsync } from 'neverthrow';
import type {
  DuesRemindersGateway,
  PayLinkError,
  PayLinkView,
  RemindersGatewayError,
  RemindersOverview,
  ReminderSettingsView,
} from '../../application/ports/dues-reminders-gateway.port';
import type { PaymentError, PaymentSession } from '../../application/ports/payment-gateway.port';
import { saveReminderSettings, sendRemindersNow, viewReminders } from '../../application/server/reminders/manage-dues-reminders.use-case';
import { startPayLinkPayment, viewPayLink, type PayLinkDeps } from '../../application/server/reminders/pay-dues-by-link.use-case';
import type { ReminderDeps } from '../../application/server/reminders/reminder-deps';
import type { RemindersError } from '../../application/server/reminders/reminders.errors';
import type { Actor } from '../../domain/access';

const VISITOR: Actor = { role: 'visitor', email: null };
import { toPaymentError } from './in-memory-payment-gateway';

function linkError(error: RemindersError): PayLinkError {
  switch (error.type) {
    case 'InvalidSignature':
    case 'NotFound':
    case 'InvalidForm':
      return { type: 'Invalid', message: error.message };
    case 'Gone':
      return { type: 'Expired', message: error.message };
    case 'Conflict':
      return { type: 'Paid', message: error.message };
    default:
      return { type: 'Unavailable', message: error.message };
  }
}

function officerError(error: RemindersError): RemindersGatewayError {
  switch (error.type) {
    case 'InvalidForm':
      return { type: 'Invalid', message: error.message, fields: error.fields as Record<string, string> };
    case 'Unauthorized':
      return { type: 'Unauthorized', message: error.message };
    default:
      return { type: 'Unavailable', message: error.message };
  }
}

/**
 * The browser's dues reminders port, wired straight to the server's use cases over in-memory
 * stores: the pay link as a visitor, the officers' page as `actor()` (an officer in the tests).
 */
export class InMemoryDuesRemindersGateway implements DuesRemindersGateway {
  readonly #links: PayLinkDeps;
  readonly #reminders: ReminderDeps;
  readonly #actor: () => Actor;

  constructor(links: PayLinkDeps, reminders: ReminderDeps, actor: () => Actor) {
    this.#links = links;
    this.#reminders = reminders;
    this.#actor = actor;
  }

  payLink(token: string): ResultAsync<PayLinkView, PayLinkError> {
    return viewPayLink(this.#links, VISITOR, token).mapErr(linkError);
  }

  startLinkPayment(token: string): ResultAsync<PaymentSession, PaymentError> {
    const key = this.#links.ids.newId();
    return startPayLinkPayment(this.#links, VISITOR, { token, idempotencyKey: key }).mapErr((error): PaymentError => {
      switch (error.type) {
        case 'InvalidSignature':
        case 'Gone':
        case 'Conflict':
        case 'NotFound':
        case 'InvalidForm':
          return { type: 'InvalidOrder', message: error.message };
        case 'RateLimited':
          return error;
        default:
          return toPaymentError(error);
      }
    });
  }

  overview(): ResultAsync<RemindersOverview, RemindersGatewayError> {
    return viewReminders(this.#reminders, this.#actor()).mapErr(officerError);
  }

  saveSettings(form: { readonly enabled: boolean; readonly offsets: string }): ResultAsync<ReminderSettingsView, RemindersGatewayError> {
    return saveReminderSettings(this.#reminders, this.#actor(), form).mapErr(officerError);
  }

  sendNow(input: { readonly year: number; readonly offset: number }): ResultAsync<{ readonly mailed: number }, RemindersGatewayError> {
    return sendRemindersNow(this.#reminders, this.#actor(), input)
      .map(({ mailed }) => ({ mailed }))
      .mapErr(officerError);
  }
}
