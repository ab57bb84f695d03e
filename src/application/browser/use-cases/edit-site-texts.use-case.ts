import type { ResultAsync } from 'neverthrow';
import type { Actor } from '../../../domain/access';
import type { SiteTextChange } from '../../../domain/site-texts';
import type { FieldErrors } from '../../../domain/validation/fields';
import { providerMessage, TOAST_DEFAULT_MS, type Notice } from '../messages';
import type { SavedSiteText, SiteTextDraft, SiteTextEditor, SiteTextEditorError } from '../../ports/site-text-editor.port';
import { authorizeAdminAction } from './admin-access';

/** The words of the Admin Panel's page texts (the spec has none: the original could not edit them). */
const SITE_TEXT_WORDS = {
  loadFailed: 'The page texts could not be loaded.',
  previewFailed: 'The preview could not be made.',
  saveFailed: 'The text was not saved.',
  saved: 'Page text saved: visitors see it now.',
} as const;

/**
 * Why a page-text action failed: the words to keep on the page (`message`), a message per field
 * for a refused text, and the toast to show (none for a refused text: the field says it).
 */
export interface SiteTextFailure {
  readonly message: string;
  readonly fields: FieldErrors<'key' | 'text'>;
  readonly notice: Notice | null;
}

function failure(prefix: string, error: SiteTextEditorError | { readonly message: string }): SiteTextFailure {
  if ('type' in error && error.type === 'InvalidForm') return { message: `${prefix} ${error.message}`, fields: error.fields, notice: null };
  const message = `${prefix} ${error.message}`;
  return { message, fields: {}, notice: providerMessage(message) };
}

/** Every page text with its Markdown, for an administrator (anyone else is refused before any port is called). */
export function loadSiteTextDrafts(editor: SiteTextEditor, actor: Actor): ResultAsync<readonly SiteTextDraft[], SiteTextFailure> {
  return authorizeAdminAction(actor, ['readSiteTextDrafts'])
    .asyncAndThen(() => editor.drafts())
    .mapErr((error) => failure(SITE_TEXT_WORDS.loadFailed, error));
}

/** The server's safe HTML for a text being written; the browser never renders Markdown itself. */
export function previewSiteText(editor: SiteTextEditor, actor: Actor, change: SiteTextChange): ResultAsync<string, SiteTextFailure> {
  return authorizeAdminAction(actor, ['writeSiteTexts'])
    .asyncAndThen(() => editor.preview(change))
    .mapErr((error) => failure(SITE_TEXT_WORDS.previewFailed, error));
}

/** Stores a text; answers what was saved and the toast saying so. */
export function saveSiteText(
  editor: SiteTextEditor,
  actor: Actor,
  change: SiteTextChange,
): ResultAsync<{ readonly saved: SavedSiteText; readonly notice: Notice }, SiteTextFailure> {
  return authorizeAdminAction(actor, ['writeSiteTexts'])
    .asyncAndThen(() => editor.save(change))
    .map((saved) => ({ saved, notice: { tone: 'success' as const, text: SITE_TEXT_WORDS.saved, durationMs: TOAST_DEFAULT_MS } }))
    .mapErr((error) => failure(SITE_TEXT_WORDS.saveFailed, error));
}
