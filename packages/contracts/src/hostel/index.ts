import { defineContractModule } from '../core/module.ts';
import { hostelRoutes } from './routes.ts';

export * from './amount-rule.ts';
export * from './routes.ts';
export * from './schemas.ts';

/** The hostel module: hostels, rooms, allocations, fee setup and payments, defaulters, report. */
export const hostelModule = defineContractModule('hostel', hostelRoutes);
