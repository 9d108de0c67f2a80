import {
  createStaff,
  getStaff,
  inviteStaff,
  listStaff,
  pageIdsOfKeys,
  setStaffActive,
  staffMessages,
  updateStaff,
} from '@shala/contracts';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { SignedInContext } from '../../platform/http/context.ts';
import { handle } from '../../platform/http/handle.ts';
import { listRolePageIds } from '../../platform/http/module-access.ts';
import { publicUrl } from '../../platform/services.ts';
import { issueResetCode } from '../auth/index.ts';
import * as account from './staff-account-service.ts';
import {
  assertContactsFree,
  assertDesignationFits,
  findStaffRow,
  listStaffRows,
} from './staff-service.ts';

/** How long an invitation code stays valid: long enough for a new colleague to find the mail. */
const invitationLifetimeMs = 3 * 24 * 60 * 60_000;

const schoolAdmin = 2;
/** Each role's own home and profile page: where it lands, not a right over others. */
const ownPages = new Set(pageIdsOfKeys(['home', 'profile']));

/**
 * A user may give, or change an account of, only a role whose pages are all among their own:
 * otherwise a staff manager could take over a colleague with more rights (change the e-mail,
 * send an invitation, sign in as them). Only a school admin touches the School Admin role.
 */
async function assertMayTouchRole(
  ctx: SignedInContext,
  targetRoleId: number | null,
  field: string,
) {
  const actor = ctx.user;
  if (actor.roleId === schoolAdmin) return;
  if (targetRoleId === schoolAdmin)
    throw badRequest(
      field === 'role_id' ? staffMessages.adminRoleOnlyByAdmin : staffMessages.adminOnlyByAdmin,
      field,
    );
  const tenantId = ctx.tenant.id;
  const own = new Set(await listRolePageIds(ctx.tx, tenantId, actor.roleId));
  const target = await listRolePageIds(ctx.tx, tenantId, targetRoleId);
  if (!target.every((id) => own.has(id) || ownPages.has(id)))
    throw badRequest(staffMessages.roleBeyondOwn, field);
}

/** Tells the old address that the account's e-mail changed (after commit), so a takeover shows. */
function notifyEmailChange(
  ctx: SignedInContext,
  account: { email: string | null; full_name: string; username: string },
  newEmail: string | null,
) {
  const oldEmail = account.email;
  if (!oldEmail || oldEmail.toLowerCase() === (newEmail ?? '').toLowerCase()) return;
  const tenant = ctx.tenant;
  const mail = {
    to: oldEmail,
    subject: `${tenant.name}: the e-mail of your account changed`,
    text:
      `Hello ${account.full_name},\n\nThe e-mail address of your ${tenant.name} account ` +
      `(${account.username}) was changed to ${newEmail ?? 'none'} by ${ctx.user.fullName}.\n` +
      'If you did not expect this, tell your school admin at once.\n',
  };
  ctx.afterCommit.push(() => ctx.services.mailer.send(mail));
}

async function requireStaff(ctx: SignedInContext, id: number) {
  const row = await findStaffRow(ctx.tx, ctx.tenant.id, id);
  if (!row) throw notFound(staffMessages.userNotFound);
  return row;
}

/** E-mails a one-time code with which the user chooses a password (verify-otp, then reset). */
async function sendInvitation(
  ctx: SignedInContext,
  user: { id: number; email: string; fullName: string; username: string },
) {
  const tenant = ctx.tenant;
  const url = publicUrl(ctx.services.config, tenant.subdomain, '/forgot_password');
  const link = `${url}?username=${encodeURIComponent(user.username)}`;
  await issueResetCode(ctx.tx, ctx, tenant, user, invitationLifetimeMs, (code) => ({
    subject: `${tenant.name}: your new account`,
    text:
      `Hello ${user.fullName},\n\n${tenant.name} has made you an account. Your user name is ${user.username}.\n\n` +
      `To choose your password, open ${link}&code=${code}\n` +
      `or go to ${url}, enter your user name, and use this code: ${code}\n` +
      'The code is valid for 3 days.\n',
  }));
}

export const staffHandlers = {
  [createStaff.id]: handle(createStaff, async ({ body }, ctx) => {
    const tenantId = ctx.tenant.id;
    await assertMayTouchRole(ctx, body.role_id, 'role_id');
    await assertDesignationFits(ctx.tx, tenantId, body.role_id, body.designation_id);
    await assertContactsFree(ctx.tx, tenantId, body);
    const userId = await account.createStaff(ctx.tx, tenantId, body);
    if (body.password_mode === 'invite') {
      await sendInvitation(ctx, {
        id: userId,
        email: body.email!,
        fullName: body.full_name,
        username: body.username,
      });
      ctx.message = staffMessages.createdInvited;
    } else ctx.message = staffMessages.created;
    return (await findStaffRow(ctx.tx, tenantId, userId))!;
  }),

  [listStaff.id]: handle(listStaff, async ({ query }, ctx) =>
    listStaffRows(ctx.tx, ctx.tenant.id, query),
  ),

  [getStaff.id]: handle(getStaff, async ({ params }, ctx) => requireStaff(ctx, params.id)),

  [updateStaff.id]: handle(updateStaff, async ({ body }, ctx) => {
    const tenantId = ctx.tenant.id;
    const current = await requireStaff(ctx, body.id);
    await assertMayTouchRole(ctx, current.role_id, 'id');
    await assertMayTouchRole(ctx, body.role_id, 'role_id');
    if (body.id === ctx.user.id && body.role_id !== current.role_id)
      throw badRequest(staffMessages.cannotChangeOwnRole, 'role_id');
    await assertDesignationFits(ctx.tx, tenantId, body.role_id, body.designation_id);
    await assertContactsFree(ctx.tx, tenantId, body, body.id);
    await account.updateStaff(ctx.tx, tenantId, body);
    notifyEmailChange(ctx, current, body.email);
    ctx.message = staffMessages.updated;
    return (await findStaffRow(ctx.tx, tenantId, body.id))!;
  }),

  [setStaffActive.id]: handle(setStaffActive, async ({ body }, ctx) => {
    const tenantId = ctx.tenant.id;
    const current = await requireStaff(ctx, body.id);
    await assertMayTouchRole(ctx, current.role_id, 'id');
    if (body.id === ctx.user.id && !body.is_active)
      throw badRequest(staffMessages.cannotDeactivateSelf, 'id');
    await account.updateStaffActive(ctx.tx, tenantId, body.id, body.is_active);
    ctx.message = body.is_active ? staffMessages.activated : staffMessages.deactivated;
    return { ...current, is_active: body.is_active };
  }),

  [inviteStaff.id]: handle(inviteStaff, async ({ body }, ctx) => {
    const current = await requireStaff(ctx, body.id);
    await assertMayTouchRole(ctx, current.role_id, 'id');
    if (!current.email) throw badRequest(staffMessages.inviteNeedsEmail, 'email');
    await sendInvitation(ctx, {
      id: current.id,
      email: current.email,
      fullName: current.full_name,
      username: current.username,
    });
    ctx.message = staffMessages.invitationSent;
    return null;
  }),
};
