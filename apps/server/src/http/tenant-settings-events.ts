import { TENANT_SETTINGS_CHANGED, type TenantSetting, type TenantSettingsChange } from '@puhuo/domain';
import type { FastifyInstance } from 'fastify';
import type { RealtimeHub } from '../realtime/realtime-hub.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the per-tenant setting a successful call changes: every open window of the tenant is told */
    changesTenantSetting?: TenantSetting;
  }
}

/**
 * After a call that changed a per-tenant setting answers 2xx, every open window of the caller's tenant
 * hears TenantSettingsChanged with the setting's name and reads it again (spec doc 1 §7: switches and
 * settings follow in every browser). Telling them is best effort: the change is saved whatever happens.
 */
export function registerTenantSettingsEvents(app: FastifyInstance, hub: RealtimeHub): void {
  app.addHook('onResponse', async (request, reply) => {
    const setting = request.routeOptions.config?.changesTenantSetting;
    const user = request.currentUser;
    if (!setting || !user || reply.statusCode >= 300) return;
    const change: TenantSettingsChange = { setting };
    await hub.publish({ tenantId: user.tenantId }, TENANT_SETTINGS_CHANGED, change).catch((error: unknown) => {
      request.log.warn({ err: error, setting }, 'could not tell the tenant its setting changed');
    });
  });
}
