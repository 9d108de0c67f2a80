import { defineContractModule } from '../core/module.ts';
import { transferCertificateRoutes } from './routes.ts';

export * from './routes.ts';
export * from './rules.ts';
export * from './schemas.ts';
export * from './student-certificates.ts';

/** The transfer-certificates module: issue, report, edit, print and download TCs. */
export const transferCertificatesModule = defineContractModule(
  'transfer-certificates',
  transferCertificateRoutes,
);
