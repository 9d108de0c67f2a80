import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { checkChromium } from './browser';
import { repoRoot } from './paths';
import { startServer } from './start-server';

/**
 * Once per run: build the web app (or take the build named by SHALA_WEB_DIST_DIR, which
 * scripts/test.sh has just made), start one server on the embedded database, and hand its
 * port and mail directory to every journey file.
 */
export default async function setup(project: TestProject) {
  // In CI a missing browser throws here; elsewhere the journeys skip, so skip the server too.
  if (!checkChromium()) return;
  const prebuilt = process.env.SHALA_WEB_DIST_DIR;
  const webDistDir = prebuilt
    ? path.resolve(repoRoot, prebuilt)
    : mkdtempSync(path.join(tmpdir(), 'shala-web-'));
  // A build of its own unless told, so runs side by side never serve each other's half-written files.
  if (!prebuilt) buildWeb(webDistDir);
  const server = await startServer(webDistDir);
  project.provide('serverPort', server.port);
  project.provide('mailDir', path.join(server.dataDir, 'mail'));
  return async () => {
    await server.stop();
    if (!prebuilt) rmSync(webDistDir, { recursive: true, force: true });
  };
}

function buildWeb(outDir: string): void {
  execFileSync('npm', ['--workspace', '@shala/web', 'run', 'build', '--', '--outDir', outDir], {
    cwd: repoRoot,
    stdio: 'inherit',
    // Vitest sets NODE_ENV=test; the server must serve the same production build users get.
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
