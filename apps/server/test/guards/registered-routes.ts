import type { FastifyInstance } from 'fastify';

/**
 * Every method and full path the app has registered, read back from `printRoutes`
 * (routes cannot be observed with `onRoute` once the app is built). HEAD twins of GET
 * routes, which Fastify adds by itself, are left out.
 */
export function listRegisteredRoutes(app: FastifyInstance): Array<{ method: string; url: string }> {
  const out: Array<{ method: string; url: string }> = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = Math.round([...match[1]!].length / 4);
    const url = (depth > 0 ? (stack[depth - 1] ?? '') : '') + match[2]!;
    stack[depth] = url;
    stack.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD') out.push({ method, url });
    }
  }
  return out;
}
