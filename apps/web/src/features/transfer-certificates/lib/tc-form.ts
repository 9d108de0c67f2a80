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
}

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
  };
}
