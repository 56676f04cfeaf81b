import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { FIRST_SCREEN_FILE, type Locale, type MarketFirstScreen } from '@puhuo/domain';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { TtlCache } from '../lib/ttl-cache.ts';
import { type Encoding, encode, negotiateEncoding } from './content-encoding.ts';
import { type MarketFirstScreenData, pageWithFirstScreen, renderMarketFirstScreen } from './market-first-screen.ts';

export interface FirstScreenSource {
  /** the market's data, as a guest's market shows it (readMarketFirstScreen) */
  read(listing: MarketFirstScreen['listing']): Promise<MarketFirstScreenData>;
  /** a demo run: the top bar shows its tag */
  demo: boolean;
  /** how long one drawn page is sent again before the data is read anew */
  cacheMs: number;
}

/** One language's page as drawn, with its encodings made when first asked for (on libuv's threads). */
class DrawnPage {
  /** a hash of the page's content: a new ETag whenever the goods, the words or the release change */
  readonly hash: string;
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();

  constructor(
    private readonly page: Buffer,
    readonly listingParams: readonly string[],
  ) {
    this.hash = createHash('sha256').update(page).digest('base64url').slice(0, 27);
  }

  body(encoding: Encoding): Promise<Buffer> {
    if (encoding === 'identity') return Promise.resolve(this.page);
    let body = this.encoded.get(encoding);
    if (!body) {
      body = encode(encoding, this.page);
      this.encoded.set(encoding, body);
    }
    return body;
  }
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch === '*' || ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Answers `/` and `/market` with index.html and the market's first screen in it. The page's body now
 * changes with the data, so its ETag is a hash of what is sent (one per encoding, as the static files'):
 * `no-cache` revalidation still answers 304 while nothing changed, and a new page as soon as anything did.
 * Each language's page is drawn at most once per `cacheMs`, and compressed only when it changed; the page
 * holds only what a guest sees (the same for everyone), and it varies with Accept-Language and
 * Accept-Encoding.
 * Without the built first screen, or a data source, or when reading the data fails, it sends nothing
 * and the caller sends the plain page: the application draws the market as before.
 */
export class FirstScreenPages {
  private readonly pages: TtlCache<DrawnPage | null>;
  /** the last page of each language: drawn again the same, it keeps its encodings */
  private readonly lastDrawn = new Map<Locale, DrawnPage>();

  constructor(
    private readonly root: string,
    private readonly source: FirstScreenSource | undefined,
    private readonly cacheControl: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.pages = new TtlCache(source?.cacheMs ?? 0, 4);
  }

  /**
   * Sends the page with its first screen; false when it has none to send (the caller sends the plain page).
   * (A boolean, not the reply: a reply is a thenable, which an async function would wait for.)
   */
  async send(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (!this.source) return false;
    let page: DrawnPage | null;
    try {
      page = await this.pages.get(request.locale, () => this.draw(request.locale));
    } catch (error) {
      this.log.warn({ err: error }, 'market first screen not drawn: the page goes without it');
      return false;
    }
    const query = new URLSearchParams(request.url.split('?')[1] ?? '');
    if (!page || page.listingParams.some((name) => query.has(name))) return false;
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    const etag = `"${page.hash}${encoding === 'identity' ? '' : `-${encoding}`}"`;
    reply
      .header('cache-control', this.cacheControl)
      .header('vary', 'accept-encoding, accept-language')
      .header('etag', etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) {
      reply.code(304).send();
      return true;
    }
    const body = await page.body(encoding);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    reply.type('text/html; charset=utf-8').send(body);
    return true;
  }

  private async draw(locale: Locale): Promise<DrawnPage | null> {
    const screen = await this.readScreen();
    if (!screen || !this.source) return null;
    const [index, data] = await Promise.all([
      readFile(path.join(this.root, 'index.html'), 'utf8'),
      this.source.read(screen.listing),
    ]);
    const drawn = renderMarketFirstScreen(screen.markup[locale], data, {
      locale,
      demo: this.source.demo,
      eagerImages: screen.eagerImages,
    });
    const page = new DrawnPage(Buffer.from(pageWithFirstScreen(index, drawn, locale)), screen.listingParams);
    const last = this.lastDrawn.get(locale);
    if (last?.hash === page.hash) return last;
    this.lastDrawn.set(locale, page);
    return page;
  }

  /** The built first screen, read with each drawing (a new build while the server runs is picked up). */
  private async readScreen(): Promise<MarketFirstScreen | null> {
    try {
      return JSON.parse(await readFile(path.join(this.root, FIRST_SCREEN_FILE), 'utf8')) as MarketFirstScreen;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }
}
