import { addDays, todayIn } from '@shala/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/connect.ts';
import { accountsOf } from '../auth/index.ts';
import { sanitizeNewsMarkup } from './sanitize-news.ts';
import { news } from './tables.ts';

const demoNews = [
  {
    daysAgo: 2,
    title: 'New school bus route',
    message:
      '<p>From next Monday a <strong>new bus route</strong> serves the Lake Road area.</p><ul><li>Pick-up at 7:10 am</li><li>Drop at 2:45 pm</li></ul><p>Register with the transport office.</p>',
  },
  {
    daysAgo: 9,
    title: 'Library week',
    message:
      '<h3>Read more, win more</h3><p>Students who read <em>five books</em> during library week get a certificate. See the <a href="https://example.com/library">reading list</a>.</p>',
  },
  {
    daysAgo: 21,
    title: 'Results of the inter-school chess meet',
    message:
      '<p>Our team won <strong>second place</strong> among twelve schools. Congratulations to all players!</p><blockquote>Well played, everyone.</blockquote>',
  },
];

/**
 * Gives a demo school news items written by its school admin. Idempotent: a school that
 * has any news is left alone.
 */
export async function seedNews(tx: Tx, tenantId: number): Promise<void> {
  const [item] = await tx
    .select({ id: news.id })
    .from(news)
    .where(eq(news.tenantId, tenantId))
    .limit(1);
  if (item) return;
  const createdBy = await findSchoolAdmin(tx, tenantId);
  const today = todayIn('Asia/Kolkata');
  await tx.insert(news).values(
    demoNews.map((n) => ({
      tenantId,
      title: n.title,
      date: addDays(today, -n.daysAgo),
      message: sanitizeNewsMarkup(n.message),
      createdBy,
    })),
  );
}

async function findSchoolAdmin(tx: Tx, tenantId: number): Promise<number | null> {
  const accounts = accountsOf(tx, tenantId);
  const [admin] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.roleId, 2))
    .orderBy(asc(accounts.id))
    .limit(1);
  return admin?.id ?? null;
}
