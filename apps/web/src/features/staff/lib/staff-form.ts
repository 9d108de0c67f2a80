import {
  type BodyOf,
  type createStaff,
  createStaffBodySchema,
  type Gender,
  type StaffRow,
  staffMessages,
  toFieldErrors,
  type updateStaff,
  updateStaffBodySchema,
} from '@shala/contracts';

export type CreateStaffInput = BodyOf<typeof createStaff>;
export type UpdateStaffInput = BodyOf<typeof updateStaff>;
export type PasswordMode = 'password' | 'invite';

/** The staff form as its inputs hold it: text, and ids as the selects' strings. */
export interface StaffFormValues {
  full_name: string;
  username: string;
  email: string;
  mobile: string;
  role_id: string;
  designation_id: string;
  gender: string;
  joining_date: string | null;
  date_of_birth: string | null;
  qualification: string;
  address: string;
  employee_code: string;
  password_mode: PasswordMode;
  password: string;
}

export const emptyStaffValues: StaffFormValues = {
  full_name: '',
  username: '',
  email: '',
  mobile: '',
  role_id: '',
  designation_id: '',
  gender: '',
  joining_date: null,
  date_of_birth: null,
  qualification: '',
  address: '',
  employee_code: '',
  password_mode: 'password',
  password: '',
};

/** A saved staff user in the form, for editing. */
export function staffValuesFrom(row: StaffRow): StaffFormValues {
  return {
    ...emptyStaffValues,
    full_name: row.full_name,
    username: row.username,
    email: row.email ?? '',
    mobile: row.mobile ?? '',
    role_id: String(row.role_id),
    designation_id: row.designation_id === null ? '' : String(row.designation_id),
    gender: row.gender ?? '',
    joining_date: row.joining_date,
    date_of_birth: row.date_of_birth,
    qualification: row.qualification ?? '',
    address: row.address ?? '',
    employee_code: row.employee_code ?? '',
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The fields create and update share, typed as the API takes them. */
function staffFields(values: StaffFormValues) {
  return {
    full_name: values.full_name.trim(),
    username: values.username.trim(),
    email: orNull(values.email),
    mobile: values.mobile.trim(),
    role_id: values.role_id === '' ? 0 : Number(values.role_id),
    designation_id: values.designation_id === '' ? null : Number(values.designation_id),
    gender: values.gender as Gender,
    joining_date: values.joining_date,
    date_of_birth: values.date_of_birth,
    qualification: orNull(values.qualification),
    address: orNull(values.address),
    employee_code: orNull(values.employee_code),
  };
}

/** `POST /user`: a password only in password mode, so an invitation never carries one. */
export function toCreateBody(values: StaffFormValues): CreateStaffInput {
  return {
    ...staffFields(values),
    password_mode: values.password_mode,
    password:
      values.password_mode === 'password' && values.password !== '' ? values.password : undefined,
  };
}

/** `PUT /user`. */
export function toUpdateBody(id: number, values: StaffFormValues): UpdateStaffInput {
  return { id, ...staffFields(values) };
}

/** The first message per field of a failed parse. */
function firstErrors(issues: readonly { field: string; message: string }[]) {
  const errors: Record<string, string> = {};
  for (const { field, message } of issues) errors[field] ??= message;
  return errors;
}

/**
 * The form's check, with the server's messages. The sign-in rules (a password, or an e-mail
 * for an invitation) are checked even while other fields are wrong, so all show at once.
 */
export function validateStaffForm(values: StaffFormValues, id: number | null) {
  const parsed =
    id === null
      ? createStaffBodySchema.safeParse(toCreateBody(values))
      : updateStaffBodySchema.safeParse(toUpdateBody(id, values));
  const errors = parsed.success ? {} : firstErrors(toFieldErrors(parsed.error));
  if (id === null) {
    if (values.password_mode === 'password' && values.password === '')
      errors.password ??= staffMessages.enterPassword;
    if (values.password_mode === 'invite' && values.email.trim() === '')
      errors.email ??= staffMessages.inviteNeedsEmail;
  }
  return errors;
}
