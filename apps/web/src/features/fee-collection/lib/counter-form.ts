import {
  type BodyOf,
  counterTotal,
  type DueRow,
  type makePaymentReceipt,
  rupeesToPaise,
} from '@shala/contracts';
import type { DateString } from '../../../ui/parse-typed-date';

/** What the counter payment form holds (amounts as typed, in rupees). */
export interface CounterFields {
  payment_date: DateString | null;
  payment_mode: 'cash' | 'cheque' | 'demand_draft';
  cheque_dd_no: string;
  cheque_date: DateString | null;
  bank_details: string;
  concession_name: string;
  concession_amount: number | string;
  waive_late_fee: boolean;
  fee_waiver_description: string;
  purpose: string;
}

export const emptyCounterFields = (today: DateString): CounterFields => ({
  payment_date: today,
  payment_mode: 'cash',
  cheque_dd_no: '',
  cheque_date: null,
  bank_details: '',
  concession_name: '',
  concession_amount: '',
  waive_late_fee: false,
  fee_waiver_description: '',
  purpose: '',
});

const paiseOf = (value: number | string) => {
  const text = String(value).trim();
  return text === '' || Number.isNaN(Number(text)) ? 0 : rupeesToPaise(text);
};

/** The amount to take for the chosen dues, by the contracts rule (in paise). */
export function amountToPay(dues: readonly DueRow[], fields: CounterFields): number {
  return counterTotal(
    dues.map((due) => ({
      principalLeftPaise: rupeesToPaise(due.principal_due),
      lateFeeLeftPaise: rupeesToPaise(due.late_fee_due),
    })),
    paiseOf(fields.concession_amount),
    fields.waive_late_fee,
  );
}

/** The §3 receipt payload for the chosen dues, as `makePaymentReceipt` takes it (wire rupees). */
export function receiptPayload(
  key: string,
  studentId: number,
  dues: readonly DueRow[],
  fields: CounterFields,
): BodyOf<typeof makePaymentReceipt> {
  const instrument = fields.payment_mode !== 'cash';
  return {
    idempotency_key: key,
    student_id: studentId,
    payment_date: fields.payment_date ?? '',
    payment_mode: fields.payment_mode,
    paid_amount: amountToPay(dues, fields) / 100,
    purpose: fields.purpose,
    paid_for: dues.map((due) => due.label).join(', '),
    concession_name: fields.concession_name,
    concession_amount: fields.concession_amount === '' ? 0 : Number(fields.concession_amount),
    waive_late_fee: fields.waive_late_fee ? 1 : 0,
    fee_waiver_description: fields.waive_late_fee ? fields.fee_waiver_description : '',
    cheque_dd_no: instrument ? fields.cheque_dd_no : '',
    cheque_date: instrument ? (fields.cheque_date ?? '') : '',
    bank_details: instrument ? fields.bank_details : '',
    payment_structure: dues.map((due) => ({
      due_key: due.due_key,
      fee_amount: due.principal_due,
      late_fee: due.late_fee_due,
      payment_type: due.payment_type,
      fee_type: due.label,
    })),
  };
}
