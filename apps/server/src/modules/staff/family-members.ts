import type { SignedInScope } from '../../platform/scope.ts';

/**
 * Students' functions, loaded when first needed: students import staff at load (the password
 * of imported accounts, the demo's staff tables), so staff importing students at load would
 * close a load cycle (docs/adding-a-module.md, "Load cycles").
 */
const loadStudents = () => import('../students/index.ts');

/**
 * The parent accounts whose families the caller may see: null for all (the front office),
 * else those of the caller's classes (a teacher's; none for other staff).
 */
export async function listVisibleParentIds(scope: SignedInScope): Promise<number[] | null> {
  const students = await loadStudents();
  return students.listFamilyParentUserIds(scope);
}
