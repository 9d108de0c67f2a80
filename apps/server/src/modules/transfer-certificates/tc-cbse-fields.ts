import type { CreateTcBody, UpdateTcBody } from '@shala/contracts';
import type { transferCertificates } from './tables.ts';

type TcRecord = typeof transferCertificates.$inferSelect;

/** The CBSE model TC's further lines of a form, as columns (each optional). */
export const cbseValues = (body: CreateTcBody | UpdateTcBody) => ({
  apaarId: body.apaar_id ?? null,
  pen: body.pen ?? null,
  category: body.category ?? null,
  firstAdmissionDate: body.first_admission_date ?? null,
  firstAdmissionClass: body.first_admission_class ?? null,
  boardResult: body.board_result ?? null,
  subjectsStudied: body.subjects_studied ?? null,
  feesPaidUpTo: body.fees_paid_up_to ?? null,
  feeConcession: body.fee_concession ?? null,
  workingDays: body.working_days ?? null,
  daysPresent: body.days_present ?? null,
  gamesActivities: body.games_activities ?? null,
  applicationDate: body.application_date ?? null,
});

/** The same lines as answered, with the printed serial `TC/<session>/<number>`. */
export const presentCbseFields = (c: TcRecord, sessionName: string | null) => ({
  tc_serial: `TC/${sessionName ?? c.issueDate.slice(0, 4)}/${String(c.tcNo).padStart(4, '0')}`,
  apaar_id: c.apaarId,
  pen: c.pen,
  category: c.category,
  first_admission_date: c.firstAdmissionDate,
  first_admission_class: c.firstAdmissionClass,
  board_result: c.boardResult,
  subjects_studied: c.subjectsStudied,
  fees_paid_up_to: c.feesPaidUpTo,
  fee_concession: c.feeConcession,
  working_days: c.workingDays,
  days_present: c.daysPresent,
  games_activities: c.gamesActivities,
  application_date: c.applicationDate,
});
