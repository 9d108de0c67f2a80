import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { badRequest } from '../../platform/errors.ts';
import { resolveSession } from '../academics/index.ts';

/** A class and its section (null for a class without sections) in a session, with names. */
export interface ClassPlace {
  sessionId: number;
  classId: number;
  sectionId: number | null;
  className: string;
  sectionName: string | null;
}

interface PlaceMessages {
  chooseClass: string;
  chooseSection: string;
}

/**
 * Checks a class and section of a session (the current one by default): the class exists,
 * and the section is one of the class's there (required when it has any). One query.
 */
export async function resolveClassPlace(
  tx: Tx,
  tenantId: number,
  place: { session_id?: number; class_id: number; section_id?: number | null },
  messages: PlaceMessages,
): Promise<ClassPlace> {
  const session = await resolveSession(tx, tenantId, place.session_id);
  const sectionId = place.section_id ?? null;
  const result = (await tx.execute(sql`
    select c.class_name,
      (select s.section_name from class_sections cs join sections s
         on s.tenant_id = cs.tenant_id and s.id = cs.section_id
       where cs.tenant_id = c.tenant_id and cs.session_id = ${session.id}
         and cs.class_id = c.id and cs.section_id = ${sectionId}) as section_name,
      exists (select 1 from class_sections cs where cs.tenant_id = c.tenant_id
         and cs.session_id = ${session.id} and cs.class_id = c.id) as has_sections
    from classes c where c.tenant_id = ${tenantId} and c.id = ${place.class_id}`)) as unknown as {
    rows: Array<{ class_name: string; section_name: string | null; has_sections: boolean }>;
  };
  const row = result.rows[0];
  if (!row) throw badRequest(messages.chooseClass, 'class_id');
  if (sectionId === null && row.has_sections)
    throw badRequest(messages.chooseSection, 'section_id');
  if (sectionId !== null && row.section_name === null)
    throw badRequest(messages.chooseSection, 'section_id');
  return {
    sessionId: session.id,
    classId: place.class_id,
    sectionId,
    className: row.class_name,
    sectionName: row.section_name,
  };
}
