import { z } from 'zod';
import { pageOf, pagingQuerySchema } from '../core/paging.ts';
import {
  bloodGroups,
  genders,
  isoDateSchema,
  optionalEmailSchema,
  optionalMobileSchema,
  optionalRowIdSchema,
  optionalTextSchema,
  pastDateSchema,
  rowIdSchema,
  searchSchema,
} from '../core/person-fields.ts';
import { requiredText } from '../core/validation.ts';
import { rollNumberOrders } from './rules.ts';

export const studentMessages = {
  enterFirstName: 'Please enter the first name',
  chooseGender: 'Please select a gender',
  badBirthDate: 'Please enter a valid date of birth',
  futureBirthDate: 'Date of birth cannot be in the future',
  badBloodGroup: 'Please select a valid blood group',
  badAdmissionDate: 'Please enter a valid admission date',
  chooseClass: 'Please select a class',
  chooseSection: 'Please select a section',
  classNotFound: 'This class does not exist',
  sectionNotOfClass: 'This section does not belong to the class in the current session',
  classHasNoSections: 'This class has no sections in the current session',
  noCurrentSession: 'Please set a current session before admitting students',
  oneParent: 'Please enter at least one parent (father, mother or local guardian)',
  admitted: 'Student admitted.',
  updated: 'Student details updated.',
  studentNotFound: 'Student not found.',
  chooseStudent: 'Please select a student',
  sessionNotFound: 'This session does not exist',
  rollOrderSaved: 'Roll number order saved.',
  rollNumbersAllocated: 'Roll numbers allocated.',
  badRollNumber: 'Roll number must be a whole number from 1 to 9999',
  rollTwice: 'This roll number is given twice',
  rollTaken: 'This roll number is already given to another student of the class',
  studentNotInClass: 'This student is not in the selected class and section',
  chooseParent: 'Please select a parent',
  notYourFamily: "You can see the records of your own classes' students only.",
  badApaarId: 'APAAR ID must be 12 digits',
  badPen: 'PEN must be 11 digits',
  badPreviousSchool: 'Previous school must be at most 120 characters',
  choosePhoto: 'Please choose a photo',
  notAPhoto: 'The photo must be a PNG or JPEG image',
  photoUnreadable: 'This image could not be read. Please choose another.',
  photoSaved: 'Photo saved.',
  photoRemoved: 'Photo removed.',
  noPhoto: 'This student has no photo.',
  mayNotChangePhoto: "You may not change students' photos.",
} as const;

/** A student's photo: PNG or JPEG (by its bytes), at most 1 MB. */
export const studentPhotoMaxBytes = 1024 * 1024;

/** An optional number of a fixed count of digits (spaces allowed while typing, then removed). */
const optionalDigits = (count: number, message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.replace(/\s+/g, '') || null : (value ?? null)),
    z
      .string({ error: message })
      .regex(new RegExp(`^\\d{${count}}$`), { error: message })
      .nullable(),
  );

const parentLabels = { father: 'father', mother: 'mother', local_guardian: 'local guardian' };
export type ParentKey = keyof typeof parentLabels;
export const parentKeys = ['father', 'mother', 'local_guardian'] as const;
/** parent_type of each parent key (1 father, 2 mother, 3 local guardian). */
export const parentTypeOfKey: Record<ParentKey, 1 | 2 | 3> = {
  father: 1,
  mother: 2,
  local_guardian: 3,
};

const parentSchema = (key: ParentKey) =>
  z.object({
    full_name: requiredText(`Please enter the ${parentLabels[key]}'s full name`, 120),
    email: optionalEmailSchema,
    mobile: optionalMobileSchema,
    occupation: optionalTextSchema(80),
    qualification: optionalTextSchema(80),
    present_address: optionalTextSchema(500),
    permanent_address: optionalTextSchema(500),
  });
export type ParentInput = z.infer<ReturnType<typeof parentSchema>>;

