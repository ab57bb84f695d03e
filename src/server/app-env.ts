import type { Actor } from '../domain/access';

/** Who is calling, as the authentication middleware decided from the session cookie or bearer token. */
export interface RequestActor extends Actor {
  /** The account id, or null for a visitor. */
  readonly userId: string | null;
  /** The access token the request carried (needed by the identity operations of a signed-in user). */
  readonly accessToken: string | null;
}

export const VISITOR: RequestActor = { role: 'visitor', email: null, userId: null, accessToken: null };

/** Hono's typing of what middleware puts on the request context. */
export interface AppEnv {
  Variables: {
    actor: RequestActor;
    /** A stable key for the client (its address), for rate limits. */
    clientKey: string;
  };
}
