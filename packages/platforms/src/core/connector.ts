import type { FetchLike } from './http-client.ts';
import type { ListingDraft, PublishedListing, PublishResult } from './listing-draft.ts';
import type { RateLimiter } from './rate-limiter.ts';

/** What an authorisation grants: the goods (publishing) app, the order app, or the 1688 buyer account. */
export type AuthModule = 'goods' | 'order' | 'buy';

export interface AppCredentials {
  appKey: string;
  appSecret: string;
  /** kuaishou signs with a secret of its own */
  signSecret?: string;
  /** doudian: the app's service in the service market (the consent link's `service_id`); defaults to appKey */
  serviceId?: string;
}

export interface ConnectorOptions {
  /** the platform API's base, e.g. http://localhost:3000/sandbox/pdd (or the real host) */
  baseUrl: string;
  /** where the consent page lives when the platform serves it from another host; defaults to baseUrl */
  authorizeBaseUrl?: string;
  /**
   * where the server reaches the platform's OAuth token endpoint when it is not on the API host (taobao:
   * https://oauth.taobao.com, the API being https://eco.taobao.com); defaults to baseUrl
   */
  oauthBaseUrl?: string;
  app: AppCredentials;
  fetch?: FetchLike;
  /** shared between connectors to respect each (station, app) lane's QPS; one per connector by default */
  limiter?: RateLimiter;
  timeoutMs?: number;
  now?: () => Date;
}

/** What a call on behalf of a shop needs: its token, and for fanmeng the shop's own API and app. */
export interface ShopAccess {
  accessToken: string;
  shopId: string;
  /** fanmeng: the interface address the shop gave */
  apiUrl?: string;
  /** fanmeng: the shop's own App ID and secret */
  app?: AppCredentials;
  /** the page of ours the call is made for, as the platform's front-end risk plugin knows it (pdd) */
  page?: PlatformPage;
}

/**
 * What pdd asks an ISV to send on the calls a page of its own makes (开平ISV前端插件检测): the page code
 * `pdd.cloud.isv.page.code` gave for the page, and the "pati" pdd's detection plugin made in the
 * browser. Forwarded as the X-PDD-PageCode / X-PDD-Pati headers; either may be missing.
 */
export interface PlatformPage {
  pageCode?: string;
  pati?: string;
}

/** What `pdd.cloud.isv.page.code` needs besides the shop: the page's address and our user's id. */
export interface PageCodeInput {
  /** the page's absolute URL (its HTTP referer) */
  pageUrl: string;
  /** the merchant user in our own accounts */
  userId: string;
}

export interface TokenGrant {
  accessToken: string;
  accessTokenExpiresAt: Date;
  /** null where the platform has no refresh (WeChat, qunjielong, fanmeng: fetch a new token instead) */
  refreshToken: string | null;
  refreshTokenExpiresAt: Date | null;
  shopId: string;
  shopName: string;
  /** when the shop's order of our app ends, when the platform reports it */
  authorizationExpiresAt: Date | null;
  modules: AuthModule[];
}

export interface AuthorizeUrlInput {
  state: string;
  redirectUri: string;
  /** omitted for stations whose authorisation covers both apps (1688 and pdd) */
  module?: AuthModule;
}

/** Authorisation without a consent redirect, as the bind-shop modal collects it. */
export type CodeAuthorization =
  | { kind: 'shopName'; shopName: string }
  | { kind: 'code'; code: string }
  | { kind: 'appCredentials'; shopName: string; appId: string; appSecret: string; apiUrl: string };

export type AuthorizationKind = 'oauth' | CodeAuthorization['kind'];

export interface CategoryNode {
  cId: string;
  name: string;
  isLeaf: boolean;
  /** 1 for a top-level category */
  level: number;
  /** ancestor ids, root first */
  parents: string[];
}

export interface CategoryParent {
  cId: string;
  parents: string[];
}

export interface TemplateOption {
  id: string;
  name: string;
}

export interface BrandOption {
  brandId: string;
  nameCn: string;
  nameEn: string;
}

export interface Page<T> {
  items: T[];
  total: number;
}

export interface BrandQuery {
  categoryId: string;
  query?: string;
  /** 1-based */
  page: number;
  pageSize: number;
}

export interface PagingQuery {
  page: number;
  pageSize: number;
}

export interface PublishInput {
  draft: ListingDraft;
  /**
   * derived from the publish detail row and written into the platform's merchant-code field
   * (`out_goods_id`, `outer_id`, `outer_product_id`, `relItemId`...): no platform refuses a second
   * create with the same code, so after an ambiguous outcome the engine looks the listing up by it
   * (`findByMerchantCode`) before creating again
   */
  merchantCode: string;
}

/**
 * Which SKU of a published listing an update means: the platform's SKU id, or our SKU id that the draft
 * sent as the SKU's outer (merchant) code. The platform SKU id wins when both are given.
 */
export interface SkuAddress {
  outerSkuId?: string;
  platformSkuId?: string;
  /** the SKU's place (from 0) among the listing's SKUs as published: for platforms that keep no code of ours */
  position?: number;
}

export interface StockUpdateInput {
  listingId: string;
  /** absolute quantities; 0 allowed */
  skus: (SkuAddress & { stock: number })[];
}

export interface PriceUpdateInput {
  listingId: string;
  /** sale prices in fen; `groupPriceFen` is pdd's group (拼单) price, below the single-buy `priceFen` */
  skus: (SkuAddress & { priceFen: number; groupPriceFen?: number })[];
}

