/** Pure rules of the imports: columns and cells, then the staff and student row checks. */
export * from './cells.ts';
export * from './staff-rows.ts';
export * from './student-rows.ts';
