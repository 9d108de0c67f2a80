import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';

/** No request of the API nests deeper than a few levels; a webhook's event about six. */
export const maxJsonDepth = 32;
export const tooDeepMessage = `The request body is nested too deeply (at most ${maxJsonDepth} levels)`;

/**
 * The deepest nesting of objects and arrays in JSON text, counted in one pass without
 * recursion, and stopping as soon as it passes `limit`. Brackets inside strings do not count.
 */
export function measureJsonDepth(text: string, limit: number): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c) i++;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (char === 0x7d || char === 0x5d) depth--;
  }
  return deepest;
}

/**
 * Replaces Fastify's JSON parser with the same parser behind a depth check: every later step
 * (the schemas, the NUL check, a handler) may then walk a body recursively without overflowing
 * the stack. Raw-body routes (webhooks) pass their copy of the body through it too.
 */
export function parseJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (measureJsonDepth(text, maxJsonDepth) > maxJsonDepth) {
      done(
        new AppError('BAD_REQUEST', tooDeepMessage, [{ field: 'body', message: tooDeepMessage }]),
      );
      return;
    }
    parseJson(request, text, done);
  });
}
