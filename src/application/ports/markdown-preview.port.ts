import type { ResultAsync } from 'neverthrow';

export type MarkdownPreviewError = { readonly type: 'Unauthorized' | 'Invalid' | 'Unavailable'; readonly message: string };

/**
 * The Admin Panel's preview of a Markdown text: the safe HTML the server will give readers. The
 * browser never renders Markdown itself (no Markdown library in its bundles).
 */
export interface MarkdownPreview {
  preview(markdown: string): ResultAsync<string, MarkdownPreviewError>;
}
