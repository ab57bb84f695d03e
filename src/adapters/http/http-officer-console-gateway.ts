import type { ResultAsync } from 'neverthrow';
import { z } from 'zod';
import type { AuditQuery, CsvFile, OfficerConsoleError, OfficerConsoleGateway } from '../../application/ports/officer-console-gateway.port';
import { OFFICER_ROLES } from '../../domain/officer-roles';
import type { RoleGrantForm } from '../../domain/validation/role-grant-form';
import type { RetryingFetch } from './fetch-with-retry';
import { csvClient, jsonClient, type CsvClient, type ExtraHeaders, type HttpFailure, type JsonClient } from './json-client';
import { readRefusal } from './refusal';

const listedGrant = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(OFFICER_ROLES),
  event: z.string().nullable(),
  endsOn: z.string(),
  grantedBy: z.string(),
  grantedAt: z.string(),
  revokedAt: z.string().nullable(),
  revokedBy: z.string().nullable(),
  status: z.enum(['current', 'ended', 'revoked']),
});
const roleList = z.object({ grants: z.array(listedGrant), today: z.string(), timeZone: z.string() });
const oneGrant = z.object({ grant: listedGrant });
const auditEntry = z.object({
  actor: z.string(),
  at: z.string(),
  action: z.string(),
  subject: z.object({ kind: z.string(), id: z.string() }),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
});
const auditView = z.object({ entries: z.array(auditEntry), total: z.number(), page: z.number(), pageSize: z.number() });

/** The server's refusal in the port's words: 400 with fields InvalidForm, 401/403 Unauthorized, 404 NotFound, anything else Unavailable. */
function errorOf(failure: HttpFailure): OfficerConsoleError {
  const { status, message, fields } = readRefusal(failure);
  if (status === 400 && fields !== undefined) return { type: 'InvalidForm', message, fields };
  if (status === 401 || status === 403) return { type: 'Unauthorized', message };
  if (status === 404) return { type: 'NotFound', message };
  return { type: 'Unavailable', message };
}

function queryString(query: AuditQuery, page?: number): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value.trim() !== '') params.set(name, value.trim());
  if (page !== undefined && page > 1) params.set('page', String(page));
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * The console's roles and audit log over the server's /officers API (officer-roles.routes.ts,
 * officer-audit.routes.ts), as the signed-in officer (the session cookie; in the aws wiring, the
 * Cognito ID token `headers` adds). Writes are never repeated in the background.
 */
export class HttpOfficerConsoleGateway implements OfficerConsoleGateway {
  readonly #send: JsonClient;
  readonly #download: CsvClient;

  constructor(options: { readonly baseUrl?: string; readonly fetch?: RetryingFetch; readonly headers?: ExtraHeaders } = {}) {
    this.#send = jsonClient(options);
    this.#download = csvClient(options);
  }

  roles() {
    return this.#send({ method: 'GET', path: '/officers/roles', answer: roleList }).mapErr(errorOf);
  }

  grant(form: RoleGrantForm) {
    return this.#send({ method: 'POST', path: '/officers/roles', body: form, answer: oneGrant })
      .map(({ grant }) => grant)
      .mapErr(errorOf);
  }

  revoke(id: string) {
    return this.#send({ method: 'POST', path: `/officers/roles/${encodeURIComponent(id)}/revoke`, answer: oneGrant })
      .map(({ grant }) => grant)
      .mapErr(errorOf);
  }

  audit(query: AuditQuery, page: number) {
    return this.#send({ method: 'GET', path: `/officers/audit${queryString(query, page)}`, answer: auditView }).mapErr(errorOf);
  }

  auditCsv(query: AuditQuery): ResultAsync<CsvFile, OfficerConsoleError> {
    return this.#download(`/officers/audit/export.csv${queryString(query)}`, 'audit-log.csv').mapErr(errorOf);
  }
}
