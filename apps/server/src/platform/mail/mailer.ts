import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export interface MailerOptions {
  /** smtp://user:pass@host:port; without it, mails are written as .eml files under `mailDir`. */
  smtpUrl?: string;
  mailDir: string;
  from?: string;
}

/** Sends over SMTP when configured; otherwise keeps each mail as a file for the developer mailbox. */
export function createMailer(options: MailerOptions): Mailer {
  const from = options.from ?? 'Shala <no-reply@shala.localhost>';
  if (options.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from, ...mail });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from, ...mail });
      await mkdir(options.mailDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`;
      await writeFile(path.join(options.mailDir, name), info.message as Buffer);
    },
  };
}
