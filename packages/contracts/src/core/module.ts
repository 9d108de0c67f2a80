import type { RouteDef } from './route.ts';

/** A module's face in the contracts: its name and every route it serves. */
export interface ContractModule {
  readonly kind: 'contract-module';
  readonly name: string;
  readonly routes: readonly RouteDef[];
}

export function defineContractModule(name: string, routes: readonly RouteDef[]): ContractModule {
  return { kind: 'contract-module', name, routes };
}

export function isContractModule(value: unknown): value is ContractModule {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { kind?: unknown }).kind === 'contract-module'
  );
}
