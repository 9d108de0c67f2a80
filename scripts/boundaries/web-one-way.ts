import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The web app's one way to call the API and one form style (docs/adding-a-module.md, "Web"):
 * a feature calls a route through its `api/` folder's hooks, built on `platform/api`; a form
 * holds its values in @mantine/form's useForm. Each rule reads a file's text.
 */
export interface WebRule {
  name: string;
  breaks(file: string, text: string): boolean;
}

const src = 'apps/web/src/';
const inSource = (file: string) => file.startsWith(src) && !/\.test\.tsx?$/.test(file);
const inApiFolder = (file: string) => /\/api\//.test(file);
const inPlatform = (file: string) => file.startsWith(`${src}platform/`);

/** Where React Query and the route helpers may be used: api folders, the platform, the shared lookups. */
const queryHome = (file: string) =>
  inApiFolder(file) ||
  inPlatform(file) ||
  file.startsWith(`${src}ui/lookups/`) ||
  file === `${src}ui/data-table/use-counted-pages.ts` ||
  file === `${src}app/providers.tsx`;

/** Value imports (not `import type`) of a module whose path matches. */
function valueImportsOf(text: string, from: RegExp): string[] {
  const statements = text.matchAll(/import\s+(?!type\s)([^;]*?)\s+from\s+['"]([^'"]+)['"]/g);
  return [...statements]
    .filter(([, , module]) => from.test(module ?? ''))
    .flatMap(([, names]) =>
      (names ?? '')
        .replace(/[{}]/g, '')
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name && !name.startsWith('type ')),
    );
}

const fetchCall = /(?<![\w$.])fetch\s*\(|\b(?:window|globalThis|self)\.fetch\s*\(/;
const formElement = /<form[\s>]|component="form"/;

export const webRules: readonly WebRule[] = [
  {
    name: 'only platform/api calls fetch',
    breaks: (file, text) =>
      inSource(file) && !file.startsWith(`${src}platform/api/`) && fetchCall.test(text),
  },
  {
    name: 'React Query is imported only in api folders and the platform',
    breaks: (file, text) =>
      inSource(file) &&
      !queryHome(file) &&
      valueImportsOf(text, /^@tanstack\/react-query$/).length > 0,
  },
  {
    name: 'the API client is called only from api folders and the platform',
    breaks: (file, text) =>
      inSource(file) &&
      !queryHome(file) &&
      valueImportsOf(
        text,
        /platform\/api\/(api-client|fetch-route-file|route-query|route-mutation)$/,
      ).length > 0,
  },
  {
    name: 'no `as never` or `as unknown as` in the web app',
    breaks: (file, text) => file.startsWith('apps/web/') && /\bas (never|unknown as)\b/.test(text),
  },
  {
    name: 'one form helper: useForm, and the light form only on the sign-in page',
    breaks: (file, text) =>
      inSource(file) &&
      (valueImportsOf(text, /^(react-hook-form|formik|final-form|@tanstack\/react-form)$/).length >
        0 ||
        (file !== `${src}features/auth/components/login-form.tsx` &&
          valueImportsOf(text, /platform\/forms\/use-light-form$/).length > 0) ||
        (!file.startsWith(`${src}platform/forms/`) && /function use\w*Form\b/.test(text))),
  },
  {
    name: 'a form holds its values in useForm (or takes its submit from its caller)',
    breaks: (file, text) =>
      inSource(file) &&
      formElement.test(text) &&
      !/\buse(Light)?Form\s*[<(]/.test(text) &&
      !/onSubmit=\{(props\.)?onSubmit\}/.test(text),
  },
];

const roots = ['apps/web/src', 'apps/web/e2e'];

function listFiles(repoRoot: string, dir: string): string[] {
  return readdirSync(path.join(repoRoot, dir), { withFileTypes: true }).flatMap((entry) => {
    const child = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(repoRoot, child);
    return /\.tsx?$/.test(entry.name) ? [child] : [];
  });
}

/** `file: rule` for every web file that breaks a rule. */
export function findWebViolations(repoRoot: string): string[] {
  return roots
    .flatMap((root) => listFiles(repoRoot, root))
    .flatMap((file) => {
      const text = readFileSync(path.join(repoRoot, file), 'utf8');
      return webRules
        .filter((rule) => rule.breaks(file, text))
        .map((rule) => `${file}: ${rule.name}`);
    });
}
