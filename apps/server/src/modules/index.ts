import type { ServerModule } from '../platform/module.ts';
import { academicsModule } from './academics/index.ts';
import { accessModule } from './access/index.ts';
import { authModule } from './auth/index.ts';
import { eventsModule } from './events/index.ts';
import { messagesModule } from './messages/index.ts';
import { newsModule } from './news/index.ts';
import { notificationsModule } from './notifications/index.ts';
import { schoolProfileModule } from './school-profile/index.ts';
import { schoolsModule } from './schools/index.ts';
import { staffModule } from './staff/index.ts';
import { studentsModule } from './students/index.ts';
import { systemModule } from './system/index.ts';

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
];
