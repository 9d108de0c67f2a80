import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';

const rawBodies = new WeakMap<FastifyRequest, Buffer>();
const maxRawBytes = 1024 * 1024;

/**
 * A `preParsing` hook that keeps the body's bytes before the JSON parser reads them: a
 * webhook's signature is over the body exactly as sent, not over a re-serialised object.
 */
export async function keepRawBody(
  request: FastifyRequest,
  _reply: FastifyReply,
  payload: NodeJS.ReadableStream,
) {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload) {
    size += chunk.length;
    if (size > maxRawBytes)
      throw Object.assign(new Error('Request body is too large'), { statusCode: 413 });
    chunks.push(Buffer.from(chunk));
  }
  const raw = Buffer.concat(chunks);
  rawBodies.set(request, raw);
  const copy = Readable.from([raw]) as Readable & { receivedEncodedLength?: number };
  copy.receivedEncodedLength = raw.length;
  return copy;
}

/** The bytes `keepRawBody` kept (empty when the request had no body). */
export const rawBodyOf = (request: FastifyRequest): Buffer =>
  rawBodies.get(request) ?? Buffer.alloc(0);
