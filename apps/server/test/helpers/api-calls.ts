import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers of many shapes
  body: { status: boolean | 'TERMINATE'; message: string; result: boolean; data: any };
}

/**
 * Calls of one signed-in user on one host, under a base path: `call` answers status and
 * envelope, `ok` expects 200 and answers data, `refused` expects a 400 naming `field`.
 */
export function apiCalls(t: TestApp, host: string, cookie: string, base = '/api/school') {
  const call = async (method: Method, url: string, payload?: object): Promise<Answer> => {
    const response = await t.app.inject({
      method,
      url: `${base}${url}`,
      headers: { host, cookie },
      ...(payload ? { payload } : {}),
    });
    return { status: response.statusCode, body: response.json() };
  };
  const ok = async (method: Method, url: string, payload?: object) => {
    const answer = await call(method, url, payload);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data;
  };
  const refused = async (
    method: Method,
    url: string,
    payload: object,
    field: string,
    message: string | RegExp,
  ) => {
    const answer = await call(method, url, payload);
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.data.errors[0].field).toBe(field);
    expect(answer.body.message).toMatch(message);
    if (typeof message === 'string') expect(answer.body.message).toBe(message);
  };
  return { call, ok, refused };
}
