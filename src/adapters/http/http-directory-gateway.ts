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
const problem = z.object({
  error: z.object({ type: z.string().optional(), message: z.string(), fields: z.record(z.string(), z.string()).optional() }),
});

const UNAVAILABLE = 'The server could not be reached. Please try again.';

/** The server's refusal in the port's words: 400 Invalid (with its fields), 401 Unauthorized, 403 NotAMember or Unauthorized, 429 RateLimited. */
function errorOf(failure: HttpFailure): DirectoryGatewayError {
  if (failure.type !== 'HttpError')
    return { type: 'Unavailable', message: failure.type === 'NetworkFailure' ? UNAVAILABLE : failure.message };
  const parsed = problem.safeParse(failure.body);
  const message = parsed.success ? parsed.data.error.message : `The server answered ${failure.status}.`;
  if (failure.status === 400) return { type: 'Invalid', message, fields: parsed.data?.error.fields ?? {} };
  if (failure.status === 403 && parsed.data?.error.type === 'NotAMember') return { type: 'NotAMember', message };
  if (failure.status === 401 || failure.status === 403) return { type: 'Unauthorized', message };
  if (failure.status === 429) return { type: 'RateLimited', message };
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
