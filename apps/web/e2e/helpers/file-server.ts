import { afterAll, beforeAll, inject } from 'vitest';
import { type RunningServer, startServer } from './start-server';

let server: RunningServer | undefined;

/** The server of the running test file: each file gets its own server and data. */
export function fileServer(): RunningServer {
  if (!server) throw new Error('the test file server has not started');
  return server;
}

// Every journey file starts from the same demo data: one file's changes (a new session,
// a changed password) never reach another file.
beforeAll(async () => {
  if (!inject('webDistDir')) return;
  server = await startServer(inject('webDistDir'));
}, 180_000);

afterAll(async () => {
  await server?.stop();
  server = undefined;
});
