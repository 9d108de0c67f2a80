import { hasModuleAccess } from '../../platform/http/module-access.ts';
import type { SignedInScope } from '../../platform/scope.ts';

/**
 * Those who manage staff hold a page of the staff module (the school admin has them all):
 * only they see staff's user names (half of a sign-in).
 */
export const managesStaff = (scope: SignedInScope) =>
  hasModuleAccess(scope.tx, scope.user, 'staff');
