/**
 * Prints the gzipped size of the web app's entry (what the sign-in page needs) and of each
 * lazy route chunk, from the Vite manifest of the last build, and the bytes a browser taking
 * brotli transfers for /login and for the parent's home. Exits 1 when the sign-in page passes
 * the budget or holds signed-in code. Run after `npm run build`.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const budgetKb = 153;
const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
type Chunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
};
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  Chunk
>;

const gzipKb = (file: string) => gzipSync(readFileSync(path.join(dist, file))).length / 1024;
/** What the server sends a browser that takes brotli: the build's .br copy when it wrote one. */
const sentKb = (file: string) => {
  const brotli = path.join(dist, `${file}.br`);
  return readFileSync(existsSync(brotli) ? brotli : path.join(dist, file)).length / 1024;
};

/** A chunk's own files plus everything it imports statically, each file once. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) return seen;
  for (const file of [chunk.file, ...(chunk.css ?? [])]) seen.add(file);
  for (const imported of chunk.imports ?? [])
    if (!seen.has(manifest[imported]?.file ?? '')) closure(imported, seen);
  return seen;
}
const sizeOf = (files: Set<string>) => [...files].reduce((sum, file) => sum + gzipKb(file), 0);

const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
const entryFiles = closure(entryKey);
const loginKey = Object.keys(manifest).find(
  (key) => key.endsWith('login-page.tsx') && !key.includes('admin'),
);
const signInFiles = loginKey ? closure(loginKey, new Set(entryFiles)) : entryFiles;
const signInKb = sizeOf(signInFiles);

console.log(`entry (index + static imports): ${sizeOf(entryFiles).toFixed(1)} KB gzipped`);
console.log(
  `sign-in page (entry + login route): ${signInKb.toFixed(1)} KB gzipped (budget ${budgetKb} KB)`,
);
// The parent's home after sign-in: the shell, the page and the cards the features add to it.
const parentHomeKeys = [
  'src/platform/notify/toast-kit.ts',
  'src/app/layouts/signed-in-shell.tsx',
  'src/app/routes/signed-in-pages.tsx',
  'src/app/home/pages/parent-dashboard-page.tsx',
  'src/features/students/components/my-children-card.tsx',
  'src/features/events/components/upcoming-events-card.tsx',
  'src/features/news/components/latest-news-card.tsx',
];
const missing = parentHomeKeys.filter((key) => !manifest[key]);
if (missing.length > 0) {
  console.error(`The build has no chunk for: ${missing.join(', ')} (update parentHomeKeys).`);
  process.exit(1);
}
const parentHomeFiles = parentHomeKeys.reduce(
  (files, key) => closure(key, files),
  new Set(entryFiles),
);
// Each page starts with index.html, sent as it is (too small to compress).
const sent = (files: Set<string>) =>
  [...files].reduce((sum, file) => sum + sentKb(file), sentKb('index.html'));
console.log(`transferred (brotli) for /login: ${sent(signInFiles).toFixed(1)} KB`);
console.log(`transferred (brotli) for the parent's home: ${sent(parentHomeFiles).toFixed(1)} KB`);
console.log('lazy route chunks (own code + imports not already in the entry):');
const rows = Object.entries(manifest)
  .filter(([, chunk]) => chunk.isDynamicEntry)
  .map(([key, chunk]) => {
    const extra = [...closure(key)].filter((file) => !entryFiles.has(file));
    return { route: chunk.src ?? key, kb: extra.reduce((sum, file) => sum + gzipKb(file), 0) };
  })
  .sort((a, b) => b.kb - a.kb);
for (const row of rows) console.log(`  ${row.kb.toFixed(1).padStart(7)} KB  ${row.route}`);

// Signed-in code (feature pages, the page registry, the shell) must load after sign-in, or
// the sign-in page grows with every page built. Read from the build's source maps.
const signedInOnly =
  /\/src\/(features\/(?!auth\/)|features\/auth\/(api\/(logout|update-theme|change-password|get-profile)|components\/(change-password|profile)|pages\/(view-profile|change-password))|app\/(layouts|home\/(?!product\/))\/|app\/routes\/(page-registry|feature-pages)\.)/;
const strays = [...signInFiles]
  .map((file) => path.join(dist, `${file}.map`))
  .filter((mapFile) => existsSync(mapFile))
  .flatMap((mapFile) => {
    const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] };
    return map.sources.filter((source) => signedInOnly.test(source));
  });
if (strays.length > 0) {
  console.error(`\nThe sign-in page holds signed-in code:\n  ${strays.join('\n  ')}`);
  process.exit(1);
}

if (signInKb > budgetKb) {
  console.error(
    `\nThe sign-in page needs ${signInKb.toFixed(1)} KB gzipped, over the ${budgetKb} KB budget.`,
  );
  process.exit(1);
}
