import { moduleCatalogue } from '@shala/contracts';
import { describe, expect, it } from 'vitest';
import { __camel__Feature } from './pages';

describe('the __title__ pages', () => {
  it('registers the list page under its entry of the catalogue, and it loads', async () => {
    const [page] = __camel__Feature.pages;
    expect(moduleCatalogue.find((entry) => entry.url === page!.url)?.key).toMatch(/^__snake__:/);
    const loaded = (await page!.load()) as Record<string, unknown>;
    expect(typeof loaded[page!.exportName]).toBe('function');
  });
});
