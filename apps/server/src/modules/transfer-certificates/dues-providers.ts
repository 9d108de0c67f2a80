import type { TcDue } from '@shala/contracts';
import type { Tx } from '../../platform/db/connect.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { feeDuesProvider } from './fee-dues-provider.ts';
import { libraryDuesProvider } from './library-dues-provider.ts';

/**
 * A module that can say what a student still owes (fees, library books, hostel rent). The
 * no-dues check before a TC asks each one; a module plugs in by exporting a provider from its
 * `index.ts` and adding it to `duesProviders` below.
 */
export type DuesTenant = Pick<Tenant, 'id' | 'timeZone'>;

export interface DuesProvider {
  /** Shown as the source of a due and in the list of modules checked, e.g. "Fees". */
  name: string;
  /** Dues as of today in the school's time zone. */
  listDues(tx: Tx, tenant: DuesTenant, studentId: number): Promise<TcDue[]>;
}

/** The modules asked, in this order; hostel and transport add theirs here when they exist. */
export const duesProviders: readonly DuesProvider[] = [feeDuesProvider, libraryDuesProvider];

/** What the student still owes, from every provider, and the names of those asked. */
export async function checkDues(
  tx: Tx,
  tenant: DuesTenant,
  studentId: number,
  providers: readonly DuesProvider[] = duesProviders,
): Promise<{ dues: TcDue[]; checked: string[] }> {
  const dues: TcDue[] = [];
  for (const provider of providers) dues.push(...(await provider.listDues(tx, tenant, studentId)));
  return { dues, checked: providers.map((provider) => provider.name) };
}
