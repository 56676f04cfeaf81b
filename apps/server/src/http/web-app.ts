import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { FIRST_SCREEN_FILE, FIRST_SCREEN_PATHS } from '@puhuo/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { FirstScreenPages, type FirstScreenSource } from './first-screen-pages.ts';

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
 * `/` and `/market` answer the page with the market's first screen in it (first-screen-pages.ts).
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string,
  firstScreen?: FirstScreenSource,
): Promise<WebApp> {
  const root = path.resolve(webDistDir);
  const served = existsSync(path.join(root, 'index.html'));
  const sendPage = (reply: FastifyReply) => reply.sendFile('index.html', root);
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
      // the variants are chosen by negotiation, never asked for by name; the first screen's markup is the
      // server's to fill in
      globIgnore: ['**/*.br', '**/*.gz', `**/${FIRST_SCREEN_FILE}`],
      // `/` is the market's page, with its first screen (below)
      index: false,
      preCompressed: true,
      setHeaders(reply, file) {
        const cacheControl = cacheControlFor(root, file);
        if (cacheControl) reply.header('cache-control', cacheControl);
      },
    });
    // the market's page shows its first screen before the application's scripts arrive (decision 0017)
    const pages = new FirstScreenPages(root, firstScreen, REVALIDATE_CACHE, app.log);
    for (const url of FIRST_SCREEN_PATHS) {
      app.get(url, { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
        if (await pages.send(request, reply)) return reply;
        return sendPage(reply);
      });
    }
  }
  return { served, sendPage };
}
