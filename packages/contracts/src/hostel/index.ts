import { defineContractModule } from '../core/module.ts';
import { hostelRoutes } from './routes.ts';

export * from './amount-rule.ts';
export * from './routes.ts';
export * from './schemas.ts';
export * from './visitor-rules.ts';
export * from './visitor-schemas.ts';

/** The hostel module: hostels, rooms, allocations, fee setup and payments, defaulters, report, visitors. */
export const hostelModule = defineContractModule('hostel', hostelRoutes);
