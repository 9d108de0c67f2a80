import type { ServerModule } from '../../platform/module.ts';
import { registerChargeSource } from '../fee-collection/index.ts';
import { seedHostel } from './demo-seed.ts';
import { hostelHandSamples, hostelIdSources } from './guard-samples.ts';
import { hostelChargeSource } from './ledger-hooks.ts';
import { residenceHandlers } from './residence-routes.ts';
import { hostelHandlers } from './routes.ts';

// A resident's months are dues of the fee ledger, payable wherever fees are paid.
registerChargeSource(hostelChargeSource);

export const hostelModule: ServerModule = {
  name: 'hostel',
  handlers: { ...hostelHandlers, ...residenceHandlers },
  // A hostel with rooms, a few students in them and the fee setup of the current session.
  demoSeed: ({ tx, tenantId }) => seedHostel(tx, tenantId),
  guardSamples: { handSamples: hostelHandSamples, idSources: hostelIdSources },
};

/** Who lives in the hostel: the demo's bus riders are day scholars. */
export { listResidentStudentIds } from './resident-students.ts';
