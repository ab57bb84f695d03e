import { z } from 'zod';
import type { OwnDataGateway, OwnDataGatewayError } from '../../application/ports/own-data-gateway.port';
import type { RetryingFetch } from './fetch-with-retry';
import { jsonClient, type ExtraHeaders, type HttpFailure, type JsonClient } from './json-client';
import { readRefusal } from './refusal';

/** The server's refusal in the page's terms: a code's problem goes beside the code field. */
function errorOf(failure: HttpFailure): OwnDataGatewayError {
  const { status, message, fields } = readRefusal(failure);
  const fieldMessage = fields?.code;
  if (fieldMessage !== undefined) return { type: 'Code', message: fieldMessage, field: 'code' };
  if (status === 400) return { type: 'Code', message, field: 'code' };
  if (status === 429) return { type: 'TooMany', message };
  if (status === 401) return { type: 'Unauthorized', message };
  if (status === 403) return { type: 'NotAllowed', message };
  return { type: 'Unavailable', message };
}

interface HttpOptions {
  readonly baseUrl?: string;
  readonly fetch?: RetryingFetch;
  readonly headers?: ExtraHeaders;
}

/** 'Delete my account' over the server's `/me/account` API, as the signed-in person. Neither call is retried in the background. */
export class HttpOwnDataGateway implements OwnDataGateway {
  readonly #send: JsonClient;

  constructor(options: HttpOptions = {}) {
    this.#send = jsonClient(options);
  }

  requestDeletionCode() {
    const answer = z.object({ codeDelivery: z.object({ destination: z.string() }) });
    return this.#send({ method: 'POST', path: '/me/account/deletion-code', answer })
      .map(({ codeDelivery }) => ({ destination: codeDelivery.destination }))
      .mapErr(errorOf);
  }

  deleteAccount(code: string) {
    return this.#send({ method: 'POST', path: '/me/account/delete', body: { code }, answer: z.object({ deleted: z.literal(true) }) })
      .map(() => undefined)
      .mapErr(errorOf);
  }
}
