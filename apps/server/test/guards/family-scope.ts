import type { RouteDef } from '@shala/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { AppDb } from '../../src/platform/db/connect.ts';
import { type CallOptions, sendRoute } from '../helpers/call.ts';
import { describeAnswer } from './read-answer.ts';
import { type IdField, idFieldsOf, type RouteInput, withId } from './route-samples.ts';
import { snapshotTables } from './table-checksum.ts';

export interface FamilyScopeCheck {
  app: FastifyInstance;
  db: AppDb;
  route: RouteDef;
  /** A valid input of the route, as the parent would send it for their own child. */
  input: RouteInput;
  /** The field that names the child (e.g. params.studentId, query.student_id). */
  childField: Pick<IdField, 'part' | 'name'>;
  /** A child of the same school who belongs to another family. */
  otherChildId: number;
  /** The parent's session on their school's host. */
  parent: CallOptions;
}

/**
 * Parents (role 4) see only their own family's rows: asked about a child (or a parent
 * account) of another family of the same school, a route answers 404, exactly as for a row
 * that does not exist, and writes nothing. role-matrix.test.ts runs this for every route a
 * parent may call that names a child or a parent account (see `familyFieldsOf`).
 */
export async function expectOtherFamilyChildHidden(check: FamilyScopeCheck): Promise<void> {
  const before = await snapshotTables(check.db);
  const response = await sendRoute(
    check.app,
    check.route,
    withId(check.input, check.childField, check.otherChildId),
    check.parent,
  );
  expect(response.statusCode, `${check.route.id}: ${describeAnswer(response)}`).toBe(404);
  expect(await snapshotTables(check.db), `${check.route.id} wrote for another family`).toEqual(
    before,
  );
}

/** What a family field names: a child (student id) or a parent's own account (user id). */
export type FamilyFieldKind = 'child' | 'parent-account';

const childField = /^student_?[iI]d$/;
/** Routes whose user id field names a parent account, where a parent may only give their own. */
const parentAccountFields: Record<string, string> = { 'lookups.studentsOfParent': 'userId' };

/** The fields of a route through which a parent names a family member. */
export function familyFieldsOf(route: RouteDef): Array<IdField & { kind: FamilyFieldKind }> {
  return idFieldsOf(route).flatMap((field): Array<IdField & { kind: FamilyFieldKind }> => {
    if (childField.test(field.name)) return [{ ...field, kind: 'child' }];
    if (parentAccountFields[route.id] === field.name) return [{ ...field, kind: 'parent-account' }];
    return [];
  });
}

async function firstId(db: AppDb, query: ReturnType<typeof sql>): Promise<number> {
  const result = (await db.execute(query)) as unknown as { rows: Array<{ id: unknown }> };
  const id = result.rows[0]?.id;
  if (id === undefined || id === null) throw new Error('the demo school has no second family');
  return Number(id);
}

/** A child and a parent account of the school that are not the family of `parentUserId`. */
export async function otherFamilyOf(db: AppDb, schoolId: number, parentUserId: number) {
  const ownChildren = sql`select sp.student_id from student_parents sp join parents p
    on p.tenant_id = sp.tenant_id and p.id = sp.parent_id
    where sp.tenant_id = ${schoolId} and p.user_id = ${parentUserId}`;
  const child = await firstId(
    db,
    sql`select id from students where tenant_id = ${schoolId} and id not in (${ownChildren}) order by id limit 1`,
  );
  const parentAccount = await firstId(
    db,
    sql`select p.user_id as id from student_parents sp join parents p
      on p.tenant_id = sp.tenant_id and p.id = sp.parent_id
      where sp.tenant_id = ${schoolId} and sp.student_id = ${child} and p.user_id is not null
        and p.user_id <> ${parentUserId} limit 1`,
  );
  return { child, 'parent-account': parentAccount } satisfies Record<FamilyFieldKind, number>;
}
