import { academicsFeature } from '../../features/academics/pages';
import { accessFeature } from '../../features/access/pages';
import { attendanceFeature } from '../../features/attendance/pages';
import { authFeature } from '../../features/auth/pages';
import { disciplineFeature } from '../../features/discipline/pages';
import { discontinueFeature } from '../../features/discontinue/pages';
import { eventsFeature } from '../../features/events/pages';
import { examsFeature } from '../../features/exams/pages';
import { expensesFeature } from '../../features/expenses/pages';
import { onlinePaymentsFeature } from '../../features/fee-collection/online-pages';
import { feeCollectionFeature } from '../../features/fee-collection/pages';
import { feedbackFeature } from '../../features/feedback/pages';
import { feesFeature } from '../../features/fees/pages';
import { holidaysFeature } from '../../features/holidays/pages';
import { hostelFeature } from '../../features/hostel/pages';
import { libraryFeature } from '../../features/library/pages';
import { messagesFeature } from '../../features/messages/pages';
import { newsFeature } from '../../features/news/pages';
import { notificationsFeature } from '../../features/notifications/pages';
import { onlineRegistrationFeature } from '../../features/online-registration/pages';
import { optionalSubjectsFeature } from '../../features/optional-subjects/pages';
import { schoolProfileFeature } from '../../features/school-profile/pages';
import { schoolsFeature } from '../../features/schools/pages';
import { staffFeature } from '../../features/staff/pages';
import { studentLeaveFeature } from '../../features/student-leave/pages';
import { studentsFeature } from '../../features/students/pages';
import { tasksFeature } from '../../features/tasks/pages';
import { timetableFeature } from '../../features/timetable/pages';
import { transferCertificatesFeature } from '../../features/transfer-certificates/pages';
import { transportFeature } from '../../features/transport/pages';
import type { FeatureManifest } from '../../platform/navigation/feature-manifest';

/** Every feature of the signed-in app: a new feature adds its `pages.ts` here, one line. */
export const features: readonly FeatureManifest[] = [
  authFeature,
  schoolsFeature,
  accessFeature,
  staffFeature,
  schoolProfileFeature,
  academicsFeature,
  studentsFeature,
  eventsFeature,
  newsFeature,
  messagesFeature,
  notificationsFeature,
  feesFeature,
  feeCollectionFeature,
  expensesFeature,
  onlinePaymentsFeature,
  examsFeature,
  hostelFeature,
  libraryFeature,
  discontinueFeature,
  optionalSubjectsFeature,
  transferCertificatesFeature,
  onlineRegistrationFeature,
  attendanceFeature,
  timetableFeature,
  holidaysFeature,
  tasksFeature,
  studentLeaveFeature,
  disciplineFeature,
  feedbackFeature,
  transportFeature,
];
