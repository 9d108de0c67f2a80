import {
  createDesignation,
  createStaff,
  deleteDesignation,
  getRoles,
  getStaff,
  getStaffUsers,
  getUsersOfRole,
  inviteStaff,
  listDesignations,
  listRoleDesignations,
  listRoleLabels,
  listStaff,
  type StaffRow,
  searchUsers,
  setRoleDesignations,
  setStaffActive,
  updateDesignation,
  updateRoleLabel,
  updateStaff,
} from '@shala/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, fieldErrorsOf, signedInClient } from '../../../test/helpers/call.ts';
import { captureMail, settle } from '../../../test/helpers/mail.ts';
import { createTestApp, hostOf, signIn, type TestApp } from '../../../test/helpers/test-app.ts';

let t: TestApp;
let admin: Client;
let subadmin: Client;
let mails: ReturnType<typeof captureMail>;
let sequence = 0;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  mails = captureMail(t);
  admin = await signedInClient(t, 'greenwood', 'admin@greenwood');
  subadmin = await signedInClient(t, 'greenwood', 'subadmin@greenwood');
});
afterAll(() => t?.close());

function newStaff(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    full_name: `Ravi Teacher ${sequence}`,
    username: `ravi.t${sequence}`,
    email: `ravi.t${sequence}@example.com`,
    mobile: `88000${String(sequence).padStart(5, '0')}`,
    role_id: 6,
    gender: 'Male',
    joining_date: '2024-06-01',
    date_of_birth: '1990-02-03',
    qualification: 'M.Sc.',
    address: 'Pune',
    employee_code: `T-${sequence}`,
    password_mode: 'password',
    password: 'Kettle-Orbit-42',
    ...overrides,
  };
}

const create = (body: unknown) => admin.call(createStaff, { body } as never);

