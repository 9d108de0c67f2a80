/** Where a notification's link leads: a page of this app, another site, or nowhere. */
export type LinkTarget = { kind: 'app'; to: string } | { kind: 'web'; href: string } | null;

export function linkTarget(link: string | null): LinkTarget {
  const value = link?.trim();
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//')) return { kind: 'app', to: value };
  if (/^https?:\/\//i.test(value)) return { kind: 'web', href: value };
  return null;
}

/** "3" for a few, "99+" past 99, nothing for none: the bell's badge. */
export function unreadBadge(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > 99 ? '99+' : String(unread);
}
