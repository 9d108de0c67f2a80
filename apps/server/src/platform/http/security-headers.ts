import type { FastifyInstance } from 'fastify';

/**
 * The built app loads only its own scripts, styles, images, fonts and service worker. Mantine
 * writes its CSS variables into <style> tags and React sets style attributes, hence the
 * 'unsafe-inline' for styles (not for scripts). Uploaded-image previews use blob: and data: URLs.
 * Razorpay Checkout (a school's online payments) is its script and its frames.
 */
const policyOf = (tileSource: string | null) => [
  "default-src 'self'",
  "script-src 'self' https://checkout.razorpay.com",
  'frame-src https://api.razorpay.com https://checkout.razorpay.com',
  "style-src 'self' 'unsafe-inline'",
  `img-src 'self' data: blob:${tileSource ? ` ${tileSource}` : ''}`,
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

/**
 * Where a Leaflet tile template's images come from, as a CSP source: its scheme and host, with
 * Leaflet's `{s}` subdomain as a wildcard; null when there is no template or it is not one.
 */
export function tileImageSource(template: string | undefined): string | null {
  const origin = /^(https?:\/\/[^/?#]+)/.exec(template ?? '')?.[1]?.replace('{s}', '*');
  return origin && /^https?:\/\/[\w.*-]+(:\d+)?$/.test(origin) ? origin : null;
}

const fixedHeaders = {
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/**
 * Security headers on every answer: pages, assets, API and errors. The map's tile server (the
 * `MAP_TILE_URL` template) is the one outside source of images.
 */
export function addSecurityHeaders(app: FastifyInstance, mapTileUrl?: string): void {
  const headers = {
    'content-security-policy': policyOf(tileImageSource(mapTileUrl)).join('; '),
    ...fixedHeaders,
  };
  // A callback hook, not an async one: every answer runs it, and a promise per answer costs.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.headers(headers);
    // Over plain http the header is ignored by browsers and would pin a dev host to https.
    if (request.protocol === 'https')
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    done(null, payload);
  });
}
