import { z } from 'zod';
import { authMessages, passwordMinLength } from '../auth/schemas.ts';
import { subdomainPattern } from '../core/host.ts';
import { pagingQuerySchema } from '../core/paging.ts';
import { personFieldMessages } from '../core/person-fields.ts';
import { schoolRoleIds } from '../core/roles.ts';
import { requiredText } from '../core/validation.ts';

export const schoolMessages = {
  enterSchoolName: 'Please enter school name',
  enterSubdomain: 'Please enter subdomain',
  badSubdomain: 'Subdomain may contain only lowercase letters, digits and hyphens',
  reservedSubdomain: 'This subdomain is reserved',
  subdomainTaken: 'This subdomain is already taken',
  badColour: 'Please enter a colour like #efa48d',
  enterAdminName: "Please enter the admin's full name",
  enterAdminUsername: "Please enter the admin's user name",
  badEmail: personFieldMessages.badEmail,
  badMobile: personFieldMessages.badMobile,
  badTimeZone: 'Please choose a time zone',
  schoolNotFound: 'School not found.',
  registered: 'School registered. The admin was sent an invitation to choose a password.',
  updated: 'School updated.',
} as const;

/** True for an IANA time zone name the runtime knows, e.g. Asia/Kolkata. */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Subdomains that are never a school's: they name the platform's own hosts. */
export const reservedSubdomains = [
  'www',
  'api',
  'admin',
  'app',
  'platform',
  'mail',
  'static',
  'assets',
  'shala',
];

const colour = z
  .string({ error: schoolMessages.badColour })
  .regex(/^#[0-9a-fA-F]{6}$/, { error: schoolMessages.badColour });
export const emailSchema = z
  .string({ error: schoolMessages.badEmail })
  .trim()
  .toLowerCase()
  .max(254)
  .email({ error: schoolMessages.badEmail });
export const mobileSchema = z
  .string({ error: schoolMessages.badMobile })
  .trim()
  .regex(/^[6-9]\d{9}$/, { error: schoolMessages.badMobile });

export const schoolStatusSchema = z.enum(['ACTIVE', 'SUSPENDED'], {
  error: 'Status must be ACTIVE or SUSPENDED',
});

const schoolFields = {
  school_name: requiredText(schoolMessages.enterSchoolName, 120),
  primary_color: colour.default('#efa48d'),
  text_color: colour.default('#efa48d'),
  time_zone: z
    .string({ error: schoolMessages.badTimeZone })
    .max(64, { error: schoolMessages.badTimeZone })
    .refine(isTimeZone, { error: schoolMessages.badTimeZone })
    .default('Asia/Kolkata'),
  status: schoolStatusSchema.default('ACTIVE'),
};

export const registerSchoolBodySchema = z.object({
  ...schoolFields,
  subdomain: z
    .string({ error: schoolMessages.enterSubdomain })
    .trim()
    .toLowerCase()
    .min(1, { error: schoolMessages.enterSubdomain })
    .max(63, { error: schoolMessages.badSubdomain })
    .regex(subdomainPattern, { error: schoolMessages.badSubdomain })
    .refine((value) => !reservedSubdomains.includes(value), {
      error: schoolMessages.reservedSubdomain,
    }),
  admin_full_name: requiredText(schoolMessages.enterAdminName, 120),
  admin_username: requiredText(schoolMessages.enterAdminUsername, 80),
  admin_email: emailSchema,
  admin_mobile: mobileSchema,
  /**
   * Optional: the admin is always invited to choose a password (an e-mailed link); a first
   * password typed here only lets the operator sign the admin in at once, e.g. at a demo.
   */
  admin_password: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z
      .string({ error: 'Please enter a first password' })
      .min(passwordMinLength, { error: authMessages.passwordTooShort })
      .max(128, { error: 'Password is too long' })
      .optional(),
  ),
});
export type RegisterSchoolBody = z.infer<typeof registerSchoolBodySchema>;

export const updateSchoolBodySchema = z.object({
  id: z.coerce
    .number({ error: schoolMessages.schoolNotFound })
    .int()
    .positive()
    .max(Number.MAX_SAFE_INTEGER),
  ...schoolFields,
});

export const schoolRowSchema = z.object({
  id: z.number().int(),
  school_name: z.string(),
  subdomain: z.string(),
  url: z.string(),
  primary_color: z.string(),
  text_color: z.string(),
  time_zone: z.string(),
  status: schoolStatusSchema,
  created_at: z.string(),
  user_count: z.number().int(),
});
export type SchoolRow = z.infer<typeof schoolRowSchema>;

export const listSchoolsQuerySchema = pagingQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  status: schoolStatusSchema.optional(),
});

export const schoolIdParamsSchema = z.object({
  schoolId: z.coerce
    .number({ error: 'Invalid school id' })
    .int()
    .positive()
    .max(Number.MAX_SAFE_INTEGER),
});

export const schoolUserRowSchema = z.object({
  id: z.number().int(),
  school_id: z.number().int(),
  school_name: z.string(),
  full_name: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  role_id: z.number().int().nullable(),
  role_name: z.string(),
  is_active: z.boolean(),
});

export const listSchoolUsersQuerySchema = pagingQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  school_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  role_id: z.coerce
    .number()
    .int()
    .refine((id) => (schoolRoleIds as readonly number[]).includes(id), { error: 'Unknown role' })
    .optional(),
});

export const schoolInformationSchema = z.object({
  school: schoolRowSchema,
  admin: schoolUserRowSchema.nullable(),
  users_by_role: z.array(
    z.object({ role_id: z.number().int(), role_name: z.string(), count: z.number().int() }),
  ),
});

export const platformDashboardSchema = z.object({
  schools: z.object({
    total: z.number().int(),
    active: z.number().int(),
    suspended: z.number().int(),
    this_month: z.number().int(),
  }),
  users: z.object({ staff: z.number().int(), parents: z.number().int() }),
  recent_schools: z.array(schoolRowSchema),
});
