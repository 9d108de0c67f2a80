import { useMantineColorScheme } from '@mantine/core';
import type { Session } from '@shala/contracts';
import { useEffect } from 'react';
import { useSchoolHostQuery } from '../../platform/school-host/school-host-query';
import { useForgetSession, useSessionQuery } from '../../platform/session/session-query';
import { useSessionVault } from '../../platform/session/session-vault';
import { toColorScheme } from '../theme/color-scheme';

export type StartupState =
  | { kind: 'checking' }
  | { kind: 'leaving' }
  | { kind: 'signed-in'; session: Session }
  | { kind: 'public' };

/**
 * Spec §4. With a SessionVault the session is checked first; if that fails the marker
 * goes and the public screens show. On a school host without a session the subdomain
 * is validated: an unknown or closed school sends the browser to the answer's url.
 */
export function useStartup(): StartupState {
  const forgetSession = useForgetSession();
  const vault = useSessionVault();
  const session = useSessionQuery();
  const schoolHost = useSchoolHostQuery();

  const sessionFailed = vault !== null && session.isError;
  useEffect(() => {
    if (sessionFailed) forgetSession();
  }, [sessionFailed, forgetSession]);

  const leaveTo = schoolHost.data && schoolHost.data.STATUS !== 'OK' ? schoolHost.data.url : null;
  useEffect(() => {
    if (leaveTo && leaveTo !== window.location.href) window.location.assign(leaveTo);
  }, [leaveTo]);

  const signedIn = vault !== null && session.data ? session.data : null;
  useSessionTheme(signedIn);

  if (vault !== null && session.isPending) return { kind: 'checking' };
  if (leaveTo) return { kind: 'leaving' };
  if (signedIn) return { kind: 'signed-in', session: signedIn };
  if (vault === null && schoolHost.isLoading) return { kind: 'checking' };
  return { kind: 'public' };
}

/** Applies the user's saved theme whenever the session brings one. */
function useSessionTheme(session: Session | null): void {
  const { setColorScheme } = useMantineColorScheme();
  const theme = session?.user.theme;
  useEffect(() => {
    if (theme) setColorScheme(toColorScheme(theme));
  }, [theme, setColorScheme]);
}
