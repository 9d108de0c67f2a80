import { fileURLToPath } from 'node:url';

let fromSource: Promise<string> | undefined;

async function bundleFromSource(): Promise<string> {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./import-parse-worker.ts', import.meta.url))],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    logLevel: 'warning',
  });
  return result.outputFiles[0]!.text;
}

/**
 * The parse worker's script: the bundle's `import-parse-worker.js` next to `main.js`. From the
 * TypeScript source (tsx, tests, journeys) the worker is bundled once per process with esbuild
 * (a dev dependency) into a script run with `eval`, so that there too each worker starts as
 * plain JavaScript in milliseconds instead of loading a TypeScript loader in every thread.
 */
export function parseWorkerScript(): Promise<URL | string> {
  if (!import.meta.url.endsWith('.ts'))
    return Promise.resolve(new URL('./import-parse-worker.js', import.meta.url));
  fromSource ??= bundleFromSource();
  return fromSource;
}
