import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import type { LookupAll } from './public-host.ts';
import { createWebPush } from './web-push.ts';

const keys = webPush.generateVAPIDKeys();
const browserKey = createECDH('prime256v1');
const subscription = {
  p256dh: browserKey.generateKeys().toString('base64url'),
  auth: randomBytes(16).toString('base64url'),
};
const message = { title: 'Hi', body: 'There', url: '/' };

let seen: IncomingMessage[] = [];
let internalHits = 0;
let pushServer: Server;
let internalServer: Server;
let port: number;
let internalPort: number;

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

beforeAll(async () => {
  internalServer = createServer((_request, response) => {
    internalHits += 1;
    response.end('internal');
  });
  internalPort = await listen(internalServer);
  pushServer = createServer((request, response) => {
    seen.push(request);
    request.resume();
    if (request.url === '/redirect') {
      response.writeHead(307, { location: `http://127.0.0.1:${internalPort}/internal-admin` });
      return response.end();
    }
    response.writeHead(201).end();
  });
  port = await listen(pushServer);
});
afterAll(() => {
  pushServer.close();
  internalServer.close();
});

/** Names the machine's DNS does not know, answered by the test. */
const lookupOf =
  (zone: Record<string, string>): LookupAll =>
  async (host) => {
    const address = zone[host];
    if (!address) throw new Error(`ENOTFOUND ${host}`);
    return [{ address, family: 4 }];
  };

describe('web push delivery', () => {
  it('connects to the address the name resolved to, keeping the name in Host', async () => {
    seen = [];
    const push = createWebPush({
      keys,
      subject: 'mailto:admin@shala.localhost',
      allowHttp: true,
      lookup: lookupOf({ 'push.test': '127.0.0.1' }),
    });
    const outcome = await push.send(
      { endpoint: `http://push.test:${port}/send/1`, ...subscription },
      message,
    );
    expect(outcome).toBe('sent');
    expect(seen.map((request) => [request.method, request.url, request.headers.host])).toEqual([
      ['POST', '/send/1', `push.test:${port}`],
    ]);
  });

  it('never follows a redirect to an internal URL', async () => {
    internalHits = 0;
    const push = createWebPush({
      keys,
      subject: 'mailto:admin@shala.localhost',
      allowHttp: true,
    });
    await expect(
      push.send({ endpoint: `http://127.0.0.1:${port}/redirect`, ...subscription }, message),
    ).rejects.toThrow(/answered 307/);
    expect(internalHits).toBe(0);
  });

  it('refuses at send time a name that now resolves inside, without connecting', async () => {
    seen = [];
    const push = createWebPush({
      keys,
      subject: 'mailto:admin@shala.localhost',
      lookup: lookupOf({ 'push.example.com': '127.0.0.1' }),
    });
    await expect(
      push.send({ endpoint: `https://push.example.com:${port}/send/2`, ...subscription }, message),
    ).rejects.toThrow(/not a public https host/);
    expect(seen).toHaveLength(0);
  });

  it('accepts only https endpoints on public addresses', async () => {
    const push = createWebPush({
      keys,
      subject: 'mailto:admin@shala.localhost',
      lookup: lookupOf({ 'fcm.example.com': '142.250.185.10', 'localtest.me': '127.0.0.1' }),
    });
    expect(await push.acceptsEndpoint('https://fcm.example.com/send/x')).toBe(true);
    for (const endpoint of [
      'http://fcm.example.com/send/x',
      'https://localtest.me/x',
      'https://[::ffff:127.0.0.1]/x',
      'https://[64:ff9b::7f00:1]/',
      'https://localhost./x',
      'https://224.0.0.1/x',
      'not a url',
    ])
      expect(await push.acceptsEndpoint(endpoint), endpoint).toBe(false);
  });
});
