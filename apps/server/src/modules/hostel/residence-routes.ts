import {
  actOnOutPass,
  assignSeats,
  cancelChildOutPass,
  clockTimeIn,
  getHostelDay,
  getHostelDetail,
  issueOutPass,
  listChildOutPasses,
  listOutPasses,
  listSeatAvailability,
  listStaffResidents,
  hostelMessages as m,
  type OutPassRow,
  outPassMessages as om,
  requestOutPass,
  residenceMessages,
  roleIds,
} from '@shala/contracts';
import { notFound } from '../../platform/errors.ts';
import type { SignedInContext } from '../../platform/http/context.ts';
import { handle } from '../../platform/http/handle.ts';
import { findCurrentSession, resolveSession } from '../academics/index.ts';
import { sendNotice } from '../messages/index.ts';
import { findStudentsByIds, listChildIds, listParentContacts } from '../students/index.ts';
import * as day from './day-service.ts';
import * as passes from './out-pass-service.ts';
import * as residence from './residence-service.ts';

/** A parent names only their own children; staff any student of the school (else 404). */
async function assertMayFollow(ctx: SignedInContext, studentId: number): Promise<void> {
  const known =
    ctx.user.roleId === roleIds.parent
      ? (await listChildIds(ctx.tx, ctx.tenant.id, ctx.user.id)).includes(studentId)
      : (await findStudentsByIds(ctx.tx, ctx.tenant.id, [studentId])).length > 0;
  if (!known) throw notFound(m.studentNotFound);
}

const currentSessionId = async (ctx: SignedInContext) =>
  (await resolveSession(ctx.tx, ctx.tenant.id, undefined)).id;

/** Tells the student's parents of the pass's new state, when it is one they hear of. */
async function tellParents(ctx: SignedInContext, row: OutPassRow): Promise<void> {
  const parents = await listParentContacts(ctx.tx, ctx.tenant.id, [row.student_id]);
  const notice = passes.outPassNotice(
    row,
    parents.flatMap((parent) => (parent.userId === null ? [] : [parent.userId])),
    clockTimeIn(ctx.tenant.timeZone),
  );
  if (notice) await sendNotice(ctx.scope, ctx, notice);
}

/** Handlers of the hostel's detail, seats per class, staff residents and out-passes. */
export const residenceHandlers = {
  [getHostelDetail.id]: handle(getHostelDetail, async ({ params, query }, ctx) =>
    residence.getHostelDetail(ctx.scope, params.id, query.session_id),
  ),
  [listSeatAvailability.id]: handle(listSeatAvailability, async ({ query }, ctx) =>
    residence.listSeatAvailability(ctx.scope, query.session_id),
  ),
  [assignSeats.id]: handle(assignSeats, async ({ body }, ctx) => {
    const rows = await residence.assignSeats(ctx.scope, ctx.user.id, body);
    ctx.message = residenceMessages.seatsSaved;
    return rows;
  }),
  [listStaffResidents.id]: handle(listStaffResidents, async ({ query }, ctx) =>
    residence.listStaffResidents(ctx.scope, query),
  ),
  [issueOutPass.id]: handle(issueOutPass, async ({ body }, ctx) => {
    const sessionId = await currentSessionId(ctx);
    const by = { userId: ctx.user.id, status: 'approved' as const };
    const { row } = await passes.createOutPass(ctx.scope, sessionId, by, body);
    await tellParents(ctx, row);
    ctx.message = om.created;
    return row;
  }),
  [listOutPasses.id]: handle(listOutPasses, async ({ query }, ctx) =>
    passes.listOutPasses(ctx.scope, await currentSessionId(ctx), query),
  ),
  [actOnOutPass.id]: handle(actOnOutPass, async ({ params, body }, ctx) => {
    const row = await passes.actOnOutPass(ctx.scope, await currentSessionId(ctx), {
      id: params.id,
      action: body.action,
      note: body.note,
      userId: ctx.user.id,
    });
    await tellParents(ctx, row);
    ctx.message = om.updated;
    return row;
  }),
  [requestOutPass.id]: handle(requestOutPass, async ({ body }, ctx) => {
    await assertMayFollow(ctx, body.student_id);
    const sessionId = await currentSessionId(ctx);
    const by = { userId: ctx.user.id, status: 'requested' as const };
    const { row, wardenId } = await passes.createOutPass(ctx.scope, sessionId, by, body);
    if (wardenId !== null)
      await sendNotice(ctx.scope, ctx, {
        key: `out-pass:${row.id}:requested`,
        title: 'Hostel out-pass requested',
        body: `${row.requested_by} asks an out-pass for ${row.student_name} (${row.room_name}, ${row.hostel_name}): ${row.reason}`,
        recipientUserIds: [wardenId],
        channels: ['app', 'push'],
      });
    ctx.message = om.requested;
    return row;
  }),
  [listChildOutPasses.id]: handle(listChildOutPasses, async ({ query }, ctx) => {
    await assertMayFollow(ctx, query.user_id);
    const sessionId = await currentSessionId(ctx);
    return passes.listStudentOutPasses(ctx.scope, sessionId, query.user_id);
  }),
  [getHostelDay.id]: handle(getHostelDay, async (_input, ctx) => {
    const today = ctx.scope.today;
    // A home page without a current session shows no hostel rather than an error.
    const session = await findCurrentSession(ctx.tx, ctx.tenant.id);
    if (!session) return { date: today, hostels: [] };
    return day.getHostelDay(ctx.scope, {
      sessionId: session.id,
      userId: ctx.user.id,
      today,
    });
  }),
  [cancelChildOutPass.id]: handle(cancelChildOutPass, async ({ params }, ctx) => {
    const row = await passes.actOnOutPass(ctx.scope, await currentSessionId(ctx), {
      id: params.id,
      action: 'cancel',
      note: '',
      userId: ctx.user.id,
      onlyBy: ctx.user.id,
    });
    ctx.message = om.updated;
    return row;
  }),
};