const studentFields = {
  first_name: requiredText(studentMessages.enterFirstName, 60),
  middle_name: optionalTextSchema(60),
  last_name: optionalTextSchema(60),
  gender: z.enum(genders, { error: studentMessages.chooseGender }),
  date_of_birth: pastDateSchema(studentMessages.badBirthDate, studentMessages.futureBirthDate),
  blood_group: z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    z.enum(bloodGroups, { error: studentMessages.badBloodGroup }).nullable(),
  ),
  religion: optionalTextSchema(40),
  category: optionalTextSchema(40),
  nationality: optionalTextSchema(40),
  admission_date: isoDateSchema(studentMessages.badAdmissionDate),
  /** The national Automated Permanent Academic Account Registry ID (12 digits). */
  apaar_id: optionalDigits(12, studentMessages.badApaarId).optional(),
  /** UDISE+ Permanent Education Number (11 digits). */
  pen: optionalDigits(11, studentMessages.badPen).optional(),
  previous_school: optionalTextSchema(120, studentMessages.badPreviousSchool).optional(),
  class_id: rowIdSchema(studentMessages.chooseClass),
  section_id: optionalRowIdSchema(studentMessages.chooseSection),
  father: parentSchema('father').nullish(),
  mother: parentSchema('mother').nullish(),
  local_guardian: parentSchema('local_guardian').nullish(),
};

const atLeastOneParent = (body: { father?: unknown; mother?: unknown; local_guardian?: unknown }) =>
  Boolean(body.father || body.mother || body.local_guardian);

/** /student_admission: the student, the class in the current session, and the parents. */
export const admissionBodySchema = z
  .object(studentFields)
  .refine(atLeastOneParent, { path: ['father'], error: studentMessages.oneParent });
export type AdmissionBody = z.infer<typeof admissionBodySchema>;

/** Edit: the same fields; a parent left out is unlinked from the student. */
export const updateStudentBodySchema = z
  .object({ id: rowIdSchema(studentMessages.studentNotFound), ...studentFields })
  .refine(atLeastOneParent, { path: ['father'], error: studentMessages.oneParent });
export type UpdateStudentBody = z.infer<typeof updateStudentBodySchema>;

export const accountOutcomes = ['created', 'reused', 'none', 'staff'] as const;

export const admittedParentSchema = z.object({
  parent_type: z.number().int(),
  parent_id: z.number().int(),
  user_id: z.number().int().nullable(),
  username: z.string().nullable(),
  /**
   * created: a new parent account; reused: the account of a parent already in the school
   * (same mobile or e-mail); none: no mobile or e-mail; staff: the contact belongs to a
   * staff account, so no parent account was made.
   */
  account: z.enum(accountOutcomes),
  /** The first password of a new account without e-mail (shown once to pass on); else null. */
  first_password: z.string().nullable(),
});

export const admissionResultSchema = z.object({
  student_id: z.number().int(),
  admission_no: z.string(),
  student_name: z.string(),
  session_id: z.number().int(),
  parents: z.array(admittedParentSchema),
});

export const studentStatuses = ['ACTIVE', 'DISCONTINUED', 'PASSED_OUT'] as const;

const optionalFilterId = (message: string) => rowIdSchema(message).optional();

export const listStudentsQuerySchema = pagingQuerySchema.extend({
  /** Name or admission number. */
  search: searchSchema.optional(),
  /** Defaults to the current session. */
  session_id: optionalFilterId(studentMessages.sessionNotFound),
  class_id: optionalFilterId(studentMessages.chooseClass),
  section_id: optionalFilterId(studentMessages.chooseSection),
  status: z
    .enum(studentStatuses, { error: 'Status must be ACTIVE, DISCONTINUED or PASSED_OUT' })
    .optional(),
  gender: z.enum(genders, { error: studentMessages.chooseGender }).optional(),
});

export const studentRowSchema = z.object({
  student_id: z.number().int(),
  admission_no: z.string(),
  student_name: z.string(),
  gender: z.string(),
  date_of_birth: z.string(),
  admission_date: z.string(),
  status: z.enum(studentStatuses),
  session_id: z.number().int().nullable(),
  class_id: z.number().int().nullable(),
  class_name: z.string().nullable(),
  section_id: z.number().int().nullable(),
  section_name: z.string().nullable(),
  roll_number: z.number().int().nullable(),
  father_name: z.string().nullable(),
  mother_name: z.string().nullable(),
  guardian_name: z.string().nullable(),
  /** The first parent's mobile (father, then mother, then guardian). */
  parent_mobile: z.string().nullable(),
});
export const studentPageSchema = pageOf(studentRowSchema);

export const parentDetailSchema = z.object({
  parent_id: z.number().int(),
  parent_type: z.number().int(),
  full_name: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  occupation: z.string().nullable(),
  qualification: z.string().nullable(),
  present_address: z.string().nullable(),
  permanent_address: z.string().nullable(),
  user_id: z.number().int().nullable(),
  username: z.string().nullable(),
});

