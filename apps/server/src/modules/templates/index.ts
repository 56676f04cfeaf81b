import type { ModuleContext, ModuleEdges } from '../../lib/module-entry.ts';
import { PlatformCategoryRepository } from './platform-category.repository.ts';
import { PublishTemplateRepository } from './publish-template.repository.ts';
import { publishTemplateRoutes } from './publish-template.routes.ts';
import { PublishTemplateService, type ShopGroups } from './publish-template.service.ts';
import { type ShopSessions, TemplateLookupService } from './template-lookup.service.ts';

export type { PublishTemplateService } from './publish-template.service.ts';
export type { TemplateLookupService } from './template-lookup.service.ts';
export { CATEGORY_CACHE_TTL_MS } from './template-lookup.service.ts';

export interface TemplatesDependencies extends Pick<ModuleContext, 'db' | 'clock'> {
  /** the shops module's door to a shop's platform session */
  shopSessions: ShopSessions;
  /** the shops module's groups of a platform shop's apps (a template belongs to the goods app) */
  shopGroups: ShopGroups;
}

/**
 * Publish templates: one per shop, declared per platform in the domain package, saved and checked with
 * the shop's platform; the platforms' category trees (cached); `resolveListingSettings` for the engine.
 */
export function createTemplates(deps: TemplatesDependencies) {
  const { db, clock } = deps;
  const templateLookups = new TemplateLookupService(new PlatformCategoryRepository(db), clock);
  const templates = new PublishTemplateService(
    deps.shopSessions,
    deps.shopGroups,
    new PublishTemplateRepository(db),
    templateLookups,
    clock,
  );
  return {
    templateLookups,
    templates,
    routes: async (app) => {
      await app.register(publishTemplateRoutes(templates, templateLookups));
    },
  } satisfies ModuleEdges & Record<string, unknown>;
}
