import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Whether the journeys can run. Without Chromium they are skipped on a developer's
 * machine, with a loud message; in CI a missing browser is a failure, never a skip.
 */
export function checkChromium(): boolean {
  if (existsSync(chromiumPath)) return true;
  const message = `CHROMIUM NOT FOUND at ${chromiumPath}: the browser journeys cannot run. Install it (apt-get install -y chromium) or set CHROMIUM_PATH.`;
  console.error(`\n${'!'.repeat(message.length)}\n${message}\n${'!'.repeat(message.length)}\n`);
  if (process.env.CI === 'true') throw new Error(message);
  return false;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
