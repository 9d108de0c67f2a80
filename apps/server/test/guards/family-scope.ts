import type { RouteDef } from '@shala/contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { AppDb } from '../../src/platform/db/connect.ts';
import { type CallOptions, callRoute, describeAnswer } from './call-route.ts';
import { type IdField, type RouteInput, withId } from './route-samples.ts';
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
 * Parents (role 4) see only their own children's rows: asked about a child of another
 * family of the same school, a route answers 404, exactly as for a child that does not
 * exist, and writes nothing.
 *
 * Where it plugs in: role-matrix.test.ts, once the students module brings parent-facing
 * routes that take a student id (the spec's incident/{studentId}, school_attendance/parent,
 * admin/GetAssignBookForParent, transfer_certificate/pdf/{student_id}) and the demo seeds
 * two families in greenwood. For each route whose access admits role 4 and that has a
 * `student_id`/`studentId` field (idFieldsOf), call this with parent@greenwood's cookie and
 * the other family's child; register the field's id source in route-samples.ts first.
 */
export async function expectOtherFamilyChildHidden(check: FamilyScopeCheck): Promise<void> {
  const before = await snapshotTables(check.db);
  const response = await callRoute(
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
