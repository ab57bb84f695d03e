import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { MailTemplateKind, MailTemplatePreview } from '../../../application/ports/mail-template-gateway.port';
import { useServices } from '../../app/services';
import { OfficersOnly } from '../../components/officers-only';
import { useResultLoad } from '../../components/use-result';
import './mail-templates.css';

function KindList({ kinds, current }: { readonly kinds: readonly MailTemplateKind[]; readonly current: string }) {
  return (
    <nav aria-label="Kinds of mail">
      <ul className="mail-templates-kinds">
        {kinds.map(({ kind, label }) => (
          <li key={kind}>
            <Link to={`?kind=${encodeURIComponent(kind)}`} aria-current={kind === current ? 'page' : undefined}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function PreviewView({ preview }: { readonly preview: MailTemplatePreview }) {
  return (
    <section className="mail-templates-preview" aria-labelledby="mail-template-title">
      <h2 id="mail-template-title">{preview.label}</h2>
      <dl className="mail-templates-fields">
        <dt>To</dt>
        <dd>{preview.to}</dd>
        <dt>Subject</dt>
        <dd>{preview.subject}</dd>
        {preview.attachments.length > 0 ? (
          <>
            <dt>Attached</dt>
            <dd>{preview.attachments.join(', ')}</dd>
          </>
        ) : null}
      </dl>
      <h3>As HTML</h3>
      {/* An empty sandbox: the mail's HTML runs no script and reaches nothing of the console. */}
      <iframe className="mail-templates-frame" title={`The mail as HTML: ${preview.label}`} sandbox="" srcDoc={preview.html} />
      <h3>As plain text</h3>
      <pre className="mail-templates-text" tabIndex={0} aria-label={`The mail as plain text: ${preview.label}`}>
        {preview.text}
      </pre>
    </section>
  );
}

function Preview({ kind }: { readonly kind: string }) {
  const { mailTemplates } = useServices();
  const found = useResultLoad(useCallback(() => mailTemplates.preview(kind), [mailTemplates, kind]));
  if (found.status === 'failed') return <p role="alert">{found.error?.message}</p>;
  if (found.status === 'loading' || found.value === null) return <p role="status">Rendering the mail…</p>;
  return <PreviewView preview={found.value} />;
}

function MailTemplates() {
  const { mailTemplates } = useServices();
  const kinds = useResultLoad(useCallback(() => mailTemplates.kinds(), [mailTemplates]));
  const [params] = useSearchParams();
  if (kinds.status === 'failed') return <p role="alert">{kinds.error?.message}</p>;
  if (kinds.value === null) return <p role="status">Loading the kinds of mail…</p>;
  const current = params.get('kind') ?? kinds.value[0]?.kind ?? '';
  return (
    <div className="mail-templates-layout">
      <KindList kinds={kinds.value} current={current} />
      {current === '' ? null : <Preview kind={current} />}
    </div>
  );
}

/** `/Admin/mail-templates`: every kind of mail the site sends, with sample data, in the chapter's template (HTML and plain text). */
export function MailTemplatesPage() {
  return (
    <div className="page">
      <OfficersOnly title="Mail templates" action="previewMailTemplates">
        <div className="container">
          <p>
            <Link to="/Admin">Officers’ console</Link>
          </p>
          <h1>Mail templates</h1>
          <p>
            Every e-mail the site sends, filled with made-up sample data, as members receive it: the HTML most mail programs show, and the
            plain text the others show. Nothing is sent from this page.
          </p>
          <MailTemplates />
        </div>
      </OfficersOnly>
    </div>
  );
}
