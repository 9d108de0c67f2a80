import { definePage, type FeatureManifest } from '../../platform/navigation/feature-manifest';

/** The staff pages of the signed-in app. */
export const staffFeature: FeatureManifest = {
  pages: [
    definePage({
      area: 'school',
      url: '/create_user',
      load: () => import('./pages/create-user-page'),
      exportName: 'CreateUserPage',
      paramSuffix: ':userId?',
    }),
    definePage({
      area: 'school',
      url: '/user_list',
      load: () => import('./pages/user-list-page'),
      exportName: 'UserListPage',
    }),
    definePage({
      area: 'school',
      url: '/create_user_role',
      load: () => import('./pages/user-roles-page'),
      exportName: 'UserRolesPage',
    }),
    definePage({
      area: 'school',
      url: '/create_designation',
      load: () => import('./pages/designations-page'),
      exportName: 'DesignationsPage',
    }),
    definePage({
      area: 'school',
      url: '/role_designation_maping',
      load: () => import('./pages/role-designation-page'),
      exportName: 'RoleDesignationPage',
    }),
  ],
};
