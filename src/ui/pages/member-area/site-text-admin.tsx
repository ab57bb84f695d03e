import { useCallback, useId, useState } from 'react';
import { loadSiteTextDrafts } from '../../../application/browser/use-cases/edit-site-texts.use-case';
import type { SiteTextDraft } from '../../../application/ports/site-text-editor.port';
import { useServices } from '../../app/services';
import { useSession } from '../../app/session';
import { useResultLoad } from '../../components/use-result';
import { SiteTextForm } from './site-text-form';

/**
 * The Admin Panel's 'Page texts': choose a text of the site (the home page's, the Contact page's,
 * the static pages'), then 'Edit this text' opens its form, which shows where it appears.
 */
export function SiteTextAdmin() {
  const services = useServices();
  const { actor } = useSession();
  const load = useCallback(() => loadSiteTextDrafts(services.siteTextEditor, actor), [services, actor]);
  const drafts = useResultLoad(load);
  const [chosen, setChosen] = useState('');
  const [editing, setEditing] = useState<SiteTextDraft | null>(null);
  const selectId = useId();
  const texts = drafts.value ?? [];
  const open = () => setEditing(texts.find((text) => text.key === (chosen || texts[0]?.key)) ?? null);
  return (
    <section className="admin-section" aria-labelledby="admin-page-texts-heading">
      <h3 id="admin-page-texts-heading">Page texts</h3>
      <p>The words of the home page, the Contact page and the other pages, written in Markdown. Visitors see a saved text at once.</p>
      {drafts.status === 'failed' ? (
        <p className="notice-inline error" role="alert">
          {drafts.error?.message}{' '}
          <button type="button" className="button" onClick={drafts.reload}>
            Try again
          </button>
        </p>
      ) : null}
      {drafts.value === null && drafts.status === 'loading' ? <p role="status">Loading page texts...</p> : null}
      {texts.length > 0 ? (
        <div className="site-text-picker">
          <div className="field">
            <label htmlFor={selectId}>Text to edit</label>
            <select id={selectId} value={chosen || texts[0]?.key} onChange={(event) => setChosen(event.target.value)}>
              {texts.map((text) => (
                <option key={text.key} value={text.key}>
                  {text.label}
                </option>
              ))}
            </select>
          </div>
          <button type="button" className="button button-primary" onClick={open}>
            Edit this text
          </button>
        </div>
      ) : null}
      {editing !== null ? (
        <SiteTextForm
          key={editing.key}
          draft={editing}
          onSaved={drafts.reload}
          onClose={() => {
            setEditing(null);
          }}
        />
      ) : null}
    </section>
  );
}
