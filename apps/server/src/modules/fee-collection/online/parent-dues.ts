import {
  type Invoice,
  onlinePaymentMessages as m,
  type ParentDues,
  type PaymentBreakdown,
  paiseToRupees,
  type paymentPlanModes,
  planModeOf,
  rupeesToPaise,
  sumPaise,
} from '@shala/contracts';
import { badRequest } from '../../../platform/errors.ts';
import type { SignedInScope } from '../../../platform/scope.ts';
import { childrenInScope, readInvoice, requireInvoice } from './invoice-service.ts';
import {
  listInvoiceRecords,
  loadInvoiceLines,
  loadInvoiceReceipts,
  presentInvoice,
} from './invoice-store.ts';
import { findPayableDues, findStudentNames } from './ledger.ts';

/**
 * Each child of the signed-in parent with their dues today (a parent has a few children:
 * one dues read each). Staff have no children here: they collect on /student_fee_payment.
 */
export async function listParentDues(scope: SignedInScope): Promise<ParentDues> {
  const children = await childrenInScope(scope);
  if (!children?.length) return [];
  const names = await findStudentNames(scope.tx, scope.tenantId, children);
  const rows = [...names]
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  const asOf = scope.today;
  const answer: ParentDues = [];
  for (const child of rows) {
    const dues = await findPayableDues(scope, child.id, asOf);
    answer.push({
      student_id: child.id,
      student_name: child.name,
      dues: dues.map((due) => ({
        due_key: due.dueKey,
        label: due.label,
        payment_type: planModeOf(due.dueKey),
        due_date: due.dueDate,
        principal_due: paiseToRupees(due.principalLeftPaise),
        late_fee_due: paiseToRupees(due.lateFeeLeftPaise),
        balance: paiseToRupees(due.balancePaise),
        paid: paiseToRupees(due.paidPaise + due.lateFeePaidPaise),
      })),
      total_due: paiseToRupees(sumPaise(dues.map((due) => due.balancePaise))),
    });
  }
  return answer;
}

/** Online payments, latest first: a parent's (for their children) or the whole school's. */
export async function listInvoices(
  scope: SignedInScope,
  page: { skip: number; limit: number },
): Promise<{ list: Invoice[]; count: number }> {
  const children = await childrenInScope(scope);
  const { invoices, count } = await listInvoiceRecords(scope.tx, scope.tenantId, page, children);
  const lines = await loadInvoiceLines(
    scope.tx,
    scope.tenantId,
    invoices.map((i) => i.id),
  );
  const receipts = await loadInvoiceReceipts(scope.tx, scope.tenantId, invoices, lines);
  return { list: invoices.map((invoice) => presentInvoice(invoice, lines, receipts)), count };
}

/**
 * `POST /accounts/studentMonthlyPayment`: the payment data the status page kept while the
 * payer was away, answered with the paid invoice's breakdown by plan. Records nothing: the
 * verification did.
 */
export async function getPaymentBreakdown(
  scope: SignedInScope,
  body: { invoice_id: string; payment_type?: (typeof paymentPlanModes)[number] },
): Promise<PaymentBreakdown> {
  const record = await requireInvoice(scope, body.invoice_id);
  if (record.status !== 'paid') throw badRequest(m.verificationFailed);
  const invoice = await readInvoice(scope.tx, scope.tenantId, record);
  const rows = invoice.lines.map((line) => ({
    student_name: line.student_name,
    label: line.label,
    amount: line.amount,
    late_fee: line.late_fee,
    total: paiseToRupees(rupeesToPaise(line.amount) + rupeesToPaise(line.late_fee)),
  }));
  return {
    invoice,
    payment_type: body.payment_type ?? planModeOf(invoice.lines[0]?.due_key ?? ''),
    rows,
    total: invoice.amount,
  };
}
