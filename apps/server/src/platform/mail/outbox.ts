import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseEml } from './read-eml.ts';

/** The header that ties a mail to the school it was sent for. */
export const mailTenantHeader = 'X-Shala-Tenant';

export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  /** ISO instant the mail was written. */
  time: string;
  text: string;
}

/** Files looked at per listing: the outbox is a developer mailbox, not an archive. */
const scanLimit = 1000;

/**
 * The newest mails in `mailDir` sent for `tenantId` (by their X-Shala-Tenant header). Mails
 * without the header, such as password-reset codes, are never listed.
 */
export async function listOutbox(
  mailDir: string,
  tenantId: number,
  limit = 50,
): Promise<OutboxMail[]> {
  const names = (await readdir(mailDir).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .reverse()
    .slice(0, scanLimit);
  const list: OutboxMail[] = [];
  for (const name of names) {
    const mail = parseEml(await readFile(path.join(mailDir, name), 'utf8'));
    if (mail.headers.get(mailTenantHeader.toLowerCase()) !== String(tenantId)) continue;
    const date = new Date(mail.headers.get('date') ?? '');
    list.push({
      id: name.replace(/\.eml$/, ''),
      to: mail.headers.get('to') ?? '',
      subject: mail.headers.get('subject') ?? '',
      time: Number.isNaN(date.getTime()) ? '' : date.toISOString(),
      text: mail.text,
    });
    if (list.length >= limit) break;
  }
  return list;
}