describe('create staff user', () => {
  it('creates a user with a first password who can then sign in', async () => {
    const body = newStaff();
    const answer = await create(body);
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.message).toBe('User created.');
    expect(answer.body.data).toMatchObject({
      full_name: body.full_name,
      username: body.username,
      role_id: 6,
      role_name: 'Teacher',
      gender: 'Male',
      joining_date: '2024-06-01',
      is_active: true,
      invitation_pending: false,
    });
    await expect(signIn(t.app, hostOf('greenwood'), body.username, body.password)).resolves.toMatch(
      /shala_session=/,
    );
  });

  it.each([
    ['full_name', { full_name: '' }, 'Please enter the full name'],
    ['username', { username: '' }, 'Please enter a user name'],
    ['username', { username: 'has space' }, /User name may contain only/],
    ['email', { email: 'not-an-email' }, 'Please enter a valid e-mail'],
    ['mobile', { mobile: '12345' }, 'Please enter a valid 10-digit mobile number'],
    ['mobile', { mobile: undefined }, 'Please enter a valid 10-digit mobile number'],
    ['role_id', { role_id: 4 }, 'Parents get their accounts through student admission'],
    ['role_id', { role_id: 99 }, 'Please select a role'],
    ['designation_id', { designation_id: 'x' }, 'Please select a designation'],
    ['gender', { gender: 'X' }, 'Please select a gender'],
    ['joining_date', { joining_date: '2024-02-30' }, 'Please enter a valid joining date'],
    ['date_of_birth', { date_of_birth: '2099-01-01' }, 'Date of birth cannot be in the future'],
    ['date_of_birth', { date_of_birth: '31-12-1990' }, 'Please enter a valid date of birth'],
    ['qualification', { qualification: 'x'.repeat(121) }, /at most 120/],
    ['address', { address: 'x'.repeat(501) }, /at most 500/],
    ['employee_code', { employee_code: 'x'.repeat(41) }, /at most 40/],
    ['password_mode', { password_mode: 'magic' }, /first password or an e-mailed invitation/],
    ['password', { password: '123' }, 'Password must be at least 6 characters'],
    ['password', { password: 'password123' }, /too common/],
    ['password', { password: undefined }, 'Please enter a first password'],
    ['email', { password_mode: 'invite', email: '' }, 'An e-mail is needed to send an invitation'],
  ])('refuses a bad %s (%j) with a message naming it', async (field, overrides, message) => {
    const answer = await create(newStaff(overrides));
    expect(answer.status).toBe(400);
    expect(fieldErrorsOf(answer)[field]).toEqual(
      message instanceof RegExp ? expect.stringMatching(message) : message,
    );
  });

  it('keeps user names unique per school, ignoring case; e-mail and mobile too', async () => {
    const first = newStaff();
    expect((await create(first)).status).toBe(200);
    const sameName = await create(newStaff({ username: first.username.toUpperCase() }));
    expect(sameName.status).toBe(400);
    expect(fieldErrorsOf(sameName).username).toBe('This user name is already taken');
    const sameEmail = await create(newStaff({ email: first.email.toUpperCase() }));
    expect(fieldErrorsOf(sameEmail).email).toBe(
      'This e-mail is already used by another user of the school',
    );
    const sameMobile = await create(newStaff({ mobile: first.mobile }));
    expect(fieldErrorsOf(sameMobile).mobile).toBe(
      'This mobile number is already used by another user of the school',
    );
    // Another school may use the same user name.
    const riverside = await signedInClient(t, 'riverside', 'admin@riverside');
    expect(
      (await riverside.call(createStaff, { body: newStaff({ username: first.username }) } as never))
        .status,
    ).toBe(200);
  });

  it('lets only the school admin give the School Admin role', async () => {
    const bySubadmin = await subadmin.call(createStaff, {
      body: newStaff({ role_id: 2 }),
    } as never);
    expect(bySubadmin.status).toBe(400);
    expect(fieldErrorsOf(bySubadmin).role_id).toBe(
      'Only the school admin can give the School Admin role',
    );
    expect((await create(newStaff({ role_id: 2 }))).status).toBe(200);
    expect(
      (await subadmin.call(createStaff, { body: newStaff({ role_id: 3 }) } as never)).status,
    ).toBe(200);
  });

  it('checks that the designation belongs to the role when the role has designations', async () => {
    const designation = await admin.call(createDesignation, {
      body: {
        designation_name: `Lab Head ${sequence}`,
      },
    });
    expect(designation.status).toBe(200);
    const id = designation.body.data.id;
    const other = await admin.call(createDesignation, {
      body: {
        designation_name: `Other ${sequence}`,
      },
    });
    // Teachers (6) already have designations mapped by the demo: an unmapped one is refused.
    const refused = await create(newStaff({ designation_id: id }));
    expect(fieldErrorsOf(refused).designation_id).toBe(
      'This designation does not belong to the selected role',
    );
    const mapped = await admin.call(listRoleDesignations);
    const teacherIds = mapped.body.data
      .find((role) => role.role_id === 6)!
      .designations.map((d) => d.id);
    expect(
      (
        await admin.call(setRoleDesignations, {
          body: { role_id: 6, designation_ids: [...teacherIds, id] },
        })
      ).status,
    ).toBe(200);
    const accepted = await create(newStaff({ designation_id: id }));
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.designation_id).toBe(id);
    // A role with no designations mapped takes any.
    await admin.call(setRoleDesignations, { body: { role_id: 17, designation_ids: [] } });
    expect(
      (await create(newStaff({ role_id: 17, designation_id: other.body.data.id }))).status,
    ).toBe(200);
    const missing = await create(newStaff({ designation_id: 2_000_000_000 }));
    expect(fieldErrorsOf(missing).designation_id).toBe('Please select a designation');
  });

  it('invites by e-mail: the code leads through verify-otp and reset-password to a first sign-in', async () => {
    const body = newStaff({ password_mode: 'invite', password: undefined });
    const answer = await create(body);
    expect(answer.status).toBe(200);
    expect(answer.body.data.invitation_pending).toBe(true);
    await expect(signIn(t.app, hostOf('greenwood'), body.username, 'anything')).rejects.toThrow();
    await settle();
    const mail = mails.findLast((m) => m.to === body.email)!;
    expect(mail.subject).toContain('your new account');
    const code = /code: (\d{6})/.exec(mail.text)![1]!;
    const host = hostOf('greenwood');
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/verify-otp',
      headers: { host },
      payload: { username: body.username, otp: code },
    });
    expect(verify.statusCode, verify.body).toBe(200);
    const grant = verify.cookies.find((c) => c.name === 'shala_reset')!;
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/reset-password',
      headers: { host, cookie: `shala_reset=${grant.value}` },
      payload: { new_password: 'Lantern-Cobalt-7', userId: verify.json().data.userId },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    await expect(signIn(t.app, host, body.username, 'Lantern-Cobalt-7')).resolves.toBeTruthy();
    const row = await admin.call(getStaff, { params: { id: answer.body.data.id } });
    expect(row.body.data.invitation_pending).toBe(false);
  });
});

