import type { SchoolRoleId } from '@shala/contracts';

export const demoPassword = 'demo1234';

export interface DemoSchool {
  subdomain: string;
  name: string;
  primaryColor: string;
}

export const demoSchools: DemoSchool[] = [
  { subdomain: 'greenwood', name: 'Greenwood High School', primaryColor: '#efa48d' },
  { subdomain: 'riverside', name: 'Riverside Public School', primaryColor: '#3b7ddd' },
];

/** One demo user per school role: user name `<key>@<subdomain>`. */
export const demoRoleUsers: Array<{
  key: string;
  roleId: SchoolRoleId;
  fullName: string;
  parentType?: number;
}> = [
  { key: 'admin', roleId: 2, fullName: 'Anita Sharma' },
  { key: 'subadmin', roleId: 3, fullName: 'Rahul Verma' },
  { key: 'parent', roleId: 4, fullName: 'Suresh Iyer', parentType: 1 },
  { key: 'accountant', roleId: 5, fullName: 'Meena Pillai' },
  { key: 'teacher', roleId: 6, fullName: 'Kavita Rao' },
  { key: 'librarian', roleId: 7, fullName: 'Joseph Dsouza' },
  { key: 'driver', roleId: 8, fullName: 'Ramesh Yadav' },
  { key: 'warden', roleId: 9, fullName: 'Farida Khan' },
  { key: 'vicepresident', roleId: 16, fullName: 'Vikram Singh' },
  { key: 'maintenance', roleId: 17, fullName: 'Gopal Das' },
];