export interface ShelfInput {
  listingId: string;
  /** false: off sale, to the warehouse (下架); true: back on sale (上架) */
  onSale: boolean;
}

/** The bound API of one platform handed to a connector's operations. */
export interface PlatformApi {
  readonly station: number;
  readonly options: ResolvedConnectorOptions;
  /** one signed, rate-limited call; answers the platform's payload or throws a classified PlatformError */
  call(method: string, params: Record<string, unknown>, context?: CallContext): Promise<unknown>;
  now(): Date;
}

export interface CallContext {
  shop?: ShopAccess;
  /** a call made before there is a shop token (code exchange, refresh) */
  anonymous?: boolean;
}

export type ResolvedConnectorOptions = Required<Omit<ConnectorOptions, 'authorizeBaseUrl' | 'oauthBaseUrl'>> & {
  authorizeBaseUrl: string;
  oauthBaseUrl: string;
};

/** Turns one call into an HTTP exchange in the platform's shape and its answer back into data. */
export interface Transport {
  call(
    api: { station: number; options: ResolvedConnectorOptions; now(): Date },
    method: string,
    params: Record<string, unknown>,
    context: CallContext,
  ): Promise<unknown>;
}

/** The operations a platform offers; each is a small function of the bound API. */
export interface ConnectorOperations {
  authorizeUrl?(api: PlatformApi, input: AuthorizeUrlInput): string;
  exchangeCode?(api: PlatformApi, input: { code: string; redirectUri: string }): Promise<TokenGrant>;
  refreshToken?(api: PlatformApi, refreshToken: string): Promise<TokenGrant>;
  authorizeWithCode?(api: PlatformApi, input: CodeAuthorization): Promise<TokenGrant & Partial<ShopAccess>>;
  listCategories?(api: PlatformApi, shop: ShopAccess, parent: CategoryParent | null): Promise<CategoryNode[]>;
  listFreightTemplates?(api: PlatformApi, shop: ShopAccess, paging: PagingQuery): Promise<Page<TemplateOption>>;
  listLogisticsPlans?(api: PlatformApi, shop: ShopAccess): Promise<TemplateOption[]>;
  listBrands?(api: PlatformApi, shop: ShopAccess, query: BrandQuery): Promise<Page<BrandOption>>;
  publish(api: PlatformApi, shop: ShopAccess, input: PublishInput): Promise<PublishResult>;
  getListing(api: PlatformApi, shop: ShopAccess, listingId: string): Promise<PublishedListing | null>;
  /**
   * The shop's listing whose merchant code is `merchantCode`, through the platform's own search of the
   * shop's goods by that code, or null when it has none.
   */
  findByMerchantCode?(api: PlatformApi, shop: ShopAccess, merchantCode: string): Promise<PublishedListing | null>;
  /** sets each named SKU's stock (absolute), through the platform's own stock call */
  updateStock?(api: PlatformApi, shop: ShopAccess, input: StockUpdateInput): Promise<void>;
  /** sets each named SKU's sale price, through the platform's own price call */
  updatePrice?(api: PlatformApi, shop: ShopAccess, input: PriceUpdateInput): Promise<void>;
  /** takes the listing off sale (下架) or puts it back on sale (上架) */
  setShelf?(api: PlatformApi, shop: ShopAccess, input: ShelfInput): Promise<void>;
  /** the code the platform's front-end risk plugin is started with on a page showing the shop's data (pdd) */
  pageCode?(api: PlatformApi, shop: ShopAccess, input: PageCodeInput): Promise<string>;
}

export interface ConnectorDefinition {
  station: number;
  /** how a shop authorises: the consent redirect, or a code / shop name / app credentials typed in */
  authorization: AuthorizationKind;
  /** what the platform calls its freight templates, for labels */
  freightTemplateKind: 'freight' | 'express' | 'carriage' | 'delivery' | 'transport' | null;
  /**
   * a listing's public page on the platform's web host, `{id}` standing for the listing id (the platform
   * record's outside goods URL, doc 1 §3); null where goods open only inside the platform's apps
   */
  goodsPage: string | null;
  /** the platform's limits the connector adapts a draft to (and the sandbox enforces) */
  limits: { titleMax: number; imagesMax: number; detailImagesMax: number };
  transport: Transport;
  operations: ConnectorOperations;
}

type Bound<F> = F extends (api: PlatformApi, ...args: infer A) => infer R ? (...args: A) => R : never;
type BoundOperations = { [K in keyof ConnectorOperations]: Bound<NonNullable<ConnectorOperations[K]>> };

/** the optional operations; `publish` and `getListing` every connector has */
export type Capability = Exclude<keyof ConnectorOperations, 'publish' | 'getListing'>;

/**
 * A connector bound to its options: `publish` and `getListing` always, each optional operation when
 * the platform offers it (check with `has` or by the method's presence).
 */
export type PlatformConnector = {
  readonly station: number;
  readonly name: string;
  readonly label: string;
  readonly definition: ConnectorDefinition;
  readonly capabilities: readonly Capability[];
  has(capability: Capability): boolean;
} & Partial<Pick<BoundOperations, Capability>> &
  Pick<BoundOperations, 'publish' | 'getListing'>;

export interface ConnectorFactory {
  readonly station: number;
  readonly definition: ConnectorDefinition;
  create(options: ConnectorOptions): PlatformConnector;
}
