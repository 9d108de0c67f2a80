import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '../theme/print.css';
import { AppShell, ScrollArea, Text } from '@mantine/core';
import type { Session } from '@shala/contracts';
import type { ReactNode } from 'react';
import { useBranding } from '../../platform/branding/use-branding';
import { NavigationProvider, useNavigation } from '../../platform/navigation/navigation-context';
import { areaOf } from '../../platform/navigation/user-area';
import { mainContentId, SkipLink } from '../../ui/skip-link';
import { builtUrlsFor } from '../routes/page-registry';
import { AppHeader } from './app-header';
import { SideNav } from './side-nav';
import { useSidenav } from './use-sidenav';

/** The signed-in frame (spec §2.6): top bar and a collapsible side menu of the user's pages. */
export function SignedInLayout({ session, children }: { session: Session; children: ReactNode }) {
  const builtUrls = builtUrlsFor(areaOf(session.user.userType));
  return (
    <NavigationProvider user={session.user} builtUrls={builtUrls}>
      <Shell session={session}>{children}</Shell>
    </NavigationProvider>
  );
}

function Shell({ session, children }: { session: Session; children: ReactNode }) {
  const sidenav = useSidenav();
  const { menu } = useNavigation();
  const { schoolName } = useBranding();
  return (
    <>
      <SkipLink />
      <AppShell
        header={{ height: 60 }}
        navbar={{
          width: 264,
          breakpoint: 'md',
          collapsed: { mobile: !sidenav.opened, desktop: !sidenav.opened },
        }}
        padding={{ base: 'sm', sm: 'md', lg: 'lg' }}
      >
        <AppShell.Header>
          <AppHeader session={session} menuOpened={sidenav.opened} onToggleMenu={sidenav.toggle} />
        </AppShell.Header>
        <AppShell.Navbar id="main-menu" aria-label="Main menu" inert={!sidenav.opened} p="xs">
          <AppShell.Section grow component={ScrollArea} scrollbarSize={6}>
            <SideNav nodes={menu} onNavigate={sidenav.closeOnMobile} />
          </AppShell.Section>
        </AppShell.Navbar>
        <AppShell.Main
          id={mainContentId}
          tabIndex={-1}
          bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))"
        >
          {schoolName ? (
            <Text data-print-only data-school-name fw={700} mb="xs">
              {schoolName}
            </Text>
          ) : null}
          {children}
        </AppShell.Main>
      </AppShell>
    </>
  );
}
