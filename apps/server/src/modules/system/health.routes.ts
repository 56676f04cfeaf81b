import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../http/error-handler.ts';
import type { Readiness } from './readiness.ts';

const partState = z.enum(['ok', 'down', 'starting']);
const livenessSchema = z.object({ status: z.literal('ok') });
const readinessSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
  /** database, migrations, jobQueue, searchIndex, realtime: each part as this instance finds it now */
  parts: z.record(z.string(), partState),
});

/**
 * Liveness (`/health`: the process answers; restart it when it does not) and readiness
 * (`/health/ready`: send it traffic; 503 while a required part is down). See docs/operations.md.
 */
export function healthRoutes(readiness: Readiness, databaseKind: 'pglite' | 'postgres'): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      {
        config: { access: 'public' },
        schema: { tags: ['system'], summary: 'Liveness: the process answers', response: { 200: livenessSchema } },
      },
      async () => ({ status: 'ok' as const }),
    );

    app.get(
      '/health/ready',
      {
        config: { access: 'public' },
        schema: {
          tags: ['system'],
          summary: 'Readiness: the database, migrations, job queue, search index and realtime listener',
          response: { 200: readinessSchema, 503: readinessSchema },
        },
      },
      async (_request, reply) => {
        const { ready, parts } = await readiness.report();
        const body = { status: ready ? ('ok' as const) : ('unavailable' as const), database: databaseKind, parts };
        if (ready) return body;
        return reply.status(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).send(body);
      },
    );
  };
}
