import {
  createNews,
  deleteNews,
  listLatestNews,
  listNews,
  newsMessages,
  updateNews,
} from '@shala/contracts';
import { handle } from '../../platform/http/handle.ts';
import * as service from './news-service.ts';

const m = newsMessages;

/** Handlers of the news slice: the list, the home pages' latest news, add, edit, delete. */
export const newsHandlers = {
  [listNews.id]: handle(listNews, async ({ query }, ctx) =>
    service.listNews(ctx.tx, ctx.tenant.id, query),
  ),

  [listLatestNews.id]: handle(listLatestNews, async (_input, ctx) =>
    service.listLatestNews(ctx.tx, ctx.tenant.id),
  ),

  [createNews.id]: handle(createNews, async ({ body }, ctx) => {
    const created = await service.createNews(ctx.tx, ctx.tenant.id, ctx.user.id, body);
    ctx.message = m.created;
    return created;
  }),

  [updateNews.id]: handle(updateNews, async ({ body }, ctx) => {
    const updated = await service.updateNews(ctx.tx, ctx.tenant.id, body);
    ctx.message = m.updated;
    return updated;
  }),

  [deleteNews.id]: handle(deleteNews, async ({ params }, ctx) => {
    await service.deleteNews(ctx.tx, ctx.tenant.id, params.id);
    ctx.message = m.deleted;
    return null;
  }),
};
