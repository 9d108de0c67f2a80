import type { ServerModule } from '../../platform/module.ts';
import { seedRoleUsers } from './demo-seed.ts';
import { authHandlers } from './routes.ts';

export const authModule: ServerModule = {
  name: 'auth',
  handlers: authHandlers,
  demoSeed: seedRoleUsers,
  guardSamples: {
    // Without dbName, which would be refused before the user id is ever looked at.
    handSamples: { 'auth.resetPassword': () => ({ body: { new_password: 'Kettle-Orbit-42' } }) },
  },
};

/**
 * The public face other modules use: accounts as a subquery to join (names, roles, contacts)
 * and the writes of the modules that make accounts (staff, parents, a school's admin).
 */
export {
  type AccountChanges,
  accountsOf,
  createAccount,
  createAccounts,
  type NewAccount,
  updateAccounts,
} from './accounts.ts';
export { issueResetCode } from './password-reset.ts';
export { revokeAllSessions } from './session-service.ts';
/** The public face other modules use: the users table every person row hangs off. */
export { users } from './tables.ts';
