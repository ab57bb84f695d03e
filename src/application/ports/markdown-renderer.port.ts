/**
 * Turns the Markdown an officer writes (page texts, news posts, committees) into HTML that is safe
 * to put in a page as it is: no script, no event handler, no style, no frame, links only to
 * http(s), mailto and tel addresses or this site's own paths, images only from this site.
 */
export interface MarkdownRenderer {
  /** The safe HTML of `markdown`; never throws. A heading `#` becomes `<h2>`: the page has the `<h1>`. */
  toSafeHtml(markdown: string): string;
}