describe('list, view, edit, deactivate', () => {
  it('searches by name, user name, e-mail, mobile; filters by role and status; pages', async () => {
    const body = newStaff({ full_name: 'Zubin Unique Mehta', role_id: 7 });
    const made = await create(body);
    for (const search of ['unique meh', body.username.toUpperCase(), body.email, body.mobile]) {
      const page = await admin.call(listStaff, { query: { search } });
      expect(
        page.body.data.list.map((row) => row.id),
        search,
      ).toEqual([made.body.data.id]);
      expect(page.body.data.count).toBe(1);
    }
    const librarians = await admin.call(listStaff, {
      query: {
        role_id: 7,
        limit: 100,
      },
    });
    expect(librarians.body.data.list.every((row) => row.role_id === 7)).toBe(true);
    const all = await admin.call(listStaff, { query: { limit: 5 } });
    expect(all.body.data.list).toHaveLength(5);
    expect(all.body.data.list.some((row) => row.role_id === 4)).toBe(false);
    const second = await admin.call(listStaff, {
      query: {
        limit: 5,
        skip: 5,
      },
    });
    expect(second.body.data.count).toBe(all.body.data.count);
    expect(second.body.data.list[0]!.id).not.toBe(all.body.data.list[0]!.id);
    const beyond = await admin.call(listStaff, {
      query: {
        skip: 100_000,
      },
    });
    expect(beyond.body.data).toEqual({ list: [], count: all.body.data.count });
    const bad = await admin.call(listStaff, { query: { is_active: 'maybe' } } as never);
    expect(fieldErrorsOf(bad).is_active).toBe('Active must be true or false');
  });

  it("edits a user; refuses another user's user name; a parent id is not staff", async () => {
    const a = (await create(newStaff())).body.data;
    const b = (await create(newStaff())).body.data;
    const edit = {
      id: a.id,
      full_name: 'Renamed Person',
      username: a.username,
      email: null,
      mobile: a.mobile,
      role_id: 5,
      gender: 'Female',
      joining_date: '',
      date_of_birth: null,
      qualification: null,
      address: null,
      employee_code: 'A-1',
    };
    const answer = await admin.call(updateStaff, { body: edit } as never);
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.data).toMatchObject({
      full_name: 'Renamed Person',
      email: null,
      role_id: 5,
      role_name: 'Accountant',
      gender: 'Female',
      joining_date: null,
      employee_code: 'A-1',
    });
    const clash = await admin.call(updateStaff, {
      body: { ...edit, username: b.username.toUpperCase() },
    } as never);
    expect(fieldErrorsOf(clash).username).toBe('This user name is already taken');
    const parents = await admin.call(getUsersOfRole, {
      query: {
        selectedRole: 4,
      },
    });
    const parentId = parents.body.data[0]!.user_id;
    expect((await admin.call(getStaff, { params: { id: parentId } })).status).toBe(404);
    expect(
      (await admin.call(updateStaff, { body: { ...edit, id: parentId } } as never)).status,
    ).toBe(404);
  });

  it('deactivating ends the sessions at once and refuses sign-in; activating restores it', async () => {
    const body = newStaff();
    const made = (await create(body)).body.data;
    const host = hostOf('greenwood');
    const cookie = await signIn(t.app, host, body.username, body.password);
    const session = () =>
      t.app.inject({ method: 'POST', url: '/api/common/session', headers: { host, cookie } });
    expect((await session()).statusCode).toBe(200);
    const off = await admin.call(setStaffActive, { body: { id: made.id, is_active: false } });
    expect(off.status).toBe(200);
    expect(off.body.message).toBe('User deactivated.');
    const after = await session();
    expect(after.statusCode).toBe(401);
    expect(after.json().status).toBe('TERMINATE');
    await expect(signIn(t.app, host, body.username, body.password)).rejects.toThrow();
    expect(
      (await admin.call(setStaffActive, { body: { id: made.id, is_active: true } })).status,
    ).toBe(200);
    await expect(signIn(t.app, host, body.username, body.password)).resolves.toBeTruthy();
  });

  it('refuses deactivating oneself, and a sub admin touching the school admin', async () => {
    const me = await admin.call(listStaff, { query: { search: 'admin@greenwood' } });
    const adminId = me.body.data.list.find((row) => row.username === 'admin@greenwood')!.id;
    const self = await admin.call(setStaffActive, { body: { id: adminId, is_active: false } });
    expect(fieldErrorsOf(self).id).toBe('You cannot deactivate your own account');
    const bySub = await subadmin.call(setStaffActive, { body: { id: adminId, is_active: false } });
    expect(fieldErrorsOf(bySub).id).toBe('Only the school admin can change a school admin');
    expect((await admin.call(getStaff, { params: { id: adminId } })).body.data).toMatchObject({
      is_active: true,
    });
  });

  it('re-sends an invitation by e-mail, and refuses when there is no e-mail', async () => {
    const made = (await create(newStaff({ email: null }))).body.data;
    const refused = await admin.call(inviteStaff, { body: { id: made.id } });
    expect(fieldErrorsOf(refused).email).toBe('An e-mail is needed to send an invitation');
    const withMail = (await create(newStaff())).body.data;
    const before = mails.length;
    expect((await admin.call(inviteStaff, { body: { id: withMail.id } })).status).toBe(200);
    await settle();
    expect(mails.length).toBe(before + 1);
    expect((await admin.call(inviteStaff, { body: { id: 2_000_000_000 } })).status).toBe(404);
  });
});

