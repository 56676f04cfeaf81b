import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingHttpHeaders } from 'node:http';
import { PDD_PAGE_CODE_HEADER, PDD_PATI_HEADER } from '@puhuo/domain';
import type { PlatformPage } from '@puhuo/platforms';
import type { FastifyInstance } from 'fastify';

/** the pdd page a request came from, and whose it is */
interface PddPageScope {
  page: PlatformPage;
  tenantId: string;
}

const scope = new AsyncLocalStorage<PddPageScope>();

/** visible ASCII only: a value is forwarded as a header to pdd, so nothing may break the header line */
const HEADER_VALUE = /^[\x21-\x7e]{1,1024}$/;

const headerValue = (headers: IncomingHttpHeaders, name: string): string | undefined => {
  const raw = headers[name.toLowerCase()];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value !== undefined && HEADER_VALUE.test(value) ? value : undefined;
};

/** The page identifiers a request carries (X-PDD-PageCode, X-PDD-Pati), when it carries any valid one. */
export function pddPageOf(headers: IncomingHttpHeaders): PlatformPage | undefined {
  const pageCode = headerValue(headers, PDD_PAGE_CODE_HEADER);
  const pati = headerValue(headers, PDD_PATI_HEADER);
  if (!pageCode && !pati) return undefined;
  return { ...(pageCode ? { pageCode } : {}), ...(pati ? { pati } : {}) };
}

/**
 * Keeps a signed-in request's pdd page identifiers for the pdd calls made while it is answered (template
 * lookups, the publish preflight), without handing them down through every service: pdd wants them on
 * calls an ISV page makes, and only the request knows its page. Set before the handler runs (after the
 * body is read: a body's stream events would run outside the scope).
 */
export function registerPddPageContext(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => {
    const page = request.currentUser ? pddPageOf(request.headers) : undefined;
    if (!page || !request.currentUser) {
      done();
      return;
    }
    scope.run({ page, tenantId: request.currentUser.tenantId }, done);
  });
}

/**
 * The page identifiers of the request being answered, for a call on a shop of `tenantId`; none outside a
 * request, or for another tenant's shop (work a request happened to start, such as publish workers woken
 * by it, must not carry its page).
 */
export function currentPddPage(tenantId: string): PlatformPage | undefined {
  const current = scope.getStore();
  return current && current.tenantId === tenantId ? current.page : undefined;
}

/** Runs `work` outside any request's page, e.g. background work a request merely wakes. */
export function withoutPddPage<T>(work: () => T): T {
  return scope.exit(work);
}
