/**
 * Lighthouse (mobile preset: slow 4G, 4x CPU) on a school's /login and on the parent's home,
 * against a running server (`npm start`). Prints the performance score, LCP and bytes sent.
 * Usage: npm run lighthouse -- [origin], e.g. http://greenwood.shala.localhost:3000
 * Needs Chromium: CHROME_PATH, else /usr/bin/chromium. Lighthouse itself is fetched by npx (a
 * pinned version), not kept in the lock file: one of its dependencies asks for "latest", which
 * would break `npm ci` whenever that package publishes.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

const origin = new URL(process.argv[2] ?? 'http://greenwood.shala.localhost:3000');
const parent = { username: `parent@${origin.hostname.split('.')[0]}`, password: 'demo1234' };
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const lighthouse = ['--yes', 'lighthouse@12.8.2'];

/** Signs the demo parent in through the API (to 127.0.0.1, with the school's host); returns the cookie. */
function signInParent(): Promise<string> {
  const body = JSON.stringify(parent);
  return new Promise((resolve, reject) => {
    const call = request(
      {
        host: '127.0.0.1',
        port: origin.port || 80,
        method: 'POST',
        path: '/api/authentication/login',
        headers: { host: origin.host, 'content-type': 'application/json', origin: origin.origin },
      },
      (response) => {
        response.resume();
        const cookies = (response.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]);
        if (response.statusCode === 200 && cookies.length > 0) resolve(cookies.join('; '));
        else reject(new Error(`sign-in answered ${response.statusCode}`));
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}

interface Report {
  finalDisplayedUrl: string;
  categories: { performance: { score: number } };
  audits: Record<string, { numericValue?: number }>;
}

/**
 * A Chromium profile signed in as the parent: the session cookie and the app's SessionVault
 * marker, written on a stand-in page so that no file of the app is cached before the run.
 */
async function prepareSignedInProfile(cookie: string): Promise<string> {
  const profile = mkdtempSync(path.join(tmpdir(), 'lighthouse-profile-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: chromePath });
  const [name, value] = cookie.split('=') as [string, string];
  await context.addCookies([
    { name, value, url: origin.origin, expires: Math.floor(Date.now() / 1000) + 3600 },
  ]);
  const page = await context.newPage();
  await page.route(`${origin.origin}/**`, (route) => route.fulfill({ body: '<html></html>' }));
  await page.goto(`${origin.origin}/blank`);
  const marker = JSON.stringify({ isAuthenticated: true, dbName: null });
  await page.evaluate(`localStorage.setItem('SessionVault', ${JSON.stringify(marker)})`);
  await context.close();
  return profile;
}

function runLighthouse(url: string, profile?: string): Report {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'lighthouse-')), 'report.json');
  const profileFlags = profile ? ` --user-data-dir=${profile}` : '';
  execFileSync(
    'npx',
    [
      ...lighthouse,
      url,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
      `--chrome-flags=--headless=new --no-sandbox${profileFlags}`,
      ...(profile ? ['--disable-storage-reset'] : []),
    ],
    { env: { ...process.env, CHROME_PATH: chromePath }, stdio: 'inherit' },
  );
  return JSON.parse(readFileSync(out, 'utf8')) as Report;
}

function printReport(name: string, report: Report) {
  const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  console.log(
    `${name} (${new URL(report.finalDisplayedUrl).pathname}): performance ${report.categories.performance.score.toFixed(2)}, ` +
      `FCP ${(audit('first-contentful-paint') / 1000).toFixed(1)} s, ` +
      `LCP ${(audit('largest-contentful-paint') / 1000).toFixed(1)} s, ` +
      `TBT ${audit('total-blocking-time').toFixed(0)} ms, ` +
      `${(audit('total-byte-weight') / 1024).toFixed(0)} KiB transferred`,
  );
}

printReport('/login', runLighthouse(new URL('/login', origin).href));
const profile = await prepareSignedInProfile(await signInParent());
printReport("parent's home", runLighthouse(new URL('/parent_dashboard', origin).href, profile));
