import { z } from 'zod';
import { isCommonPassword } from '../auth/rules.ts';
import { authMessages, passwordMinLength } from '../auth/schemas.ts';
import { pagingQuerySchema } from '../core/paging.ts';
import {
  genders,
  optionalDateSchema,
  optionalEmailSchema,
  optionalRowIdSchema,
  optionalTextSchema,
  pastDateSchema,
  queryBooleanSchema,
  rowIdSchema,
  searchSchema,
} from '../core/person-fields.ts';
import { type SchoolRoleId, schoolRoleIds } from '../core/roles.ts';
import { requiredText } from '../core/validation.ts';
import { schoolMessages } from '../schools/platform-schemas.ts';

export const staffMessages = {
  enterFullName: 'Please enter the full name',
  enterUsername: 'Please enter a user name',
  badUsername:
    'User name may contain only letters, digits and . _ @ - (3 to 60 characters, no spaces)',
  usernameTaken: 'This user name is already taken',
  emailTaken: 'This e-mail is already used by another user of the school',
  mobileTaken: 'This mobile number is already used by another user of the school',
  enterMobile: schoolMessages.badMobile,
  chooseRole: 'Please select a role',
  parentRole: 'Parents get their accounts through student admission',
  adminRoleOnlyByAdmin: 'Only the school admin can give the School Admin role',
  chooseDesignation: 'Please select a designation',
  designationNotOfRole: 'This designation does not belong to the selected role',
  chooseGender: 'Please select a gender',
  badJoiningDate: 'Please enter a valid joining date',
  badBirthDate: 'Please enter a valid date of birth',
  futureBirthDate: 'Date of birth cannot be in the future',
  choosePasswordMode: 'Please choose a first password or an e-mailed invitation',
  enterPassword: 'Please enter a first password',
  inviteNeedsEmail: 'An e-mail is needed to send an invitation',
  userNotFound: 'User not found.',
  created: 'User created.',
  createdInvited: 'User created. An invitation to choose a password was e-mailed.',
  updated: 'User updated.',
  activated: 'User activated.',
  deactivated: 'User deactivated.',
  cannotDeactivateSelf: 'You cannot deactivate your own account',
  cannotChangeOwnRole: 'You cannot change your own role',
  adminOnlyByAdmin: 'Only the school admin can change a school admin',
  roleBeyondOwn: 'You can only manage accounts whose role has no more access than yours',
  invitationSent: 'An invitation to choose a password was e-mailed.',
  enterRoleName: 'Please enter the role name',
  roleSaved: 'Role saved.',
  enterDesignation: 'Please enter the designation',
  designationTaken: 'This designation already exists',
  designationNotFound: 'Designation not found.',
  designationInUse: 'This designation is given to staff members; change theirs first',
  designationSaved: 'Designation saved.',
  designationDeleted: 'Designation deleted.',
  mappingSaved: 'Designations of the role saved.',
  unknownDesignation: 'Some of the selected designations do not exist.',
} as const;

/** Roles a staff user may be given here: every school role except parent (4). */
export const staffRoleIds = schoolRoleIds.filter((id) => id !== 4) as readonly SchoolRoleId[];

const isSchoolRole = (id: number) => (schoolRoleIds as readonly number[]).includes(id);

export const schoolRoleIdSchema = z.coerce
  .number({ error: staffMessages.chooseRole })
  .int({ error: staffMessages.chooseRole })
  .refine(isSchoolRole, { error: staffMessages.chooseRole });

const staffRoleIdSchema = schoolRoleIdSchema.refine((id) => id !== 4, {
  error: staffMessages.parentRole,
});

/** User names: what people type at sign-in, so no spaces; compared case-insensitively. */
export const usernameSchema = requiredText(staffMessages.enterUsername, 60).regex(
  /^[A-Za-z0-9._@-]{3,60}$/,
  { error: staffMessages.badUsername },
);

export const firstPasswordSchema = z
  .string({ error: staffMessages.enterPassword })
  .min(passwordMinLength, { error: authMessages.passwordTooShort })
  .max(128, { error: 'Password is too long' })
  .refine((value) => !isCommonPassword(value), { error: authMessages.commonPassword });

