import type { FastifyReply } from 'fastify';

/** Answers with PDF bytes; `inline` shows it in the browser, otherwise it downloads. */
export function sendPdf(
  reply: FastifyReply,
  bytes: Buffer,
  fileName: string,
  { inline = false }: { inline?: boolean } = {},
): null {
  const safeName = fileName.replace(/[^A-Za-z0-9._-]+/g, '-');
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename="${safeName}"`)
    .header('cache-control', 'private, no-store')
    .send(bytes);
  return null;
}
