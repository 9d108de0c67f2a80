import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every relative link of README.md and docs/**\/*.md names a file of the repository: a record
 * renamed, a page deleted or a path mistyped fails here, not in a reader's browser.
 */
const repoRoot = path.resolve(import.meta.dirname, '..');

/** The link targets of a Markdown text, outside code: inline links, images, references. */
function linkTargets(markdown: string): string[] {
  const prose = markdown
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '')
    .replace(/(`+)[\s\S]*?\1/g, '');
  const inline = [...prose.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)];
  const references = [...prose.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)];
  return [...inline, ...references].map((match) => match[1] ?? '');
}

/** The file a target names, relative to the repository; null for a URL or an in-page anchor. */
function linkedFile(fromFile: string, target: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#')) return null;
  const file = decodeURI(target.replace(/[?#].*$/, ''));
  const resolved = file.startsWith('/')
    ? path.join(repoRoot, file)
    : path.resolve(repoRoot, path.dirname(fromFile), file);
  return path.relative(repoRoot, resolved);
}

const isInRepository = (file: string) =>
  file !== '' &&
  !file.startsWith('..') &&
  !path.isAbsolute(file) &&
  existsSync(path.join(repoRoot, file));

function documents(): string[] {
  const docs = readdirSync(path.join(repoRoot, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join('docs', name));
  return ['README.md', ...docs].sort();
}

describe('links of README.md and docs/', () => {
  it('each name a file in the repository', () => {
    const broken = documents().flatMap((document) =>
      linkTargets(readFileSync(path.join(repoRoot, document), 'utf8'))
        .map((target) => ({ target, file: linkedFile(document, target) }))
        .filter(({ file }) => file !== null && !isInRepository(file))
        .map(({ target }) => `${document}: ${target}`),
    );
    expect(broken).toEqual([]);
  });
});

describe('the link check', () => {
  it('reads inline links, images and references, not code', () => {
    const text = [
      'See [fees](fees.md#late-fees), ![logo](img/logo.png "Logo") and [the spec][spec].',
      '[spec]: ../spec/platform.md',
      'Not `[code](missing.md)`, nor:',
      '```md',
      '[in a block](missing-too.md)',
      '```',
      'Nor [a site](https://example.com), [mail](mailto:a@b.c) or [a heading](#tenancy).',
    ].join('\n');
    expect(linkTargets(text)).toEqual([
      'fees.md#late-fees',
      'img/logo.png',
      'https://example.com',
      'mailto:a@b.c',
      '#tenancy',
      '../spec/platform.md',
    ]);
  });

  it('resolves a target from its document, and leaves URLs and anchors alone', () => {
    expect(linkedFile('docs/decisions/README.md', '0001-x.md#why')).toBe(
      'docs/decisions/0001-x.md',
    );
    expect(linkedFile('docs/architecture.md', '../README.md')).toBe('README.md');
    expect(linkedFile('README.md', 'https://example.com/a.md')).toBeNull();
    expect(linkedFile('README.md', '#demo')).toBeNull();
  });

  it('refuses a file outside the repository or one that does not exist', () => {
    expect(isInRepository(linkedFile('docs/architecture.md', '../../shared/spec.md') ?? '')).toBe(
      false,
    );
    expect(isInRepository('docs/no-such-page.md')).toBe(false);
    expect(isInRepository('docs/architecture.md')).toBe(true);
  });
});
