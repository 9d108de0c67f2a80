import {
  admitStudent,
  allocateRollNumbers,
  getClassList,
  getClasswiseCounts,
  getRollNumberOrder,
  getStudent,
  getStudentsOfParent,
  listStudents,
  setRollNumberOrder,
  setRollNumbers,
  updateStudent,
} from '@shala/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Client,
  clientOf,
  fieldErrorsOf,
  signedInClient,
} from '../../../test/helpers/call.ts';
import { captureMail, settle } from '../../../test/helpers/mail.ts';
import {
  addClassWithoutSections,
  platformQuery,
  schoolRows,
} from '../../../test/helpers/school-rows.ts';
import { createTestApp, hostOf, signIn, type TestApp } from '../../../test/helpers/test-app.ts';

let t: TestApp;
let admin: Client;
let mails: ReturnType<typeof captureMail>;
let rows: Awaited<ReturnType<typeof schoolRows>>;
let classA: { id: number; section: number; otherSection: number };
let classB: { id: number; section: number };
let n = 0;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  mails = captureMail(t);
  admin = await signedInClient(t, 'greenwood', 'admin@greenwood');
  rows = await schoolRows(t, 'greenwood');
  const [first, second] = [rows.classes[4]!, rows.classes[8]!];
  // A section of the school that no class has this session.
  const [loose] = await platformQuery<{ id: number }>(
    t,
    sql`insert into sections (tenant_id, section_name) values (${rows.tenantId}, 'Loose') returning id`,
  );
  const linked = rows.sectionsOf(first.id)[0]!.sectionId;
  classA = { id: first.id, section: linked, otherSection: Number(loose!.id) };
  classB = { id: second.id, section: rows.sectionsOf(second.id)[0]!.sectionId };
});
afterAll(() => t?.close());

const mobile = () => `63${String(++n).padStart(8, '0')}`;

function admission(overrides: Record<string, unknown> = {}) {
  n += 1;
  return {
    first_name: 'Aditi',
    middle_name: '',
    last_name: `Kapoor${n}`,
    gender: 'Female',
    date_of_birth: '2016-05-04',
    blood_group: 'O+',
    religion: 'Hindu',
    category: 'General',
    nationality: 'Indian',
    admission_date: '2026-04-02',
    class_id: classA.id,
    section_id: classA.section,
    father: {
      full_name: `Raj Kapoor${n}`,
      email: `raj.kapoor${n}@example.com`,
      mobile: mobile(),
      occupation: 'Engineer',
      qualification: 'B.E.',
      present_address: 'Pune',
      permanent_address: 'Pune',
    },
    mother: { full_name: `Sita Kapoor${n}`, mobile: mobile() },
    ...overrides,
  };
}

const admit = (body: unknown) => admin.call(admitStudent, { body } as never);

