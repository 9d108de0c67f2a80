import type { ServerModule } from '../../platform/module.ts';
import { seedSchoolProfile } from './demo-seed.ts';
import { schoolProfileHandlers } from './routes.ts';

export const schoolProfileModule: ServerModule = {
  name: 'school-profile',
  handlers: schoolProfileHandlers,
  demoSeed: ({ tx, tenantId, school, storage }) => seedSchoolProfile(tx, tenantId, school, storage),
};

/** Admission numbers: issued by admissions and imports (and the demo's admissions, by year). */
export { issueAdmissionNumbers, issueAdmissionNumbersOfYears } from './admission-numbers.ts';
export { findSchoolBrand } from './school-brand.ts';
export { findSchoolLogo, findSchoolLogoVersion } from './school-logo.ts';
