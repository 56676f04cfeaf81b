import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Vite names what it emits into assets/ after its content (`MarketPage-C5CSWIMp.js`): it never changes. */
const HASHED_ASSET = /^assets\/.+-[\w-]{6,}\.\w+$/;
const COMPRESSED_VARIANT = /\.(?:br|gz)$/;

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** the page names the current assets: the browser asks again each time (a 304 while unchanged) */
export const REVALIDATE_CACHE = 'no-cache';

export interface WebApp {
  /** the built web app exists (apps/web/dist), else nothing is served */
  served: boolean;
  /** answers a client route (/market, /detail/1...) with the app's page: the web app routes it itself */
  sendPage(reply: FastifyReply): FastifyReply;
}

function cacheControlFor(root: string, file: string): string | undefined {
  const relative = path.relative(root, file.replace(COMPRESSED_VARIANT, '')).split(path.sep).join('/');
  if (HASHED_ASSET.test(relative)) return IMMUTABLE_CACHE;
  if (relative.endsWith('.html')) return REVALIDATE_CACHE;
  // public/ files (favicon, QR codes) keep their names across deployments: the default (revalidate)
  return undefined;
}

/**
 * Serves the built web app from `webDistDir`: its files, and its page for the client routes.
 * The build wrote `.br` and `.gz` variants of the text files (apps/web/build/precompress.ts): the one
 * the browser accepts is sent as it is (`Content-Encoding`, `Vary: Accept-Encoding`, the original's
 * type), else the plain file. Hashed assets are cached for a year; the page is revalidated (ETag).
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<WebApp> {
  const root = path.resolve(webDistDir);
  const served = existsSync(path.join(root, 'index.html'));
  if (served) {
    app.addHook('onSend', (_request, reply, payload, done) => {
      // a 304 carries no body, hence neither its type nor its encoding (the static plugin sets them on
      // every variant it picks)
      if (reply.statusCode === 304) reply.removeHeader('content-encoding').removeHeader('content-type');
      done(null, payload);
    });
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      // one route per file, listed at start (the route table classifies them by `servedFrom`)
      wildcard: false,
      // the variants are chosen by negotiation, never asked for by name
      globIgnore: ['**/*.br', '**/*.gz'],
      preCompressed: true,
      setHeaders(reply, file) {
        const cacheControl = cacheControlFor(root, file);
        if (cacheControl) reply.header('cache-control', cacheControl);
      },
    });
  }
  return {
    served,
    sendPage: (reply) => reply.sendFile('index.html', root),
  };
}
