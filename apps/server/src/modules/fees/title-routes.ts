import {
  createFeeTitle,
  deleteFeeTitle,
  listFeeTitles,
  feeMessages as m,
  updateFeeTitle,
} from '@shala/contracts';
import { handle } from '../../platform/http/handle.ts';
import * as service from './fee-titles.ts';

/** Handlers of the fee titles: list, add, rename, delete (refused while a structure uses it). */
export const titleHandlers = {
  [listFeeTitles.id]: handle(listFeeTitles, async (_input, ctx) =>
    service.listFeeTitles(ctx.tx, ctx.tenant.id),
  ),

  [createFeeTitle.id]: handle(createFeeTitle, async ({ body }, ctx) => {
    const row = await service.createFeeTitle(ctx.tx, ctx.tenant.id, body.title);
    ctx.message = m.titleAdded;
    return row;
  }),

  [updateFeeTitle.id]: handle(updateFeeTitle, async ({ body }, ctx) => {
    const row = await service.updateFeeTitle(ctx.tx, ctx.tenant.id, body.id, body.fee_type_name);
    ctx.message = m.titleUpdated;
    return row;
  }),

  [deleteFeeTitle.id]: handle(deleteFeeTitle, async ({ params }, ctx) => {
    await service.deleteFeeTitle(ctx.tx, ctx.tenant.id, params.id);
    ctx.message = m.titleDeleted;
    return null;
  }),
};
