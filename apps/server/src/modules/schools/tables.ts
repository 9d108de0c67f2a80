/** The tenants' table is the platform's (tenancy, the tenant column): the schools module's rows. */
export { schools } from '../../platform/db/schools-table.ts';
