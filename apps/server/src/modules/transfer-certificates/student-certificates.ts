import {
  certificateDate,
  dateInWords,
  tcMessages as m,
  type StudentCertificateKind,
  type StudentCertificateQuery,
  studentCertificateTitles,
} from '@shala/contracts';
import type { Content } from 'pdfmake/interfaces';
import { badRequest, notFound } from '../../platform/errors.ts';
import { brandedDocument, renderPdf } from '../../platform/pdf/index.ts';
import type { TenantScope } from '../../platform/scope.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { findSchoolBrand } from '../school-profile/index.ts';
import { findStudentDetail } from '../students/index.ts';
import { findTcOfStudent } from './tc-queries.ts';

type Student = NonNullable<Awaited<ReturnType<typeof findStudentDetail>>>;

export const notCurrentStudent = 'A bonafide certificate is only for a current student.';

/** He/She and son/daughter as the student's gender says; "the ward" when neither. */
function pronounsOf(gender: string) {
  if (gender === 'Male') return { subject: 'He', possessive: 'his', child: 'son' };
  if (gender === 'Female') return { subject: 'She', possessive: 'her', child: 'daughter' };
  return { subject: 'They', possessive: 'their', child: 'ward' };
}

function parentage(student: Student, child: string): string {
  const father = student.father?.full_name;
  const mother = student.mother?.full_name;
  const guardian = student.local_guardian?.full_name;
  if (father && mother) return `${child} of Shri ${father} and Smt. ${mother}`;
  if (father) return `${child} of Shri ${father}`;
  if (mother) return `${child} of Smt. ${mother}`;
  return guardian ? `ward of ${guardian}` : '';
}

function currentProgram(student: Student) {
  return student.programs.find((p) => p.is_current) ?? student.programs.at(-1) ?? null;
}

/** "Class 5 - A" whether the school named the class "5" or "Class 5". */
const classPhrase = (name: string) => (/^class\b/i.test(name) ? name : `Class ${name}`);

const classOf = (program: ReturnType<typeof currentProgram>) =>
  program
    ? classPhrase([program.class_name, program.section_name].filter(Boolean).join(' - '))
    : '—';

async function bodyOf(
  scope: TenantScope,
  student: Student,
  kind: StudentCertificateKind,
  query: StudentCertificateQuery,
): Promise<string[]> {
  const { subject, possessive, child } = pronounsOf(student.gender);
  const program = currentProgram(student);
  const who = [student.student_name, parentage(student, child)].filter(Boolean).join(', ');
  const born = `${certificateDate(student.date_of_birth)} (${dateInWords(student.date_of_birth)})`;
  const purpose = query.purpose
    ? `This certificate is issued on ${possessive} request for ${query.purpose}.`
    : `This certificate is issued on ${possessive} request.`;
  if (kind === 'bonafide') {
    if (student.status !== 'ACTIVE') throw badRequest(notCurrentStudent);
    return [
      `This is to certify that ${who}, is a bonafide student of this school, studying in ${classOf(program)} in the academic session ${program?.session_name ?? '—'} (Admission No. ${student.admission_no}).`,
      `${subject === 'They' ? 'Their' : `${possessive[0]!.toUpperCase()}${possessive.slice(1)}`} date of birth as recorded in the Admission Register is ${born}.`,
      purpose,
    ];
  }
  const tc = await findTcOfStudent(scope, student.id);
  const since = certificateDate(student.admission_date);
  const period = tc
    ? `was a student of this school from ${since} to ${certificateDate(tc.leaving_date)}, last studying in ${classPhrase(tc.class)}`
    : `has been a student of this school since ${since}, now studying in ${classOf(program)}`;
  const conduct = query.conduct ?? tc?.character ?? 'good';
  return [
    `This is to certify that ${who} (Admission No. ${student.admission_no}), ${period}.`,
    `To the best of my knowledge, ${possessive} conduct and character during this period ${tc ? 'were' : 'have been'} ${conduct.toLowerCase()}. ${subject} ${subject === 'They' ? 'bear' : 'bears'} a good moral character and nothing adverse is known against ${possessive === 'their' ? 'them' : possessive === 'his' ? 'him' : 'her'}.`,
    purpose,
  ];
}

function signatureLine(place: string, date: string): Content {
  return {
    columns: [
      { stack: [`Date: ${date}`, `Place: ${place}`], width: '*' },
      {
        stack: [
          { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 150, y2: 0, lineWidth: 0.75 }] },
          { text: 'Principal', margin: [0, 3, 0, 0] },
          { text: '(with the school seal)', fontSize: 8, color: '#4b5563' },
        ],
        width: 150,
      },
    ],
    margin: [0, 56, 0, 0],
  };
}

/** A bonafide or character certificate on the letterhead, from the school's wording. */
export async function renderStudentCertificate(
  scope: TenantScope,
  school: Tenant,
  studentId: number,
  kind: StudentCertificateKind,
  query: StudentCertificateQuery,
) {
  const { tx, tenantId } = scope;
  const student = await findStudentDetail(tx, tenantId, studentId);
  if (!student) throw notFound(m.studentNotFound);
  const paragraphs = await bodyOf(scope, student, kind, query);
  const brand = await findSchoolBrand(tx, school);
  const today = certificateDate(scope.today);
  const bytes = await renderPdf(
    brandedDocument({
      brand,
      title: studentCertificateTitles[kind],
      content: [
        { text: 'TO WHOM IT MAY CONCERN', bold: true, margin: [0, 4, 0, 14] },
        ...paragraphs.map(
          (text): Content => ({
            fontSize: 11,
            text,
            lineHeight: 1.5,
            alignment: 'justify',
            margin: [0, 0, 0, 12],
          }),
        ),
        signatureLine(brand.city ?? '—', today),
      ],
      footnote: 'Computer generated certificate; not valid without the signature and seal.',
    }),
  );
  return { bytes, fileName: `${kind}-certificate-${student.admission_no}.pdf` };
}
