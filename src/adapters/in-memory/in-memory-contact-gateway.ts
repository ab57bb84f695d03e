import type { ResultAsync } from 'neverthrow';
import type { ContactGateway, ContactGatewayError, ContactMessage } from '../../application/ports/contact-gateway.port';
import { sendContactMessage, type ContactDeps } from '../../application/server/contact/send-contact-message.use-case';

/**
 * The Contact page's form over the server's own use case, in memory (component tests): the same
 * checks, limits and hidden field as `POST /contact/message`, as one client (`clientKey`).
 */
export class InMemoryContactGateway implements ContactGateway {
  readonly #deps: ContactDeps;
  readonly #clientKey: string;

  constructor(deps: ContactDeps, clientKey = 'browser') {
    this.#deps = deps;
    this.#clientKey = clientKey;
  }

  send({ website, ...form }: ContactMessage): ResultAsync<void, ContactGatewayError> {
    return sendContactMessage(this.#deps, { form, honeypot: website, clientKey: this.#clientKey }).map(() => undefined);
  }
}
