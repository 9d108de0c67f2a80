import { lookupHandlers } from './lookup-routes.ts';
import { sessionHandlers } from './session-routes.ts';
import { structureHandlers } from './structure-routes.ts';

/** Handlers of the academics slice: sessions, classes and subjects, and the shared lookups. */
export const academicsHandlers = {
  ...sessionHandlers,
  ...structureHandlers,
  ...lookupHandlers,
};
