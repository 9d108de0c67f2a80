import type { MenuNode, SessionUser } from '@shala/contracts';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { homeOf } from './paths';
import { buildUserMenu, canOpenPath, collapseSingleChildGroups } from './side-menu';

export interface Navigation {
  /** The user's home: the logo's target and where refused paths lead. */
  home: string;
  /** Accessible, built pages in the catalogue's groups (quick links use it). */
  tree: MenuNode[];
  /** The side menu: `tree` with one-page groups folded into their page. */
  menu: MenuNode[];
  /** True when a link to `path` would open a page rather than bounce home. */
  canOpen: (path: string) => boolean;
  /** URLs of the pages built for the user's area: screens that list pages show only these. */
  builtUrls: ReadonlySet<string>;
}

const NavigationContext = createContext<Navigation | null>(null);

interface NavigationProviderProps {
  user: Pick<SessionUser, 'userType' | 'redirectUrl' | 'accessibleModules'>;
  /** URLs of the pages built for the user's area (the app's page registry). */
  builtUrls: ReadonlySet<string>;
  children: ReactNode;
}

/** Gives signed-in screens the user's menu and link checks, from the session and the built pages. */
export function NavigationProvider({ user, builtUrls, children }: NavigationProviderProps) {
  const value = useMemo<Navigation>(() => {
    const tree = buildUserMenu(user, builtUrls);
    return {
      home: homeOf(user),
      tree,
      menu: collapseSingleChildGroups(tree),
      canOpen: (path) => canOpenPath(user, builtUrls, path),
      builtUrls,
    };
  }, [user, builtUrls]);
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}

/** The signed-in user's navigation; only inside the signed-in layout. */
export function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('useNavigation used outside the signed-in layout');
  return navigation;
}
