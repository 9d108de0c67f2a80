import type { Session } from '@shala/contracts';
import type { ReactNode } from 'react';
import { areaOf } from '../../platform/navigation/user-area';
import { NoAccessScreen } from './no-access-screen';
import { SignedInLayout } from './signed-in-layout';

/** The signed-in frame, or for franchise user types (no area) the no-access screen. */
export function SignedInShell({ session, children }: { session: Session; children: ReactNode }) {
  if (!areaOf(session.user.userType)) return <NoAccessScreen session={session} />;
  return <SignedInLayout session={session}>{children}</SignedInLayout>;
}
