import type { RouteDef } from '@shala/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type AuthUser, findSessionUser } from '../auth/current-user.ts';
import { readToken } from '../auth/tokens.ts';
import { terminate } from '../errors.ts';
import type { Services } from '../services.ts';
import { findTenantCached, requestSubdomain, type Tenant } from '../tenancy.ts';
import { checkAccess } from './access.ts';
import { refuseOversizedUpload } from './multipart.ts';

/** Who calls: the school of the host and the signed-in user, when there is one. */
export interface Caller {
  subdomain: string | null;
  tenant: Tenant | null;
  user: AuthUser | null;
}

/**
 * The first link of the chain, run before the body is read: resolve the school from the host,
 * authenticate, check the session belongs to that school, authorize the route, and refuse an
 * upload declared larger than the route takes. A non-public route answers 401 to an anonymous
 * or other school's caller whatever its body.
 */
export async function identifyCaller(
  route: RouteDef,
  services: Services,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Caller> {
  try {
    const subdomain = requestSubdomain(request);
    const tenant = await findTenantCached(services.database, subdomain);
    const token = readToken(request);
    const session =
      tenant && token ? await findSessionUser(services.database, tenant.id, token) : null;
    const caller = { subdomain, tenant, user: session?.user ?? null };
    if (route.access.kind !== 'public') {
      if (!tenant || !session || tenant.status !== 'ACTIVE') throw terminate();
      checkAccess(route.access, tenant, session.user, session.roleModuleIds);
    }
    refuseOversizedUpload(route, request);
    return caller;
  } catch (error) {
    // Answering leaves the body unread: close the connection rather than drain it.
    if (hasBody(request)) reply.header('connection', 'close');
    throw error;
  }
}

const hasBody = (request: FastifyRequest) =>
  Number(request.headers['content-length'] ?? 0) > 0 ||
  request.headers['transfer-encoding'] !== undefined;
