import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

let fromSource: Promise<URL> | undefined;

async function bundleFromSource(): Promise<URL> {
  const { build } = await import('esbuild');
  const outfile = path.join(tmpdir(), `shala-import-parse-worker-${process.pid}.mjs`);
  await build({
    entryPoints: [fileURLToPath(new URL('./import-parse-worker.ts', import.meta.url))],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
  });
  process.once('exit', () => rmSync(outfile, { force: true }));
  return pathToFileURL(outfile);
}

/**
 * The parse worker's script: the bundle's `import-parse-worker.js` next to `main.js`. From the
 * TypeScript source (tsx, tests, journeys) the worker is bundled once per process with esbuild
 * (a dev dependency), so that there too each worker starts as plain JavaScript in milliseconds
 * instead of loading a TypeScript loader in every thread.
 */
export function parseWorkerScript(): Promise<URL> {
  if (!import.meta.url.endsWith('.ts'))
    return Promise.resolve(new URL('./import-parse-worker.js', import.meta.url));
  fromSource ??= bundleFromSource();
  return fromSource;
}