describe('staff managers stay within their own rights', () => {
  const editOf = (row: StaffRow, changes: Record<string, unknown>) => ({
    id: row.id,
    full_name: row.full_name,
    username: row.username,
    email: row.email,
    mobile: row.mobile,
    role_id: row.role_id,
    gender: 'Male',
    joining_date: null,
    date_of_birth: null,
    qualification: null,
    address: null,
    employee_code: null,
    ...changes,
  });
  const outranks = 'You can only manage accounts whose role has no more access than yours';

  it('a sub admin cannot create, edit, re-invite or deactivate a role with pages they lack', async () => {
    // The vice president's role holds payroll, which the sub admin's does not.
    const created = await subadmin.call(createStaff, { body: newStaff({ role_id: 16 }) } as never);
    expect(created.status).toBe(400);
    expect(fieldErrorsOf(created).role_id).toBe(outranks);
    const vp = (await create(newStaff({ role_id: 16 }))).body.data;
    const before = mails.length;
    const takeover = await subadmin.call(updateStaff, {
      body: editOf(vp, { email: 'mine@evil.example' }),
    } as never);
    expect(takeover.status).toBe(400);
    expect(fieldErrorsOf(takeover).id).toBe(outranks);
    expect(fieldErrorsOf(await subadmin.call(inviteStaff, { body: { id: vp.id } })).id).toBe(
      outranks,
    );
    const status = await subadmin.call(setStaffActive, { body: { id: vp.id, is_active: false } });
    expect(fieldErrorsOf(status).id).toBe(outranks);
    const teacher = (await subadmin.call(createStaff, { body: newStaff() } as never)).body.data;
    const promoted = await subadmin.call(updateStaff, {
      body: editOf(teacher, { role_id: 16 }),
    } as never);
    expect(fieldErrorsOf(promoted).role_id).toBe(outranks);
    await settle();
    expect(mails.length).toBe(before);
    expect((await admin.call(getStaff, { params: { id: vp.id } })).body.data.email).toBe(vp.email);
  });

  it('a sub admin still manages a teacher; an e-mail change tells the old address', async () => {
    const teacher = (await subadmin.call(createStaff, { body: newStaff() } as never)).body.data;
    const before = mails.length;
    const changed = await subadmin.call(updateStaff, {
      body: editOf(teacher, { email: 'new.box@example.com' }),
    } as never);
    expect(changed.status, changed.body.message).toBe(200);
    await settle();
    const sent = mails.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe(teacher.email);
    expect(sent[0]!.text).toContain('new.box@example.com');
    const same = await subadmin.call(updateStaff, {
      body: editOf(teacher, { email: 'new.box@example.com' }),
    } as never);
    expect(same.status).toBe(200);
    await settle();
    expect(mails.length).toBe(before + 1);
  });
});

