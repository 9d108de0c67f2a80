import type { ServerModule } from '../../platform/module.ts';
import { discontinueHandSamples } from './guard-samples.ts';
import { discontinueHandlers } from './routes.ts';

export const discontinueModule: ServerModule = {
  name: 'discontinue',
  handlers: discontinueHandlers,
  guardSamples: { handSamples: discontinueHandSamples },
};

/** The public face: transfer certificates discontinue the student they are issued for. */
export {
  checkLeavingDate,
  findPlacement,
  type Placement,
  recordDiscontinuation,
} from './discontinue-service.ts';
