import type { FastifyInstance } from 'fastify';
import { encode, negotiateEncoding } from './content-encoding.ts';

/** Below this an answer goes as it is: a few packets either way, and nothing to gain for the CPU. */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * The API's reads go out compressed when the browser accepts it: a page of 16 goods is 6.5 KB of JSON
 * and 2.2 KB in brotli, which a distributor on a phone line feels on every search. Only GET
 * answers are compressed, and none marked `no-store` (tickets and other one-time secrets): an answer
 * carrying a secret beside what the request itself put in would let a watcher of the compressed sizes
 * guess the secret (BREACH). Streams, answers with an ETag of their own and answers already encoded
 * (the web app's files, the market's first screen) are left as they are.
 */
export function registerJsonCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET') return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    if (reply.hasHeader('content-encoding') || reply.hasHeader('etag')) return payload;
    if (String(reply.getHeader('cache-control') ?? '').includes('no-store')) return payload;
    const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
    if (body.length < COMPRESS_FROM_BYTES) return payload;
    reply.header('vary', varyWithEncoding(reply.getHeader('vary')));
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (encoding === 'identity') return payload;
    const compressed = await encode(encoding, body);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressed;
  });
}

function varyWithEncoding(vary: unknown): string {
  const names = String(vary ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return names.some((name) => name.toLowerCase() === 'accept-encoding' || name === '*')
    ? names.join(', ')
    : [...names, 'accept-encoding'].join(', ');
}