describe('roles and designations', () => {
  it('lists roles with school labels and renames one', async () => {
    const renamed = await admin.call(updateRoleLabel, {
      body: {
        role_id: 6,
        role_name: 'Faculty',
        description: 'Teaching staff',
      },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toEqual({
      role_id: 6,
      role_name: 'Faculty',
      default_name: 'Teacher',
      description: 'Teaching staff',
      assignable: true,
    });
    const roles = await admin.call(listRoleLabels);
    expect(roles.body.data.find((role) => role.role_id === 6)!.role_name).toBe('Faculty');
    expect(roles.body.data.find((role) => role.role_id === 4)!.assignable).toBe(false);
    const lookups = await admin.call(getRoles);
    expect(lookups.body.data.find((role) => role.role_id === 6)!.role_name).toBe('Faculty');
    expect(
      fieldErrorsOf(await admin.call(updateRoleLabel, { body: { role_id: 6, role_name: ' ' } }))
        .role_name,
    ).toBe('Please enter the role name');
    await admin.call(updateRoleLabel, {
      body: { role_id: 6, role_name: 'Teacher', description: null },
    });
  });

  it('creates, renames and deletes designations; names unique ignoring case; in use cannot go', async () => {
    const made = await admin.call(createDesignation, {
      body: {
        designation_name: 'Sports Coach',
      },
    });
    expect(made.status).toBe(200);
    const dup = await admin.call(createDesignation, { body: { designation_name: 'sports COACH' } });
    expect(fieldErrorsOf(dup).designation_name).toBe('This designation already exists');
    const empty = await admin.call(createDesignation, { body: { designation_name: '' } });
    expect(fieldErrorsOf(empty).designation_name).toBe('Please enter the designation');
    const renamed = await admin.call(updateDesignation, {
      body: {
        id: made.body.data.id,
        designation_name: 'Head Coach',
      },
    });
    expect(renamed.body.data.designation_name).toBe('Head Coach');
    await admin.call(setRoleDesignations, { body: { role_id: 17, designation_ids: [] } });
    const holder = await create(newStaff({ role_id: 17, designation_id: made.body.data.id }));
    expect(holder.status).toBe(200);
    const inUse = await admin.call(deleteDesignation, { params: { id: made.body.data.id } });
    expect(inUse.status).toBe(400);
    expect(inUse.body.message).toBe(
      'This designation is given to staff members; change theirs first',
    );
    const spare = await admin.call(createDesignation, { body: { designation_name: 'Spare' } });
    expect(
      (await admin.call(deleteDesignation, { params: { id: spare.body.data.id } })).status,
    ).toBe(200);
    expect(
      (await admin.call(deleteDesignation, { params: { id: spare.body.data.id } })).status,
    ).toBe(404);
  });

  it('maps designations to a role and refuses unknown ones', async () => {
    const list = await admin.call(listDesignations);
    const ids = list.body.data.slice(0, 2).map((d) => d.id);
    const set = await admin.call(setRoleDesignations, {
      body: { role_id: 9, designation_ids: ids },
    });
    expect(set.body.data.designations.map((d) => d.id).sort()).toEqual([...ids].sort());
    const unknown = await admin.call(setRoleDesignations, {
      body: {
        role_id: 9,
        designation_ids: [2_000_000_000],
      },
    });
    expect(fieldErrorsOf(unknown).designation_ids).toBe(
      'Some of the selected designations do not exist.',
    );
    const parentRole = await admin.call(setRoleDesignations, {
      body: { role_id: 4, designation_ids: [] },
    });
    expect(fieldErrorsOf(parentRole).role_id).toBe(
      'Parents get their accounts through student admission',
    );
  });
});

describe('staff lookups', () => {
  it('common/users: teachers by default, parents by type; parents never list parents', async () => {
    const staff = await admin.ok(searchUsers, { query: { type: 'staff', search: 'kavita' } });
    expect(staff).toEqual([{ user_id: expect.any(Number), full_name: 'Kavita Rao' }]);
    const parentsList = await admin.ok(searchUsers, { query: { type: 'parents' } });
    expect(parentsList.length).toBe(20);
    const parent = await signedInClient(t, 'greenwood', 'parent@greenwood');
    const asParent = (type: 'staff' | 'parents') => parent.ok(searchUsers, { query: { type } });
    expect(await asParent('parents')).toEqual([]);
    expect((await asParent('staff')).length).toBeGreaterThan(0);
  });

  it('admin/GetStaffUsers and getUsers list this school only, and nothing to parents', async () => {
    const staff = (await admin.call(getStaffUsers)).body.data;
    expect(staff.every((user) => user.role_id !== 4)).toBe(true);
    expect(staff.some((user) => user.username?.endsWith('@riverside'))).toBe(false);
    const teachers = (await admin.call(getUsersOfRole, { query: { selectedRole: 6 } })).body.data;
    expect(teachers.length).toBeGreaterThan(0);
    expect(teachers.every((user) => user.role_id === 6)).toBe(true);
    const parent = await signedInClient(t, 'greenwood', 'parent@greenwood');
    expect((await parent.call(getStaffUsers)).body.data).toEqual([]);
    expect((await parent.call(getUsersOfRole, { query: { selectedRole: 6 } })).body.data).toEqual(
      [],
    );
  });
});
