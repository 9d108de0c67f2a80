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
}

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
];

const builtUrls: Record<MenuArea, ReadonlySet<string>> = {
  school: new Set(pageRegistry.filter((p) => p.area === 'school').map((p) => p.url)),
  platform: new Set(pageRegistry.filter((p) => p.area === 'platform').map((p) => p.url)),
};

/** The urls built for an area: what the side menu may show. */
export function builtUrlsFor(area: MenuArea | null): ReadonlySet<string> {
  return area ? builtUrls[area] : new Set();
}
