import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { EventView } from '../../application/ports/ticketed-events-gateway.port';

/**
 * The event a page was served with (the server renders `/events/<slug>` with it, domain/served-data.ts),
 * given once to the first event page drawn for its slug: a later visit to the page, after the
 * visitor moved around the site, reads the event afresh.
 */
class ServedEvent {
  readonly #event: EventView | null;
  #taken = false;

  constructor(event: EventView | null) {
    this.#event = event;
  }

  peek(slug: string): EventView | null {
    return !this.#taken && this.#event?.slug === slug ? this.#event : null;
  }

  take(): void {
    this.#taken = true;
  }
}

const ServedEventContext = createContext<ServedEvent | null>(null);

/** Holds the event the page was served with (null: none), for the event page to start from. */
export function ServedEventProvider({ event, children }: { readonly event: EventView | null; readonly children: ReactNode }) {
  const [served] = useState(() => new ServedEvent(event));
  return <ServedEventContext.Provider value={served}>{children}</ServedEventContext.Provider>;
}

/** The event this page was served with, if it is the event of `slug` and no page has used it yet. */
export function useServedEvent(slug: string): EventView | null {
  const served = useContext(ServedEventContext);
  const [event] = useState(() => served?.peek(slug) ?? null);
  useEffect(() => {
    if (event !== null) served?.take();
  }, [served, event]);
  return event;
}
