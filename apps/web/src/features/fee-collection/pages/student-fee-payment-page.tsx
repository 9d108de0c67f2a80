import { PageHeader } from '../../../ui/page-header';
import { CounterScreen } from '../components/counter-screen';

/** /student_fee_payment: collect a student's fees at the counter. */
export function StudentFeePaymentPage() {
  return (
    <>
      <PageHeader
        title="Fee Payment"
        description="Pick a student, tick the dues to pay, then take cash, a cheque or a demand draft."
        actions={[{ to: '/fee_collection', label: 'Fee Collection' }]}
      />
      <CounterScreen />
    </>
  );
}
