import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The WCAG 2.0, 2.1 and 2.2 rules at levels A and AA: the whole set, never trimmed. */
const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** One line per violation and node: rule, impact, target and axe's summary, for a readable failure. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_AA_TAGS).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} (${violation.impact ?? 'n/a'}) at ${node.target.join(' ')}: ${node.failureSummary ?? violation.help}`,
    ),
  );
}