describe('admission', () => {
  it('admits with both parents: two parent accounts, the e-mailed one by mail, the other in the answer', async () => {
    const body = admission();
    const answer = await admit(body);
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.message).toBe('Student admitted.');
    const { data } = answer.body;
    expect(data.student_name).toBe(`Aditi ${body.last_name}`);
    expect(data.admission_no).toMatch(/^\d{4}\/\d{4}$/);
    expect(data.parents).toHaveLength(2);
    const [father, mother] = data.parents;
    expect(father).toMatchObject({ parent_type: 1, account: 'created', first_password: null });
    expect(mother).toMatchObject({ parent_type: 2, account: 'created' });
    expect(mother!.first_password).toMatch(/^[A-Za-z0-9]{10}$/);
    await settle();
    const mail = mails.findLast((m) => m.to === body.father.email)!;
    const password = /First password: (\S+)/.exec(mail.text)![1]!;
    const host = hostOf('greenwood');
    await expect(signIn(t.app, host, body.father.email, password)).resolves.toBeTruthy();
    await expect(
      signIn(t.app, host, body.mother.mobile, mother!.first_password!),
    ).resolves.toBeTruthy();
  });

  it('reuses the parent account (and parent row) for a sibling in another class', async () => {
    const first = admission();
    const older = (await admit(first)).body.data;
    const sibling = admission({
      first_name: 'Kabir',
      gender: 'Male',
      class_id: classB.id,
      section_id: classB.section,
      // Same father by mobile (e-mail now different), same mother by mobile.
      father: { ...first.father, email: null },
      mother: first.mother,
    });
    const younger = await admit(sibling);
    expect(younger.status, younger.body.message).toBe(200);
    const parents = younger.body.data.parents;
    expect(parents.map((p) => p.account)).toEqual(['reused', 'reused']);
    expect(parents.map((p) => p.user_id)).toEqual(older.parents.map((p) => p.user_id));
    expect(parents.map((p) => p.parent_id)).toEqual(older.parents.map((p) => p.parent_id));
    const accounts = await platformQuery<{ n: number }>(
      t,
      sql`select count(*)::int as n from users where tenant_id = ${rows.tenantId} and mobile = ${first.father.mobile}`,
    );
    expect(accounts[0]!.n).toBe(1);
    // The father sees both children, each with their class.
    const host = hostOf('greenwood');
    await settle();
    const password = /First password: (\S+)/.exec(
      mails.findLast((m) => m.to === first.father.email)!.text,
    )![1]!;
    const cookie = await signIn(t.app, host, first.father.mobile, password);
    const children = await clientOf(t.app, { host, cookie }).ok(getStudentsOfParent, {
      query: {},
    });
    expect(children.map((c) => [c.student_id, c.program!.class_id])).toEqual([
      [older.student_id, classA.id],
      [younger.body.data.student_id, classB.id],
    ]);
  });

  it('makes no account for a parent without contacts, nor for a contact of a staff member', async () => {
    const teacherMobile = await platformQuery<{ mobile: string }>(
      t,
      sql`select mobile from users where tenant_id = ${rows.tenantId} and username = 'teacher@greenwood'`,
    );
    const answer = await admit(
      admission({
        father: { full_name: 'No Contact' },
        mother: { full_name: 'Staff Mother', mobile: teacherMobile[0]!.mobile },
        local_guardian: { full_name: 'Uncle Guardian', email: `uncle${n}@example.com` },
      }),
    );
    expect(answer.status, answer.body.message).toBe(200);
    expect(
      answer.body.data.parents.map((p) => [p.parent_type, p.account, p.user_id === null]),
    ).toEqual([
      [1, 'none', true],
      [2, 'staff', true],
      [3, 'created', false],
    ]);
  });

  it('issues consecutive admission numbers in the school format', async () => {
    const a = (await admit(admission())).body.data.admission_no;
    const b = (await admit(admission())).body.data.admission_no;
    const [year, number] = a.split('/');
    expect(b).toBe(`${year}/${String(Number(number) + 1).padStart(4, '0')}`);
    expect(year).toBe(rows.session.startDate.slice(0, 4));
  });

  it.each([
    ['first_name', { first_name: ' ' }, 'Please enter the first name'],
    ['gender', { gender: 'Boy' }, 'Please select a gender'],
    ['date_of_birth', { date_of_birth: '2016-13-01' }, 'Please enter a valid date of birth'],
    ['date_of_birth', { date_of_birth: '2099-01-01' }, 'Date of birth cannot be in the future'],
    ['blood_group', { blood_group: 'C+' }, 'Please select a valid blood group'],
    ['admission_date', { admission_date: 'yesterday' }, 'Please enter a valid admission date'],
    ['class_id', { class_id: undefined }, 'Please select a class'],
    ['class_id', { class_id: 2_000_000_000 }, 'This class does not exist'],
    ['section_id', { section_id: null }, 'Please select a section'],
    ['father', { father: null, mother: null }, /at least one parent/],
    ['father.full_name', { father: { full_name: '' } }, "Please enter the father's full name"],
    ['father.email', { father: { full_name: 'F', email: 'x@' } }, 'Please enter a valid e-mail'],
    [
      'mother.mobile',
      { mother: { full_name: 'M', mobile: '5555' } },
      'Please enter a valid 10-digit mobile number',
    ],
    [
      'local_guardian.full_name',
      { local_guardian: {} },
      "Please enter the local guardian's full name",
    ],
    ['religion', { religion: 'x'.repeat(41) }, /at most 40/],
    ['apaar_id', { apaar_id: '12345' }, 'APAAR ID must be 12 digits'],
    ['pen', { pen: '2712345678A' }, 'PEN must be 11 digits'],
    [
      'previous_school',
      { previous_school: 'x'.repeat(121) },
      'Previous school must be at most 120 characters',
    ],
  ])(
    'refuses a bad %s with a message naming it, and writes nothing',
    async (field, overrides, message) => {
      const before = await platformQuery<{ n: number }>(
        t,
        sql`select count(*)::int as n from students where tenant_id = ${rows.tenantId}`,
      );
      const answer = await admit(admission(overrides));
      expect(answer.status).toBe(400);
      expect(fieldErrorsOf(answer)[field]).toEqual(
        message instanceof RegExp ? expect.stringMatching(message) : message,
      );
      const after = await platformQuery<{ n: number }>(
        t,
        sql`select count(*)::int as n from students where tenant_id = ${rows.tenantId}`,
      );
      expect(after[0]!.n).toBe(before[0]!.n);
    },
  );

  it('keeps the section to the class of the current session', async () => {
    const wrong = await admit(admission({ section_id: classA.otherSection }));
    expect(wrong.body.message).toBe(
      'This section does not belong to the class in the current session',
    );
    expect(fieldErrorsOf(wrong).section_id).toBe(
      'This section does not belong to the class in the current session',
    );
    const bare = await addClassWithoutSections(t, rows.tenantId, `Bridge ${n}`);
    const refused = await admit(admission({ class_id: bare, section_id: classA.section }));
    expect(fieldErrorsOf(refused).section_id).toBe(
      'This class has no sections in the current session',
    );
    const accepted = await admit(admission({ class_id: bare, section_id: null }));
    expect(accepted.status, accepted.body.message).toBe(200);
  });
});

