import path from 'node:path';
import { type BodyOf, buildPath, login, registerSchool } from '@shala/contracts';
import { beforeAll, inject } from 'vitest';
import { type ApiAnswer, callApi } from './call-api';

/** The demo's password, for every user of a journey school. */
const demoPassword = 'demo1234';

export interface JourneySchool {
  /** e.g. `students` for students.e2e.test.ts: the school's host is `students.shala.localhost`. */
  readonly subdomain: string;
  readonly name: string;
  /** The user name of the demo user of a role key (`admin`, `teacher`, `parent`, …). */
  user(key: string): string;
  /** That user's e-mail address. */
  email(key: string): string;
}

/**
 * A school of the calling test file's own (call it at the top of the file): registered through
 * the platform API by the operator before the file's tests, then filled with the demo's users
 * (`admin@<subdomain>`, `teacher@<subdomain>`, … all with password demo1234) and data, a copy
 * of greenwood's. No other file reads or writes it, so files run side by side on one server.
 */
export function journeySchool(): JourneySchool {
  let subdomain: string | undefined;
  // biome-ignore lint/correctness/noEmptyPattern: Vitest reads a hook's fixtures from this pattern
  beforeAll(async ({}, suite) => {
    // No server without Chromium: the journeys skip (or, in CI, the global setup failed).
    if (!inject('serverPort')) return;
    const key = path.basename(suite.file.filepath).replace(/\.e2e\.test\.ts$/, '');
    await createDemoSchool(key, nameOf(key));
    subdomain = key;
  }, 120_000);

  const ready = () => {
    if (!subdomain) throw new Error('the journey school is made before the tests of its file');
    return subdomain;
  };
  return {
    get subdomain() {
      return ready();
    },
    get name() {
      return nameOf(ready());
    },
    user: (key) => `${key}@${ready()}`,
    email: (key) => `${key}.${ready()}@example.com`,
  };
}

/** `school-profile` → `School Profile School`. */
function nameOf(key: string): string {
  const words = key.split('-').map((word) => word[0]!.toUpperCase() + word.slice(1));
  return `${words.join(' ')} School`;
}

async function createDemoSchool(subdomain: string, name: string): Promise<void> {
  const signedIn = expectOk(
    await callApi(null, 'POST', buildPath(login), {
      body: { username: 'superadmin', password: demoPassword },
    }),
    'operator sign-in',
  );
  const body: BodyOf<typeof registerSchool> = {
    school_name: name,
    subdomain,
    primary_color: '#efa48d',
    text_color: '#efa48d',
    admin_full_name: 'Anita Sharma',
    admin_username: `admin@${subdomain}`,
    admin_email: `admin.${subdomain}@example.com`,
    admin_mobile: '9876500000',
    admin_password: demoPassword,
  };
  expectOk(
    await callApi(null, 'POST', buildPath(registerSchool), {
      body,
      cookie: signedIn.cookies.join('; '),
    }),
    `registering ${subdomain}`,
  );
  expectOk(
    await callApi(null, 'POST', `/api/test/demo-school/${subdomain}`),
    `the demo data of ${subdomain}`,
  );
}

function expectOk(answer: ApiAnswer, what: string): ApiAnswer {
  if (answer.status < 200 || answer.status > 299) {
    throw new Error(`${what}: ${answer.status} ${answer.body.message ?? ''}`);
  }
  return answer;
}
