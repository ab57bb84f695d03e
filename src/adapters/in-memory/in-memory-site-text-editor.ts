import type { ResultAsync } from 'neverthrow';
import type { Clock } from '../../application/ports/clock.port';
import type { MarkdownRenderer } from '../../application/ports/markdown-renderer.port';
import type { SavedSiteText, SiteTextDraft, SiteTextEditor, SiteTextEditorError } from '../../application/ports/site-text-editor.port';
import type { ContentError } from '../../application/server/content/content.errors';
import { siteTextContent, type SiteTextContent } from '../../application/server/content/site-text-content';
import type { Actor } from '../../domain/access';
import type { SiteTextChange } from '../../domain/site-texts';
import { InMemorySiteTextRepository } from './in-memory-site-text-repository';

function editorError(error: ContentError): SiteTextEditorError {
  if (error.type === 'InvalidForm') return { type: 'InvalidForm', message: error.message, fields: error.fields };
  if (error.type === 'Unauthorized') return { type: 'Unauthorized', message: error.message };
  return { type: 'Unavailable', message: error.message };
}

/**
 * The server's page-text use cases in memory, acting as `actor` (an administrator, or not, to be
 * refused): what the Admin Panel's tests edit through, with the server's own checks and renderer.
 */
export class InMemorySiteTextEditor implements SiteTextEditor {
  readonly #content: SiteTextContent;
  readonly #actor: Actor;

  constructor(deps: { readonly markdown: MarkdownRenderer; readonly clock: Clock; readonly actor: Actor }) {
    this.#content = siteTextContent({ siteTexts: new InMemorySiteTextRepository(), markdown: deps.markdown, clock: deps.clock });
    this.#actor = deps.actor;
  }

  drafts(): ResultAsync<readonly SiteTextDraft[], SiteTextEditorError> {
    return this.#content.drafts({ actor: this.#actor }).mapErr(editorError);
  }

  preview(change: SiteTextChange): ResultAsync<string, SiteTextEditorError> {
    return this.#content.preview({ actor: this.#actor, change }).mapErr(editorError);
  }

  save(change: SiteTextChange): ResultAsync<SavedSiteText, SiteTextEditorError> {
    return this.#content.save({ actor: this.#actor, change }).mapErr(editorError);
  }
}
