import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { SiteTextKey, SiteTextSnapshot } from '../../domain/site-texts';

interface SiteTextsValue {
  readonly texts: SiteTextSnapshot;
  /** Shows `html` as the text of `key` from now on (after an administrator saved it). */
  readonly replace: (key: SiteTextKey, html: string) => void;
}

const SiteTextsContext = createContext<SiteTextsValue>({ texts: {}, replace: () => undefined });

/**
 * The page texts every page draws from: `initial` is what the served page carries (read from its
 * JSON script by main.tsx before hydrating, given by the prerender at build time), so the first
 * render matches the HTML on screen. A save in the Admin Panel replaces one for this tab at once.
 */
export function SiteTextsProvider({ initial, children }: { readonly initial: SiteTextSnapshot; readonly children: ReactNode }) {
  const [texts, setTexts] = useState(initial);
  const replace = useCallback((key: SiteTextKey, html: string) => setTexts((current) => ({ ...current, [key]: html })), []);
  const value = useMemo(() => ({ texts, replace }), [texts, replace]);
  return <SiteTextsContext.Provider value={value}>{children}</SiteTextsContext.Provider>;
}

/** Replaces one page text for this tab (see SiteTextsProvider). */
export function useReplaceSiteText(): SiteTextsValue['replace'] {
  return useContext(SiteTextsContext).replace;
}

/**
 * One editable text of the site (domain/site-texts.ts), as the server rendered and sanitised it,
 * in the marked block the server finds it by (domain/site-text-markup.ts): never give it another
 * class or attribute. The HTML comes only from the server's sanitising renderer.
 */
export function SiteText({ name }: { readonly name: SiteTextKey }) {
  const html = useContext(SiteTextsContext).texts[name] ?? '';
  return <div className="site-text" data-site-text={name} dangerouslySetInnerHTML={{ __html: html }} />;
}
