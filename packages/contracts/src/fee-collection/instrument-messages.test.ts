import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hostelPaymentBodySchema } from '../hostel/schemas.ts';
import { checkPaymentInstrument, paymentInstrumentFields } from './schemas.ts';

const fieldErrors = (result: { error?: z.ZodError }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]));

describe('a cheque or demand draft without its details', () => {
  it('says what to enter at the fee counter (school fees, transport)', () => {
    const counter = z
      .object({ mode: z.string(), ...paymentInstrumentFields })
      .superRefine(checkPaymentInstrument);
    expect(fieldErrors(counter.safeParse({ mode: 'cheque', cheque_date: '' }))).toEqual({
      cheque_dd_no: 'Enter the cheque or DD number',
      cheque_date: 'Enter the cheque or DD date',
      bank_details: 'Enter the bank the cheque or DD is drawn on',
    });
  });

  it("says what to enter on the hostel's pay dialog, keeping the spec's DD date text", () => {
    const body = {
      session_id: 1,
      user_id: 1,
      paid_month: '2026-04',
      payment_date: '2026-04-05',
      mode_of_payment: 'demand_draft',
      paid_amount: 100,
      late_fee: 0,
      due_amount: 100,
      idempotency_key: 'hostel-pay-0001',
    };
    expect(fieldErrors(hostelPaymentBodySchema.safeParse(body))).toEqual({
      cheque_dd_no: 'Enter the cheque or DD number',
      cheque_date: ' DD Date is required',
      bank_details: 'Enter the bank the cheque or DD is drawn on',
    });
  });
});
