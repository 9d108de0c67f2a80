import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Extra headers, e.g. X-Shala-Tenant on a school's messages (the outbox lists them by it). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Where mails are written when no SMTP server is configured; null when they leave by SMTP. */
  mailDir: string | null;
}

export interface MailerOptions {
  /** smtp://user:pass@host:port; without it, mails are written as .eml files under `mailDir`. */
  smtpUrl?: string;
  mailDir: string;
  from?: string;
}

/** Bounds on an SMTP conversation, so a stalled server fails a delivery instead of holding it. */
const smtpTimeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** Sends over SMTP when configured; otherwise keeps each mail as a file for the developer mailbox. */
export function createMailer(options: MailerOptions): Mailer {
  const from = options.from ?? 'Shala <no-reply@shala.localhost>';
  if (options.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport({
      url: options.smtpUrl,
      ...smtpTimeouts,
    });
    return {
      mailDir: null,
      async send(mail) {
        await transport.sendMail({ from, ...mail });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    mailDir: options.mailDir,
    async send(mail) {
      const info = await transport.sendMail({ from, ...mail });
      await mkdir(options.mailDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`;
      await writeFile(path.join(options.mailDir, name), info.message as Buffer);
    },
  };
}
