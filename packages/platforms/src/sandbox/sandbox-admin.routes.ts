import type { FastifyInstance } from 'fastify';
import type { AuthModule } from '../core/connector.ts';
import type { SandboxAppRegistry } from './app-registry.ts';
import type { PlatformFaults } from './faults.ts';
import type { SandboxControl } from './sandbox-control.ts';
import type { SandboxCore, SandboxPlatform } from './sandbox-core.ts';

type Body = Record<string, unknown>;
const MODULES: readonly AuthModule[] = ['goods', 'order', 'buy'];

const FAULT_FIELDS: Record<keyof PlatformFaults, 'number' | 'boolean' | 'qps'> = {
  latencyMs: 'number',
  jitterMs: 'number',
  errorRate: 'number',
  down: 'boolean',
  rateLimited: 'boolean',
  qps: 'qps',
  loseAnswers: 'number',
};

/** a faults change from JSON, or the reason it is not one */
function faultsChange(body: Body): Partial<PlatformFaults> | string {
  const change: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(body)) {
    const kind = FAULT_FIELDS[field as keyof PlatformFaults];
    if (!kind) return `unknown fault "${field}"`;
    const ok =
      kind === 'boolean'
        ? typeof value === 'boolean'
        : (typeof value === 'number' && value >= 0) || (kind === 'qps' && value === null);
    if (!ok) return `bad value for "${field}"`;
    if (field === 'errorRate' && (value as number) > 1) return 'errorRate is a share between 0 and 1';
    change[field] = value;
  }
  return change as Partial<PlatformFaults>;
}

/**
 * /sandbox/_admin: the HTTP face of SandboxControl, so that tests in another process (and curious
 * users with curl) can make a platform slow, flaky or down, move the clock, lapse authorisations, read
 * what was published and see or replace an app's registered callbacks. Only for loopback peers or the
 * admin token (admin-gate.ts).
 */
