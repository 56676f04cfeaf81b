import { findStation, StationType } from '@puhuo/domain';
import {
  type AlibabaOfferSource,
  type AppCredentials,
  type AuthorizeUrlInput,
  type ConnectorOptions,
  connectorFor,
  createAlibabaBuyer,
  createAlibabaOfferSource,
  createInjectFetch,
  ourQpsOf,
  type PlatformConnector,
  SANDBOX_APPS,
  type SandboxPlatformName,
  TokenBucketLimiter,
} from '@puhuo/platforms';
import type { FastifyInstance } from 'fastify';

/** the fetch a connector takes (ConnectorOptions.fetch) */
type FetchLike = typeof fetch;
type AlibabaBuyer = ReturnType<typeof createAlibabaBuyer>;

/** Where the in-process sandbox of the platforms' open APIs is mounted on our server. */
export const SANDBOX_PREFIX = '/sandbox';

export interface PlatformConnectorsOptions {
  /** the platforms' APIs as the server reaches them: `${apiBaseUrl}/${station name}` */
  apiBaseUrl: string;
  /** the consent pages as the user's browser reaches them; by default the request's own origin + prefix */
  browserBaseUrl?: (requestOrigin: string) => string;
  fetch?: FetchLike;
  /** our app per platform (the sandbox's apps by default) */
  apps?: Partial<Record<string, AppCredentials>>;
  now: () => Date;
}

/**
 * One connector per station, bound to where the platforms live and to our app on each, sharing one
 * rate limiter. Consent URLs are built for the address the user's browser reaches.
 */
export class PlatformConnectors {
  private readonly limiter = new TokenBucketLimiter((lane) => ourQpsOf(lane.station));
  private readonly connectors = new Map<number, PlatformConnector>();
  private buyer: AlibabaBuyer | undefined;
  private offerSource: AlibabaOfferSource | undefined;

  constructor(private readonly options: PlatformConnectorsOptions) {}

  /** the station's connector, or undefined for an unknown, offline or not yet connected station */
  connector(station: number): PlatformConnector | undefined {
    const cached = this.connectors.get(station);
    if (cached) return cached;
    const created = this.create(station, this.options.apiBaseUrl);
    if (created) this.connectors.set(station, created);
    return created;
  }

  /** the platform's consent page for this authorisation, as the user's browser reaches it */
  authorizeUrl(station: number, input: AuthorizeUrlInput, requestOrigin: string): string | undefined {
    const base = this.options.browserBaseUrl?.(requestOrigin) ?? this.options.apiBaseUrl;
    return this.create(station, this.options.apiBaseUrl, base)?.authorizeUrl?.(input);
  }

  /** the 1688 buyer side (password-free payment) */
  alibabaBuyer(): AlibabaBuyer | undefined {
    if (this.buyer) return this.buyer;
    const options = this.optionsFor(StationType.Alibaba, this.options.apiBaseUrl);
    this.buyer = options ? createAlibabaBuyer(options) : undefined;
    return this.buyer;
  }

  /** the 1688 offer selection (offer list and detail), under our 1688 app and the shared rate limit */
  alibabaOfferSource(): AlibabaOfferSource | undefined {
    if (this.offerSource) return this.offerSource;
    const options = this.optionsFor(StationType.Alibaba, this.options.apiBaseUrl);
    this.offerSource = options
      ? createAlibabaOfferSource({
          appKey: options.app.appKey,
          appSecret: options.app.appSecret,
          baseUrl: options.baseUrl,
          fetch: options.fetch,
          limiter: this.limiter,
        })
      : undefined;
    return this.offerSource;
  }

  /** a page of the platform for the user's browser (code pages, the password-free payment page) */
  pageUrl(station: number, page: string, requestOrigin: string): string | null {
    const name = findStation(station)?.name;
    if (!name) return null;
    const base = this.options.browserBaseUrl?.(requestOrigin) ?? this.options.apiBaseUrl;
    return `${base}/${name}${page}`;
  }

  private optionsFor(station: number, apiBase: string, authorizeBase?: string): ConnectorOptions | undefined {
    const name = findStation(station)?.name;
    if (!name) return undefined;
    const app = this.options.apps?.[name] ?? SANDBOX_APPS[name as SandboxPlatformName];
    if (!app) return undefined;
    return {
      baseUrl: `${apiBase}/${name}`,
      authorizeBaseUrl: authorizeBase ? `${authorizeBase}/${name}` : undefined,
      app,
      fetch: this.options.fetch,
      limiter: this.limiter,
      now: this.options.now,
    };
  }

  private create(station: number, apiBase: string, authorizeBase?: string): PlatformConnector | undefined {
    const factory = connectorFor(station);
    const options = this.optionsFor(station, apiBase, authorizeBase);
    return factory && options ? factory.create(options) : undefined;
  }
}

/**
 * The in-process sandbox's fetch (requests handed to the server itself through `inject`), refusing any
 * address outside the sandbox as a network failure, so that a user-typed interface address (fanmeng)
 * cannot make the server call elsewhere.
 */
export function inProcessSandboxFetch(app: () => FastifyInstance): FetchLike {
  let inject: FetchLike | null = null;
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    if (!url.pathname.startsWith(`${SANDBOX_PREFIX}/`)) throw new TypeError('fetch failed');
    inject ??= createInjectFetch(app());
    return inject(url, init);
  }) as FetchLike;
}
