import { type AnyTemplateDeclaration, type LookupEndpoint, Messages, TEMPLATE_DECLARATIONS } from '@puhuo/domain';
import type { TemplateOption } from '@puhuo/platforms';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../http/app-error.ts';
import { standardErrorResponses } from '../../http/error-schemas.ts';
import { userOf } from '../../http/request-context.ts';
import {
  brandListSchema,
  brandQuerySchema,
  categoryAnswerSchema,
  categoryParamsSchema,
  type LookupQuery,
  lookupQuerySchema,
  optionListSchema,
  type ShopQuery,
  shopQuerySchema,
  subListQuerySchema,
  subListSchema,
  templateAnswerSchema,
  templateBodySchema,
} from './publish-template.schemas.ts';
import { type PublishTemplateService, type ShopRef, TemplateValidationError } from './publish-template.service.ts';
import type { TemplateLookupService, TemplateShopSession } from './template-lookup.service.ts';

/** The shop from wherever the call names it: the path, the query or the body (shopId, else appId). */
function shopIdOf(...sources: (Record<string, unknown> | undefined)[]): ShopRef {
  for (const source of sources) {
    if (typeof source?.shopId === 'string' && source.shopId !== '') return { shopId: source.shopId };
    if (typeof source?.appId === 'string' && source.appId !== '') return { appId: source.appId };
  }
  throw badRequest(Messages.shopRequired, 'ShopRequired');
}

const options = (endpoint: LookupEndpoint, items: { id: string; name: string }[]) =>
  items.map((t) => ({ [endpoint.valueKey]: t.id, [endpoint.labelKey]: t.name }));

/** A refused save answers with every broken rule, the first one as the message the client shows. */
async function answerValidation<T>(reply: FastifyReply, run: () => Promise<T>) {
  try {
    return await run();
  } catch (error) {
    if (error instanceof TemplateValidationError) return reply.status(400).send(error.envelope(reply.request.locale));
    throw error;
  }
}

/**
 * The template calls of doc 2 §7, registered from each platform's declaration (its get, save and
 * lookup paths), and the shared category lookups.
 */
export function publishTemplateRoutes(
  templates: PublishTemplateService,
  lookups: TemplateLookupService,
): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { access: 'tenant-owned' } as const;
    const tags = ['templates'];

    for (const declaration of TEMPLATE_DECLARATIONS as AnyTemplateDeclaration[]) {
      const { platform, api } = declaration;
      const session = (user: { tenantId: string }, query: ShopQuery, extra?: Record<string, unknown>) =>
        templates.sessionOf(user.tenantId, platform, shopIdOf(extra, query));

      app.get(
        api.get.path.replace('{shopId}', ':shopId'),
        {
          config: auth,
          schema: {
            tags,
            summary: `The ${platform} publish template of a shop (its defaults until saved)`,
            querystring: shopQuerySchema,
            response: { 200: templateAnswerSchema, ...standardErrorResponses },
          },
        },
        async (request) =>
          templates.get(
            userOf(request).tenantId,
            platform,
            shopIdOf(request.params as Record<string, unknown>, request.query),
          ),
      );

      app.post(
        api.save,
        {
          config: { ...auth, changesTenantSetting: 'publishTemplates' },
          schema: {
            tags,
            summary: `Save the ${platform} publish template of a shop`,
            querystring: shopQuerySchema,
            body: templateBodySchema,
            response: { 200: templateAnswerSchema, ...standardErrorResponses },
          },
        },
        async (request, reply) =>
          answerValidation(reply, () =>
            templates.save(userOf(request).tenantId, platform, shopIdOf(request.body, request.query), request.body),
          ),
      );

      const optionRoute = (
        endpoint: LookupEndpoint,
        summary: string,
        fetch: (shop: TemplateShopSession, query: LookupQuery) => Promise<{ items: TemplateOption[]; total: number }>,
      ) =>
        app.get(
          endpoint.path,
          {
            config: auth,
            schema: {
              tags,
              summary,
              querystring: lookupQuerySchema,
              response: { 200: optionListSchema, ...standardErrorResponses },
            },
          },
          async (request) => {
            const page = await fetch(await session(userOf(request), request.query), request.query);
            return { totalCount: page.total, items: options(endpoint, page.items) };
          },
        );
      if (api.freight) {
        optionRoute(api.freight, `The shop's ${platform} freight templates`, (shop, query) =>
          lookups.freightTemplates(shop, query.skipCount, query.maxResultCount),
        );
      }
      if (api.logistics) {
        optionRoute(api.logistics, `The shop's ${platform} logistics plans`, async (shop) => {
          const plans = await lookups.logisticsPlans(shop);
          return { items: plans, total: plans.length };
        });
      }

      if (api.brands) {
        app.get(
          api.brands.path,
          {
            config: auth,
            schema: {
              tags,
              summary: `Brands of a ${platform} category, searched by name (pages of 10)`,
              querystring: brandQuerySchema,
              response: { 200: brandListSchema, ...standardErrorResponses },
            },
          },
          async (request) => {
            const { categoryId, query, offset, size } = request.query;
            const page = await lookups.brands(await session(userOf(request), request.query), {
              categoryId,
              query,
              offset,
              size,
            });
            return { totalCount: page.total, items: page.items };
          },
        );
      }

      if (api.categories) {
        app.get(
          api.categories.path,
          {
            config: auth,
            schema: {
              tags,
              summary: `The ${platform} categories under a parent`,
              querystring: subListQuerySchema,
              response: { 200: subListSchema, ...standardErrorResponses },
            },
          },
          async (request) => ({
            items: await lookups.subCategories(await session(userOf(request), request.query), request.query.parentId),
          }),
        );
      }
    }

    app.get(
      '/api/platform/good/category/sub-list',
      {
        config: auth,
        schema: {
          tags,
          summary: 'The categories under a parent ("0" for the top level) on the shop\'s platform',
          querystring: subListQuerySchema,
          response: { 200: subListSchema, ...standardErrorResponses },
        },
      },
      async (request) => {
        const { parentId, stationType, shopId, appId } = request.query;
        if (!shopId && !appId && stationType !== undefined) {
          // categories are the platform's, not the shop's: a fresh cache answers without a shop, else
          // any of the tenant's shops on that platform reads them (spec doc 2 §7: parentId, stationType)
          const cached = await lookups.cachedChildren(stationType, parentId === '' ? '0' : parentId);
          if (cached) return { items: cached };
          const onStation = await templates.shopOnStation(userOf(request).tenantId, stationType);
          if (onStation) {
            const shop = await templates.sessionOf(userOf(request).tenantId, null, onStation);
            return { items: await lookups.subCategories(shop, parentId) };
          }
        }
        const shop = await templates.sessionOf(userOf(request).tenantId, null, shopIdOf(request.query));
        return { items: await lookups.subCategories(shop, parentId) };
      },
    );

    app.get(
      '/api/platform/good/category/:categoryId',
      {
        config: auth,
        schema: {
          tags,
          summary: "A category of the shop's platform with its ancestry",
          params: categoryParamsSchema,
          querystring: subListQuerySchema,
          response: { 200: categoryAnswerSchema, ...standardErrorResponses },
        },
      },
      async (request) => {
        const shop = await templates.sessionOf(userOf(request).tenantId, null, shopIdOf(request.query));
        const category = await lookups.category(shop, request.params.categoryId);
        if (!category) throw badRequest(Messages.categoryNotFound, 'CategoryNotFound');
        return { ...category, names: await lookups.categoryNames(shop, category) };
      },
    );
  };
}
