import {
  type AdmissionBody,
  type ParentKey,
  parentKeys,
  type studentDetailSchema,
  studentMessages,
  todayIso,
} from '@shala/contracts';
import type { z } from 'zod';
import { toId } from './class-choice';

type StudentDetail = z.infer<typeof studentDetailSchema>;
type ParentDetail = NonNullable<StudentDetail['father']>;

/** One parent's inputs; `same_address` copies the present address into the permanent one. */
export interface ParentValues {
  full_name: string;
  email: string;
  mobile: string;
  occupation: string;
  qualification: string;
  present_address: string;
  permanent_address: string;
  same_address: boolean;
}

/** The admission and edit form: select values are strings, dates YYYY-MM-DD or null. */
export interface StudentFormValues {
  first_name: string;
  middle_name: string;
  last_name: string;
  gender: string | null;
  date_of_birth: string | null;
  blood_group: string | null;
  religion: string;
  category: string;
  nationality: string;
  admission_date: string | null;
  class_id: string | null;
  section_id: string | null;
  father: ParentValues;
  mother: ParentValues;
  local_guardian: ParentValues;
  /** Which parents the form sends; a parent switched off is left out (unlinked on edit). */
  included: Record<ParentKey, boolean>;
}

export const emptyParent: ParentValues = {
  full_name: '',
  email: '',
  mobile: '',
  occupation: '',
  qualification: '',
  present_address: '',
  permanent_address: '',
  same_address: false,
};

/** A blank admission: admitted today, Indian, father and mother expected. */
export function newAdmissionValues(today = todayIso()): StudentFormValues {
  return {
    first_name: '',
    middle_name: '',
    last_name: '',
    gender: null,
    date_of_birth: null,
    blood_group: null,
    religion: '',
    category: '',
    nationality: 'Indian',
    admission_date: today,
    class_id: null,
    section_id: null,
    father: { ...emptyParent },
    mother: { ...emptyParent },
    local_guardian: { ...emptyParent },
    included: { father: true, mother: true, local_guardian: false },
  };
}

const parentBody = (parent: ParentValues) => ({
  full_name: parent.full_name,
  email: parent.email,
  mobile: parent.mobile,
  occupation: parent.occupation,
  qualification: parent.qualification,
  present_address: parent.present_address,
  permanent_address: parent.same_address ? parent.present_address : parent.permanent_address,
});

/**
 * The request body of the form (before the contracts schema trims and checks it): only
 * included parents, the permanent address copied when "same as present" is ticked, and
 * no section for a class without sections. `classHasSections` is null while the class's
 * sections are still loading: the chosen section is then sent as it is (the server checks it
 * against the class); dropping it made the server refuse a quick save for a missing section.
 */
export function toAdmissionBody(values: StudentFormValues, classHasSections: boolean | null) {
  const body: Record<string, unknown> = {
    first_name: values.first_name,
    middle_name: values.middle_name,
    last_name: values.last_name,
    gender: values.gender ?? undefined,
    date_of_birth: values.date_of_birth ?? undefined,
    blood_group: values.blood_group,
    religion: values.religion,
    category: values.category,
    nationality: values.nationality,
    admission_date: values.admission_date ?? undefined,
    class_id: toId(values.class_id) ?? undefined,
    section_id: classHasSections === false ? null : toId(values.section_id),
  };
  for (const key of parentKeys) body[key] = values.included[key] ? parentBody(values[key]) : null;
  return body as AdmissionBody;
}

/** The form's own rule beyond the schema: a class with sections needs one chosen. */
export function sectionError(values: StudentFormValues, classHasSections: boolean | null) {
  return classHasSections && values.class_id && !toId(values.section_id)
    ? { section_id: studentMessages.chooseSection }
    : {};
}

const parentValues = (parent: ParentDetail | null): ParentValues => {
  if (!parent) return { ...emptyParent };
  const present = parent.present_address ?? '';
  const permanent = parent.permanent_address ?? '';
  return {
    full_name: parent.full_name,
    email: parent.email ?? '',
    mobile: parent.mobile ?? '',
    occupation: parent.occupation ?? '',
    qualification: parent.qualification ?? '',
    present_address: present,
    permanent_address: permanent,
    same_address: present !== '' && present === permanent,
  };
};

/** The form filled from a saved student: the class of the current session, the linked parents. */
export function valuesFromStudent(student: StudentDetail): StudentFormValues {
  const current = student.programs.find((program) => program.is_current);
  return {
    first_name: student.first_name,
    middle_name: student.middle_name ?? '',
    last_name: student.last_name ?? '',
    gender: student.gender,
    date_of_birth: student.date_of_birth,
    blood_group: student.blood_group,
    religion: student.religion ?? '',
    category: student.category ?? '',
    nationality: student.nationality,
    admission_date: student.admission_date,
    class_id: current ? String(current.class_id) : null,
    section_id: current?.section_id ? String(current.section_id) : null,
    father: parentValues(student.father),
    mother: parentValues(student.mother),
    local_guardian: parentValues(student.local_guardian),
    included: {
      father: student.father !== null,
      mother: student.mother !== null,
      local_guardian: student.local_guardian !== null,
    },
  };
}

/** Another parent's addresses, for "copy the father's address" on the mother's card. */
export function copyAddresses(from: ParentValues, to: ParentValues): ParentValues {
  return {
    ...to,
    present_address: from.present_address,
    permanent_address: from.same_address ? from.present_address : from.permanent_address,
    same_address: from.same_address,
  };
}
