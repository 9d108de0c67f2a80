import {
  type AdmissionBody,
  type ParentInput,
  type parentKeys,
  parentTypeOfKey,
} from '@shala/contracts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import type { AfterCommit } from '../../platform/scope.ts';
import { publicUrl } from '../../platform/services.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import type { LinkedParent, ParentRecord } from './parent-accounts.ts';
import { makeFirstPassword } from './school-classes.ts';

/** A parent of the admission form as the tables have them. */
export const parentRecord = (
  key: (typeof parentKeys)[number],
  parent: ParentInput,
): ParentRecord => ({
  parentType: parentTypeOfKey[key],
  fullName: parent.full_name,
  email: parent.email ?? null,
  mobile: parent.mobile ?? null,
  occupation: parent.occupation ?? null,
  qualification: parent.qualification ?? null,
  presentAddress: parent.present_address ?? null,
  permanentAddress: parent.permanent_address ?? null,
});

/** The student's own fields of the admission form as the table has them. */
export const studentValues = (body: AdmissionBody) => ({
  firstName: body.first_name,
  middleName: body.middle_name ?? null,
  lastName: body.last_name ?? null,
  gender: body.gender,
  dateOfBirth: body.date_of_birth,
  bloodGroup: body.blood_group ?? null,
  religion: body.religion ?? null,
  category: body.category ?? null,
  nationality: body.nationality ?? null,
  admissionDate: body.admission_date,
  apaarId: body.apaar_id ?? null,
  pen: body.pen ?? null,
  previousSchool: body.previous_school ?? null,
});

/** New parent accounts get a random first password: hashed here, told to the parent once. */
export const newParentPassword = async () => {
  const plain = makeFirstPassword();
  return { hash: await hashPassword(plain), plain };
};

/**
 * Tells new parent accounts their first password: by e-mail after commit when they have one;
 * otherwise the answer carries it (once) for the office to pass on.
 */
/** What telling new parent accounts needs: the school's name and host, and the mailer after commit. */
export type AccountNotice = AfterCommit & { tenant: Pick<Tenant, 'name' | 'subdomain'> };

export function announceAccounts(
  notice: AccountNotice,
  studentName: string,
  linked: LinkedParent[],
) {
  const tenant = notice.tenant;
  const loginUrl = publicUrl(notice.services.config, tenant.subdomain, '/login');
  return linked.map((parent) => {
    const mailed = parent.account === 'created' && parent.email && parent.firstPassword;
    if (mailed) {
      const mail = {
        to: parent.email!,
        subject: `${tenant.name}: your parent account`,
        text:
          `Hello,\n\n${tenant.name} has made you a parent account for ${studentName}.\n\n` +
          `Sign in at ${loginUrl}\nUser name: ${parent.username}\nFirst password: ${parent.firstPassword}\n\n` +
          'Please change the password after you sign in.\n',
      };
      notice.afterCommit.push(() => notice.services.mailer.send(mail));
    }
    return {
      parent_type: parent.parentType,
      parent_id: parent.parentId,
      user_id: parent.userId,
      username: parent.username,
      account: parent.account,
      first_password: mailed ? null : parent.firstPassword,
    };
  });
}
