/** The catalogue and role access are the platform's (it checks module access): access manages them. */
export { modules, roleModuleAccess } from '../../platform/db/core-tables.ts';
