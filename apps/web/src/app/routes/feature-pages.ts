import { academicsFeature } from '../../features/academics/pages';
import { accessFeature } from '../../features/access/pages';
import { authFeature } from '../../features/auth/pages';
import { eventsFeature } from '../../features/events/pages';
import { messagesFeature } from '../../features/messages/pages';
import { newsFeature } from '../../features/news/pages';
import { notificationsFeature } from '../../features/notifications/pages';
import { schoolProfileFeature } from '../../features/school-profile/pages';
import { schoolsFeature } from '../../features/schools/pages';
import { staffFeature } from '../../features/staff/pages';
import { studentsFeature } from '../../features/students/pages';
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
];
