import { defineContractModule } from '../core/module.ts';
import { residenceRoutes } from './residence-routes.ts';
import { hostelRoutes } from './routes.ts';

export * from './amount-rule.ts';
export * from './day-schemas.ts';
export * from './out-pass-rules.ts';
export * from './out-pass-schemas.ts';
export * from './residence-routes.ts';
export * from './residence-rules.ts';
export * from './residence-schemas.ts';
export * from './routes.ts';
export * from './schemas.ts';
export * from './visitor-rules.ts';
export * from './visitor-schemas.ts';

/**
 * The hostel module: hostels, rooms, allocations, fee setup and payments, defaulters, report,
 * visitors, the hostel's detail, seats per class, staff residents and out-passes.
 */
export const hostelModule = defineContractModule('hostel', [...hostelRoutes, ...residenceRoutes]);
