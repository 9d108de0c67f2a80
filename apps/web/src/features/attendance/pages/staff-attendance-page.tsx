import { PageHeader } from '../../../ui/page-header';
import { StaffDayView } from '../components/staff-day-view';

/** /staff_attendance: the staff's marks of a day. */
export function StaffAttendancePage() {
  return (
    <>
      <PageHeader
        title="Staff Attendance"
        actions={[{ to: '/mark_staff_attendance', label: 'Mark' }]}
      />
      <StaffDayView />
    </>
  );
}
