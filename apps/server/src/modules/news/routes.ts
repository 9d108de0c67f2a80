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
  [listNews.id]: handle(listNews, async ({ query }, ctx) => service.listNews(ctx.scope, query)),

  [listLatestNews.id]: handle(listLatestNews, async (_input, ctx) =>
    service.listLatestNews(ctx.scope),
  ),

  [createNews.id]: handle(createNews, async ({ body }, ctx) => {
    const created = await service.createNews(ctx.scope, ctx.user.id, body);
    ctx.message = m.created;
    return created;
  }),

  [updateNews.id]: handle(updateNews, async ({ body }, ctx) => {
    const updated = await service.updateNews(ctx.scope, body);
    ctx.message = m.updated;
    return updated;
  }),

  [deleteNews.id]: handle(deleteNews, async ({ params }, ctx) => {
    await service.deleteNews(ctx.scope, params.id);
    ctx.message = m.deleted;
    return null;
  }),
};
