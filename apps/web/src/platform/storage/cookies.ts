/** A cookie's value, or null when it is not set (or cookies are unavailable). */
export function readCookie(name: string): string | null {
  try {
    for (const part of document.cookie.split(';')) {
      const [key, ...rest] = part.trim().split('=');
      if (key === name) return decodeURIComponent(rest.join('='));
    }
  } catch {
    // No document or cookies blocked: nothing remembered.
  }
  return null;
}

/** Sets a cookie for the whole site for `days` days. */
export function writeCookie(name: string, value: string, days: number): void {
  try {
    const maxAge = Math.round(days * 24 * 60 * 60);
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in some browsers we support.
    document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax`;
  } catch {
    // Cookies blocked: the value lives only as long as the page.
  }
}
