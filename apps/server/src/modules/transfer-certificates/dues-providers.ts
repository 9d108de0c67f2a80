import type { TcDue } from '@shala/contracts';
import type { TenantScope } from '../../platform/scope.ts';
import { feeDuesProvider } from './fee-dues-provider.ts';
import { libraryDuesProvider } from './library-dues-provider.ts';

/**
 * A module that can say what a student still owes (fees, library books, hostel rent). The
 * no-dues check before a TC asks each one; a module plugs in by exporting a provider from its
 * `index.ts` and adding it to `duesProviders` below.
 */
export interface DuesProvider {
  /** Shown as the source of a due and in the list of modules checked, e.g. "Fees". */
  name: string;
  /** Dues as of the school's today (`scope.today`). */
  listDues(scope: TenantScope, studentId: number): Promise<TcDue[]>;
}

/** The modules asked, in this order; hostel and transport add theirs here when they exist. */
export const duesProviders: readonly DuesProvider[] = [feeDuesProvider, libraryDuesProvider];

/** What the student still owes, from every provider, and the names of those asked. */
export async function checkDues(
  scope: TenantScope,
  studentId: number,
  providers: readonly DuesProvider[] = duesProviders,
): Promise<{ dues: TcDue[]; checked: string[] }> {
  const dues: TcDue[] = [];
  for (const provider of providers) dues.push(...(await provider.listDues(scope, studentId)));
  return { dues, checked: providers.map((provider) => provider.name) };
}
