import type { ResultAsync } from 'neverthrow';
import type { SiteTextChange, SiteTextEntry, SiteTextKey } from '../../domain/site-texts';
import type { FieldErrors } from '../../domain/validation/fields';

/** A text as the Admin Panel edits it: the catalogue's entry, its current Markdown and HTML, and its last save (null: never changed). */
export interface SiteTextDraft extends SiteTextEntry {
  readonly text: string;
  readonly html: string;
  readonly updatedBy: string | null;
  readonly updatedAt: string | null;
}

/** A text as it was saved: its Markdown, the HTML the pages now show, who and when. */
export interface SavedSiteText {
  readonly key: SiteTextKey;
  readonly text: string;
  readonly html: string;
  readonly updatedBy: string;
  readonly updatedAt: string;
}

/** What editing page texts can answer instead: a text refused field by field, no rights, or no server. */
export type SiteTextEditorError =
  | { readonly type: 'InvalidForm'; readonly message: string; readonly fields: FieldErrors<'key' | 'text'> }
  | { readonly type: 'Unauthorized'; readonly message: string }
  | { readonly type: 'Unavailable'; readonly message: string };

/**
 * The Admin Panel's way to the page texts: the server checks, renders (Markdown to sanitised HTML)
 * and stores; the browser only sends Markdown and shows the HTML it gets back.
 */
export interface SiteTextEditor {
  /** Every text with its Markdown and last save. */
  drafts(): ResultAsync<readonly SiteTextDraft[], SiteTextEditorError>;
  /** The HTML `change` would show, stored nowhere. */
  preview(change: SiteTextChange): ResultAsync<string, SiteTextEditorError>;
  /** Stores `change`; the pages show it from then on. */
  save(change: SiteTextChange): ResultAsync<SavedSiteText, SiteTextEditorError>;
}
