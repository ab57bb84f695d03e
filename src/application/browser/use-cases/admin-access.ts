import { err, ok, type Result } from 'neverthrow';
import { authorizeActor, type Action, type Actor } from '../../../domain/access';
import { TOAST_DEFAULT_MS, type Notice } from '../messages';
import { contentFailure, type ContentFailure } from './content-failure';

/** Said when someone who is not an administrator tries an Admin Panel action (the spec has no words for it). */
export const ADMINS_ONLY = 'Only administrators can do this. Please sign in with an administrator account.';

const ADMINS_ONLY_NOTICE: Notice = { tone: 'error', text: ADMINS_ONLY, durationMs: TOAST_DEFAULT_MS };

/** An Admin Panel action refused in the browser, before any port was called; `cause` is the domain's 'Unauthorized'. */
export type AdminOnly = ContentFailure<'AdminOnly'>;

/**
 * Whether `actor` may take every one of `actions`, decided by the domain's access rules. The server
 * decides again on every call; this check keeps a visitor or a member from reaching the ports at all.
 */
export function authorizeAdminAction(actor: Actor, actions: readonly Action[]): Result<void, AdminOnly> {
  for (const action of actions) {
    const allowed = authorizeActor(actor, action);
    if (allowed.isErr()) return err(contentFailure('AdminOnly', { type: allowed.error.type, message: ADMINS_ONLY }, ADMINS_ONLY_NOTICE));
  }
  return ok(undefined);
}
