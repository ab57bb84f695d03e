import './rich-text.css';

/**
 * Text an officer wrote in Markdown, as the server rendered and sanitised it (MarkdownRenderer:
 * no script, no handler, no style, links only to the web, mail and phone or this site). The
 * browser never turns Markdown into HTML itself.
 */
export function RichText({ html, className }: { readonly html: string; readonly className?: string }) {
  return <div className={className ? `rich-text ${className}` : 'rich-text'} dangerouslySetInnerHTML={{ __html: html }} />;
}
