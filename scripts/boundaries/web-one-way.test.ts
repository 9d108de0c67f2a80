import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findWebViolations, webRules } from './web-one-way.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');

describe('the web app calls the API one way and builds forms one way', () => {
  it('no web file breaks a rule', () => {
    expect(findWebViolations(repoRoot)).toEqual([]);
  });
});

describe('the one-way check', () => {
  const broken = (file: string, text: string) =>
    webRules.filter((rule) => rule.breaks(file, text)).map((rule) => rule.name);
  const page = 'apps/web/src/features/news/pages/news-page.tsx';
  const api = 'apps/web/src/features/news/api/list-news.ts';

  it('refuses fetch outside platform/api, but not a refetch', () => {
    expect(broken(page, "await fetch('/api/school/news');")).toEqual([webRules[0]?.name]);
    expect(broken(api, 'await window.fetch(url);')).toEqual([webRules[0]?.name]);
    expect(broken(page, 'onRetry={() => query.refetch()}')).toEqual([]);
    expect(broken('apps/web/src/platform/api/api-client.ts', 'await fetch(url);')).toEqual([]);
  });

  it('refuses React Query and the API client in pages and components', () => {
    const query = "import { useQuery } from '@tanstack/react-query';";
    expect(broken(page, query)).toEqual([webRules[1]?.name]);
    expect(broken(api, query)).toEqual([]);
    expect(broken(page, "import type { QueryKey } from '@tanstack/react-query';")).toEqual([]);
    const client = "import { apiCall } from '../../../platform/api/api-client';";
    expect(broken(page, client)).toEqual([webRules[2]?.name]);
    expect(broken(api, client)).toEqual([]);
  });

  it('refuses the casts that hide a type', () => {
    expect(broken(page, 'save.mutate(body as never);')).toEqual([webRules[3]?.name]);
    expect(broken('apps/web/e2e/x.e2e.test.ts', 'x as unknown as Y')).toEqual([webRules[3]?.name]);
  });

  it('refuses a second form helper and a form whose values live elsewhere', () => {
    expect(broken(page, "import { useForm } from 'react-hook-form';")).toEqual([webRules[4]?.name]);
    expect(broken(page, 'export function useNewsForm() {}')).toEqual([webRules[4]?.name]);
    expect(broken(page, 'const [title, setTitle] = useState(""); <form onSubmit={send}>')).toEqual([
      webRules[5]?.name,
    ]);
    expect(broken(page, 'const form = useForm({}); <form onSubmit={submit}>')).toEqual([]);
    expect(broken(page, '<Card component="form" onSubmit={onSubmit}>')).toEqual([]);
  });
});
