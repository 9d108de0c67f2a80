export * from '../../modules/academics/tables.ts';
export * from '../../modules/access/tables.ts';
/** Every Drizzle table, for drizzle-kit and the typed client. */
export * from '../../modules/auth/tables.ts';
export * from '../../modules/events/tables.ts';
export * from '../../modules/messages/tables.ts';
export * from '../../modules/news/tables.ts';
export * from '../../modules/notifications/tables.ts';
export * from '../../modules/school-profile/tables.ts';
export * from '../../modules/schools/tables.ts';
export * from '../../modules/staff/tables.ts';
export * from '../../modules/students/tables.ts';
export * from '../../modules/users/tables.ts';
