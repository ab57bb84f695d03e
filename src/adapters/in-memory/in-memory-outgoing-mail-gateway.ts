import type { OutgoingMailGateway, OutgoingMailGatewayError, OutgoingMailQuery } from '../../application/ports/outgoing-mail-gateway.port';
import type { OutgoingMailError } from '../../application/server/mail/outgoing-mail.errors';
import { retryMail, viewOutgoingMail, viewSchedule, type OutgoingMailDeps } from '../../application/server/mail/outgoing-mail.use-case';
import type { Actor } from '../../domain/access';

/** A use case's refusal in the gateway's words, as the HTTP API answers it. */
function gatewayError(error: OutgoingMailError): OutgoingMailGatewayError {
  switch (error.type) {
    case 'InvalidQuery':
      return { type: 'Invalid', message: error.message, fields: error.fields };
    case 'Unauthorized':
    case 'NotFound':
    case 'Conflict':
      return { type: error.type, message: error.message };
    default:
      return { type: 'Unavailable', message: error.message };
  }
}

/**
 * The officers' outgoing mail and schedule over the server's own use cases and in-memory ports,
 * as `actor()` (the UI tests' fake): the same rules and words as the HTTP API, with no server between.
 */
export class InMemoryOutgoingMailGateway implements OutgoingMailGateway {
  readonly #deps: OutgoingMailDeps;
  readonly #actor: () => Actor;

  constructor(deps: OutgoingMailDeps, actor: () => Actor) {
    this.#deps = deps;
    this.#actor = actor;
  }

  deliveries(query: OutgoingMailQuery) {
    return viewOutgoingMail(this.#deps, this.#actor(), query).mapErr(gatewayError);
  }

  retry(id: string) {
    return retryMail(this.#deps, this.#actor(), id).mapErr(gatewayError);
  }

  schedule() {
    return viewSchedule(this.#deps, this.#actor()).mapErr(gatewayError);
  }
}
