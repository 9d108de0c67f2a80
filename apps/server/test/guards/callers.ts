import type { RouteAccess, SchoolRoleId } from '@shala/contracts';
import { admitsModule, defaultPageIdsFor } from '@shala/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { demoPassword, demoRoleUsers } from '../../src/demo/demo-data.ts';
import { hostOf, rootHost, signIn } from '../helpers/test-app.ts';
import { endedSession } from './read-answer.ts';

/** Someone who calls the API: a demo user on their home host, or nobody signed in. */
export interface Caller {
  name: string;
  host: string;
  kind: 'anonymous' | 'school' | 'super-admin' | 'franchise';
  roleId?: SchoolRoleId;
  username?: string;
  password?: string;
}

/** One user per school role of a demo school, the super admin on the root host, and anonymous. */
export function demoCallers(subdomain = 'greenwood'): Caller[] {
  return [
    ...demoRoleUsers.map(
      (user): Caller => ({
        name: `${user.key} (${user.roleId})`,
        host: hostOf(subdomain),
        kind: 'school',
        roleId: user.roleId,
        username: `${user.key}@${subdomain}`,
        password: demoPassword,
      }),
    ),
    {
      name: 'superadmin',
      host: rootHost,
      kind: 'super-admin',
      username: 'superadmin',
      password: demoPassword,
    },
    { name: 'anonymous', host: hostOf(subdomain), kind: 'anonymous' },
  ];
}

export type ExpectedAccess = 'allowed' | 'unauthenticated' | 'forbidden';

/**
 * What the access rule of a route should answer a caller, worked out from contracts alone
 * (the role's default pages), not from the server's code.
 */
export function expectedAccess(access: RouteAccess, caller: Caller): ExpectedAccess {
  if (access.kind === 'public') return 'allowed';
  if (caller.kind === 'anonymous') return 'unauthenticated';
  const allowed = (() => {
    switch (access.kind) {
      case 'signed-in':
        return caller.kind !== 'franchise';
      case 'school-user':
        return caller.kind === 'school';
      case 'module':
        if (caller.kind !== 'school') return false;
        if (caller.roleId === 4 && access.staffOnly) return false;
        return (
          (access.parents === true && caller.roleId === 4) ||
          admitsModule(new Set(defaultPageIdsFor(caller.roleId!)), access.module)
        );
      case 'super-admin':
        return caller.kind === 'super-admin';
    }
  })();
  return allowed ? 'allowed' : 'forbidden';
}

/** Session cookies of callers, signed in once and again after a call ended the session. */
export class SessionBook {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly app: FastifyInstance) {}

  async cookieOf(caller: Caller): Promise<string | undefined> {
    if (caller.kind === 'anonymous') return undefined;
    let cookie = this.cookies.get(caller.name);
    if (!cookie) {
      cookie = await signIn(this.app, caller.host, caller.username!, caller.password!);
      this.cookies.set(caller.name, cookie);
    }
    return cookie;
  }

  /** Forgets a session the answer ended, so the next call signs in again. */
  note(caller: Caller, response: LightMyRequestResponse): void {
    if (endedSession(response)) this.cookies.delete(caller.name);
  }
}
