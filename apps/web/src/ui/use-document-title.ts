import { useEffect } from 'react';
import { useBranding } from '../platform/branding/use-branding';

/** The browser tab's title, "Page — School" (the product's name on the platform's host). */
export function useDocumentTitle(page: string): void {
  const { schoolName } = useBranding();
  useEffect(() => {
    document.title = `${page} — ${schoolName ?? 'Shala'}`;
  }, [page, schoolName]);
}
