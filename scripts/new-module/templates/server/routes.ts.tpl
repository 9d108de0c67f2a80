import { list__Pascal__s } from '@shala/contracts';
import { handle } from '../../platform/http/handle.ts';
import * as service from './__name__-service.ts';

/** Handlers of the __title__ slice: parse, authorize (the route's access), call, present. */
export const __camel__Handlers = {
  [list__Pascal__s.id]: handle(list__Pascal__s, (_input, ctx) =>
    service.list__Pascal__s(ctx.tx, ctx.tenant.id),
  ),
};
