import type { LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';

export interface PostAnswer {
  status: number;
  /** The start of the body, for error messages. */
  text: string;
}

export interface PostRequest {
  headers: Record<string, string>;
  body?: Buffer | null;
  timeoutMs: number;
}

const keptBodyChars = 200;

/**
 * POSTs to a URL while connecting to the given address only: the name is not looked up again,
 * so DNS cannot swap a checked public address for an internal one between check and connect.
 * TLS still verifies the certificate against the URL's name. Redirects are answers, never
 * followed.
 */
export function postToAddress(
  url: URL,
  address: LookupAddress,
  request: PostRequest,
): Promise<PostAnswer> {
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [address]);
    else callback(null, address.address, address.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(
      url,
      {
        method: 'POST',
        headers: request.headers,
        lookup: pinned,
        signal: AbortSignal.timeout(request.timeoutMs),
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (text.length < keptBodyChars) text += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: text.slice(0, keptBodyChars) }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(request.body ?? undefined);
  });
}
