import { PageHeader } from '../../../ui/page-header';
import { HolidayTable } from '../components/holiday-table';

/** /view_holiday_list: the staff's holidays (those for everyone and for staff). */
export function ViewHolidayListPage() {
  return (
    <>
      <PageHeader title="Holiday List" />
      <HolidayTable audience="staff" />
    </>
  );
}
