import { defineContractModule } from '../core/module.ts';
import { onlineRegistrationRoutes } from './routes.ts';

export * from './routes.ts';
export * from './rules.ts';
export * from './schemas.ts';

/** The online-registration module: the public form, its switch, and the registrants' list. */
export const onlineRegistrationModule = defineContractModule(
  'online-registration',
  onlineRegistrationRoutes,
);
