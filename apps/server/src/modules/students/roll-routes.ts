import {
  allocateRollNumbers,
  getClassList,
  getClasswiseCounts,
  getRollNumberOrder,
  setRollNumberOrder,
  setRollNumbers,
  studentMessages,
} from '@shala/contracts';
import { handle } from '../../platform/http/handle.ts';
import {
  allocateRolls,
  classwiseCounts,
  loadRollOrder,
  presentClass,
  saveRollOrder,
  sessionOrRefuse,
  setRollsByHand,
} from './roll-numbers.ts';

export const rollHandlers = {
  [getRollNumberOrder.id]: handle(getRollNumberOrder, async (_input, ctx) => ({
    roll_number_order: await loadRollOrder(ctx.tx, ctx.tenant.id),
  })),

  [setRollNumberOrder.id]: handle(setRollNumberOrder, async ({ body }, ctx) => {
    await saveRollOrder(ctx.scope, body.roll_number_order);
    ctx.message = studentMessages.rollOrderSaved;
    return { roll_number_order: body.roll_number_order };
  }),

  [allocateRollNumbers.id]: handle(allocateRollNumbers, async ({ body }, ctx) => {
    const numbered = await allocateRolls(ctx.scope, body);
    ctx.message = studentMessages.rollNumbersAllocated;
    return numbered;
  }),

  [setRollNumbers.id]: handle(setRollNumbers, async ({ body }, ctx) => {
    const numbered = await setRollsByHand(ctx.scope, body);
    ctx.message = studentMessages.rollNumbersAllocated;
    return numbered;
  }),

  [getClasswiseCounts.id]: handle(getClasswiseCounts, async ({ query }, ctx) => {
    const sessionId = await sessionOrRefuse(ctx.scope, query.session_id);
    return classwiseCounts(ctx.tx, ctx.tenant.id, sessionId);
  }),

  [getClassList.id]: handle(getClassList, async ({ query }, ctx) => {
    const sessionId = await sessionOrRefuse(ctx.scope, query.session_id);
    return presentClass(ctx.tx, ctx.tenant.id, sessionId, query.class_id, query.section_id ?? null);
  }),
};
