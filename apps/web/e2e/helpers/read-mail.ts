import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileServer } from './file-server';

/**
 * The newest mail the server wrote under DATA_DIR/mail (tests run without SMTP) whose text
 * matches, waiting a little for it to arrive. Quoted-printable soft line breaks are undone.
 */
export async function readLatestMail(match: RegExp, timeoutMs = 10_000): Promise<string> {
  const mailDir = path.join(fileServer().dataDir, 'mail');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const names = await readdir(mailDir).catch(() => [] as string[]);
    for (const name of names.sort().reverse()) {
      const text = (await readFile(path.join(mailDir, name), 'utf8')).replace(/=\r?\n/g, '');
      if (match.test(text)) return text;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail matching ${match} in ${mailDir}`);
}
