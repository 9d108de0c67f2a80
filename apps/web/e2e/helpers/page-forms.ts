import type { Page } from 'playwright-core';

/** A 390 px phone (the common size of today's phones), touch and all. */
export const phone390 = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

/** A day from today in India in DD/MM/YYYY (as typed) and YYYY-MM-DD. */
export function dayFromToday(days: number) {
  const date = new Date(Date.now() + 330 * 60_000 + days * 86_400_000);
  const iso = date.toISOString().slice(0, 10);
  const [year, month, day] = iso.split('-');
  return { iso, typed: `${day}/${month}/${year}` };
}

/** Types a date into a date field and leaves it, as a user would. */
export async function typeDate(page: Page, label: RegExp, typed: string) {
  const input = page.getByLabel(label);
  await input.fill(typed);
  await input.press('Tab');
}

/** Calls the API from a signed-in page (its cookie and origin): the answer's envelope. */
export function callFromPage(
  page: Page,
  method: string,
  url: string,
  body?: unknown,
): Promise<{ data: unknown; message?: string; status?: unknown }> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const response = await fetch(url, {
        method,
        credentials: 'include',
        headers: body ? { 'Content-Type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
      });
      return response.json();
    },
    { method, url, body },
  );
}
