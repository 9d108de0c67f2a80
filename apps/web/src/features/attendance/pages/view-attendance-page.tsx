import { roleIds } from '@shala/contracts';
import { useSearchParams } from 'react-router';
import { useSignedInSession } from '../../../platform/session/session-query';
import { PageHeader } from '../../../ui/page-header';
import { ParentAttendance } from '../components/parent-attendance';
import { StaffDayView } from '../components/staff-day-view';
import { StudentDayView } from '../components/student-day-view';

/** /view_attendance: a parent's children's attendance; staff choose by `method`. */
export function ViewAttendancePage() {
  const session = useSignedInSession();
  const [params] = useSearchParams();
  if (session.user.user_role_id === roleIds.parent)
    return (
      <>
        <PageHeader title="Attendance" />
        <ParentAttendance />
      </>
    );
  const staff = params.get('method') === 'staff_attendance';
  return (
    <>
      <PageHeader title={staff ? 'Staff Attendance' : 'Student Attendance'} />
      {staff ? <StaffDayView /> : <StudentDayView />}
    </>
  );
}
