import type { Mail } from '../../src/platform/mail/mailer.ts';
import type { TestApp } from './test-app.ts';

/** Keeps every mail the app sends (instead of writing files) for the test to read. */
export function captureMail(t: TestApp): Mail[] {
  const sent: Mail[] = [];
  t.services.mailer.send = async (mail) => {
    sent.push(mail);
  };
  return sent;
}

/** Lets after-commit work (mail) run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
