import { useEffect } from 'react';
import { SITE } from '../content/site';

const SITE_NAME = SITE.name;

/** Sets the tab's title for a page: "Page · Chapter", or the chapter's name alone for the home page. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
