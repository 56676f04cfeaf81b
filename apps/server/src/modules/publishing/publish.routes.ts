import {
  publishDetailListQuerySchema,
  publishProgressQuerySchema,
  publishRequestSchema,
  publishResultQuerySchema,
  ServerMessages,
  singleRepublishSchema,
  translateMessage,
} from '@puhuo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema, standardErrorResponses } from '../../http/error-schemas.ts';
import { userOf } from '../../http/request-context.ts';
import type { PublishTaskService } from './publish-task.service.ts';

const authErrors = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, ...standardErrorResponses };
const taskIdSchema = z.object({ taskId: z.string() });
const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{8,100}$/, ServerMessages.idempotencyKeyInvalid)
    .optional(),
});
const paged = <T extends z.ZodType>(item: T) => z.object({ totalCount: z.number(), items: z.array(item) });

const linkedTaskSchema = z.object({ id: z.string(), creationTimeFormat: z.string() });
const resultItemSchema = z.object({
  id: z.string(),
  creationTimeFormat: z.string(),
  orderStations: z.array(z.number()),
  totalCount: z.number(),
  successCount: z.number(),
  failCount: z.number(),
  isPublishing: z.boolean(),
  creatorName: z.string(),
  sourceTask: linkedTaskSchema.nullable(),
  republishTasks: z.array(linkedTaskSchema),
});
const publishStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
const publishCategorySchema = z.union([
  z.object({ source: z.literal('manual'), name: z.string() }),
  z.object({ source: z.literal('smart'), name: z.string() }),
  z.object({ source: z.literal('none') }),
]);

const detailItemSchema = z.object({
  id: z.string(),
  goodsId: z.string(),
  imgUrl: z.string(),
  title: z.string(),
  minPrice: z.number().nullable(),
  maxPrice: z.number().nullable(),
  stock: z.number().nullable(),
  orderStation: z.number(),
  shopId: z.string(),
  shopName: z.string(),
  publishStatus: z.number(),
  reason: z.string().nullable(),
  platformListingId: z.string().nullable(),
  sourceTaskId: z.string().nullable(),
  republish: z.object({ taskId: z.string(), publishStatus: publishStatusSchema }).nullable(),
});

