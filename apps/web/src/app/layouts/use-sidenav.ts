import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useState } from 'react';
import { readCookie, writeCookie } from '../../platform/storage/cookies';
import { cookieKeys, sidenavCookieDays } from '../../platform/storage/storage-keys';
import { initialSidenavOpen, toSidenavCookie } from './sidenav-state';

/** Below this width the menu lies over the page (spec §9: 992 px), Mantine's `md`. */
export const mobileMenuQuery = '(max-width: 61.99em)';

/** The side menu's open state, remembered in the `sidenav` cookie for 365 days. */
export function useSidenav() {
  const [opened, setOpened] = useState(() =>
    initialSidenavOpen(readCookie(cookieKeys.sidenav), window.innerWidth),
  );
  const isMobile =
    useMediaQuery(mobileMenuQuery, window.matchMedia(mobileMenuQuery).matches) ?? false;

  const setAndRemember = useCallback((next: boolean) => {
    setOpened(next);
    writeCookie(cookieKeys.sidenav, toSidenavCookie(next), sidenavCookieDays);
  }, []);

  return {
    opened,
    isMobile,
    toggle: () => setAndRemember(!opened),
    /** After following a link on a phone the menu gets out of the way. */
    closeOnMobile: () => {
      if (isMobile && opened) setAndRemember(false);
    },
  };
}
