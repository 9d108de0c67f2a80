import {
  copyFeeStructure,
  getFeeStructureDetails,
  listCopyableFeeStructures,
  feeMessages as m,
  manageFeeStructure,
} from '@shala/contracts';
import { notFound } from '../../platform/errors.ts';
import { handle } from '../../platform/http/handle.ts';
import * as queries from './structure-queries.ts';
import * as writes from './write-structures.ts';

async function presentOne(
  tx: Parameters<typeof queries.listFeeStructureDetails>[0],
  tenantId: number,
  sessionId: number,
  id: number,
) {
  const [row] = await queries.listFeeStructureDetails(tx, tenantId, { session_id: sessionId, id });
  if (!row) throw notFound(m.structureNotFound);
  return row;
}

/** Handlers of the fee structures: details, save (figures checked by the rules), copy. */
export const structureHandlers = {
  [getFeeStructureDetails.id]: handle(getFeeStructureDetails, async ({ query }, ctx) =>
    queries.listFeeStructureDetails(ctx.tx, ctx.tenant.id, query),
  ),

  [manageFeeStructure.id]: handle(manageFeeStructure, async ({ body }, ctx) => {
    const id = await writes.saveFeeStructure(ctx.tx, ctx.tenant.id, ctx.user.id, body);
    ctx.message = m.structureSaved;
    return presentOne(ctx.tx, ctx.tenant.id, body.session_id, id);
  }),

  [listCopyableFeeStructures.id]: handle(listCopyableFeeStructures, async (_input, ctx) =>
    queries.listCopyableFeeStructures(ctx.tx, ctx.tenant.id),
  ),

  [copyFeeStructure.id]: handle(copyFeeStructure, async ({ body }, ctx) => {
    const copied = await writes.copyFeeStructure(ctx.tx, ctx.tenant.id, ctx.user.id, body);
    ctx.message = m.structureCopied;
    return presentOne(ctx.tx, ctx.tenant.id, copied.sessionId, copied.id);
  }),
};