export function registerAdminRoutes(
  admin: FastifyInstance,
  control: SandboxControl,
  core: SandboxCore,
  platforms: readonly SandboxPlatform[],
  apps: SandboxAppRegistry,
): void {
  const names = new Set(platforms.map((p) => p.name));
  admin.addHook('preHandler', async (request, reply) => {
    const platform = (request.params as { platform?: string }).platform;
    if (platform !== undefined && !names.has(platform)) {
      return reply.status(404).send({ error: 'unknown platform', platforms: [...names] });
    }
  });

  admin.get('/platforms', async () =>
    platforms.map((p) => ({ name: p.name, station: p.station, faults: control.faults(p.name) })),
  );

  admin.get<{ Params: { platform: string } }>('/faults/:platform', async (request) =>
    control.faults(request.params.platform),
  );
  admin.put<{ Params: { platform: string }; Body: Body }>('/faults/:platform', async (request, reply) => {
    const change = faultsChange(request.body ?? {});
    if (typeof change === 'string') return reply.status(400).send({ error: change });
    return control.setFaults(request.params.platform, change);
  });
  admin.delete<{ Params: { platform: string } }>('/faults/:platform', async (request) => {
    control.resetFaults(request.params.platform);
    return control.faults(request.params.platform);
  });
  admin.delete('/faults', async () => {
    control.resetFaults();
    return { ok: true };
  });

  admin.get('/clock', async () => ({ now: control.clock.now().toISOString() }));
  admin.post<{ Body: Body }>('/clock', async (request, reply) => {
    const { advanceMs, now, reset } = request.body ?? {};
    if (reset === true) control.clock.reset();
    else if (typeof advanceMs === 'number') control.clock.advance(advanceMs);
    else if (typeof now === 'string' && !Number.isNaN(Date.parse(now))) control.clock.set(new Date(now));
    else return reply.status(400).send({ error: 'give advanceMs (number), now (ISO time) or reset: true' });
    return { now: control.clock.now().toISOString() };
  });

  admin.get<{ Params: { platform: string }; Querystring: { name?: string } }>(
    '/:platform/shops',
    async (request, reply) => {
      const name = request.query.name ?? '';
      const shop = control.shopByName(request.params.platform, name);
      return shop ?? reply.status(404).send({ error: `no shop named "${name}"` });
    },
  );
  admin.post<{ Params: { platform: string }; Body: Body }>('/:platform/shops', async (request, reply) => {
    const name = request.body?.shopName;
    if (typeof name !== 'string' || name.trim() === '') return reply.status(400).send({ error: 'shopName required' });
    return control.ensureShop(request.params.platform, name);
  });
  admin.get<{ Params: { platform: string; shopId: string } }>('/:platform/shops/:shopId/listings', async (request) => {
    const items = control.listings(request.params.platform, request.params.shopId);
    return { totalCount: items.length, items };
  });
  type ListingRoute = { Params: { platform: string; listingId: string } };
  admin.get<ListingRoute>('/:platform/listings/:listingId', async (request, reply) => {
    const listing = control.listing(request.params.platform, request.params.listingId);
    return listing ?? reply.status(404).send({ error: 'no such listing' });
  });
  // the platform side deletes a listing, so that a sync can find it gone
  admin.delete<ListingRoute>('/:platform/listings/:listingId', async (request, reply) => {
    const removed = control.removeListing(request.params.platform, request.params.listingId);
    return removed ? { ok: true } : reply.status(404).send({ error: 'no such listing' });
  });
  admin.post<{ Params: { platform: string; shopId: string } }>(
    '/:platform/shops/:shopId/expire-authorization',
    async (request) => {
      control.expireAuthorization(request.params.platform, request.params.shopId);
      return { ok: true };
    },
  );
  // the app's callbacks as its developer console shows them; ?appKey= picks an app other than the first (ours)
  type AppRoute = { Params: { platform: string }; Querystring: { appKey?: string } };
  const appKeyOf = (request: { params: { platform: string }; query: { appKey?: string } }) =>
    apps.appKeyOf(request.params.platform, request.query.appKey);
  admin.get<AppRoute>('/apps/:platform/redirect-uris', async (request, reply) => {
    const appKey = appKeyOf(request);
    if (!appKey) return reply.status(404).send({ error: `no app "${request.query.appKey ?? ''}"` });
    const { platform } = request.params;
    return { platform, appKey, redirectUris: control.redirectUris(platform, appKey) };
  });
  admin.put<AppRoute & { Body: Body }>('/apps/:platform/redirect-uris', async (request, reply) => {
    const appKey = appKeyOf(request);
    if (!appKey) return reply.status(404).send({ error: `no app "${request.query.appKey ?? ''}"` });
    const uris = request.body?.redirectUris;
    if (!Array.isArray(uris)) return reply.status(400).send({ error: 'give redirectUris: an array of http(s) URLs' });
    const { platform } = request.params;
    try {
      return { platform, appKey, redirectUris: control.setRedirectUris(platform, uris, appKey) };
    } catch (error) {
      return reply.status(400).send({ error: (error as Error).message });
    }
  });
  admin.put<{ Params: { offerId: string }; Body: Body }>('/alibaba/offers/:offerId', async (request, reply) => {
    const status = request.body?.status;
    if (status !== 'online' && status !== 'offline' && status !== 'removed') {
      return reply.status(400).send({ error: 'give status: online, offline or removed' });
    }
    control.setOfferStatus(request.params.offerId, status);
    return { offerId: request.params.offerId, status };
  });
  admin.put<{ Params: { platform: string; shopId: string }; Body: Body }>(
    '/:platform/shops/:shopId/service-expiry',
    async (request, reply) => {
      const { module = 'goods', expiresAt } = request.body ?? {};
      if (
        !MODULES.includes(module as AuthModule) ||
        typeof expiresAt !== 'string' ||
        Number.isNaN(Date.parse(expiresAt))
      ) {
        return reply.status(400).send({ error: 'give module (goods|order|buy) and expiresAt (ISO time)' });
      }
      const { platform, shopId } = request.params;
      control.setServiceExpiry(platform, shopId, module as AuthModule, new Date(expiresAt));
      return {
        expiresAt: new Date(core.auth.serviceExpiry(platform, shopId, module as AuthModule) ?? 0).toISOString(),
      };
    },
  );
}
