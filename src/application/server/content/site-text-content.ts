import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { authorizeActor, UNAUTHORIZED, type Actor } from '../../../domain/access';
import { officerWrite } from '../../../domain/audit';
import {
  checkSiteText,
  defaultSiteTexts,
  markdownOf,
  SITE_TEXTS,
  siteTextEntry,
  type SiteTextChange,
  type SiteTextSnapshot,
} from '../../../domain/site-texts';
import { isoNow, type Clock } from '../../ports/clock.port';
import type { MarkdownRenderer } from '../../ports/markdown-renderer.port';
import type { SiteTextDraft } from '../../ports/site-text-editor.port';
import type { SiteTextRepository, StoredSiteText } from '../../ports/site-text-repository.port';
import { invalidInput, type ContentError } from './content.errors';

/** What the page-text use cases need. */
export interface SiteTextDeps {
  readonly siteTexts: SiteTextRepository;
  readonly markdown: MarkdownRenderer;
  readonly clock: Clock;
}

/**
 * The page texts (domain/site-texts.ts) over their store: everyone reads the current HTML of every
 * text (the saved one, else the default); administrators read the Markdown, preview and save.
 * Every write and preview is checked by the domain and rendered here, on the server, by the
 * sanitising renderer: the browser never turns Markdown into HTML.
 */
export function siteTextContent(deps: SiteTextDeps) {
  const defaults = defaultSiteTexts((markdown) => deps.markdown.toSafeHtml(markdown));
  const render = (change: SiteTextChange): string => {
    const entry = siteTextEntry(change.key);
    return entry === null ? '' : deps.markdown.toSafeHtml(markdownOf(entry, change.text));
  };
  const drafts = (): ResultAsync<readonly SiteTextDraft[], ContentError> =>
    deps.siteTexts.list().map((saved) => {
      const byKey = new Map(saved.map((text) => [text.key, text]));
      return SITE_TEXTS.map((entry) => {
        const text = byKey.get(entry.key);
        return {
          ...entry,
          text: text?.text ?? entry.defaultText,
          html: text?.html ?? defaults[entry.key] ?? '',
          updatedBy: text?.updatedBy ?? null,
          updatedAt: text?.updatedAt ?? null,
        };
      });
    });
  return {
    /** The HTML of every text, keyed by text: what the pages show (public). */
    snapshot: (): ResultAsync<SiteTextSnapshot, ContentError> =>
      drafts().map((all) => Object.fromEntries(all.map((draft) => [draft.key, draft.html]))),

    /** Every text with its Markdown and its last save, for an administrator. */
    drafts: ({ actor }: { readonly actor: Actor }): ResultAsync<readonly SiteTextDraft[], ContentError> =>
      authorizeActor(actor, 'readSiteTextDrafts').asyncAndThen(drafts),

    /** The safe HTML a change would show, stored nowhere (administrators; checked like a save). */
    preview: ({ actor, change }: { readonly actor: Actor; readonly change: SiteTextChange }): ResultAsync<string, ContentError> =>
      authorizeActor(actor, 'writeSiteTexts')
        .andThen(() => checkSiteText(change).mapErr(invalidInput))
        .asyncAndThen((checked) => okAsync(render(checked))),

    /** Stores a change with its HTML, who made it and when (administrators), and its audit entry (the words before and after). */
    save: ({ actor, change }: { readonly actor: Actor; readonly change: SiteTextChange }): ResultAsync<StoredSiteText, ContentError> => {
      if (actor.email === null) return errAsync(UNAUTHORIZED);
      const by = actor.email;
      return authorizeActor(actor, 'writeSiteTexts')
        .andThen(() => checkSiteText(change).mapErr(invalidInput))
        .asyncAndThen((checked) =>
          deps.siteTexts.save(
            { key: checked.key, text: checked.text, html: render(checked), updatedBy: by, updatedAt: isoNow(deps.clock) },
            (before) =>
              officerWrite(
                actor,
                isoNow(deps.clock),
                'writeSiteTexts',
                { kind: 'siteText', id: checked.key },
                {
                  before: before === null ? null : { text: before.text },
                  after: { text: checked.text },
                },
              ),
          ),
        );
    },
  };
}

export type SiteTextContent = ReturnType<typeof siteTextContent>;
