// This file loads students' tables before anything else of the server (a fresh module graph per
// test file), as drizzle-kit and the factories may. Students' tables import academics' and
// auth's table-refs.ts, which load those modules' tables only: no module's functions load on the
// way, so none can run a query on these tables before they exist.
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
