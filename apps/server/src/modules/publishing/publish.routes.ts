import {
  failureReasonsSchema,
  preflightAnswerSchema,
  publishDetailItemSchema,
  publishDetailListQuerySchema,
  publishedShopsSchema,
  publishProgressQuerySchema,
  publishProgressSchema,
  publishRequestSchema,
  publishResultItemSchema,
  publishResultQuerySchema,
  ServerMessages,
  singleRepublishSchema,
  taskIdSchema,
  translateMessage,
} from '@puhuo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema, standardErrorResponses } from '../../http/error-schemas.ts';
import { userOf } from '../../http/request-context.ts';
import type { PublishResultsService } from './publish-results.service.ts';
import type { PublishTaskService } from './publish-task.service.ts';

const authErrors = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, ...standardErrorResponses };
const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{8,100}$/, ServerMessages.idempotencyKeyInvalid)
    .optional(),
});
const paged = <T extends z.ZodType>(item: T) => z.object({ totalCount: z.number(), items: z.array(item) });

// the answers' schemas are contracts shared with the web: packages/domain/src/contracts/publishing.contracts.ts

/** Quick publish, progress, results and republish (spec doc 1 §7 results, doc 2 §7 publishing). */
export function publishRoutes(tasks: PublishTaskService, results: PublishResultsService): FastifyPluginAsyncZod {
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
            200: preflightAnswerSchema,
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
          response: { 200: publishProgressSchema, ...authErrors },
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
          response: { 200: paged(publishResultItemSchema), ...authErrors },
        },
      },
      async (request) =>
        results.results(userOf(request).tenantId, request.query.skipCount, request.query.maxResultCount),
    );

    app.get(
      '/api/platform/publish-result/detail-list',
      {
        config: { access: 'tenant-owned' },
        schema: {
          tags: ['publishing'],
          summary: 'Items of a task: status empty (all), 1 failed or 2 succeeded; title search',
          querystring: publishDetailListQuerySchema,
          response: { 200: paged(publishDetailItemSchema), ...authErrors },
        },
      },
      async (request) => {
        const page = await results.details(userOf(request).tenantId, request.query);
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
          response: { 200: publishResultItemSchema, ...authErrors },
        },
      },
      async (request) => results.result(userOf(request).tenantId, request.params.id),
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
          response: { 200: failureReasonsSchema, ...authErrors },
        },
      },
      async (request) => {
        const answer = await results.failureReasons(userOf(request).tenantId, request.params.id);
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
          response: { 200: publishedShopsSchema, ...authErrors },
        },
      },
      async (request) => results.publishedShops(userOf(request).tenantId, request.params.id),
    );
  };
}
