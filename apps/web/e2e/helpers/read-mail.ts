import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { testServer } from './test-server';

/**
 * The newest mail the test server wrote (tests run without SMTP) to `to` whose text matches,
 * waiting a little for it to arrive. Quoted-printable soft line breaks are undone. Every
 * school's mails land in the one directory: the address keeps a journey to its own school's.
 */
export async function readLatestMail(
  to: string,
  match: RegExp,
  timeoutMs = 10_000,
): Promise<string> {
  const { mailDir } = testServer();
  const addressed = new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'im');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const names = await readdir(mailDir).catch(() => [] as string[]);
    for (const name of names.sort().reverse()) {
      const text = (await readFile(path.join(mailDir, name), 'utf8')).replace(/=\r?\n/g, '');
      if (addressed.test(text) && match.test(text)) return text;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to} matching ${match} in ${mailDir}`);
}
