import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/**
 * One browser for `inject`: keeps the cookies the server sets (dropping cleared ones) and
 * sends them back, whatever their path, from the address it is given.
 */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  has(name: string): boolean {
    return this.cookies.has(name);
  }

  header(): Record<string, string> {
    if (this.cookies.size === 0) return {};
    return {
      cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    };
  }

  keep(response: LightMyRequestResponse): LightMyRequestResponse {
    for (const cookie of response.cookies) {
      if (cookie.value === '' || cookie.maxAge === 0) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  async post(
    app: FastifyInstance,
    host: string,
    url: string,
    payload: object,
    remoteAddress: string,
  ): Promise<LightMyRequestResponse> {
    const response = await app.inject({
      method: 'POST',
      url,
      headers: { host, ...this.header() },
      payload,
      remoteAddress,
    });
    return this.keep(response);
  }
}
