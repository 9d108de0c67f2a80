import { certificateDate, classInFiguresAndWords, dateInWords, type TcRow } from '@shala/contracts';

const orDash = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? null : String(value);

function reasonOf(row: TcRow): string {
  return row.transfer_reason === 'Others'
    ? `Others: ${row.specfic_transfer_reason ?? ''}`
    : row.transfer_reason;
}

/** The class part of "7 - B" (the certificate's class line) in figures and words. */
function classLastStudied(row: TcRow): string {
  const name = row.class_name ?? row.class.split(' - ')[0] ?? row.class;
  const inWords = classInFiguresAndWords(name);
  return inWords === name.trim() ? row.class : `${row.class} — ${inWords}`;
}

function firstAdmission(row: TcRow): string | null {
  const date = row.first_admission_date ? certificateDate(row.first_admission_date) : null;
  const klass = row.first_admission_class ? `Class ${row.first_admission_class}` : null;
  return [date, klass].filter(Boolean).join(', ') || null;
}

function lastExamination(row: TcRow): string {
  return row.board_result
    ? `${row.board_result}: ${row.exam_result_status}`
    : `School annual examination: ${row.exam_result_status}`;
}

/** The serial line over the certificate: TC number, admission number, PEN and APAAR ID. */
export function tcHeading(row: TcRow): Array<[string, string]> {
  return [
    ['TC No.', row.tc_serial],
    ['Admission No.', row.admission_no ?? '—'],
    ...(row.pen ? ([['PEN', row.pen]] as Array<[string, string]>) : []),
    ...(row.apaar_id ? ([['APAAR ID', row.apaar_id]] as Array<[string, string]>) : []),
  ];
}

/**
 * The certificate's numbered lines in the order of the CBSE model TC (the same on the HTML
 * page and in the PDF); a line with nothing recorded prints as a dash.
 */
export function tcLines(row: TcRow): Array<[string, string | null]> {
  return [
    ['Name of the pupil', row.student_name],
    ["Mother's name", row.mother_name],
    ["Father's / Guardian's name", row.father_name],
    ['Nationality', row.nationality],
    ['Whether the pupil belongs to SC / ST / OBC category', orDash(row.category)],
    ['Date of first admission in the school, with class', firstAdmission(row)],
    [
      'Date of birth according to the Admission Register (in figures and words)',
      `${certificateDate(row.birth_date)} (${dateInWords(row.birth_date)})`,
    ],
    ['Class in which the pupil last studied (in figures and words)', classLastStudied(row)],
    ['School / Board annual examination last taken, with result', lastExamination(row)],
    ['Subjects studied', row.subjects_studied],
    ['Whether qualified for promotion to the higher class', row.promote_status],
    ['Month up to which the pupil has paid school dues', row.fees_paid_up_to],
    ['Any fee concession availed of; if so, its nature', row.fee_concession],
    ['Total number of working days', orDash(row.working_days)],
    ['Total number of working days present', orDash(row.days_present)],
    ['Games played or extra-curricular activities taken part in', row.games_activities],
    ['General conduct', row.character],
    ['Date of leaving the school', certificateDate(row.leaving_date)],
    [
      'Date of application for the certificate',
      row.application_date ? certificateDate(row.application_date) : null,
    ],
    ['Date of issue of the certificate', certificateDate(row.tc_issue_date)],
    ['Reason for leaving the school', reasonOf(row)],
    ['Address', row.address],
    ['Any other remarks', row.notes],
  ];
}
