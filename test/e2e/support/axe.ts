import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The WCAG 2.0, 2.1 and 2.2 rules at levels A and AA: the whole set, never trimmed. */
const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * One line per violation and node: rule, impact, target and axe's summary, for a readable failure.
 * `iframes: false` leaves frames out (and runs axe the single-frame way): a frame sandboxed without
 * scripts (the officers' mail preview) cannot run axe, which would otherwise wait for it for ever.
 */
export async function axeViolations(page: Page, { iframes = true }: { readonly iframes?: boolean } = {}): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_AA_TAGS);
  const results = await (iframes ? builder : builder.options({ iframes: false }).exclude('iframe').setLegacyMode(true)).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} (${violation.impact ?? 'n/a'}) at ${node.target.join(' ')}: ${node.failureSummary ?? violation.help}`,
    ),
  );
}
