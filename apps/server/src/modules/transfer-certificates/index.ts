import type { ServerModule } from '../../platform/module.ts';
import { seedTransferCertificate } from './demo-seed.ts';
import { tcHandSamples, tcIdSources } from './guard-samples.ts';
import { transferCertificateHandlers } from './routes.ts';

export const transferCertificatesModule: ServerModule = {
  name: 'transfer-certificates',
  handlers: transferCertificateHandlers,
  demoSeed: ({ tx, tenantId }) => seedTransferCertificate(tx, tenantId),
  guardSamples: { handSamples: tcHandSamples, idSources: tcIdSources },
};
