import type { ServerModule } from '../platform/module.ts';
import { academicsModule } from './academics/index.ts';
import { accessModule } from './access/index.ts';
import { attendanceModule } from './attendance/index.ts';
import { authModule } from './auth/index.ts';
import { disciplineModule } from './discipline/index.ts';
import { discontinueModule } from './discontinue/index.ts';
import { eventsModule } from './events/index.ts';
import { examsModule } from './exams/index.ts';
import { expensesModule } from './expenses/index.ts';
import { feeCollectionModule } from './fee-collection/index.ts';
import { feeCollectionOnlineModule } from './fee-collection/online/index.ts';
import { feedbackModule } from './feedback/index.ts';
import { feesModule } from './fees/index.ts';
import { holidaysModule } from './holidays/index.ts';
import { hostelModule } from './hostel/index.ts';
import { libraryModule } from './library/index.ts';
import { messagesModule } from './messages/index.ts';
import { newsModule } from './news/index.ts';
import { notificationsModule } from './notifications/index.ts';
import { onlineRegistrationModule } from './online-registration/index.ts';
import { optionalSubjectsModule } from './optional-subjects/index.ts';
import { schoolProfileModule } from './school-profile/index.ts';
import { schoolsModule } from './schools/index.ts';
import { staffModule } from './staff/index.ts';
import { studentLeaveModule } from './student-leave/index.ts';
import { studentsModule } from './students/index.ts';
import { systemModule } from './system/index.ts';
import { tasksModule } from './tasks/index.ts';
import { timetableModule } from './timetable/index.ts';
import { transferCertificatesModule } from './transfer-certificates/index.ts';
import { transportModule } from './transport/index.ts';

/**
 * Every server module, in the order their demo seeds run (a module's seed may read what an
 * earlier one wrote: users before classes, classes before students).
 */
export const serverModules: readonly ServerModule[] = [
  systemModule,
  authModule,
  schoolsModule,
  accessModule,
  academicsModule,
  schoolProfileModule,
  staffModule,
  studentsModule,
  messagesModule,
  notificationsModule,
  eventsModule,
  newsModule,
  feesModule,
  feeCollectionModule,
  expensesModule,
  feeCollectionOnlineModule,
  examsModule,
  hostelModule,
  libraryModule,
  discontinueModule,
  optionalSubjectsModule,
  transferCertificatesModule,
  onlineRegistrationModule,
  timetableModule,
  holidaysModule,
  studentLeaveModule,
  attendanceModule,
  tasksModule,
  disciplineModule,
  feedbackModule,
  transportModule,
];
