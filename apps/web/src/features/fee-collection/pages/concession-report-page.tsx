import { listConcessions } from '@shala/contracts';
import { PageHeader } from '../../../ui/page-header';
import { AdjustmentsReport } from '../components/adjustments-report';

/** /viewConcessionReport: concessions given at the counter, by name and amount. */
export function ConcessionReportPage() {
  return (
    <>
      <PageHeader title="Concession Report" />
      <AdjustmentsReport route={listConcessions} title="Concessions" nameHeader="Concession" />
    </>
  );
}
