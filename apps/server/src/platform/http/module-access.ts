import type { Tx } from '../db/connect.ts';

export interface AccessibleModules {
  ids: number[];
  keys: Set<string>;
}

/** The modules a school role may use. Filled from the module catalogue (access rights). */
export async function listAccessibleModules(
  _tx: Tx,
  _tenantId: number,
  _roleId: number | null,
): Promise<AccessibleModules> {
  return { ids: [], keys: new Set() };
}
