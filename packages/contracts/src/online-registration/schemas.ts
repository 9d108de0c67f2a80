import { z } from 'zod';
import { flagSchema } from '../core/fields.ts';
import {
  genders,
  optionalEmailSchema,
  optionalMobileSchema,
  optionalRowIdSchema,
  optionalTextSchema,
  pastDateSchema,
  rowIdSchema,
} from '../core/person-fields.ts';

/** Texts of the online registration screens and the public form, written once. */
export const registrationMessages = {
  chooseSession: 'Please select a session',
  chooseStatus: 'Please select Yes or No',
  chooseClass: 'Please select a class',
  chooseSection: 'Please select a section',
  chooseGender: 'Please select a gender',
  enterStudentName: "Please enter the student's name",
  badBirthDate: 'Please enter a valid date of birth',
  futureBirthDate: 'Date of birth cannot be in the future',
  enterFatherName: "Please enter the father's name",
  enterMotherName: "Please enter the mother's name",
  oneContact: 'Please enter a mobile number or e-mail of a parent',
  closed: 'Online registration is closed for this school.',
  registered: 'Thank you. Your registration has been received; the school will contact you.',
  keepReference: 'Please note your reference number: quote it when you ask the school about it.',
  statusSaved: 'Online registration status updated.',
  registrationNotFound: 'Registration not found.',
  approved: 'Registration approved: the student is admitted.',
  declined: 'Registration declined.',
  statusLabel: 'Online Registration Status',
} as const;
const m = registrationMessages;

/** `POST online_registration` {session_id, status}: registration on (1) or off (0) for a session. */
export const setRegistrationStatusBodySchema = z.object({
  session_id: rowIdSchema(m.chooseSession),
  status: flagSchema(m.chooseStatus),
});

export const registrationStatusQuerySchema = z.object({
  session_id: optionalRowIdSchema(m.chooseSession).optional(),
});

export const registrationStatusSchema = z.object({
  session_id: z.number().int().nullable(),
  status: z.union([z.literal(0), z.literal(1)]),
});

/** Verification status of a registrant: 0 unverified (waiting), 1 verified (approved, admitted). */
export const verificationStatuses = [0, 1] as const;

export const listRegistrationsQuerySchema = z.object({
  session_id: optionalRowIdSchema(m.chooseSession).optional(),
  class_id: optionalRowIdSchema(m.chooseClass).optional(),
  status: z.preprocess(
    (value) => (value === '' || value === undefined ? 0 : value),
    z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)], { error: m.chooseStatus })),
  ),
});

/** `POST online_registration/approve` {row}: the registrant, and a section if the class has them. */
export const approveRegistrationBodySchema = z.object({
  row: z.object(
    {
      id: rowIdSchema(m.registrationNotFound),
      section_id: optionalRowIdSchema(m.chooseSection).optional(),
    },
    { error: m.registrationNotFound },
  ),
});

export const registrationIdParamsSchema = z.object({ id: rowIdSchema(m.registrationNotFound) });

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: message });

/** The public form's body is refused unread above 128 KB (the app's default is 1 MB). */
export const registrationBodyLimit = 128 * 1024;

/**
 * The public form (no sign-in). `website` is a honeypot: hidden from people, filled by bots;
 * a filled one is answered as a success and stored nowhere.
 */
export const publicRegistrationBodySchema = z
  .object({
    student_name: required(m.enterStudentName, 120),
    class_id: rowIdSchema(m.chooseClass),
    gender: z.enum(genders, { error: m.chooseGender }),
    date_of_birth: pastDateSchema(m.badBirthDate, m.futureBirthDate),
    father_name: required(m.enterFatherName, 120),
    father_mobile: optionalMobileSchema.optional(),
    father_email: optionalEmailSchema.optional(),
    mother_name: optionalTextSchema(120).optional(),
    mother_mobile: optionalMobileSchema.optional(),
    mother_email: optionalEmailSchema.optional(),
    address: optionalTextSchema(500).optional(),
    website: z.string().max(200).optional(),
  })
  .refine((b) => Boolean(b.father_mobile || b.father_email || b.mother_mobile || b.mother_email), {
    error: m.oneContact,
    path: ['father_mobile'],
  });
export type PublicRegistrationBody = z.infer<typeof publicRegistrationBodySchema>;

/** What the public form needs: whether it is open, the school's session and classes. */
export const publicRegistrationFormSchema = z.object({
  open: z.boolean(),
  school_name: z.string(),
  session_name: z.string().nullable(),
  classes: z.array(z.object({ label: z.string(), value: z.number().int() })),
});

/** The public form's answer: the reference the family is given. */
export const registrationReceiptSchema = z.object({ reference: z.string() });

/** A registrant as the staff list shows it. */
export const registrationRowSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  session_id: z.number().int(),
  class_id: z.number().int(),
  class_name: z.string(),
  student_name: z.string(),
  gender: z.string(),
  date_of_birth: z.string(),
  father_name: z.string(),
  father_mobile: z.string().nullable(),
  father_email: z.string().nullable(),
  mother_name: z.string().nullable(),
  mother_mobile: z.string().nullable(),
  mother_email: z.string().nullable(),
  address: z.string().nullable(),
  status: z.union([z.literal(0), z.literal(1)]),
  created_date: z.string(),
  student_id: z.number().int().nullable(),
});
export type RegistrationRow = z.infer<typeof registrationRowSchema>;

export const approvedRegistrationSchema = z.object({
  student_id: z.number().int(),
  admission_no: z.string(),
  student_name: z.string(),
  parents: z.array(
    z.object({
      parent_type: z.number().int(),
      username: z.string().nullable(),
      account: z.string(),
      first_password: z.string().nullable(),
    }),
  ),
});
