import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const failingImpacts = new Set(['critical', 'serious']);

/** Fails when axe finds a critical or serious WCAG 2.1 A/AA violation on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const failures = results.violations.filter((violation) =>
    failingImpacts.has(violation.impact ?? ''),
  );
  if (failures.length === 0) return;
  const report = failures.flatMap((violation) => [
    `${violation.impact} ${violation.id}: ${violation.help}`,
    ...violation.nodes
      .slice(0, 5)
      .map(
        (node) =>
          `  ${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1, 2).join('').trim()}`,
      ),
    ...(violation.nodes.length > 5 ? [`  … and ${violation.nodes.length - 5} more`] : []),
  ]);
  throw new Error(`Accessibility violations on ${page.url()}:\n${report.join('\n')}`);
}
