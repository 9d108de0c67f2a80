import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { createQueryClient } from '../platform/api/query-client';
import { useBranding } from '../platform/branding/use-branding';
import { toastDurations } from '../platform/notify/toast';
import { createAppTheme } from './theme/create-app-theme';
import { cssVariablesResolver } from './theme/css-variables';

// The toasts load after the first screen; a toast raised before waits for them.
const Notifications = lazy(() =>
  import('../platform/notify/toast-kit').then((kit) => ({ default: kit.Notifications })),
);

/** Mantine themed with the current school's colour; re-themes when the school changes. */
function ThemedMantine({ children }: { children: ReactNode }) {
  const { primaryColor } = useBranding();
  const theme = useMemo(() => createAppTheme(primaryColor), [primaryColor]);
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
    >
      <Suspense fallback={null}>
        <Notifications position="top-right" limit={20} autoClose={toastDurations.default} />
      </Suspense>
      {children}
    </MantineProvider>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemedMantine>{children}</ThemedMantine>
    </QueryClientProvider>
  );
}
