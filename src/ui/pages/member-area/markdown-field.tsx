import { useId, useState } from 'react';
import { useServices } from '../../app/services';
import type { FieldSpec } from '../../components/field-list';
import { RichText } from '../../components/rich-text';
import { TextField } from '../../components/text-field';
import { useResultAction } from '../../components/use-result';

const MARKDOWN_HINT = 'Markdown: **bold**, *italic*, [a link](https://example.org), a blank line between paragraphs, - for a list.';

/**
 * A Markdown text of the Admin Panel with its 'Preview': the server renders the text as readers
 * will get it (the browser never renders Markdown itself), shown below the field until it changes.
 */
export function MarkdownField<F extends string>({
  spec,
  value,
  error,
  onChange,
}: {
  readonly spec: FieldSpec<F>;
  readonly value: string;
  readonly error: string | undefined;
  readonly onChange: (value: string) => void;
}) {
  const { markdownPreview } = useServices();
  const headingId = useId();
  const [html, setHtml] = useState<string | null>(null);
  const preview = useResultAction((text: string) => markdownPreview.preview(text), { onSuccess: setHtml });
  const change = (next: string) => {
    setHtml(null);
    onChange(next);
  };
  return (
    <div className="markdown-field">
      <TextField {...spec} multiline hint={spec.hint ?? MARKDOWN_HINT} value={value} error={error} onChange={change} />
      <button type="button" className="button" disabled={preview.status === 'running'} onClick={() => preview.start(value)}>
        Preview {spec.label.toLowerCase()}
      </button>
      <div aria-live="polite">
        {preview.status === 'failed' && preview.error ? <p className="field-error">{preview.error.message}</p> : null}
        {html === null ? null : (
          <section className="markdown-preview" aria-labelledby={headingId}>
            <p id={headingId} className="markdown-preview-label">
              Preview of {spec.label.toLowerCase()}
            </p>
            <RichText html={html} />
          </section>
        )}
      </div>
    </div>
  );
}
