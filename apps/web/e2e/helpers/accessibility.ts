import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Locator, Page } from 'playwright-core';

/**
 * axe-core itself, injected once per loaded page and run there. (`@axe-core/playwright` injects
 * it again for every check and finishes each run in a new blank page: three times the cost.)
 */
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
/**
 * Rules outside the WCAG tags (or marked experimental, which the tags leave out) that fail a
 * page whatever their impact: a control whose name lacks its visible text (WCAG 2.5.3, Label in
 * Name) and two landmarks of one kind with the same name. Every page the journeys show.
 */
const alwaysFailingRules = ['label-content-name-mismatch', 'landmark-unique'];

const axeOptions: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  rules: Object.fromEntries(alwaysFailingRules.map((id) => [id, { enabled: true }])),
  // Only the failures are read: collecting every passing node is most of a run's work.
  resultTypes: ['violations'],
};

const failingImpacts = new Set(['critical', 'serious']);

/** The smallest tap target a phone user can hit reliably (WCAG 2.5.5's 44 px; 2.5.8 asks 24). */
export const minTapTarget = 44;

/** Fails unless every element of `targets` (each visible) is at least 44 × 44 px. */
export async function expectTapTargets(targets: Locator, what: string): Promise<void> {
  const boxes = await targets.evaluateAll((elements) =>
    elements.map((element) => {
      const { width, height } = element.getBoundingClientRect();
      return { width, height, name: element.getAttribute('aria-label') ?? element.textContent };
    }),
  );
  if (boxes.length === 0) throw new Error(`no ${what} on the page to measure`);
  const small = boxes.filter((box) => box.width < minTapTarget || box.height < minTapTarget);
  if (small.length)
    throw new Error(
      `${what} smaller than ${minTapTarget} × ${minTapTarget} px: ${small
        .map((box) => `${box.name?.trim()} (${Math.round(box.width)} × ${Math.round(box.height)})`)
        .join(', ')}`,
    );
}

/** Paths each tab has had checked, in which colour scheme: a page is checked once, not per state. */
const checked = new WeakMap<Page, Set<string>>();

/**
 * Fails when axe finds a critical or serious WCAG 2.1 A/AA violation on the page as it is
 * now, or any violation of the always-failing rules. Each path is checked once per tab and
 * colour scheme (axe takes seconds on a long list); a named `state` (an open menu) is checked
 * apart from the page under it.
 */
export async function expectAccessible(page: Page, state = ''): Promise<void> {
  const scheme = await page.evaluate(() =>
    document.documentElement.getAttribute('data-mantine-color-scheme'),
  );
  const key = `${new URL(page.url()).pathname} ${scheme} ${state}`;
  const seen = checked.get(page) ?? new Set<string>();
  checked.set(page, seen);
  if (seen.has(key)) return;
  seen.add(key);
  let failures = await runAxe(page);
  // A toast whose close timer fired while axe ran was read with the colours of half its
  // opacity: a failing run is repeated once. A real violation fails both; a fading one is gone.
  if (failures.length > 0) failures = await runAxe(page);
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

/** Lets running animations end (at most 2 s: a spinner never ends), then runs axe. */
async function runAxe(page: Page): Promise<AxeResults['violations']> {
  // A toast or menu still fading in has the colours of half its opacity.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => 0))),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate((options) => {
    // axe-core's script sets `window.axe`, which the DOM's types do not know.
    const axe: { run(o: RunOptions): Promise<AxeResults> } = Reflect.get(window, 'axe');
    return axe.run(options);
  }, axeOptions);
  return results.violations.filter(
    (violation) =>
      failingImpacts.has(violation.impact ?? '') || alwaysFailingRules.includes(violation.id),
  );
}
