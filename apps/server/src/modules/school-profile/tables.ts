import {
  bigint,
  boolean,
  customType,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, rowId, tenantId } from '../../platform/db/columns.ts';

/** The school's own details beyond the platform's `schools` row (one row per school). */
export const schoolProfiles = pgTable(
  'school_profiles',
  {
    tenantId: tenantId(),
    id: rowId(),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    pincode: text('pincode'),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    affiliationBoard: text('affiliation_board'),
    affiliationNumber: text('affiliation_number'),
    establishedYear: integer('established_year'),
    principalName: text('principal_name'),
    about: text('about'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('school_profiles_one_key').on(t.tenantId),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * The school's own logo (one row per school, none until uploaded). The bytes live here rather
 * than in file storage so the PDF letterhead can read them inside any module's transaction.
 */
export const schoolLogos = pgTable(
  'school_logos',
  {
    tenantId: tenantId(),
    id: rowId(),
    contentType: text('content_type').notNull(),
    image: bytea('image').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('school_logos_one_key').on(t.tenantId),
  ],
);

/** Banner images shown on the school's public pages, in order. */
export const schoolBanners = pgTable(
  'school_banners',
  {
    tenantId: tenantId(),
    id: rowId(),
    title: text('title'),
    fileKey: text('file_key').notNull(),
    contentType: text('content_type').notNull(),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

/**
 * How admission numbers are issued: prefix + (year) + running number padded to `digits`.
 * One row per school; counters per year live in registration_counters.
 */
export const registrationFormats = pgTable(
  'registration_formats',
  {
    tenantId: tenantId(),
    id: rowId(),
    prefix: text('prefix').notNull().default(''),
    includeYear: boolean('include_year').notNull().default(true),
    separator: text('separator').notNull().default('/'),
    digits: integer('digits').notNull().default(4),
    startFrom: integer('start_from').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('registration_formats_one_key').on(t.tenantId),
  ],
);

/** The last number issued per school and scope (the year, or '' when the year is not used). */
export const registrationCounters = pgTable(
  'registration_counters',
  {
    tenantId: tenantId(),
    scope: text('scope').notNull(),
    lastNumber: bigint('last_number', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.scope] })],
);
