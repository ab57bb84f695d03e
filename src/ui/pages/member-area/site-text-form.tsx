import { useEffect, useRef, useState } from 'react';
import { previewSiteText, saveSiteText } from '../../../application/browser/use-cases/edit-site-texts.use-case';
import type { SavedSiteText, SiteTextDraft } from '../../../application/ports/site-text-editor.port';
import { useServices } from '../../app/services';
import { useSession } from '../../app/session';
import { useReplaceSiteText } from '../../components/site-text';
import { TextField } from '../../components/text-field';
import { useResultAction } from '../../components/use-result';

const HINT =
  'Markdown: a blank line starts a paragraph, **bold**, *italic*, [a link](https://example.org), - a list item, # a heading. Two spaces at the end of a line break it.';

/** When a save happened, as people read it ('Nov 26, 2026, 4:30 AM'). */
function savedWhen(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * One page text's form: its Markdown, 'Preview' (the server's sanitised HTML, shown below) and
 * 'Save'. What happened stays on the page (and a toast says a save too). On opening, the form is
 * scrolled into view and its heading takes the focus, so a phone shows where it went.
 */
export function SiteTextForm({
  draft,
  onSaved,
  onClose,
}: {
  readonly draft: SiteTextDraft;
  readonly onSaved: () => void;
  readonly onClose: () => void;
}) {
  const { siteTextEditor } = useServices();
  const { actor } = useSession();
  const replaceText = useReplaceSiteText();
  const heading = useRef<HTMLHeadingElement>(null);
  const [text, setText] = useState(draft.text);
  const [preview, setPreview] = useState<string | null>(null);
  const [saved, setSaved] = useState<SavedSiteText | null>(null);
  useEffect(() => {
    heading.current?.scrollIntoView?.({ block: 'start' });
    heading.current?.focus();
  }, []);
  const previewing = useResultAction(() => previewSiteText(siteTextEditor, actor, { key: draft.key, text }), { onSuccess: setPreview });
  const saving = useResultAction(() => saveSiteText(siteTextEditor, actor, { key: draft.key, text }), {
    onSuccess: ({ saved: done }) => {
      setSaved(done);
      setPreview(done.html);
      replaceText(done.key, done.html);
      onSaved();
    },
  });
  const failed = saving.error ?? previewing.error;
  const busy = saving.status === 'running' || previewing.status === 'running';
  const last =
    saved ?? (draft.updatedAt !== null && draft.updatedBy !== null ? { updatedAt: draft.updatedAt, updatedBy: draft.updatedBy } : null);
  return (
    <form
      noValidate
      className="admin-form site-text-form"
      aria-labelledby="site-text-form-heading"
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        saving.start(undefined);
      }}
    >
      <h4 id="site-text-form-heading" ref={heading} tabIndex={-1}>
        Edit: {draft.label}
      </h4>
      <p className="admin-item-meta">
        Shown on {draft.pages.map((page) => (page === '/' ? 'the home page' : page)).join(', ')}.{' '}
        {last === null ? 'Not changed yet.' : `Last saved ${savedWhen(last.updatedAt)} by ${last.updatedBy}.`}
      </p>
      <TextField
        label={draft.format === 'email' ? 'E-mail address' : 'Text (Markdown)'}
        value={text}
        onChange={(value) => {
          setText(value);
          saving.reset();
          previewing.reset();
        }}
        multiline={draft.format === 'markdown'}
        {...(draft.format === 'email'
          ? { type: 'email' as const, autoComplete: 'off' }
          : {
              hint: `${HINT} At most ${draft.maxLength.toLocaleString('en-US')} characters (now ${text.length.toLocaleString('en-US')}).`,
            })}
        error={failed?.fields.text ?? failed?.fields.key}
        required
      />
      <div className="form-actions">
        <button type="button" className="button" disabled={busy} onClick={() => previewing.start(undefined)}>
          Preview
        </button>
        <button type="submit" className="button button-primary" disabled={busy}>
          {saving.status === 'running' ? 'Saving...' : 'Save'}
        </button>
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
      </div>
      <p role="status" className={saving.status === 'succeeded' ? 'notice-inline success' : undefined}>
        {saving.status === 'succeeded' ? 'Saved. Visitors see the new text now.' : ''}
      </p>
      {failed !== null && Object.keys(failed.fields).length === 0 ? (
        <p role="alert" className="notice-inline error">
          {failed.message}
        </p>
      ) : null}
      {preview !== null ? (
        <section className="site-text-preview" aria-labelledby="site-text-preview-heading">
          <h5 id="site-text-preview-heading">Preview</h5>
          <div className="prose card" dangerouslySetInnerHTML={{ __html: preview }} />
        </section>
      ) : null}
    </form>
  );
}
