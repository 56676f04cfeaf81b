import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';

const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']), database: z.string().optional() });

export function healthRoutes(database: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      {
        config: { access: 'public' },
        schema: { tags: ['system'], summary: 'Liveness', response: { 200: healthSchema } },
      },
      async () => ({ status: 'ok' as const }),
    );

    app.get(
      '/health/ready',
      {
        config: { access: 'public' },
        schema: {
          tags: ['system'],
          summary: 'Readiness: the database answers',
          response: { 200: healthSchema, 503: healthSchema },
        },
      },
      async (request, reply) => {
        try {
          await database.executeSql('select 1');
          return { status: 'ok' as const, database: database.kind };
        } catch (error) {
          request.log.warn({ err: error }, 'readiness check failed');
          return reply.status(503).send({ status: 'unavailable' as const, database: database.kind });
        }
      },
    );
  };
}