/** Quick publish, progress, results and republish (spec doc 1 §7 results, doc 2 §7 publishing). */
export function publishRoutes(tasks: PublishTaskService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/platform/good/product/publish',
      {
        config: { access: 'user' },
        schema: {
          tags: ['publishing'],
          summary: 'Publish up to 30 goods to the chosen shops; returns the task to follow',
          description:
            'Send an `Idempotency-Key` header (8-100 characters, e.g. a UUID made when the user pressed publish): ' +
            'the same key within 24 hours answers the task the first request made, so a retried or doubled request ' +
            'makes no second listing. A good whose price in some chosen shop is under its supply price plus the ' +
            'platform’s fee needs `belowCostConfirmed: true` on its item, else the request is refused (400, the ' +
            'goods named).',
          headers: idempotencyHeaders,
          body: publishRequestSchema,
          response: { 200: taskIdSchema, ...authErrors },
        },
      },
      async (request) => tasks.publish(userOf(request), request.body, request.headers['idempotency-key']),
    );

    app.post(
      '/api/platform/good/product/preflight',
      {
        config: { access: 'user' },
        schema: {
          tags: ['publishing'],
          summary: 'Price, margin after the platform’s share, and problems of each (good, shop) pair before publishing',
          body: publishRequestSchema,
          response: {
            200: z.object({
              items: z.array(
                z.object({
                  goodsId: z.string(),
                  shopId: z.string(),
                  problems: z.array(z.string()),
                  minPrice: z.number().nullable(),
                  maxPrice: z.number().nullable(),
                  stock: z.number().nullable(),
                  minMargin: z.number().nullable(),
                  maxMargin: z.number().nullable(),
                  publishedCount: z.number().int(),
                  belowCost: z.object({ price: z.number(), cost: z.number() }).nullable(),
                  category: publishCategorySchema.nullable(),
                  manualCategory: z.object({ name: z.string(), chosenFor: z.string().nullable() }).nullable(),
                }),
              ),
            }),
            ...authErrors,
          },
        },
      },
      async (request) => {
        const { items } = await tasks.preflight(userOf(request), request.body);
        const say = (text: string) => translateMessage(text, request.locale);
        return { items: items.map((item) => ({ ...item, problems: item.problems.map(say) })) };
      },
    );

    app.get(
      '/api/platform/good/product/get-publish-progress',
      {
        config: { access: 'tenant-owned' },
        schema: {
          tags: ['publishing'],
          summary: 'Progress of a task, 0-100, computed from its items',
          querystring: publishProgressQuerySchema,
          response: {
            200: z.object({
              progress: z.number(),
              totalCount: z.number(),
              successCount: z.number(),
              failCount: z.number(),
            }),
            ...authErrors,
          },
        },
      },
      async (request) => tasks.progress(userOf(request).tenantId, request.query.taskId),
    );

    app.post(
      '/api/platform/good/product/single-republish',
      {
        config: { access: 'tenant-owned' },
        schema: {
          tags: ['publishing'],
          summary: 'Publish one failed item again, in a new task linked to the item’s task (which stays as it was)',
          body: singleRepublishSchema,
          response: { 200: taskIdSchema, ...authErrors },
        },
      },
      async (request) => tasks.republishOne(userOf(request), request.body.taskDetailId),
    );

    app.get(
      '/api/platform/publish-result',
      {
        config: { access: 'user' },
        schema: {
          tags: ['publishing'],
          summary: 'Publish tasks, newest first (skipCount is a page number)',
          querystring: publishResultQuerySchema,
          response: { 200: paged(resultItemSchema), ...authErrors },
        },
      },
      async (request) => tasks.results(userOf(request).tenantId, request.query.skipCount, request.query.maxResultCount),
    );

    app.get(
      '/api/platform/publish-result/detail-list',
      {
        config: { access: 'tenant-owned' },
        schema: {
          tags: ['publishing'],
          summary: 'Items of a task: status empty (all), 1 failed or 2 succeeded; title search',
          querystring: publishDetailListQuerySchema,
          response: { 200: paged(detailItemSchema), ...authErrors },
        },
      },
      async (request) => {
        const page = await tasks.details(userOf(request).tenantId, request.query);
        const items = page.items.map((item) => ({
          ...item,
          reason: item.reason === null ? null : translateMessage(item.reason, request.locale),
        }));
        return { ...page, items };
      },
    );

    app.get(
      '/api/platform/publish-result/:id',
      {
        config: { access: 'tenant-owned' },
        schema: {
          tags: ['publishing'],
          summary: 'One task as the results list shows it, with the task it republished and its republishes',
          params: z.object({ id: z.uuid() }),
          response: { 200: resultItemSchema, ...authErrors },
        },
      },
      async (request) => tasks.result(userOf(request).tenantId, request.params.id),
    );

    app.post(
      '/api/platform/publish-result/:id/republish-failed',
      {
        config: { access: 'tenant-owned' },
        schema: {
          tags: ['publishing'],
          summary: 'Publish every failed item of a task again, in a new task linked to it (which stays as it was)',
          params: z.object({ id: z.uuid() }),
          response: { 200: taskIdSchema, ...authErrors },
        },
      },
      async (request) => tasks.republishFailed(userOf(request), request.params.id),
    );

    app.get(
      '/api/platform/publish-result/:id/failure-reasons',
      {
        config: { access: 'tenant-owned' },
        schema: {
          tags: ['publishing'],
          summary: 'The failed items of a task grouped by reason',
          params: z.object({ id: z.uuid() }),
          response: {
            200: z.object({
              items: z.array(z.object({ reason: z.string(), count: z.number() })),
              /** failures not listed since by a republish, nor being republished now */
              republishable: z.number().int(),
            }),
            ...authErrors,
          },
        },
      },
      async (request) => {
        const answer = await tasks.failureReasons(userOf(request).tenantId, request.params.id);
        const items = answer.items.map((item) => ({ ...item, reason: translateMessage(item.reason, request.locale) }));
        return { ...answer, items };
      },
    );

    app.get(
      '/api/platform/publish-result/:id/published-shops',
      {
        config: { access: 'user' },
        schema: {
          tags: ['publishing'],
          summary: 'How many times a good is listed on each of the tenant’s shops (id is the goods id)',
          params: z.object({ id: z.string().min(1).max(64) }),
          response: {
            200: z.object({ items: z.array(z.object({ shopId: z.string(), successCount: z.number() })) }),
            ...authErrors,
          },
        },
      },
      async (request) => tasks.publishedShops(userOf(request).tenantId, request.params.id),
    );
  };
}
