/** Every module of the contracts, one line each (adding a module = its folder and a line here). */

export * from './academics/index.ts';
export * from './access/index.ts';
export * from './auth/index.ts';
export * from './events/index.ts';
export * from './messages/index.ts';
export * from './news/index.ts';
export * from './notifications/index.ts';
export * from './school-profile/index.ts';
export * from './schools/index.ts';
export * from './staff/index.ts';
export * from './students/index.ts';
export * from './system/index.ts';
