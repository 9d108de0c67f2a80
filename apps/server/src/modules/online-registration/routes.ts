import {
  approveRegistration,
  declineRegistration,
  getPublicRegistrationForm,
  getRegistrationStatus,
  listRegistrations,
  registrationMessages as m,
  setRegistrationStatus,
  submitPublicRegistration,
} from '@shala/contracts';
import { AppError, forbidden, notFound } from '../../platform/errors.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { handle } from '../../platform/http/handle.ts';
import { ipKey, RateLimiter } from '../../platform/rate-limit.ts';
import type { Services } from '../../platform/services.ts';
import { findCurrentSession, resolveSession } from '../academics/index.ts';
import { approveRegistration as approve } from './approve-registration.ts';
import * as service from './registration-service.ts';

/** The school of the host, open for business; the public form is nowhere else. */
function schoolOf(ctx: RequestContext) {
  if (ctx.tenant?.kind !== 'SCHOOL' || ctx.tenant.status !== 'ACTIVE') throw notFound();
  return ctx.tenant;
}

/**
 * Registrations per address and school: 10 an hour, on top of the app's per-IP limit of
 * rate-limited routes (one process; several would move both to Redis).
 */
const registrationLimiters = new WeakMap<Services, RateLimiter>();
function countRegistration(ctx: RequestContext, tenantId: number) {
  let limiter = registrationLimiters.get(ctx.services);
  if (!limiter) {
    limiter = new RateLimiter(10, 60 * 60_000);
    registrationLimiters.set(ctx.services, limiter);
  }
  if (!limiter.hit(`${tenantId}:${ipKey(ctx.request.ip)}`))
    throw new AppError('TOO_MANY_REQUESTS', 'Too many attempts. Please try again later.');
}

/** Handlers of the online-registration slice: the switch, the public form, the registrants. */
export const onlineRegistrationHandlers = {
  [getRegistrationStatus.id]: handle(getRegistrationStatus, async ({ query }, ctx) => {
    const session = await resolveSession(ctx.tx, ctx.tenant.id, query.session_id ?? undefined);
    const open = await service.isRegistrationOpen(ctx.tx, ctx.tenant.id, session.id);
    return { session_id: session.id, status: open ? 1 : 0 } as const;
  }),

  [setRegistrationStatus.id]: handle(setRegistrationStatus, async ({ body }, ctx) => {
    const session = await resolveSession(ctx.tx, ctx.tenant.id, body.session_id);
    await service.setRegistrationOpen(ctx.tx, ctx.tenant.id, session.id, body.status);
    ctx.message = m.statusSaved;
    return { session_id: session.id, status: body.status ? 1 : 0 } as const;
  }),

  [listRegistrations.id]: handle(listRegistrations, async ({ query }, ctx) => {
    const session = await resolveSession(ctx.tx, ctx.tenant.id, query.session_id ?? undefined);
    return service.listRegistrations(ctx.tx, ctx.tenant.id, session.id, query);
  }),

  [approveRegistration.id]: handle(approveRegistration, async ({ body }, ctx) => {
    const admitted = await approve(ctx.scope, ctx, body.row);
    ctx.message = m.approved;
    return admitted;
  }),

  [declineRegistration.id]: handle(declineRegistration, async ({ params }, ctx) => {
    await service.deleteRegistration(ctx.tx, ctx.tenant.id, params.id);
    ctx.message = m.declined;
    return null;
  }),

  [getPublicRegistrationForm.id]: handle(getPublicRegistrationForm, async (_input, ctx) => {
    const school = schoolOf(ctx);
    const session = await findCurrentSession(ctx.tx, school.id);
    const open = session ? await service.isRegistrationOpen(ctx.tx, school.id, session.id) : false;
    return {
      open,
      school_name: school.name,
      session_name: session?.name ?? null,
      classes: open ? await service.listClassOptions(ctx.tx, school.id) : [],
    };
  }),

  [submitPublicRegistration.id]: handle(submitPublicRegistration, async ({ body }, ctx) => {
    const school = schoolOf(ctx);
    countRegistration(ctx, school.id);
    const session = await findCurrentSession(ctx.tx, school.id);
    if (!session || !(await service.isRegistrationOpen(ctx.tx, school.id, session.id)))
      throw forbidden(m.closed);
    ctx.message = m.registered;
    // The honeypot: a bot that filled the hidden field is thanked (with a reference that names
    // nothing) and forgotten.
    if (body.website) return { reference: service.drawRegistrationReference() };
    return { reference: await service.createRegistration(ctx.tx, school.id, session.id, body) };
  }),
};
