import { z } from 'zod';
import { isCalendarDate, nameSchema, recordIdSchema } from '../core/fields.ts';
import { pagingQuerySchema } from '../core/paging.ts';
import { stripMarkup } from './rules.ts';

/** Texts of the news screens, written once. */
export const newsMessages = {
  enterTitle: 'Please enter news title',
  enterDate: 'Please enter news date',
  badDate: 'Please enter a valid news date',
  enterDescription: 'Please enter news description',
  descriptionTooLong: 'Description is too long',
  newsNotFound: 'News not found.',
  noLatest: 'No news yet.',
  created: 'News added.',
  updated: 'News updated.',
  deleted: 'News deleted.',
} as const;

/** The markup a news description may take, before the server sanitizes it. */
export const newsMarkupMaxLength = 20_000;
/** How many items the home pages' "Latest news" card shows. */
export const latestNewsCount = 3;

const newsFields = {
  title: nameSchema(newsMessages.enterTitle, 'Title', 150),
  date: z
    .string({ error: newsMessages.enterDate })
    .trim()
    .min(1, { error: newsMessages.enterDate })
    .max(10, { error: newsMessages.badDate })
    .refine(isCalendarDate, { error: newsMessages.badDate }),
  /** Rich-text markup; the server keeps only a small list of formatting tags. */
  message: z
    .string({ error: newsMessages.enterDescription })
    .max(newsMarkupMaxLength, { error: newsMessages.descriptionTooLong })
    .refine((markup) => stripMarkup(markup) !== '', { error: newsMessages.enterDescription }),
};

export const createNewsBodySchema = z.object(newsFields);
export type CreateNewsBody = z.infer<typeof createNewsBodySchema>;

export const newsIdSchema = recordIdSchema(newsMessages.newsNotFound);

export const updateNewsBodySchema = z.object({ ...newsFields, id: newsIdSchema });
export type UpdateNewsBody = z.infer<typeof updateNewsBodySchema>;

export const newsIdParamsSchema = z.object({ id: newsIdSchema });

/** The spec's client sends no paging: it then gets the newest 100. */
export const listNewsQuerySchema = pagingQuerySchema.extend({
  limit: pagingQuerySchema.shape.limit.default(100),
});

/** A news item (§3): `message` is the sanitized markup, `date` YYYY-MM-DD. */
export const newsItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  date: z.string(),
  message: z.string(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;
