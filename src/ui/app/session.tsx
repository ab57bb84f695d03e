import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { restoreSession, type RestoreSessionOptions } from '../../application/browser/use-cases/restore-session.use-case';
import { roleOf, type Actor } from '../../domain/access';
import { normalizeEmail } from '../../domain/members';
import type { Office } from '../../domain/officer-roles';
import { useServices } from './services';

/** Whether someone is signed in: 'unknown' until the identity service has answered (and while prerendering). */
type SessionStatus = 'unknown' | 'signed-in' | 'signed-out';

/** The signed-in state the shell and the pages share. */
export interface SessionState {
  readonly status: SessionStatus;
  /** The signed-in e-mail (the app state `user` of spec section 3), or null. */
  readonly email: string | null;
  /** The server's decision, only shown by the browser (an Admin badge, the Admin Panel). */
  readonly isAdmin: boolean;
  /**
   * An administrator who must turn on two-step sign-in first: the server treats them as a member
   * until then, and the Member Area takes them to the set-up.
   */
  readonly needsTwoStep: boolean;
  /** The officers' roles in force for this person, as the server said: the console shows only what they allow. */
  readonly offices: readonly Office[];
  /** Who is asking, as the domain's access rules see it: the role and e-mail the use cases check. */
  readonly actor: Actor;
  /** Asks the identity service again, e.g. right after a sign-in. */
  refresh(): void;
  /** Forgets the signed-in user at once, after the sign-out use case has run. */
  signedOut(): void;
}

type Known = Pick<SessionState, 'status' | 'email' | 'isAdmin' | 'needsTwoStep' | 'offices'>;

const UNKNOWN: Known = { status: 'unknown', email: null, isAdmin: false, needsTwoStep: false, offices: [] };
const SIGNED_OUT: Known = { status: 'signed-out', email: null, isAdmin: false, needsTwoStep: false, offices: [] };

// The browser holds no list of administrators: the server's isAdmin answer for this e-mail
// stands in for it, so the role comes from the domain's own roleOf, as on the server.
function actorOf({ email, isAdmin, offices }: Pick<Known, 'email' | 'isAdmin' | 'offices'>): Actor {
  const admins = new Set(isAdmin && email !== null ? [normalizeEmail(email)] : []);
  return { role: roleOf(email, admins), email, offices };
}

const SessionContext = createContext<SessionState | null>(null);

/**
 * Holds who is signed in, decided by the restore-session use case over the services when the
 * app starts (in an effect, so prerendered HTML shows the 'unknown' state) and whenever a page
 * calls `refresh()`. The latest request wins.
 */
export function SessionProvider({ children }: { readonly children: ReactNode }) {
  const { identity, storage } = useServices();
  const [known, setKnown] = useState<Known>(UNKNOWN);
  const latest = useRef(0);
  const restore = useCallback(
    (options: RestoreSessionOptions) => {
      const request = ++latest.current;
      void restoreSession({ identity, storage }, options).map((session) => {
        if (request !== latest.current) return;
        setKnown(
          session.user === null
            ? SIGNED_OUT
            : {
                status: 'signed-in',
                email: session.user,
                isAdmin: session.isAdmin,
                needsTwoStep: session.needsTwoStep,
                offices: session.offices,
              },
        );
      });
    },
    [identity, storage],
  );
  const refresh = useCallback(() => restore({}), [restore]);
  const signedOut = useCallback(() => {
    latest.current++;
    setKnown(SIGNED_OUT);
  }, []);
  // At start the service is asked only when an e-mail is remembered; a page that must know for
  // sure (Login) calls refresh(), and its effect runs before this one, so its answer stands.
  useEffect(() => {
    if (latest.current === 0) restore({ onlyIfRemembered: true });
  }, [restore]);
  const value = useMemo(() => ({ ...known, actor: actorOf(known), refresh, signedOut }), [known, refresh, signedOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The session of the nearest `SessionProvider`; a page outside one is a wiring bug. */
export function useSession(): SessionState {
  const session = useContext(SessionContext);
  if (session === null) throw new Error('useSession() needs a <SessionProvider> above it.');
  return session;
}
