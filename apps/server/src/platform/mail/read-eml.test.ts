import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { parseEml } from './read-eml.ts';

/** The bytes nodemailer writes for a mail, as the file mailer stores them. */
async function render(mail: {
  to: string;
  subject: string;
  text: string;
  headers?: Record<string, string>;
}) {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const info = await transport.sendMail({ from: 'Shala <no-reply@shala.localhost>', ...mail });
  return (info.message as Buffer).toString('utf8');
}

describe('reading back a written mail', () => {
  it.each([
    ['plain ASCII', 'Sports day', 'Sports day is on Friday.\nBring water.'],
    ['non-ASCII subject and text', 'Fête — परीक्षा', 'Résultats: परीक्षा परिणाम ✓\nदूसरी पंक्ति'],
    ['long lines', 'Long', `${'word '.repeat(60)}end\n${'x'.repeat(300)}`],
    [
      'a line that starts with a dot or looks like a header',
      'Odd',
      '.dot\nSubject: not a header\n=3D',
    ],
  ])('keeps %s', async (_case, subject, text) => {
    const raw = await render({
      to: 'Asha Rao <asha@example.com>',
      subject,
      text,
      headers: { 'X-Shala-Tenant': '42' },
    });
    const mail = parseEml(raw);
    expect(mail.headers.get('subject')).toBe(subject);
    expect(mail.headers.get('to')).toBe('Asha Rao <asha@example.com>');
    expect(mail.headers.get('x-shala-tenant')).toBe('42');
    expect(mail.text).toBe(text);
  });
});
