import type { SiteTextSnapshot } from './site-texts';

/**
 * How a served page carries its page texts, agreed between the browser (which draws them), the
 * build (which prerenders them) and the server (which puts the current ones in every page it
 * serves): each text is a marked block `<div class="site-text" data-site-text="key">html</div>`,
 * and the HTML of every text travels as JSON in one `<script type="application/json" id="site-texts">`,
 * which the browser reads before hydrating so that it draws exactly what the HTML shows.
 * The texts' HTML comes from the sanitising renderer, which lets no `<div>` through, so a block
 * ends at its first `</div>`.
 */
export const SITE_TEXTS_SCRIPT_ID = 'site-texts';

const BLOCK = /<div class="site-text" data-site-text="([\w.-]+)">[\s\S]*?<\/div>/g;
const SCRIPT = new RegExp(`<script type="application/json" id="${SITE_TEXTS_SCRIPT_ID}">[\\s\\S]*?</script>`);

/** The script carrying `texts`; `<` is escaped so no text can end the script early. */
export function siteTextsScript(texts: SiteTextSnapshot): string {
  const json = JSON.stringify(texts).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SITE_TEXTS_SCRIPT_ID}">${json}</script>`;
}

/** `html` with every marked block and the texts' script holding `texts` (blocks of unknown keys are left as they are). */
export function withSiteTexts(html: string, texts: SiteTextSnapshot): string {
  return html
    .replace(BLOCK, (block, key: string) =>
      Object.hasOwn(texts, key) ? `<div class="site-text" data-site-text="${key}">${texts[key]}</div>` : block,
    )
    .replace(SCRIPT, () => siteTextsScript(texts));
}

/** The texts a page's script carries, or null when it has none (or it does not parse as a map of strings). */
export function readSiteTextsScript(json: string | null | undefined): SiteTextSnapshot | null {
  if (json === null || json === undefined) return null;
  try {
    const parsed: unknown = JSON.parse(json);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    return Object.values(parsed).every((value) => typeof value === 'string') ? (parsed as SiteTextSnapshot) : null;
  } catch {
    return null;
  }
}
