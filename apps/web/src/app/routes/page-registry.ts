import type { ComponentType } from 'react';
import type { MenuArea } from '../../platform/navigation/user-area';

/**
 * One built page of the signed-in app. `url` is its catalogue url; the router serves it
 * only to users whose access rights include it, and the side menu lists only built pages.
 */
export interface PageEntry {
  url: string;
  area: MenuArea;
  load: () => Promise<unknown>;
  exportName: string;
  /** Extra path segments after the url, e.g. ':schoolId?' for /school/register/:schoolId?. */
  paramSuffix?: string;
  /** A page outside the catalogue: who may open it (see PageGate). */
  gate?: PageGate;
}

/**
 * Pages the catalogue has no entry for: open to every signed-in user of the area, or to
 * whoever may open the catalogue page `sameAs` (e.g. the mail outbox goes with /notification).
 */
export type PageGate = { openTo: 'signed-in' } | { openTo: 'same-as'; sameAs: string };

type PageExports<Module> = {
  [Name in keyof Module]: Module[Name] extends ComponentType ? Name : never;
}[keyof Module] &
  string;

/** Types one entry: `exportName` must name a component the loaded module exports. */
function definePage<Module>(
  entry: Omit<PageEntry, 'load' | 'exportName'> & {
    load: () => Promise<Module>;
    exportName: PageExports<Module>;
  },
): PageEntry {
  return entry;
}

/**
 * Every signed-in page that is built. A module adds one entry per page; its menu entry
 * (already in the catalogue of contracts) then appears for the users who may open it.
 */
