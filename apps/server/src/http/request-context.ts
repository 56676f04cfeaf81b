import { ServerMessages } from '@puhuo/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccessTokenService, CurrentUser } from '../modules/identity/access-token.service.ts';
import { forbidden, unauthorized } from './app-error.ts';
import { requiresLogin } from './route-access.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** the signed-in user, or null for a guest */
    currentUser: CurrentUser | null;
    /** the distributor tenant viewing, or null for a guest */
    viewerTenantId: string | null;
    /** the bearer token as sent, for logout */
    bearerToken: string | null;
  }
  interface FastifyContextConfig {
    /** the route needs a signed-in user (401 otherwise); implied by access 'user' and 'tenant-owned' */
    auth?: boolean;
  }
}

export const TENANT_MISMATCH = ServerMessages.tenantMismatch;

export function bearerTokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice('Bearer '.length).trim() || null;
}

/**
 * Reads the bearer token and the tenant header on every request. A bad or expired token makes the
 * request a guest's; routes that need a user then answer 401. The tenant header cannot switch tenants.
 */
export function registerRequestContext(app: FastifyInstance, tokens: AccessTokenService): void {
  app.decorateRequest('currentUser', null);
  app.decorateRequest('viewerTenantId', null);
  app.decorateRequest('bearerToken', null);

  app.addHook('onRequest', async (request) => {
    await authenticate(request);
    // before the body is parsed or validated: a guest learns nothing about a login-only route's input
    if (requiresLogin(request.routeOptions.config) && !request.currentUser) throw unauthorized();
  });

  async function authenticate(request: FastifyRequest): Promise<void> {
    const token = bearerTokenOf(request);
    if (!token) return;
    const user = await tokens.authenticate(token);
    if (!user) return;
    const tenantHeader = request.headers.__tenant;
    if (typeof tenantHeader === 'string' && tenantHeader !== '' && tenantHeader !== user.tenantId) {
      throw forbidden(TENANT_MISMATCH, 'TenantMismatch');
    }
    request.bearerToken = token;
    request.currentUser = user;
    request.viewerTenantId = user.tenantId;
  }
}

/** The signed-in user of a route that requires login (`config: { access: 'user' }` or `auth: true`). */
export function userOf(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw unauthorized();
  return request.currentUser;
}
