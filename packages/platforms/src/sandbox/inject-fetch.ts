import type { FastifyInstance } from 'fastify';
import type { FetchLike } from '../core/http-client.ts';

/**
 * A fetch that answers from a Fastify instance in the same process (app.inject) instead of the
 * network: connectors talk to an in-process sandbox without a listening port (API tests, workers
 * in the product's own process). Only the URL's path and query matter.
 */
export function createInjectFetch(app: FastifyInstance): FetchLike {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: `${url.pathname}${url.search}`,
      headers,
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    const outHeaders = new Headers();
    for (const [key, value] of Object.entries(response.headers)) {
      if (value !== undefined) outHeaders.set(key, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(response.rawPayload.length > 0 ? new Uint8Array(response.rawPayload) : null, {
      status: response.statusCode,
      headers: outHeaders,
    });
  }) as FetchLike;
}
