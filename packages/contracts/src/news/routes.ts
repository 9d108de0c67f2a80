import { z } from 'zod';
import { defineRoute } from '../core/route.ts';
import {
  createNewsBodySchema,
  listNewsQuerySchema,
  newsIdParamsSchema,
  newsItemSchema,
  updateNewsBodySchema,
} from './schemas.ts';

const newsRead = { kind: 'module', module: 'news' } as const;
const newsWrite = { kind: 'module', module: 'news:add_news' } as const;

export const listNews = defineRoute({
  id: 'news.list',
  method: 'GET',
  area: 'school',
  path: '/admin/GetAllNews',
  access: newsRead,
  summary: 'News of the school, newest first (by date); skip/limit optional, at most 100',
  query: listNewsQuerySchema,
  data: z.array(newsItemSchema),
});

export const listLatestNews = defineRoute({
  id: 'news.latest',
  method: 'GET',
  area: 'school',
  path: '/news/latest',
  access: { kind: 'school-user' },
  summary: "The newest few news items, for the home pages' card",
  data: z.array(newsItemSchema),
});

export const createNews = defineRoute({
  id: 'news.create',
  method: 'POST',
  area: 'school',
  path: '/admin/AddNews',
  access: newsWrite,
  summary: 'Add a news item; its markup is sanitized before it is stored',
  body: createNewsBodySchema,
  data: newsItemSchema,
});

export const updateNews = defineRoute({
  id: 'news.update',
  method: 'PUT',
  area: 'school',
  path: '/admin/UpdateNews',
  access: newsWrite,
  summary: 'Change a news item; its markup is sanitized before it is stored',
  body: updateNewsBodySchema,
  data: newsItemSchema,
});

export const deleteNews = defineRoute({
  id: 'news.delete',
  method: 'DELETE',
  area: 'school',
  path: '/admin/DeletedNews/:id',
  access: newsWrite,
  summary: 'Delete a news item',
  params: newsIdParamsSchema,
  data: z.null(),
});

export const newsRoutes = [listNews, listLatestNews, createNews, updateNews, deleteNews] as const;
