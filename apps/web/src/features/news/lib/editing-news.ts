import { type NewsItem, newsItemSchema } from '@shala/contracts';

/**
 * The news item the list sent /add_news for editing, as navigation state (§2.7);
 * null for anything else (a fresh visit, or state of an older shape).
 */
export function readEditingNews(state: unknown): NewsItem | null {
  const parsed = newsItemSchema.safeParse(state);
  return parsed.success ? parsed.data : null;
}
