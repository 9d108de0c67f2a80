import { createStaffBodySchema, type StaffRow, updateStaffBodySchema } from '@shala/contracts';
import { describe, expect, it } from 'vitest';
import {
  emptyStaffValues,
  type StaffFormValues,
  staffValuesFrom,
  toCreateBody,
  toUpdateBody,
  validateStaffForm,
} from './staff-form';

const filled: StaffFormValues = {
  ...emptyStaffValues,
  full_name: '  Asha Menon ',
  username: 'asha.menon',
  email: ' ',
  mobile: '9812345678',
  role_id: '6',
  designation_id: '3',
  gender: 'Female',
  joining_date: '2024-06-01',
  qualification: 'M.Sc., B.Ed.',
  password: 'Lantern#42',
};

describe('toCreateBody', () => {
  it('types the inputs as the API takes them and passes the contracts schema', () => {
    const body = toCreateBody(filled);
    expect(body).toMatchObject({
      full_name: 'Asha Menon',
      email: null,
      role_id: 6,
      designation_id: 3,
      date_of_birth: null,
      address: null,
      password_mode: 'password',
      password: 'Lantern#42',
    });
    expect(createStaffBodySchema.safeParse(body).success).toBe(true);
  });

  it('sends no password with an invitation, and an invitation needs an e-mail', () => {
    const body = toCreateBody({ ...filled, password_mode: 'invite' });
    expect(body.password).toBeUndefined();
    const parsed = createStaffBodySchema.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['email']);
    expect(
      createStaffBodySchema.safeParse(
        toCreateBody({ ...filled, password_mode: 'invite', email: 'asha@example.com' }),
      ).success,
    ).toBe(true);
  });

  it('names every missing field of an empty form at once, the password too', () => {
    const fields = new Set(Object.keys(validateStaffForm(emptyStaffValues, null)));
    for (const field of ['full_name', 'username', 'mobile', 'role_id', 'gender', 'password'])
      expect(fields).toContain(field);
    expect(fields).not.toContain('designation_id');
  });
});

describe('staffValuesFrom and toUpdateBody', () => {
  const row: StaffRow = {
    id: 41,
    full_name: 'Ravi Kumar',
    username: 'ravi.k',
    email: null,
    mobile: '9811111111',
    role_id: 5,
    role_name: 'Accountant',
    designation_id: null,
    designation_name: null,
    gender: 'Male',
    joining_date: null,
    date_of_birth: '1985-02-11',
    qualification: null,
    address: null,
    employee_code: 'A-7',
    is_active: true,
    invitation_pending: false,
    created_at: '2026-01-05T10:00:00.000Z',
  };

  it('round-trips a saved user', () => {
    const values = staffValuesFrom(row);
    expect(values).toMatchObject({ role_id: '5', designation_id: '', email: '', gender: 'Male' });
    const body = toUpdateBody(row.id, values);
    expect(body).toMatchObject({
      id: 41,
      role_id: 5,
      designation_id: null,
      email: null,
      employee_code: 'A-7',
      date_of_birth: '1985-02-11',
    });
    expect(updateStaffBodySchema.safeParse(body).success).toBe(true);
  });
});

describe('validateStaffForm', () => {
  it('asks for an e-mail when inviting, and no password on edit', () => {
    expect(validateStaffForm({ ...filled, password_mode: 'invite' }, null)).toEqual({
      email: 'An e-mail is needed to send an invitation',
    });
    expect(validateStaffForm({ ...filled, password: '' }, 7)).toEqual({});
    expect(validateStaffForm({ ...filled, mobile: '123' }, 7)).toEqual({
      mobile: 'Please enter a valid 10-digit mobile number',
    });
  });
});
