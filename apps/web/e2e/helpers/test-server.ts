import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The port of the one server every journey file uses (started by the global setup). */
    serverPort: number;
    /** Where that server writes its mails (no SMTP in tests), one .eml file each. */
    mailDir: string;
  }
}

/** The one test server of the run: its port and its mail directory. */
export function testServer(): { port: number; mailDir: string } {
  const port = inject('serverPort');
  if (!port) throw new Error('the test server has not started (is Chromium missing?)');
  return { port, mailDir: inject('mailDir') };
}
