/** What every page says while the card simulator runs in production (PAYMENTS=simulator). */
export const TEST_MODE_TEXT = 'Test mode: no real payments are taken';

// In the flow of the page (never over it), wrapping at any width; dark text on pale yellow (about 15:1).
const BANNER =
  '<div role="note" aria-label="Test mode" style="margin:0;padding:0.5rem 1rem;background:#fff4c2;color:#1a1a1a;' +
  'border-bottom:2px solid #8a6d00;font:600 1rem/1.4 system-ui,sans-serif;text-align:center;overflow-wrap:anywhere">' +
  `${TEST_MODE_TEXT}</div>`;

/** The page with the banner as the first thing in its body (outside the React root, which hydration leaves alone). */
export function withTestModeBanner(html: string): string {
  return html.replace(/<body\b[^>]*>/i, (body) => `${body}${BANNER}`);
}
