import { z } from 'zod';
import {
  genderCell,
  optionalMobileCell,
  parseRow,
  requiredDateCell,
} from '../core/import-cells.ts';
import type { ImportIssue } from '../core/import-file.ts';
import type { FileRow } from '../core/import-header.ts';
import {
  bloodGroups,
  type Gender,
  optionalEmailSchema,
  optionalTextSchema,
  todayIso,
} from '../core/person-fields.ts';
import { requiredText } from '../core/validation.ts';
import { joinName } from './rules.ts';
import { studentMessages } from './schemas.ts';

const parentCells = (prefix: 'father' | 'mother' | 'guardian') => ({
  [`${prefix}_name`]: optionalTextSchema(120),
  [`${prefix}_email`]: optionalEmailSchema,
  [`${prefix}_mobile`]: optionalMobileCell,
  [`${prefix}_occupation`]: optionalTextSchema(80),
  [`${prefix}_qualification`]: optionalTextSchema(80),
});

export const studentImportRowSchema = z.object({
  first_name: requiredText(studentMessages.enterFirstName, 60),
  middle_name: optionalTextSchema(60),
  last_name: optionalTextSchema(60),
  gender: genderCell,
  date_of_birth: requiredDateCell(studentMessages.badBirthDate).refine(
    (value) => typeof value !== 'string' || value <= todayIso(),
    { error: studentMessages.futureBirthDate },
  ),
  blood_group: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() ? value.trim().toUpperCase() : null),
    z.enum(bloodGroups, { error: studentMessages.badBloodGroup }).nullable(),
  ),
  religion: optionalTextSchema(40),
  category: optionalTextSchema(40),
  nationality: optionalTextSchema(40),
  admission_date: requiredDateCell(studentMessages.badAdmissionDate),
  class: requiredText(studentMessages.chooseClass, 60),
  section: optionalTextSchema(60),
  ...parentCells('father'),
  ...parentCells('mother'),
  ...parentCells('guardian'),
  present_address: optionalTextSchema(500),
  permanent_address: optionalTextSchema(500),
});
type StudentCells = z.infer<typeof studentImportRowSchema>;

/** Parses one row of cells; problems come back with the row number. */
export interface StudentImportContext {
  /** Class names (lower case) → class id. */
  classes: ReadonlyMap<string, number>;
  /** Per class id: its sections in the current session, name (lower case) → section id. */
  sectionsOfClass: ReadonlyMap<number, ReadonlyMap<string, number>>;
  /** Students already in the school: lower(name)|date of birth → admission number. */
  existingStudents: ReadonlyMap<string, string>;
}

export interface ImportParent {
  parent_type: 1 | 2 | 3;
  full_name: string;
  email: string | null;
  mobile: string | null;
  occupation: string | null;
  qualification: string | null;
  present_address: string | null;
  permanent_address: string | null;
}

export interface CheckedStudentRow {
  row: number;
  first_name: string;
  middle_name: string | null;
  last_name: string | null;
  student_name: string;
  gender: Gender;
  date_of_birth: string;
  blood_group: string | null;
  religion: string | null;
  category: string | null;
  nationality: string | null;
  admission_date: string;
  class_id: number;
  section_id: number | null;
  parents: ImportParent[];
}

const studentKey = (name: string, dateOfBirth: string) =>
  `${name.trim().toLowerCase().replace(/\s+/g, ' ')}|${dateOfBirth}`;

export { studentKey as importStudentKey };

const parentPrefixes = [
  ['father', 1],
  ['mother', 2],
  ['guardian', 3],
] as const;

function parentsOf(
  value: Partial<StudentCells>,
  row: number,
  errors: ImportIssue[],
): ImportParent[] {
  const cell = (key: string) => (value as Record<string, string | null>)[key] ?? null;
  const parents: ImportParent[] = [];
  const before = errors.length;
  for (const [prefix, type] of parentPrefixes) {
    const name = cell(`${prefix}_name`);
    const others = ['email', 'mobile', 'occupation', 'qualification'].some((f) =>
      cell(`${prefix}_${f}`),
    );
    if (!name) {
      if (others)
        errors.push({ row, field: `${prefix}_name`, message: `Please enter the ${prefix}'s name` });
      continue;
    }
    parents.push({
      parent_type: type,
      full_name: name,
      email: cell(`${prefix}_email`),
      mobile: cell(`${prefix}_mobile`),
      occupation: cell(`${prefix}_occupation`),
      qualification: cell(`${prefix}_qualification`),
      present_address: value.present_address ?? null,
      permanent_address: value.permanent_address ?? null,
    });
  }
  // A parent named nowhere but with contacts is reported once, above.
  if (parents.length === 0 && errors.length === before)
    errors.push({ row, field: 'father_name', message: studentMessages.oneParent });
  return parents;
}

