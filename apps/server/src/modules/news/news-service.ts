import type { CreateNewsBody, NewsItem, UpdateNewsBody } from '@shala/contracts';
import { latestNewsCount, newsMessages, stripMarkup } from '@shala/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { TenantScope } from '../../platform/scope.ts';
import { sanitizeNewsMarkup } from './sanitize-news.ts';
import { news } from './tables.ts';

type NewsRecord = typeof news.$inferSelect;

const presentNews = (row: NewsRecord): NewsItem => ({
  id: row.id,
  title: row.title,
  date: row.date,
  message: row.message,
});

/** The stored columns: the markup sanitized, refused when nothing readable is left. */
function columnsOf(body: CreateNewsBody) {
  const message = sanitizeNewsMarkup(body.message);
  if (stripMarkup(message) === '') throw badRequest(newsMessages.enterDescription, 'message');
  return { title: body.title, date: body.date, message };
}

/** The school's news, newest first. */
export async function listNews(
  scope: TenantScope,
  page: { skip: number; limit: number },
): Promise<NewsItem[]> {
  const { tx, tenantId } = scope;
  const rows = await tx
    .select()
    .from(news)
    .where(eq(news.tenantId, tenantId))
    .orderBy(desc(news.date), desc(news.id))
    .offset(page.skip)
    .limit(page.limit);
  return rows.map(presentNews);
}

export const listLatestNews = (scope: TenantScope) =>
  listNews(scope, { skip: 0, limit: latestNewsCount });

export async function createNews(
  scope: TenantScope,
  createdBy: number,
  body: CreateNewsBody,
): Promise<NewsItem> {
  const { tx, tenantId } = scope;
  const [row] = await tx
    .insert(news)
    .values({ tenantId, createdBy, ...columnsOf(body) })
    .returning();
  return presentNews(row!);
}

export async function updateNews(scope: TenantScope, body: UpdateNewsBody): Promise<NewsItem> {
  const { tx, tenantId } = scope;
  const [row] = await tx
    .update(news)
    .set(columnsOf(body))
    .where(and(eq(news.tenantId, tenantId), eq(news.id, body.id)))
    .returning();
  if (!row) throw notFound(newsMessages.newsNotFound);
  return presentNews(row);
}

export async function deleteNews(scope: TenantScope, id: number): Promise<void> {
  const { tx, tenantId } = scope;
  const [row] = await tx
    .delete(news)
    .where(and(eq(news.tenantId, tenantId), eq(news.id, id)))
    .returning({ id: news.id });
  if (!row) throw notFound(newsMessages.newsNotFound);
}
