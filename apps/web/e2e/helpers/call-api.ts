import { request } from 'node:http';
import { testServer } from './test-server';

export interface ApiAnswer {
  status: number;
  body: { data?: unknown; message?: string };
  cookies: string[];
}

/**
 * One JSON request to the test server as a browser on `subdomain`'s host (the root host
 * when null) would send it: the host names the tenant, the page's own origin, the session cookie.
 */
export function callApi(
  subdomain: string | null,
  method: string,
  path: string,
  options: { body?: unknown; cookie?: string } = {},
): Promise<ApiAnswer> {
  const { port } = testServer();
  const host = `${subdomain ? `${subdomain}.` : ''}shala.localhost:${port}`;
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          host,
          origin: `http://${host}`,
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(options.cookie ? { cookie: options.cookie } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: response.statusCode ?? 0,
            body: text ? JSON.parse(text) : {},
            cookies: (response.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]!),
          });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}
