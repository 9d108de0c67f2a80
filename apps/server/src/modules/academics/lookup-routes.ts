import {
  getAllClassesOptions,
  getClassesOptions,
  getCommonSection,
  getCurrentSession,
  getCurrentSessionOptions,
  getSections,
  getSectionsOfClass,
  getSectionsOptions,
  getSessionListOptions,
  getSessions,
  getSessionsOptions,
  getSubjectsOptions,
} from '@shala/contracts';
import { handle } from '../../platform/http/handle.ts';
import * as lookups from './lookups.ts';

export const lookupHandlers = {
  [getAllClassesOptions.id]: handle(getAllClassesOptions, async (_input, ctx) =>
    lookups.listClassOptions(ctx.tx, ctx.tenant.id),
  ),
  [getClassesOptions.id]: handle(getClassesOptions, async (_input, ctx) =>
    lookups.listClassOptions(ctx.tx, ctx.tenant.id),
  ),
  [getSessionListOptions.id]: handle(getSessionListOptions, async (_input, ctx) =>
    lookups.listSessionOptions(ctx.tx, ctx.tenant.id),
  ),
  [getSessionsOptions.id]: handle(getSessionsOptions, async (_input, ctx) =>
    lookups.listSessionOptions(ctx.tx, ctx.tenant.id),
  ),
  [getCurrentSessionOptions.id]: handle(getCurrentSessionOptions, async (_input, ctx) =>
    lookups.listCurrentSessionOptions(ctx.tx, ctx.tenant.id),
  ),
  [getCurrentSession.id]: handle(getCurrentSession, async (_input, ctx) =>
    lookups.getCurrentSessionSummary(ctx.tx, ctx.tenant.id),
  ),
  [getSessions.id]: handle(getSessions, async (_input, ctx) =>
    lookups.listAllSessions(ctx.tx, ctx.tenant.id),
  ),
  [getSections.id]: handle(getSections, async ({ query }, ctx) =>
    lookups.listSectionsOfClass(ctx.tx, ctx.tenant.id, query.class_id),
  ),
  [getSectionsOfClass.id]: handle(getSectionsOfClass, async ({ params }, ctx) =>
    lookups.listSectionsOfClass(ctx.tx, ctx.tenant.id, params.classId),
  ),
  [getCommonSection.id]: handle(getCommonSection, async ({ query }, ctx) =>
    lookups.listCommonSections(ctx.tx, ctx.tenant.id, query.class_id),
  ),
  [getSectionsOptions.id]: handle(getSectionsOptions, async ({ query }, ctx) =>
    lookups.getSectionsOptions(ctx.tx, ctx.tenant.id, query),
  ),
  [getSubjectsOptions.id]: handle(getSubjectsOptions, async ({ query }, ctx) =>
    lookups.listSubjectOptions(ctx.tx, ctx.tenant.id, query),
  ),
};
