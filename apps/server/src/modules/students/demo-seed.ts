import { assignRollNumbers, joinName } from '@shala/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { chunks } from '../../platform/db/bulk.ts';
import type { Tx } from '../../platform/db/connect.ts';
import { teacherAllocations } from '../academics/index.ts';
import { users } from '../auth/index.ts';
import { issueAdmissionNumbersOfYears } from '../school-profile/index.ts';
import { type AdmissionRecord, admitStudents } from './admit-students.ts';
import { type GeneratedParent, generateFamilies, seededRandom } from './demo-people.ts';
import { ensureAcademics, seedStaff } from './demo-school-setup.ts';
import { studentPrograms } from './tables.ts';

export interface SchoolPeopleOptions {
  students: number;
  /** Seeds the random source: the same seed makes the same school. */
  seed: number;
  /** One hash for every account made (hashing per account would dominate the run). */
  passwordHash: string;
  /** Used in generated user names and e-mails, e.g. the subdomain. */
  slug: string;
  /** The year the current session starts (default: this year's session). */
  currentYear?: number;
  /** An existing parent account made the father of the first family (two children, two classes). */
  demoFather?: { fullName: string; mobile: string; email: string | null };
}
export async function seedSchoolPeople(tx: Tx, tenantId: number, options: SchoolPeopleOptions) {
  const random = seededRandom(options.seed);
  const year =
    options.currentYear ?? new Date().getFullYear() - (new Date().getMonth() < 3 ? 1 : 0);
  const academics = await ensureAcademics(tx, tenantId, year, options.students);
  const teachers = await seedStaff(tx, tenantId, random, options);
  const { current, previous, classRows } = academics;

  // Class teachers of the current session, round robin over the teachers, for every class and
  // section that has none yet (the academics seed already gave the demo teacher one).
  const taken = await tx
    .select({ classId: teacherAllocations.classId, sectionId: teacherAllocations.sectionId })
    .from(teacherAllocations)
    .where(
      and(
        eq(teacherAllocations.tenantId, tenantId),
        eq(teacherAllocations.sessionId, current.id),
        isNull(teacherAllocations.subjectId),
      ),
    );
  const hasClassTeacher = new Set(taken.map((row) => `${row.classId}:${row.sectionId}`));
  const slots = classRows
    .flatMap((klass) =>
      academics.sectionsOf(current.id, klass.id).map((sectionId) => ({
        classId: klass.id,
        sectionId,
      })),
    )
    .filter((slot) => !hasClassTeacher.has(`${slot.classId}:${slot.sectionId}`));
  if (slots.length && teachers.length) {
    await tx.insert(teacherAllocations).values(
      slots.map((slot, index) => ({
        tenantId,
        sessionId: current.id,
        classId: slot.classId,
        sectionId: slot.sectionId,
        teacherId: teachers[index % teachers.length]!,
      })),
    );
  }

  const families = generateFamilies(random, options.students, `${options.slug}.example.com`);
  if (options.demoFather && families[0]) {
    const father = families[0].parents.find((parent) => parent.parentType === 1)!;
    Object.assign(father, options.demoFather);
    const surname = options.demoFather.fullName.split(' ').at(-1)!;
    while (families[0].children.length < 2)
      families[0].children.push({ ...families[0].children[0]! });
    families[0].children[0]!.age = 8;
    families[0].children[1]!.age = 12;
    families[0].children[1]!.firstName =
      families[0].children[0]!.firstName === 'Meera' ? 'Diya' : 'Meera';
    families[0].children[1]!.gender = 'Female';
    for (const child of families[0].children) child.lastName = surname;
  }

  interface Planned {
    record: AdmissionRecord;
    admissionYear: number;
    classIndex: number;
  }
  const planned: Planned[] = [];
  for (const family of families) {
    const parents = family.parents.map((parent: GeneratedParent) => ({ ...parent }));
    for (const child of family.children) {
      const classIndex = Math.min(classRows.length - 1, Math.max(0, child.age - 3));
      const klass = classRows[classIndex]!;
      const choices = academics.sectionsOf(current.id, klass.id);
      const admissionYear =
        classIndex === 0 || !previous ? year : year - random.int(1, Math.min(classIndex, 8));
      planned.push({
        classIndex,
        admissionYear,
        record: {
          firstName: child.firstName,
          middleName: null,
          lastName: child.lastName,
          gender: child.gender,
          dateOfBirth: `${year - child.age}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
          bloodGroup: child.bloodGroup,
          religion: child.religion,
          category: child.category,
          nationality: 'Indian',
          admissionDate: `${admissionYear}-04-${String(random.int(1, 20)).padStart(2, '0')}`,
          sessionId: current.id,
          classId: klass.id,
          sectionId: choices.length ? random.pick(choices) : null,
          parents,
        },
      });
    }
  }
  // Admitted in date order, so numbers run with admission dates within each year.
  planned.sort((a, b) => (a.record.admissionDate < b.record.admissionDate ? -1 : 1));

  // Roll numbers of the current session: alphabetical within each class and section.
  const byClass = new Map<string, Planned[]>();
  for (const item of planned) {
    const key = `${item.record.classId}|${item.record.sectionId}`;
    byClass.set(key, [...(byClass.get(key) ?? []), item]);
  }
  for (const group of byClass.values()) {
    const numbered = assignRollNumbers(
      group.map((item, index) => ({
        student_id: index,
        student_name: joinName(item.record.firstName, item.record.lastName),
        admission_no: '',
        admission_date: item.record.admissionDate,
        item,
      })),
      'alphabetical',
    );
    for (const entry of numbered) entry.item.record.rollNumber = entry.roll_number;
  }

  const numbers = await issueAdmissionNumbersOfYears(
    tx,
    tenantId,
    planned.map((item) => item.admissionYear),
  );
  const admitted = await admitStudents(
    tx,
    tenantId,
    planned.map((item) => item.record),
    {
      admissionNumbers: async () => numbers,
      passwordFor: async () => ({ hash: options.passwordHash, plain: null }),
    },
  );

  // Last year's class for those admitted before this session (same section letter when it exists).
  if (previous) {
    const history = planned.flatMap((item, index) => {
      if (item.admissionYear >= year || item.classIndex === 0) return [];
      const klass = classRows[item.classIndex - 1]!;
      const choices = academics.sectionsOf(previous.id, klass.id);
      return [
        {
          tenantId,
          studentId: admitted[index]!.studentId,
          sessionId: previous.id,
          classId: klass.id,
          sectionId: choices.includes(item.record.sectionId ?? -1)
            ? item.record.sectionId
            : (choices[0] ?? null),
        },
      ];
    });
    for (const part of chunks(history)) await tx.insert(studentPrograms).values(part);
  }
  return { students: admitted.length, staff: teachers.length, sessionId: current.id };
}

/** Demo size: ~40 students per demo school; `parent@<slug>` is the father of two of them. */
export async function seedDemoSchoolPeople(
  tx: Tx,
  schoolId: number,
  slug: string,
  passwordHash: string,
  seed: number,
) {
  const [father] = await tx
    .select({ fullName: users.fullName, mobile: users.mobile, email: users.email })
    .from(users)
    .where(and(eq(users.tenantId, schoolId), eq(users.username, `parent@${slug}`)));
  return seedSchoolPeople(tx, schoolId, {
    students: 40,
    seed,
    passwordHash,
    slug,
    demoFather: father?.mobile
      ? { fullName: father.fullName, mobile: father.mobile, email: father.email }
      : undefined,
  });
}