/** The staff details a form edits (create and update share them). */
const staffFields = {
  full_name: requiredText(staffMessages.enterFullName, 120),
  username: usernameSchema,
  email: optionalEmailSchema,
  mobile: z
    .string({ error: staffMessages.enterMobile })
    .trim()
    .regex(/^[6-9]\d{9}$/, { error: staffMessages.enterMobile }),
  role_id: staffRoleIdSchema,
  designation_id: optionalRowIdSchema(staffMessages.chooseDesignation),
  gender: z.enum(genders, { error: staffMessages.chooseGender }),
  joining_date: optionalDateSchema(staffMessages.badJoiningDate),
  date_of_birth: z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    pastDateSchema(staffMessages.badBirthDate, staffMessages.futureBirthDate).nullable(),
  ),
  qualification: optionalTextSchema(120),
  address: optionalTextSchema(500),
  employee_code: optionalTextSchema(40),
};

export const passwordModes = ['password', 'invite'] as const;

export const createStaffBodySchema = z
  .object({
    ...staffFields,
    /** `password`: the admin sets a first password; `invite`: a set-password code is e-mailed. */
    password_mode: z.enum(passwordModes, { error: staffMessages.choosePasswordMode }),
    password: firstPasswordSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.password_mode === 'password' && !body.password)
      ctx.addIssue({ code: 'custom', path: ['password'], message: staffMessages.enterPassword });
    if (body.password_mode === 'invite' && !body.email)
      ctx.addIssue({ code: 'custom', path: ['email'], message: staffMessages.inviteNeedsEmail });
  });
export type CreateStaffBody = z.infer<typeof createStaffBodySchema>;

export const updateStaffBodySchema = z.object({
  id: rowIdSchema(staffMessages.userNotFound),
  ...staffFields,
});
export type UpdateStaffBody = z.infer<typeof updateStaffBodySchema>;

export const staffIdParamsSchema = z.object({ id: rowIdSchema(staffMessages.userNotFound) });
export const staffIdBodySchema = z.object({ id: rowIdSchema(staffMessages.userNotFound) });

export const setStaffActiveBodySchema = z.object({
  id: rowIdSchema(staffMessages.userNotFound),
  is_active: z.boolean({ error: 'Please choose active or inactive' }),
});

export const listStaffQuerySchema = pagingQuerySchema.extend({
  /** Matches full name, user name, e-mail, mobile or employee code. */
  search: searchSchema.optional(),
  role_id: staffRoleIdSchema.optional(),
  designation_id: rowIdSchema(staffMessages.chooseDesignation).optional(),
  is_active: queryBooleanSchema('Active must be true or false').optional(),
});

export const staffRowSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  role_id: z.number().int(),
  role_name: z.string(),
  designation_id: z.number().int().nullable(),
  designation_name: z.string().nullable(),
  gender: z.string().nullable(),
  joining_date: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  qualification: z.string().nullable(),
  address: z.string().nullable(),
  employee_code: z.string().nullable(),
  is_active: z.boolean(),
  /** True until an invited user has chosen a password. */
  invitation_pending: z.boolean(),
  created_at: z.string(),
});
export type StaffRow = z.infer<typeof staffRowSchema>;

/** Roles with the school's own names (for /create_user_role and role pickers). */
export const roleLabelSchema = z.object({
  role_id: z.number().int(),
  role_name: z.string(),
  default_name: z.string(),
  description: z.string().nullable(),
  /** True when staff users may be given this role on /create_user. */
  assignable: z.boolean(),
});

export const updateRoleLabelBodySchema = z.object({
  role_id: schoolRoleIdSchema,
  role_name: requiredText(staffMessages.enterRoleName, 60),
  description: optionalTextSchema(300),
});

export const designationSchema = z.object({
  id: z.number().int(),
  designation_name: z.string(),
  role_ids: z.array(z.number().int()),
  staff_count: z.number().int(),
});

export const createDesignationBodySchema = z.object({
  designation_name: requiredText(staffMessages.enterDesignation, 80),
});
export const updateDesignationBodySchema = z.object({
  id: rowIdSchema(staffMessages.designationNotFound),
  designation_name: requiredText(staffMessages.enterDesignation, 80),
});
export const designationIdParamsSchema = z.object({
  id: rowIdSchema(staffMessages.designationNotFound),
});

export const roleDesignationsSchema = z.object({
  role_id: z.number().int(),
  role_name: z.string(),
  designations: z.array(z.object({ id: z.number().int(), designation_name: z.string() })),
});

export const setRoleDesignationsBodySchema = z.object({
  role_id: staffRoleIdSchema,
  designation_ids: z
    .array(rowIdSchema(staffMessages.unknownDesignation), {
      error: staffMessages.unknownDesignation,
    })
    .max(200, { error: 'At most 200 designations per role' }),
});
