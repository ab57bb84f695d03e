import type { ResultAsync } from 'neverthrow';
import type { Actor } from '../domain/access';
import type { Peer } from './proxy-trust';

/** Who is calling, as the authentication middleware decided from the session cookie or bearer token. */
export interface RequestActor extends Actor {
  /** The account id, or null for a visitor. */
  readonly userId: string | null;
  /** The access token the request carried (needed by the identity operations of a signed-in user). */
  readonly accessToken: string | null;
  /** An administrator who must turn on two-step sign-in first: a member until then (AuthUser.needsTwoStep). */
  readonly needsTwoStep?: boolean;
}

export const VISITOR: RequestActor = { role: 'visitor', email: null, userId: null, accessToken: null };

/** A token that cannot be checked now (its store or key set is away): answered 503, never taken for a visitor. */
export interface TokenUnavailable {
  readonly type: 'Unavailable';
  readonly message: string;
}

/**
 * Who a token belongs to: the caller, or null when the token is nobody's (unknown, expired,
 * revoked, forged): a visitor. The default reads the server's own sessions; on AWS Lambda in the
 * Amplify wiring, Cognito ID tokens (cognito-callers.ts); the middleware is authenticate.ts.
 */
export type TokenCallers = (token: string) => ResultAsync<RequestActor | null, TokenUnavailable>;

/** Hono's typing of what middleware puts on the request context. */
export interface AppEnv {
  Variables: {
    actor: RequestActor;
    /** A stable key for the client (its address), for rate limits. */
    clientKey: string;
    /** The socket, the client behind it and whether a trusted proxy stands between (client-key.ts). */
    peer: Peer;
    /** This request's id (request-log.ts): its log line's, its X-Request-Id, the reference a failure shows. */
    requestId: string;
    /** What a route adds to the request's log line (request-log.ts `noteOnLog`). */
    logNote?: LogNote;
  };
}

/** What an administrator did to a stored document, and who, on the request's log line (request-log.ts). */
export interface DocumentLogEntry {
  readonly action: 'uploaded' | 'deleted';
  readonly key: string;
  readonly name?: string;
  /** The administrator's account id (never their e-mail address). */
  readonly by: string;
}

/** What a route adds to its request's one log line: a failure it caught and answered itself, a document change. */
export interface LogNote {
  readonly failure?: { readonly message: string; readonly stack?: string };
  readonly document?: DocumentLogEntry;
}
