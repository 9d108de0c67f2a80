import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on a free local port that keeps every mail it receives. */
export interface SmtpInbox {
  /** `smtp://127.0.0.1:<port>`, for the test app's `smtpUrl`. */
  url: string;
  mails: ReceivedMail[];
  /** Addresses whose next delivery is refused with a temporary failure (451). */
  refuseOnce: Set<string>;
  close(): Promise<void>;
}

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const mails: ReceivedMail[] = [];
  const refuseOnce = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refuseOnce.delete(address.address)) return callback();
      const refusal = Object.assign(new Error('Mailbox busy, try again later'), {
        responseCode: 451,
      });
      callback(refusal);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    refuseOnce,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
