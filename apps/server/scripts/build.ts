import path from 'node:path';
import { build } from 'esbuild';

const serverRoot = path.resolve(import.meta.dirname, '..');

/**
 * Bundles the server into dist/main.js for production, so `npm run serve` starts plain
 * JavaScript instead of compiling TypeScript at start. The workspace's own TypeScript
 * packages (@shala/*) are bundled; every other package is loaded from node_modules. The
 * import files' parse worker is a second entry, dist/import-parse-worker.js, which
 * `parse-import-in-worker.ts` starts from next to main.js.
 */
await build({
  entryPoints: {
    main: path.join(serverRoot, 'src/main.ts'),
    'import-parse-worker': path.join(serverRoot, 'src/platform/files/import-parse-worker.ts'),
  },
  outdir: path.join(serverRoot, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-packages',
      setup(builder) {
        builder.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@shala/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
