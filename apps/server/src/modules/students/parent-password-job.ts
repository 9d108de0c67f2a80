import { sql } from 'drizzle-orm';
import { hashPassword } from '../../platform/auth/passwords.ts';
import type { Tx } from '../../platform/db/connect.ts';
import { withTenant } from '../../platform/db/tenant-scope.ts';
import type { JobDefinition } from '../../platform/jobs/job-definition.ts';
import { defineQueue } from '../../platform/jobs/job-runner.ts';
import { publicUrl, type Services } from '../../platform/services.ts';
import { makeFirstPassword } from './school-classes.ts';

/** A parent account made by an import, still without a password of its own. */
export interface ParentPasswordJobData {
  tenantId: number;
  userId: number;
}

/** Retried 5 times, the first after 5-10 s (a mail or SMS gateway that is down for a while). */
export const parentPasswordQueue = defineQueue<ParentPasswordJobData>({
  name: 'parent-first-password',
  retryLimit: 5,
  retryDelaySeconds: 5,
  expireInSeconds: 120,
});

interface PendingAccount {
  username: string;
  email: string | null;
  mobile: string | null;
  schoolName: string;
  subdomain: string;
}

/**
 * Gives the account its first password if it still has none (a pending hash), locking the row so
 * a second run of the job waits and then finds the password set.
 */
async function setFirstPassword(
  tx: Tx,
  job: ParentPasswordJobData,
  hash: string,
): Promise<PendingAccount | null> {
  const result = (await tx.execute(sql`
    update users u set password_hash = ${hash}
    from schools s
    where u.tenant_id = ${job.tenantId} and u.id = ${job.userId} and s.id = u.tenant_id
      and u.is_active and u.password_hash like '!pending:%'
    returning u.username, u.email, u.mobile, s.name as "schoolName", s.subdomain`)) as unknown as {
    rows: PendingAccount[];
  };
  return result.rows[0] ?? null;
}

/** The first password by e-mail when the parent has one, else by SMS to their mobile. */
async function tellFirstPassword(services: Services, account: PendingAccount, password: string) {
  const loginUrl = publicUrl(services.config, account.subdomain, '/login');
  if (account.email) {
    await services.mailer.send({
      to: account.email,
      subject: `${account.schoolName}: your parent account`,
      text:
        `Hello,\n\n${account.schoolName} has made you a parent account.\n\n` +
        `Sign in at ${loginUrl}\nUser name: ${account.username}\nFirst password: ${password}\n\n` +
        'Please change the password after you sign in.\n',
    });
  } else if (account.mobile) {
    await services.sms.send({
      to: account.mobile,
      text: `${account.schoolName}: your parent account. Sign in at ${loginUrl} as ${account.username} with the first password ${password}`,
    });
  }
}

/**
 * Imported parents get a first password like admitted ones, told by e-mail or SMS (an import
 * of thousands cannot hash them all within its request). The password is stored only once it
 * was sent: a failed send rolls it back and the job is retried with a new one.
 */
export const parentPasswordJob: JobDefinition<ParentPasswordJobData> = {
  queue: parentPasswordQueue,
  async run(services, job) {
    const password = makeFirstPassword();
    const hash = await hashPassword(password);
    await withTenant(services.database.db, job.tenantId, async (tx) => {
      const account = await setFirstPassword(tx, job, hash);
      if (account) await tellFirstPassword(services, account, password);
    });
  },
};
