import { z } from 'zod';
import type {
  DirectoryGateway,
  DirectoryGatewayError,
  DirectoryQuery,
  OwnDirectoryProfileView,
} from '../../application/ports/directory-gateway.port';
import { DIRECTORY_FIELDS, type DirectoryProfileForm } from '../../domain/directory';
import type { RetryingFetch } from './fetch-with-retry';
import { jsonClient, type ExtraHeaders, type HttpFailure, type JsonClient } from './json-client';
import { readRefusal } from './refusal';

const text = z.string().optional();
const entry = z.object({
  name: text,
  gradYear: text,
  city: text,
  state: text,
  email: text,
  phone: text,
  employer: text,
  jobTitle: text,
  website: text,
  bio: text,
});
const page = z.object({ entries: z.array(entry), total: z.number(), page: z.number(), pageSize: z.number() });
const own = z.object({
  member: z.object({
    firstName: z.string(),
    lastName: z.string(),
    gradYear: z.string().nullable(),
    city: z.string(),
    state: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
  profile: z.object({
    employer: z.string(),
    jobTitle: z.string(),
    website: z.string(),
    bio: z.string(),
    visible: z.array(z.enum(DIRECTORY_FIELDS)),
  }),
}) satisfies z.ZodType<OwnDirectoryProfileView>;

/** The server's refusal in the port's words: 400 Invalid (with its fields), 401 Unauthorized, 403 NotAMember or Unauthorized, 429 RateLimited. */
function errorOf(failure: HttpFailure): DirectoryGatewayError {
  const { status, message, type, fields } = readRefusal(failure);
  if (status === 400) return { type: 'Invalid', message, fields: fields ?? {} };
  if (status === 403 && type === 'NotAMember') return { type: 'NotAMember', message };
  if (status === 401 || status === 403) return { type: 'Unauthorized', message };
  if (status === 429) return { type: 'RateLimited', message };
  return { type: 'Unavailable', message };
}

/** The member directory over HTTP (`/directory`, `/me/directory-profile`), as the signed-in person. */
export class HttpDirectoryGateway implements DirectoryGateway {
  readonly #send: JsonClient;

  constructor(options: { readonly baseUrl?: string; readonly fetch?: RetryingFetch; readonly headers?: ExtraHeaders } = {}) {
    this.#send = jsonClient(options);
  }

  search(query: DirectoryQuery) {
    const params = new URLSearchParams({ q: query.q, gradYear: query.gradYear, city: query.city, page: String(query.page) });
    return this.#send({ method: 'GET', path: `/directory?${params.toString()}`, answer: page, safeToRetry: true }).mapErr(errorOf);
  }

  ownProfile() {
    return this.#send({ method: 'GET', path: '/me/directory-profile', answer: own, safeToRetry: true }).mapErr(errorOf);
  }

  saveProfile(form: DirectoryProfileForm) {
    return this.#send({ method: 'PUT', path: '/me/directory-profile', body: form, answer: own, safeToRetry: true }).mapErr(errorOf);
  }
}
