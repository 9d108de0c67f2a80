import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { checkChromium } from './browser';
import { repoRoot } from './paths';

declare module 'vitest' {
  export interface ProvidedContext {
    webDistDir: string;
  }
}

/** Once per run: build the web app the server serves, start the server, hand its port to the tests. */
export default async function setup(project: TestProject) {
  // In CI a missing browser throws here; elsewhere the journeys skip, so skip the server too.
  if (!checkChromium()) return;
  // A build of its own, so runs side by side never serve each other's half-written files.
  const webDistDir = mkdtempSync(path.join(tmpdir(), 'shala-web-'));
  execFileSync('npm', ['--workspace', '@shala/web', 'run', 'build', '--', '--outDir', webDistDir], {
    cwd: repoRoot,
    stdio: 'inherit',
    // Vitest sets NODE_ENV=test; the server must serve the same production build users get.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  project.provide('webDistDir', webDistDir);
  return () => rmSync(webDistDir, { recursive: true, force: true });
}
