import { admissionBodySchema, studentMessages } from '@shala/contracts';
import { describe, expect, it } from 'vitest';
import {
  copyAddresses,
  emptyParent,
  newAdmissionValues,
  sectionError,
  toAdmissionBody,
  valuesFromStudent,
} from './student-form-values';

const filled = () => {
  const values = newAdmissionValues('2026-06-01');
  return {
    ...values,
    first_name: 'Asha',
    last_name: 'Verma',
    gender: 'Female',
    date_of_birth: '2019-04-02',
    class_id: '4',
    section_id: '9',
    father: {
      ...emptyParent,
      full_name: 'Ravi Verma',
      mobile: '9812345670',
      present_address: '12 Lake Road',
      same_address: true,
    },
    included: { father: true, mother: false, local_guardian: false },
  };
};

describe('newAdmissionValues', () => {
  it('starts today, Indian, expecting father and mother', () => {
    const values = newAdmissionValues('2026-06-01');
    expect(values.admission_date).toBe('2026-06-01');
    expect(values.nationality).toBe('Indian');
    expect(values.included).toEqual({ father: true, mother: true, local_guardian: false });
  });
});

describe('toAdmissionBody', () => {
  it('sends only included parents and copies the present address when asked', () => {
    const body = toAdmissionBody(filled(), true);
    expect(body.father).toMatchObject({
      full_name: 'Ravi Verma',
      present_address: '12 Lake Road',
      permanent_address: '12 Lake Road',
    });
    expect(body.mother).toBeNull();
    expect(body.local_guardian).toBeNull();
    expect(body.class_id).toBe(4);
    expect(body.section_id).toBe(9);
    expect(admissionBodySchema.safeParse(body).success).toBe(true);
  });

  it('sends no section for a class without sections', () => {
    expect(toAdmissionBody(filled(), false).section_id).toBeNull();
  });

  it('keeps the chosen section while the class’s sections are still loading', () => {
    expect(toAdmissionBody(filled(), null).section_id).toBe(9);
  });

  it('fails the schema with the one-parent message when no parent is included', () => {
    const values = {
      ...filled(),
      included: { father: false, mother: false, local_guardian: false },
    };
    const parsed = admissionBodySchema.safeParse(toAdmissionBody(values, true));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toContain(studentMessages.oneParent);
  });

  it('names the missing fields of an included parent at their form path', () => {
    const values = { ...filled(), included: { father: true, mother: true, local_guardian: false } };
    const parsed = admissionBodySchema.safeParse(toAdmissionBody(values, true));
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toContain('mother.full_name');
  });
});

describe('sectionError', () => {
  it('asks for a section only when the chosen class has sections', () => {
    const values = { ...filled(), section_id: null };
    expect(sectionError(values, true)).toEqual({ section_id: studentMessages.chooseSection });
    expect(sectionError(values, false)).toEqual({});
    expect(sectionError(filled(), true)).toEqual({});
  });
});

describe('valuesFromStudent', () => {
  const parent = {
    parent_id: 1,
    parent_type: 1,
    full_name: 'Ravi Verma',
    email: null,
    mobile: '9812345670',
    occupation: null,
    qualification: null,
    present_address: '12 Lake Road',
    permanent_address: '12 Lake Road',
    user_id: 5,
    username: '9812345670',
  };
  const program = {
    id: 1,
    session_id: 2,
    session_name: '2026-27',
    class_id: 4,
    class_name: '1',
    section_id: 9,
    section_name: 'A',
    roll_number: 3,
  };
  const student = {
    id: 7,
    admission_no: '2026/0001',
    student_name: 'Asha Verma',
    first_name: 'Asha',
    middle_name: null,
    last_name: 'Verma',
    gender: 'Female',
    date_of_birth: '2019-04-02',
    blood_group: null,
    apaar_id: null,
    pen: null,
    previous_school: null,
    photo_url: null,
    religion: null,
    category: null,
    nationality: 'Indian',
    admission_date: '2026-06-01',
    status: 'ACTIVE' as const,
    father: parent,
    mother: null,
    local_guardian: null,
    programs: [
      { ...program, id: 0, session_id: 1, class_id: 3, section_id: 8, is_current: false },
      { ...program, is_current: true },
    ],
  };

  it('fills the current class, the linked parents and "same address"', () => {
    const values = valuesFromStudent(student);
    expect(values.class_id).toBe('4');
    expect(values.section_id).toBe('9');
    expect(values.included).toEqual({ father: true, mother: false, local_guardian: false });
    expect(values.father.same_address).toBe(true);
    expect(values.father.email).toBe('');
    expect(values.mother).toEqual(emptyParent);
  });

  it('leaves the class empty when the student has none in the current session', () => {
    const values = valuesFromStudent({ ...student, programs: [] });
    expect(values.class_id).toBeNull();
  });
});

describe('copyAddresses', () => {
  it("takes the other parent's addresses, resolving 'same as present'", () => {
    const father = {
      ...emptyParent,
      present_address: 'A',
      permanent_address: 'B',
      same_address: true,
    };
    const mother = { ...emptyParent, full_name: 'Mina' };
    expect(copyAddresses(father, mother)).toMatchObject({
      full_name: 'Mina',
      present_address: 'A',
      permanent_address: 'A',
      same_address: true,
    });
  });
});
