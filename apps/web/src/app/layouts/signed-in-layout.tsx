import { AppShell } from '@mantine/core';
import type { Session } from '@shala/contracts';
import type { ReactNode } from 'react';
import { AppHeader } from './app-header';

/** The signed-in frame. The side menu arrives with the layout issue; the header is here now. */
export function SignedInLayout({ session, children }: { session: Session; children: ReactNode }) {
  return (
    <AppShell header={{ height: 64 }} padding="md">
      <AppShell.Header>
        <AppHeader session={session} />
      </AppShell.Header>
      <AppShell.Main bg="var(--mantine-color-body)">{children}</AppShell.Main>
    </AppShell>
  );
}