describe('list, view, edit', () => {
  it('lists the current session with class, roll number and parents, searched and paged in one call', async () => {
    const body = admission({ first_name: 'Zorawar' });
    const made = (await admit(body)).body.data;
    const byName = await admin.call(listStudents, { query: { search: 'zoraw' } });
    expect(byName.body.data.count).toBe(1);
    expect(byName.body.data.list[0]).toMatchObject({
      student_id: made.student_id,
      admission_no: made.admission_no,
      class_id: classA.id,
      section_id: classA.section,
      session_id: rows.session.id,
      father_name: body.father.full_name,
      mother_name: body.mother.full_name,
      guardian_name: null,
      parent_mobile: body.father.mobile,
      status: 'ACTIVE',
    });
    const byMother = await admin.call(listStudents, { query: { search: body.mother.mobile } });
    expect(byMother.body.data.list.map((row) => row.student_id)).toEqual([made.student_id]);
    const byNumber = await admin.call(listStudents, { query: { search: made.admission_no } });
    expect(byNumber.body.data.list.map((row) => row.student_id)).toEqual([made.student_id]);
    const ofClass = await admin.call(listStudents, { query: { class_id: classA.id, limit: 100 } });
    expect(ofClass.body.data.list.every((row) => row.class_id === classA.id)).toBe(true);
    const page1 = await admin.call(listStudents, { query: { limit: 10 } });
    const page2 = await admin.call(listStudents, { query: { limit: 10, skip: 10 } });
    expect(page1.body.data.count).toBeGreaterThanOrEqual(40);
    expect(page2.body.data.count).toBe(page1.body.data.count);
    const ids = new Set(
      [...page1.body.data.list, ...page2.body.data.list].map((r) => r.student_id),
    );
    expect(ids.size).toBe(20);
    const girls = await admin.call(listStudents, { query: { gender: 'Female', limit: 100 } });
    expect(girls.body.data.list.every((row) => row.gender === 'Female')).toBe(true);
    expect(
      (await admin.call(listStudents, { query: { session_id: 2_000_000_000 } })).body.data,
    ).toEqual({
      list: [],
      count: 0,
    });
  });

  it('shows one student with parents and class history; another school cannot see it', async () => {
    const made = (await admit(admission())).body.data;
    const view = await admin.call(getStudent, { params: { id: made.student_id } });
    expect(view.status).toBe(200);
    expect(view.body.data).toMatchObject({
      id: made.student_id,
      gender: 'Female',
      father: { parent_type: 1, user_id: made.parents[0]!.user_id },
      mother: { parent_type: 2 },
      local_guardian: null,
      programs: [{ session_id: rows.session.id, class_id: classA.id, is_current: true }],
    });
    const riverside = await signedInClient(t, 'riverside', 'admin@riverside');
    expect((await riverside.call(getStudent, { params: { id: made.student_id } })).status).toBe(
      404,
    );
  });

  it('edits details, moves class (clearing the roll number), updates and unlinks parents, adds a guardian', async () => {
    const body = admission();
    const made = (await admit(body)).body.data;
    const edit = {
      ...body,
      id: made.student_id,
      first_name: 'Aditya',
      gender: 'Male',
      class_id: classB.id,
      section_id: classB.section,
      father: { ...body.father, occupation: 'Doctor' },
      mother: null,
      local_guardian: { full_name: 'New Guardian', mobile: mobile() },
    };
    const answer = await admin.call(updateStudent, { body: edit } as never);
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.data).toMatchObject({
      student_name: `Aditya ${body.last_name}`,
      gender: 'Male',
      father: { occupation: 'Doctor', parent_id: made.parents[0]!.parent_id },
      mother: null,
      local_guardian: { full_name: 'New Guardian', user_id: expect.any(Number) },
      programs: [{ class_id: classB.id, section_id: classB.section, roll_number: null }],
    });
    const missing = await admin.call(updateStudent, {
      body: { ...edit, id: 2_000_000_000 },
    } as never);
    expect(missing.status).toBe(404);
    const noParent = await admin.call(updateStudent, {
      body: {
        ...edit,
        father: null,
        mother: null,
        local_guardian: null,
      },
    } as never);
    expect(fieldErrorsOf(noParent).father).toMatch(/at least one parent/);
  });
});

