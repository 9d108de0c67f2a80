import { index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { tenantId } from '../../platform/db/columns.ts';

/** The module catalogue as rows (platform-level), kept in step with contracts at start-up. */
export const modules = pgTable('modules', {
  id: integer('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  url: text('url'),
  icon: text('icon'),
  order: integer('order').notNull(),
  parentId: integer('parent_id'),
  type: text('type').notNull(),
  area: text('area').notNull(),
  additionalModule: integer('additional_module').notNull().default(0),
  paymentFormat: text('payment_format'),
  createPermission: text('create_permission'),
});

/** Per school and role, the pages the role may open (the school admin's are implied: all). */
export const roleModuleAccess = pgTable(
  'role_module_access',
  {
    tenantId: tenantId(),
    roleId: smallint('role_id').notNull(),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.roleId, t.moduleId] }),
    index('role_module_access_module_idx').on(t.moduleId),
  ],
);