export const pageRegistry: readonly PageEntry[] = [
  definePage({
    area: 'school',
    url: '/dashboard',
    load: () => import('../../features/dashboard/pages/dashboard-page'),
    exportName: 'DashboardPage',
  }),
  definePage({
    area: 'school',
    url: '/staff_dashboard',
    load: () => import('../../features/dashboard/pages/staff-dashboard-page'),
    exportName: 'StaffDashboardPage',
  }),
  definePage({
    area: 'school',
    url: '/parent_dashboard',
    load: () => import('../../features/dashboard/pages/parent-dashboard-page'),
    exportName: 'ParentDashboardPage',
  }),
  definePage({
    area: 'school',
    url: '/view_user_profile',
    load: () => import('../../features/profile/pages/view-profile-page'),
    exportName: 'ViewProfilePage',
  }),
  definePage({
    area: 'school',
    url: '/set_access_right',
    load: () => import('../../features/access/pages/set-access-right-page'),
    exportName: 'SetAccessRightPage',
  }),
  definePage({
    area: 'school',
    url: '/view_access_right',
    load: () => import('../../features/access/pages/view-access-right-page'),
    exportName: 'ViewAccessRightPage',
  }),
  definePage({
    area: 'school',
    url: '/create_user',
    load: () => import('../../features/staff/pages/create-user-page'),
    exportName: 'CreateUserPage',
    paramSuffix: ':userId?',
  }),
  definePage({
    area: 'school',
    url: '/user_list',
    load: () => import('../../features/staff/pages/user-list-page'),
    exportName: 'UserListPage',
  }),
  definePage({
    area: 'school',
    url: '/create_user_role',
    load: () => import('../../features/staff/pages/user-roles-page'),
    exportName: 'UserRolesPage',
  }),
  definePage({
    area: 'school',
    url: '/create_designation',
    load: () => import('../../features/staff/pages/designations-page'),
    exportName: 'DesignationsPage',
  }),
  definePage({
    area: 'school',
    url: '/role_designation_maping',
    load: () => import('../../features/staff/pages/role-designation-page'),
    exportName: 'RoleDesignationPage',
  }),
  definePage({
    area: 'platform',
    url: '/changepassword',
    load: () => import('../../features/profile/pages/change-password-page'),
    exportName: 'ChangePasswordPage',
  }),
  definePage({
    area: 'platform',
    url: '/dashboard',
    load: () => import('../../features/schools/pages/platform-dashboard-page'),
    exportName: 'PlatformDashboardPage',
  }),
  definePage({
    area: 'platform',
    url: '/school/schoollist',
    load: () => import('../../features/schools/pages/school-list-page'),
    exportName: 'SchoolListPage',
  }),
  definePage({
    area: 'platform',
    url: '/school/register',
    load: () => import('../../features/schools/pages/register-school-page'),
    exportName: 'RegisterSchoolPage',
    paramSuffix: ':schoolId?',
  }),
  definePage({
    area: 'platform',
    url: '/school/information',
    load: () => import('../../features/schools/pages/school-information-page'),
    exportName: 'SchoolInformationPage',
    paramSuffix: ':schoolId?',
  }),
  definePage({
    area: 'platform',
    url: '/school/schooluserlist',
    load: () => import('../../features/schools/pages/school-user-list-page'),
    exportName: 'SchoolUserListPage',
  }),
  definePage({
    area: 'school',
    url: '/add_school_information',
    load: () => import('../../features/school-profile/pages/add-school-information-page'),
    exportName: 'AddSchoolInformationPage',
  }),
  definePage({
    area: 'school',
    url: '/view_school_information',
    load: () => import('../../features/school-profile/pages/view-school-information-page'),
    exportName: 'ViewSchoolInformationPage',
  }),
  definePage({
    area: 'school',
    url: '/school_banner',
    load: () => import('../../features/school-profile/pages/school-banner-page'),
    exportName: 'SchoolBannerPage',
  }),
  definePage({
    area: 'school',
    url: '/registration_number_format',
    load: () => import('../../features/school-profile/pages/registration-number-format-page'),
    exportName: 'RegistrationNumberFormatPage',
  }),
  definePage({
    area: 'school',
    url: '/student_admission',
    load: () => import('../../features/students/pages/student-admission-page'),
    exportName: 'StudentAdmissionPage',
  }),
  definePage({
    area: 'school',
    url: '/student',
    load: () => import('../../features/students/pages/student-list-page'),
    exportName: 'StudentListPage',
  }),
  definePage({
    area: 'school',
    url: '/manage_student_details',
    load: () => import('../../features/students/pages/manage-students-page'),
    exportName: 'ManageStudentsPage',
    paramSuffix: ':studentId?',
  }),
  definePage({
    area: 'school',
    url: '/classwise_student_details',
    load: () => import('../../features/students/pages/classwise-students-page'),
    exportName: 'ClasswiseStudentsPage',
  }),
  definePage({
    area: 'school',
    url: '/roll_number_allocation_order',
    load: () => import('../../features/students/pages/roll-number-order-page'),
    exportName: 'RollNumberOrderPage',
  }),
  definePage({
    area: 'school',
    url: '/allocate_roll_number',
    load: () => import('../../features/students/pages/allocate-roll-number-page'),
    exportName: 'AllocateRollNumberPage',
  }),
  definePage({
    area: 'school',
    url: '/new_session',
    load: () => import('../../features/academics/pages/new-session-page'),
    exportName: 'NewSessionPage',
  }),
  definePage({
    area: 'school',
    url: '/manage_classes',
    load: () => import('../../features/academics/pages/manage-classes-page'),
    exportName: 'ManageClassesPage',
  }),
  definePage({
    area: 'school',
    url: '/manage_sections',
    load: () => import('../../features/academics/pages/manage-sections-page'),
    exportName: 'ManageSectionsPage',
  }),
  definePage({
    area: 'school',
    url: '/class_section_association',
    load: () => import('../../features/academics/pages/class-section-association-page'),
    exportName: 'ClassSectionAssociationPage',
  }),
  definePage({
    area: 'school',
    url: '/manage_subject',
    load: () => import('../../features/academics/pages/manage-subject-page'),
    exportName: 'ManageSubjectPage',
  }),
  definePage({
    area: 'school',
    url: '/manage_class_subject',
    load: () => import('../../features/academics/pages/manage-class-subject-page'),
    exportName: 'ManageClassSubjectPage',
  }),
  definePage({
    area: 'school',
    url: '/teacher_allocation',
    load: () => import('../../features/academics/pages/teacher-allocation-page'),
    exportName: 'TeacherAllocationPage',
  }),
  definePage({
    area: 'school',
    url: '/teacher_class_subject',
    load: () => import('../../features/academics/pages/teacher-class-subject-page'),
    exportName: 'TeacherClassSubjectPage',
  }),
  definePage({
    area: 'school',
    url: '/manage_event',
    load: () => import('../../features/events/pages/manage-event-page'),
    exportName: 'ManageEventPage',
  }),
  definePage({
    area: 'school',
    url: '/add_event',
    load: () => import('../../features/events/pages/add-event-page'),
    exportName: 'AddEventPage',
  }),
  definePage({
    area: 'school',
    url: '/add_news',
    load: () => import('../../features/news/pages/add-news-page'),
    exportName: 'AddNewsPage',
  }),
  definePage({
    area: 'school',
    url: '/manage_news',
    load: () => import('../../features/news/pages/manage-news-page'),
    exportName: 'ManageNewsPage',
  }),
  definePage({
    area: 'school',
    url: '/notification',
    load: () => import('../../features/messages/pages/notification-page'),
    exportName: 'NotificationPage',
  }),
  definePage({
    area: 'school',
    url: '/view_notification',
    load: () => import('../../features/messages/pages/view-notification-page'),
    exportName: 'ViewNotificationPage',
  }),
  definePage({
    area: 'school',
    url: '/sms_detail',
    load: () => import('../../features/messages/pages/sms-detail-page'),
    exportName: 'SmsDetailPage',
  }),
  definePage({
    area: 'school',
    url: '/outbox',
    load: () => import('../../features/messages/pages/outbox-page'),
    exportName: 'OutboxPage',
    gate: { openTo: 'same-as', sameAs: '/notification' },
  }),
  definePage({
    area: 'school',
    url: '/notifications',
    load: () => import('../../features/notifications/pages/notifications-page'),
    exportName: 'NotificationsPage',
    gate: { openTo: 'signed-in' },
  }),
];

const builtUrls: Record<MenuArea, ReadonlySet<string>> = {
  school: new Set(pageRegistry.filter((p) => p.area === 'school').map((p) => p.url)),
  platform: new Set(pageRegistry.filter((p) => p.area === 'platform').map((p) => p.url)),
};

/** The urls built for an area: what the side menu may show. */
export function builtUrlsFor(area: MenuArea | null): ReadonlySet<string> {
  return area ? builtUrls[area] : new Set();
}