describe('editing links new parents with accounts', () => {
  const edit = (body: unknown) => admin.call(updateStudent, { body } as never);

  it('answers a new mother without e-mail her user name and first password, once', async () => {
    const body = admission({ mother: null });
    const made = (await admit(body)).body.data;
    const mother = { full_name: `Meera Kapoor${n}`, mobile: mobile() };
    const answer = await edit({ ...body, id: made.student_id, mother });
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.data.parent_accounts).toEqual([
      expect.objectContaining({
        parent_type: 2,
        account: 'created',
        username: mother.mobile,
        first_password: expect.stringMatching(/^[A-Za-z0-9]{10}$/),
      }),
    ]);
    const password = answer.body.data.parent_accounts[0]!.first_password!;
    await expect(signIn(t.app, hostOf('greenwood'), mother.mobile, password)).resolves.toBeTruthy();
    const again = await edit({ ...body, id: made.student_id, mother, religion: 'Sikh' });
    expect(again.body.data.parent_accounts).toEqual([]);
  });

  it('mails the first password of a new guardian with an e-mail, and answers none', async () => {
    const body = admission();
    const made = (await admit(body)).body.data;
    await settle();
    const guardian = {
      full_name: `Uncle Kapoor${n}`,
      email: `uncle.kapoor${n}@example.com`,
      mobile: mobile(),
    };
    const mailed = () => mails.filter((mail) => mail.to === guardian.email);
    const answer = await edit({ ...body, id: made.student_id, local_guardian: guardian });
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.data.parent_accounts).toEqual([
      expect.objectContaining({ parent_type: 3, account: 'created', first_password: null }),
    ]);
    await settle();
    expect(mailed()).toHaveLength(1);
    const password = /First password: (\S+)/.exec(mailed()[0]!.text)![1]!;
    await expect(
      signIn(t.app, hostOf('greenwood'), guardian.email, password),
    ).resolves.toBeTruthy();
  });
});

