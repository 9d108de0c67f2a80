import type { TcPrefill, TcRow } from '@shala/contracts';

/** The certificate form's values: the spec's field names, dates YYYY-MM-DD or null. */
export interface TcFields {
  admission_no: string;
  student_name: string;
  father_name: string;
  mother_name: string;
  address: string;
  class: string;
  exam_result_status: string;
  promote_status: string;
  birth_date: string | null;
  leaving_date: string | null;
  character: string;
  nationality: string;
  transfer_reason: string;
  specfic_transfer_reason: string;
  notes: string;
  /** Why dues are waived (an admin with the fees counter), when the no-dues check finds any. */
  dues_waiver_reason: string;
  apaar_id: string;
  pen: string;
  category: string;
  first_admission_date: string | null;
  first_admission_class: string;
  board_result: string;
  subjects_studied: string;
  fees_paid_up_to: string;
  fee_concession: string;
  working_days: number | string;
  days_present: number | string;
  games_activities: string;
  application_date: string | null;
}

/** The CBSE model TC's further lines, blank. */
const blankCbseFields = {
  apaar_id: '',
  pen: '',
  category: '',
  first_admission_date: null,
  first_admission_class: '',
  board_result: '',
  subjects_studied: '',
  fees_paid_up_to: '',
  fee_concession: '',
  working_days: '',
  days_present: '',
  games_activities: '',
  application_date: null,
};

/** A new certificate prefilled from the student and parents (§3's read fields). */
export function fieldsFromPrefill(prefill: TcPrefill, today: string): TcFields {
  const className = [prefill.class_name, prefill.section_name].filter(Boolean).join(' - ');
  return {
    admission_no: prefill.registration_no,
    student_name: prefill.student_name,
    father_name: prefill.father_full_name ?? '',
    mother_name: prefill.mother_full_name ?? '',
    address: prefill.present_address ?? prefill.permanent_address ?? '',
    class: className,
    exam_result_status: '',
    promote_status: '',
    birth_date: prefill.birth_date,
    leaving_date: today,
    character: 'Good',
    nationality: prefill.nationality ?? 'Indian',
    transfer_reason: '',
    specfic_transfer_reason: '',
    notes: '',
    dues_waiver_reason: '',
    ...blankCbseFields,
    apaar_id: prefill.apaar_id ?? '',
    pen: prefill.pen ?? '',
    category: prefill.category ?? '',
    first_admission_date: prefill.admission_date,
    first_admission_class: prefill.first_class_name ?? '',
    application_date: today,
  };
}

/** An issued certificate, for editing. */
export function fieldsFromRow(row: TcRow): TcFields {
  return {
    admission_no: row.admission_no ?? '',
    student_name: row.student_name,
    father_name: row.father_name ?? '',
    mother_name: row.mother_name ?? '',
    address: row.address ?? '',
    class: row.class,
    exam_result_status: row.exam_result_status,
    promote_status: row.promote_status ?? '',
    birth_date: row.birth_date,
    leaving_date: row.leaving_date,
    character: row.character ?? '',
    nationality: row.nationality ?? '',
    transfer_reason: row.transfer_reason,
    specfic_transfer_reason: row.specfic_transfer_reason ?? '',
    notes: row.notes ?? '',
    dues_waiver_reason: '',
    apaar_id: row.apaar_id ?? '',
    pen: row.pen ?? '',
    category: row.category ?? '',
    first_admission_date: row.first_admission_date,
    first_admission_class: row.first_admission_class ?? '',
    board_result: row.board_result ?? '',
    subjects_studied: row.subjects_studied ?? '',
    fees_paid_up_to: row.fees_paid_up_to ?? '',
    fee_concession: row.fee_concession ?? '',
    working_days: row.working_days ?? '',
    days_present: row.days_present ?? '',
    games_activities: row.games_activities ?? '',
    application_date: row.application_date,
  };
}
