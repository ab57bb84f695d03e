import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Notice } from '../../application/browser/messages';
import { toastLimit, useToastEdge } from './toast-placement';

interface ShownNotice {
  readonly id: number;
  readonly notice: Notice;
}

type Notify = (notice: Notice) => void;

const NotifyContext = createContext<Notify | null>(null);

/**
 * Holds the toasts on screen (spec section 9: 5 s by default, 3 s or until closed where a
 * message says so, at most 20, top centre; on a phone at most two, compact, at the bottom or,
 * when the field in use is there, at the top) and announces them to screen readers.
 */
export function NoticesProvider({ children }: { readonly children: ReactNode }) {
  const [shown, setShown] = useState<readonly ShownNotice[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setShown((current) => current.filter((item) => item.id !== id)), []);
  const notify = useCallback<Notify>((notice) => {
    const id = nextId.current++;
    setShown((current) => [...current, { id, notice }].slice(-toastLimit()));
  }, []);
  return (
    <NotifyContext.Provider value={notify}>
      {children}
      <Toasts shown={shown} dismiss={dismiss} />
    </NotifyContext.Provider>
  );
}

function Toasts({ shown, dismiss }: { readonly shown: readonly ShownNotice[]; readonly dismiss: (id: number) => void }) {
  const region = useRef<HTMLElement>(null);
  const edge = useToastEdge(region, shown.length);
  return (
    <section className={`toasts toasts-${edge}`} aria-label="Notifications" ref={region}>
      <div aria-live="polite" aria-relevant="additions">
        {shown.map((item) => (
          <Toast key={item.id} item={item} dismiss={dismiss} />
        ))}
      </div>
    </section>
  );
}

function Toast({ item, dismiss }: { readonly item: ShownNotice; readonly dismiss: (id: number) => void }) {
  const { durationMs, tone, text } = item.notice;
  useEffect(() => {
    if (durationMs === null) return undefined;
    const timer = setTimeout(() => dismiss(item.id), durationMs);
    return () => clearTimeout(timer);
  }, [durationMs, dismiss, item.id]);
  return (
    <div className={`toast toast-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <p>{text}</p>
      <button type="button" className="toast-close" onClick={() => dismiss(item.id)} aria-label="Close notification">
        ×
      </button>
    </div>
  );
}

/** Shows a notice as a toast. */
export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (notify === null) throw new Error('useNotify() needs a <NoticesProvider> above it.');
  return notify;
}

interface NoticeSource {
  on(type: 'notice', handler: (event: { readonly notice: Notice }) => void): { unsubscribe(): void };
}

/** Shows every notice a machine emits (`emit({ type: 'notice', notice })`) as a toast. */
export function useMachineNotices(actor: NoticeSource): void {
  const notify = useNotify();
  useEffect(() => {
    const subscription = actor.on('notice', (event) => notify(event.notice));
    return () => subscription.unsubscribe();
  }, [actor, notify]);
}