describe('roll numbers and classwise details', () => {
  it('stores the rule and allocates by it', async () => {
    expect((await admin.call(getRollNumberOrder)).body.data).toEqual({
      roll_number_order: 'alphabetical',
    });
    const bad = await admin.call(setRollNumberOrder, {
      body: { roll_number_order: 'random' },
    } as never);
    expect(fieldErrorsOf(bad).roll_number_order).toBe(
      'Please choose alphabetical or admission order',
    );
    await admit(admission({ first_name: 'Aaa' }));
    const alpha = await admin.call(allocateRollNumbers, {
      body: {
        class_id: classA.id,
        section_id: classA.section,
      },
    });
    expect(alpha.status, alpha.body.message).toBe(200);
    const names = alpha.body.data.list.map((row) => row.student_name);
    const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
    expect(names).toEqual([...names].sort(collator.compare));
    expect(alpha.body.data.list.map((row) => row.roll_number)).toEqual(names.map((_, i) => i + 1));

    await admin.call(setRollNumberOrder, { body: { roll_number_order: 'admission' } });
    const byAdmission = await admin.call(allocateRollNumbers, {
      body: {
        class_id: classA.id,
        section_id: classA.section,
      },
    });
    const numbers = byAdmission.body.data.list.map((row) => row.admission_no);
    expect(byAdmission.body.data.roll_number_order).toBe('admission');
    expect(byAdmission.body.data.list.length).toBe(alpha.body.data.list.length);
    // Admission order = admission date, then number: numbers of one date ascend.
    const sameYear = numbers.filter((no) => no.startsWith(rows.session.startDate.slice(0, 4)));
    expect(sameYear).toEqual([...sameYear].sort());
    await admin.call(setRollNumberOrder, { body: { roll_number_order: 'alphabetical' } });
  });

  it('sets roll numbers by hand, refusing a number given twice or already taken', async () => {
    const list = (
      await admin.call(allocateRollNumbers, {
        body: {
          class_id: classA.id,
          section_id: classA.section,
        },
      })
    ).body.data.list;
    const [a, b, c] = list;
    const swap = await admin.call(setRollNumbers, {
      body: {
        class_id: classA.id,
        section_id: classA.section,
        rolls: [
          { student_id: a!.student_id, roll_number: b!.roll_number },
          { student_id: b!.student_id, roll_number: a!.roll_number },
        ],
      },
    });
    expect(swap.status, swap.body.message).toBe(200);
    const after = new Map(swap.body.data.list.map((row) => [row.student_id, row.roll_number]));
    expect([after.get(a!.student_id), after.get(b!.student_id)]).toEqual([2, 1]);
    const twice = await admin.call(setRollNumbers, {
      body: {
        class_id: classA.id,
        section_id: classA.section,
        rolls: [
          { student_id: a!.student_id, roll_number: 50 },
          { student_id: b!.student_id, roll_number: 50 },
        ],
      },
    });
    expect(fieldErrorsOf(twice)['rolls.1.roll_number']).toBe('This roll number is given twice');
    const taken = await admin.call(setRollNumbers, {
      body: {
        class_id: classA.id,
        section_id: classA.section,
        rolls: [{ student_id: a!.student_id, roll_number: c!.roll_number }],
      },
    });
    expect(fieldErrorsOf(taken)['rolls.0.roll_number']).toMatch(/already given to another student/);
    const outsider = await admin.call(setRollNumbers, {
      body: {
        class_id: classB.id,
        section_id: classB.section,
        rolls: [{ student_id: a!.student_id, roll_number: 70 }],
      },
    });
    expect(fieldErrorsOf(outsider)['rolls.0.student_id']).toBe(
      'This student is not in the selected class and section',
    );
    const zero = await admin.call(setRollNumbers, {
      body: {
        class_id: classA.id,
        section_id: classA.section,
        rolls: [{ student_id: a!.student_id, roll_number: 0 }],
      },
    });
    expect(fieldErrorsOf(zero)['rolls.0.roll_number']).toBe(
      'Roll number must be a whole number from 1 to 9999',
    );
  });

  it('counts boys and girls per class and section, and lists one class', async () => {
    const counts = (await admin.call(getClasswiseCounts, { query: {} })).body.data;
    const active = await platformQuery<{ n: number; boys: number }>(
      t,
      sql`select count(*)::int as n, count(*) filter (where s.gender = 'Male')::int as boys from student_programs p join students s on s.tenant_id = p.tenant_id and s.id = p.student_id where p.tenant_id = ${rows.tenantId} and p.session_id = ${rows.session.id} and s.status = 'ACTIVE'`,
    );
    expect(counts.totals.total).toBe(active[0]!.n);
    expect(counts.totals.boys).toBe(active[0]!.boys);
    for (const row of counts.rows) expect(row.boys + row.girls + row.others).toBe(row.total);
    const one = counts.rows.find((row) => row.class_id === classA.id)!;
    const list = await admin.call(getClassList, {
      query: {
        class_id: classA.id,
        section_id: classA.section,
      },
    });
    expect(list.body.data.list).toHaveLength(one.total);
    const wholeClass = await admin.call(getClassList, {
      query: {
        class_id: classA.id,
      },
    });
    const ofClass = counts.rows.filter((row) => row.class_id === classA.id);
    expect(wholeClass.body.data.list).toHaveLength(
      ofClass.reduce((sum, row) => sum + row.total, 0),
    );
  });
});