export const programSchema = z.object({
  id: z.number().int(),
  session_id: z.number().int(),
  session_name: z.string(),
  is_current: z.boolean(),
  class_id: z.number().int(),
  class_name: z.string(),
  section_id: z.number().int().nullable(),
  section_name: z.string().nullable(),
  roll_number: z.number().int().nullable(),
});

export const studentDetailSchema = z.object({
  id: z.number().int(),
  admission_no: z.string(),
  student_name: z.string(),
  first_name: z.string(),
  middle_name: z.string().nullable(),
  last_name: z.string().nullable(),
  gender: z.string(),
  date_of_birth: z.string(),
  blood_group: z.string().nullable(),
  religion: z.string().nullable(),
  category: z.string().nullable(),
  nationality: z.string(),
  admission_date: z.string(),
  apaar_id: z.string().nullable(),
  pen: z.string().nullable(),
  previous_school: z.string().nullable(),
  /** Where the photo is shown from (changes with each new photo); null without one. */
  photo_url: z.string().nullable(),
  status: z.enum(studentStatuses),
  father: parentDetailSchema.nullable(),
  mother: parentDetailSchema.nullable(),
  local_guardian: parentDetailSchema.nullable(),
  programs: z.array(programSchema),
});

/**
 * The edited student, and the parents this edit linked anew (empty when none) with their
 * accounts as admission answers them: a new account without e-mail carries its first password.
 */
export const updatedStudentSchema = studentDetailSchema.extend({
  parent_accounts: z.array(admittedParentSchema),
});

export const studentIdParamsSchema = z.object({ id: rowIdSchema(studentMessages.studentNotFound) });

export const rollNumberOrderSchema = z.object({
  roll_number_order: z.enum(rollNumberOrders, {
    error: 'Please choose alphabetical or admission order',
  }),
});

const classSectionFields = {
  class_id: rowIdSchema(studentMessages.chooseClass),
  section_id: optionalRowIdSchema(studentMessages.chooseSection),
};

export const allocateRollNumbersBodySchema = z.object(classSectionFields);
export type AllocateRollNumbersBody = z.infer<typeof allocateRollNumbersBodySchema>;

export const rollNumberSchema = z.coerce
  .number({ error: studentMessages.badRollNumber })
  .int({ error: studentMessages.badRollNumber })
  .min(1, { error: studentMessages.badRollNumber })
  .max(9999, { error: studentMessages.badRollNumber });

export const setRollNumbersBodySchema = z.object({
  ...classSectionFields,
  rolls: z
    .array(
      z.object({
        student_id: rowIdSchema(studentMessages.chooseStudent),
        roll_number: rollNumberSchema,
      }),
      { error: 'Please give the roll numbers' },
    )
    .min(1, { error: 'Please give the roll numbers' })
    .max(1000, { error: 'At most 1000 students at a time' }),
});
export type SetRollNumbersBody = z.infer<typeof setRollNumbersBodySchema>;

export const rollListSchema = z.object({
  session_id: z.number().int(),
  roll_number_order: z.enum(rollNumberOrders),
  list: z.array(
    z.object({
      student_id: z.number().int(),
      student_name: z.string(),
      admission_no: z.string(),
      gender: z.string(),
      roll_number: z.number().int().nullable(),
    }),
  ),
});

export const classwiseQuerySchema = z.object({
  session_id: optionalFilterId(studentMessages.sessionNotFound),
});

export const classwiseCountsSchema = z.object({
  session_id: z.number().int(),
  rows: z.array(
    z.object({
      class_id: z.number().int(),
      class_name: z.string(),
      section_id: z.number().int().nullable(),
      section_name: z.string().nullable(),
      boys: z.number().int(),
      girls: z.number().int(),
      others: z.number().int(),
      total: z.number().int(),
    }),
  ),
  totals: z.object({
    boys: z.number().int(),
    girls: z.number().int(),
    others: z.number().int(),
    total: z.number().int(),
  }),
});

export const classListQuerySchema = z.object({
  session_id: optionalFilterId(studentMessages.sessionNotFound),
  class_id: rowIdSchema(studentMessages.chooseClass),
  section_id: optionalFilterId(studentMessages.chooseSection),
});
