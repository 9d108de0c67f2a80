import { buildPath, type RouteDef } from '@shala/contracts';
import type { FastifyInstance } from 'fastify';
import type { Client } from './call.ts';

/** A multipart/form-data body: text fields, and one file part when given. */
export function multipartBody(
  fields: Record<string, string | number | boolean>,
  file?: { field?: string; filename: string; bytes: Buffer; contentType?: string },
) {
  const boundary = `----shala${Date.now()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`,
      ),
    );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Posts a multipart body to a route as the client (binary-safe, unlike `raw`). */
export async function sendMultipart(
  app: FastifyInstance,
  client: Client,
  route: RouteDef,
  body: ReturnType<typeof multipartBody>,
  params: Record<string, string | number> = {},
) {
  const response = await app.inject({
    method: route.method,
    url: buildPath(route, params),
    headers: {
      host: client.host,
      cookie: client.cookie ?? '',
      'content-type': body.contentType,
    },
    payload: body.payload,
  });
  return { status: response.statusCode, body: response.json(), response };
}
