import type { Mail } from '../../src/platform/mail/mailer.ts';
import { hostOf, signIn, type TestApp } from './test-app.ts';

export interface Answer<T = unknown> {
  status: number;
  body: { status: boolean | 'TERMINATE'; message: string; result: boolean; data: T };
}

/** A signed-in caller of one school's API: `get`, `post`, `put`, `del` answer status and envelope. */
export interface SchoolClient {
  host: string;
  cookie: string;
  get<T = unknown>(url: string, query?: Record<string, unknown>): Promise<Answer<T>>;
  post<T = unknown>(url: string, payload?: unknown): Promise<Answer<T>>;
  put<T = unknown>(url: string, payload?: unknown): Promise<Answer<T>>;
  del<T = unknown>(url: string): Promise<Answer<T>>;
}

function queryString(query: Record<string, unknown> = {}) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null) search.append(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

export async function clientOf(
  t: TestApp,
  subdomain: string,
  username: string,
  password = 'demo1234',
): Promise<SchoolClient> {
  const host = hostOf(subdomain);
  const cookie = await signIn(t.app, host, username, password);
  const call = async <T>(method: string, url: string, payload?: unknown): Promise<Answer<T>> => {
    const response = await t.app.inject({
      method: method as 'GET',
      url,
      headers: {
        host,
        cookie,
        ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      payload: payload === undefined ? undefined : JSON.stringify(payload),
    });
    return { status: response.statusCode, body: response.json() };
  };
  return {
    host,
    cookie,
    get: (url, query) => call('GET', `/api/school${url}${queryString(query)}`),
    post: (url, payload) => call('POST', `/api/school${url}`, payload ?? {}),
    put: (url, payload) => call('PUT', `/api/school${url}`, payload ?? {}),
    del: (url) => call('DELETE', `/api/school${url}`),
  };
}

/** Keeps every mail the app sends (instead of writing files) for the test to read. */
export function captureMail(t: TestApp): Mail[] {
  const sent: Mail[] = [];
  t.services.mailer.send = async (mail) => {
    sent.push(mail);
  };
  return sent;
}

/** Lets after-commit work (mail) run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
