import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../auth/current-user.ts';
import type { Tx } from '../db/connect.ts';
import type { SignedInScope, TenantScope } from '../scope.ts';
import type { Services } from '../services.ts';
import type { Tenant } from '../tenancy.ts';
import type { UploadedFile } from './multipart.ts';

/** What a handler gets besides its parsed input: the request's transaction, tenant and user. */
export interface RequestContext {
  tx: Tx;
  /** The school of the host (or the platform tenant on the root host); null when the host is unknown. */
  tenant: Tenant | null;
  subdomain: string | null;
  /** The signed-in user; always set unless the route is public. */
  user: AuthUser | null;
  /** What services take: the transaction, school, user and the school's today; null without a tenant. */
  scope: TenantScope | null;
  services: Services;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The envelope's message; handlers may set it. */
  message: string;
  /** Work to start once the transaction has committed (mail, jobs); failures are logged. */
  afterCommit: Array<() => Promise<unknown>>;
  /** An error to answer with after committing what the handler wrote (e.g. a counted wrong code). */
  failAfterCommit?: Error;
}

/** The context of a route that is not public: the chain has checked the tenant and the user. */
export interface SignedInContext extends RequestContext {
  tenant: Tenant;
  user: AuthUser;
  scope: SignedInScope;
}

export interface HandlerInput<B, Q, P> {
  body: B;
  query: Q;
  params: P;
  /** The files of a multipart route (empty otherwise). */
  files?: UploadedFile[];
  /** The body's bytes as sent, for a route marked `rawBody` (a signed webhook). */
  rawBody?: Buffer;
  /** What the handler's `beforeTransaction` answered (handle.ts). */
  prepared?: unknown;
}
