import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { desktop } from './journey';
import { watchPageErrors } from './pages';

/**
 * One Chromium for the describe block that calls it, closed with every context it opened
 * after the block. Answers `openPage`: a fresh context (a laptop unless told, with
 * `contextDefaults`) and its page, whose uncaught errors it collects.
 */
export function journeyBrowser(contextDefaults: BrowserContextOptions = {}) {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  async function openPage(options: BrowserContextOptions = desktop) {
    if (!browser) throw new Error('openPage runs inside a test of the block');
    const context = await browser.newContext({ ...contextDefaults, ...options });
    contexts.push(context);
    const page = await context.newPage();
    return { page, errors: watchPageErrors(page) };
  }

  return { openPage };
}
