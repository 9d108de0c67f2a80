import { listWaivers } from '@shala/contracts';
import { PageHeader } from '../../../ui/page-header';
import { AdjustmentsReport } from '../components/adjustments-report';

/** /waiver_report: late fees waived at the counter, with their description. */
export function WaiverReportPage() {
  return (
    <>
      <PageHeader title="Waiver Report" />
      <AdjustmentsReport route={listWaivers} title="Late Fee Waivers" nameHeader="Description" />
    </>
  );
}
