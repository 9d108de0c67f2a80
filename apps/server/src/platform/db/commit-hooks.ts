import type { Tx } from './connect.ts';

const hooks = new WeakMap<object, Array<() => void>>();

/**
 * Runs `work` once the transaction `tx` has committed (`Database.transaction` runs it; a
 * rolled-back transaction drops it). For what other requests must only see after the commit,
 * such as forgetting a cached session: forgotten earlier, a concurrent request could read the
 * old row again and cache it.
 */
export function onCommit(tx: Tx, work: () => void): void {
  const list = hooks.get(tx);
  if (list) list.push(work);
  else hooks.set(tx, [work]);
}

/** Runs (and forgets) the work waiting for `tx`'s commit. */
export function runCommitHooks(tx: Tx): void {
  const list = hooks.get(tx);
  if (!list) return;
  hooks.delete(tx);
  for (const work of list) work();
}
