import type { SignedInContext } from '../../platform/http/context.ts';
import { hasModuleAccess } from '../../platform/http/module-access.ts';

/**
 * Those who manage staff hold a page of the staff module (the school admin has them all):
 * only they see staff's user names (half of a sign-in).
 */
export const managesStaff = (ctx: SignedInContext) => hasModuleAccess(ctx.tx, ctx.user, 'staff');
