// This file loads students' tables before anything else of the server (a fresh module graph per
// test file), as drizzle-kit and the factories may. Students' tables import academics' index.ts;
// academics must not load students' queries on the way (it imports students inside its
// functions: academics/student-tables.ts), or they would read these tables before they exist.
import { getTableConfig } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { studentPrograms } from './tables.ts';

describe("students' tables", () => {
  it('load first, with their foreign keys to academics', () => {
    const targets = getTableConfig(studentPrograms).foreignKeys.map(
      (key) => getTableConfig(key.reference().foreignTable).name,
    );
    expect(targets).toEqual(
      expect.arrayContaining(['academic_sessions', 'classes', 'sections', 'students']),
    );
  });
});
