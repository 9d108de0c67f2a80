import { moduleCatalogue } from '@shala/contracts';
import { normalizePath } from '../../platform/navigation/paths';

const catalogueNames = new Map(
  moduleCatalogue.flatMap((entry) => (entry.url ? [[normalizePath(entry.url), entry.name]] : [])),
);

/** A page's title: its name in the catalogue, else its url in words (`/mail_outbox` → "Mail outbox"). */
export function pageTitleOf(url: string): string {
  const name = catalogueNames.get(normalizePath(url));
  if (name) return name;
  const words = url
    .replace(/^\/+|\/+$/g, '')
    .split('/')[0]!
    .replace(/[_-]+/g, ' ')
    .trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'Home';
}
