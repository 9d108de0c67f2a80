import { PageHeader } from '../../../ui/page-header';
import { CounterScreen } from '../components/counter-screen';

/** /monthly_payment: the counter for monthly fees (and charges posted month by month). */
export function MonthlyPaymentPage() {
  return (
    <>
      <PageHeader
        title="Monthly Payment"
        description="Monthly dues of a student: tick the months to pay."
      />
      <CounterScreen
        shows={(due) =>
          due.payment_type !== 'quarterly' &&
          due.payment_type !== 'semestral' &&
          due.payment_type !== 'oneTime'
        }
      />
    </>
  );
}
