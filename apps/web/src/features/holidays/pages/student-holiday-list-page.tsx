import { PageHeader } from '../../../ui/page-header';
import { HolidayTable } from '../components/holiday-table';

/** /student_holiday_list: the students' holidays (parents see these). */
export function StudentHolidayListPage() {
  return (
    <>
      <PageHeader title="Student Holidays" />
      <HolidayTable audience="students" />
    </>
  );
}