/**
 * Validates student rows: cells, class and section of the current session, at least one
 * parent, the same student twice (in the file or already in the school), and one mobile or
 * e-mail given to differently named parents of the same type.
 */
export function checkStudentRows(
  rows: readonly FileRow[],
  context: StudentImportContext,
): { valid: CheckedStudentRow[]; errors: ImportIssue[] } {
  const errors: ImportIssue[] = [];
  const valid: CheckedStudentRow[] = [];
  const seenStudents = new Map<string, number>();
  const contactOwner = new Map<string, { row: number; name: string }>();
  for (const { row, cells } of rows) {
    const { value, issues } = parseRow(studentImportRowSchema, cells, row);
    const badCells = new Set(issues.map((issue) => issue.field));
    const rowErrors: ImportIssue[] = [];
    const classId =
      value.class === undefined ? undefined : context.classes.get(value.class.trim().toLowerCase());
    let sectionId: number | null = null;
    if (value.class === undefined) {
      // Reported with the cells.
    } else if (classId === undefined)
      rowErrors.push({ row, field: 'class', message: studentMessages.classNotFound });
    else if (value.section !== undefined) {
      const sections = context.sectionsOfClass.get(classId);
      if (sections && sections.size > 0) {
        if (!value.section)
          rowErrors.push({ row, field: 'section', message: studentMessages.chooseSection });
        else {
          sectionId = sections.get(value.section.toLowerCase()) ?? null;
          if (sectionId === null)
            rowErrors.push({ row, field: 'section', message: studentMessages.sectionNotOfClass });
        }
      } else if (value.section)
        rowErrors.push({ row, field: 'section', message: studentMessages.classHasNoSections });
    }
    const parents = parentsOf(value, row, rowErrors);
    const name = joinName(value.first_name ?? '', value.middle_name, value.last_name);
    const named = !['first_name', 'middle_name', 'last_name', 'date_of_birth'].some((field) =>
      badCells.has(field),
    );
    const key = studentKey(name, value.date_of_birth ?? '');
    const existing = named ? context.existingStudents.get(key) : undefined;
    if (existing)
      rowErrors.push({
        row,
        field: 'first_name',
        message: `This student (same name and date of birth) is already admitted as ${existing}`,
      });
    else if (named && seenStudents.has(key))
      rowErrors.push({
        row,
        field: 'first_name',
        message: `Repeats row ${seenStudents.get(key)} of the file`,
      });
    for (const parent of parents) {
      const prefix = parentPrefixes.find(([, type]) => type === parent.parent_type)![0];
      for (const [field, contact] of [
        ['mobile', parent.mobile],
        ['email', parent.email],
      ] as const) {
        if (!contact) continue;
        const owner = contactOwner.get(`${parent.parent_type}|${contact}`);
        if (owner && owner.name.toLowerCase() !== parent.full_name.toLowerCase())
          rowErrors.push({
            row,
            field: `${prefix}_${field}`,
            message: `Row ${owner.row} gives this ${field} to another ${prefix} (${owner.name})`,
          });
      }
    }
    // Every fault of the row, one per column: a bad cell's own reason comes first.
    const faults = [...issues, ...rowErrors.filter((issue) => !badCells.has(issue.field))];
    if (faults.length) {
      errors.push(...faults);
      continue;
    }
    seenStudents.set(key, row);
    for (const parent of parents)
      for (const contact of [parent.mobile, parent.email])
        if (contact && !contactOwner.has(`${parent.parent_type}|${contact}`))
          contactOwner.set(`${parent.parent_type}|${contact}`, { row, name: parent.full_name });
    // No bad cell: every column parsed.
    const full = value as StudentCells;
    valid.push({
      row,
      first_name: full.first_name,
      middle_name: full.middle_name,
      last_name: full.last_name,
      student_name: name,
      gender: full.gender,
      date_of_birth: full.date_of_birth,
      blood_group: full.blood_group,
      religion: full.religion,
      category: full.category,
      nationality: full.nationality,
      admission_date: full.admission_date,
      class_id: classId!,
      section_id: sectionId,
      parents,
    });
  }
  return { valid, errors };
}
