import type { SchoolRow } from '@shala/contracts';
import type { Tx } from '../../platform/db/connect.ts';
import type { AfterCommit } from '../../platform/scope.ts';
import { publicUrl } from '../../platform/services.ts';
import { issueResetCode } from '../auth/index.ts';

/** As long as a staff invitation: the admin can always ask for a new code with Forgot password. */
const invitationLifetimeMs = 3 * 24 * 60 * 60_000;

/**
 * Invites a new school's first admin to choose a password: an e-mail with a link that opens
 * "set your password" with the code filled in, and an SMS of the link when a gateway is set up
 * (the logging provider would only write the code into the server's log).
 */
export async function inviteSchoolAdmin(
  tx: Tx,
  after: AfterCommit,
  school: SchoolRow,
  admin: { id: number; email: string; mobile: string; fullName: string; username: string },
): Promise<void> {
  const config = after.services.config;
  const page = publicUrl(config, school.subdomain, '/forgot_password');
  const signIn = publicUrl(config, school.subdomain, '/login');
  const name = school.school_name;
  await issueResetCode(tx, after, { id: school.id }, admin, invitationLifetimeMs, (code) => {
    const link = `${page}?username=${encodeURIComponent(admin.username)}&code=${code}`;
    return {
      subject: `${name}: your admin account is ready`,
      text:
        `Hello ${admin.fullName},\n\n${name} now has its own school app at ${signIn}\n` +
        `You are its admin. Your user name is ${admin.username}.\n\n` +
        `To choose your password, open ${link}\n` +
        `or go to ${page}, enter your user name, and use this code: ${code}\n` +
        'The code is valid for 3 days; after that, use "Forgot password?" on the sign-in page.\n',
      ...(after.services.sms.reachesPhones
        ? {
            sms: {
              to: admin.mobile,
              text: `${name}: your admin account (user name ${admin.username}) is ready. Choose your password at ${link} (valid 3 days).`,
            },
          }
        : {}),
    };
  });
}
