import { defaultPageIdsFor, pageIdsOfKeys, setAccessRight } from '@shala/contracts';
import { expect } from 'vitest';
import type { Answer, Client } from './call.ts';

/**
 * Gives the parent role (4) the pages of `keys` beside its defaults, as a school admin could on
 * /set_access_right: a staff-only write must still refuse parents by its own rule, not by the
 * menu. `restoreParentPages` takes them back.
 */
export async function grantParentPages(admin: Client, keys: readonly string[]) {
  await admin.ok(setAccessRight, {
    body: { role_id: 4, module_ids: [...defaultPageIdsFor(4), ...pageIdsOfKeys(keys)] },
  });
}

export async function restoreParentPages(admin: Client) {
  await admin.ok(setAccessRight, { body: { role_id: 4, module_ids: defaultPageIdsFor(4) } });
}

/** Expects a 403 that says why (not the generic refusal of the menu's access check). */
export async function expectRefused(answer: Promise<Answer<unknown>>, message: string) {
  const { status, body } = await answer;
  expect(status, JSON.stringify(body)).toBe(403);
  expect(body.message).toBe(message);
}
