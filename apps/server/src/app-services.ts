import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { currentPddPage } from './http/pdd-page-context.ts';
import type { Clock } from './lib/clock.ts';
import { DependencyState } from './lib/dependency-state.ts';
import type { ModuleEdges } from './lib/module-entry.ts';
import { keyedHash, loadSecretKey } from './lib/secrets.ts';
import { createCart } from './modules/cart/index.ts';
import { createCatalogue } from './modules/catalogue/index.ts';
import { createCollect } from './modules/collect/index.ts';
import { createIdentity } from './modules/identity/index.ts';
import { createListings } from './modules/listings/index.ts';
import { createMessages } from './modules/messages/index.ts';
import { createOrders, ordersPurchaseHistory } from './modules/orders/index.ts';
import { createPublishing, readPublishingFacts } from './modules/publishing/index.ts';
import { createSharing } from './modules/sharing/index.ts';
import { createShops, expiringShopAuthorisations } from './modules/shops/index.ts';
import { createTemplates } from './modules/templates/index.ts';
import {
  inProcessSandboxFetch,
  PlatformConnectors,
  SANDBOX_PREFIX,
} from './providers/platforms/platform-connectors.ts';
import { createOutsideProviders } from './providers/providers.ts';
import { LocalImageStorage } from './providers/storage/image-storage.ts';
import { LocalRealtimeBus, PostgresRealtimeBus, RealtimeHub } from './realtime/realtime-hub.ts';

/**
 * The composition root: the outside systems, then every module from its entry (`modules/<m>/index.ts`) in
 * the order they depend on each other. A module reads another's tables only through a read port the
 * other's entry offers (`ordersPurchaseHistory`, `expiringShopAuthorisations`, `readPublishingFacts`), so no
 * module waits for one built after it.
 */
export function createServices(
  config: Config,
  database: Database,
  clock: Clock,
  log: FastifyBaseLogger,
  /** the server itself, for the in-process sandbox (available once built) */
  self: () => FastifyInstance,
  databaseState: DependencyState = new DependencyState('database', log),
) {
  const { db } = database;
  const { publicUrl } = config;
  // what this instance knows of its dependencies, each logged once when it goes and once when it returns
  const dependencies = {
    database: databaseState,
    realtime: new DependencyState('realtime listener', log),
    searchIndex: new DependencyState('search index refresh', log),
  };
  const secretKey = loadSecretKey(config.dataDir, config.secretKey);
  const hub = new RealtimeHub(
    database.connectionString
      ? new PostgresRealtimeBus(database.connectionString, dependencies.realtime)
      : new LocalRealtimeBus(),
  );

  // the outside systems: real, or played locally in demo mode
  const wechatMpToken = config.wechatMpToken ?? keyedHash(secretKey, 'wechat-mp-callback-token');
  const outside = createOutsideProviders({
    config,
    db,
    clock,
    log,
    hub,
    wechatMpToken,
    miniProgramSandboxSecret: keyedHash(secretKey, 'wechat-mini-program-sandbox-secret'),
    self,
  });
  const sandbox = config.platformSandbox;
  const inProcessSandbox = sandbox.kind === 'in-process';
  const platforms = new PlatformConnectors(
    sandbox.kind === 'url'
      ? { apiBaseUrl: sandbox.url, now: () => clock.now() }
      : {
          apiBaseUrl: `http://sandbox.internal${SANDBOX_PREFIX}`,
          browserBaseUrl: () => `${publicUrl}${SANDBOX_PREFIX}`,
          fetch: inProcessSandboxFetch(self),
          now: () => clock.now(),
        },
  );
  // a logo or a licence must be an image the tenant uploaded
  const storage = new LocalImageStorage(db, config.dataDir);

  const catalogue = createCatalogue({
    db,
    clock,
    log,
    marketCacheMs: config.marketCacheMs,
    searchIndex: config.searchIndex,
    searchIndexHealth: dependencies.searchIndex,
    alibaba: {
      source: platforms.alibabaOfferSource() ?? null,
      sync: config.alibabaSync,
      // the in-process sandbox's images are served by this server: stored as paths, like ours
      imageUrl: inProcessSandbox
        ? (url) => {
            const { pathname } = new URL(url, 'http://sandbox.internal');
            return pathname.startsWith(`${SANDBOX_PREFIX}/`) ? pathname : url;
          }
        : undefined,
    },
    purchaseHistory: ordersPurchaseHistory(db),
  });
  const messages = createMessages({
    db,
    clock,
    log,
    hub,
    officialAccount: outside.officialAccount,
    wechatCallback: { token: wechatMpToken, encodingAesKey: config.wechatMpEncodingAesKey },
    onLoginScan: (sceneKey, openId) => outside.wechat.confirmByEvent(sceneKey, openId),
    expiringAuthorisations: expiringShopAuthorisations(db),
  });
  const identity = createIdentity({
    db,
    clock,
    log,
    secretKey,
    publicUrl,
    mode: config.mode,
    client: { id: config.clientId, secret: config.clientSecret },
    accessTokenSeconds: config.accessTokenSeconds,
    abuseLimits: config.abuseLimits,
    smsProvider: outside.sms,
    storage,
    wechat: outside.wechat,
    invitations: catalogue.invitations,
    follows: messages.follows,
  });
  const publishingFacts = readPublishingFacts(db);
  const shops = createShops({
    db,
    clock,
    hub,
    platforms,
    secretKey,
    publicUrl,
    tokens: identity.tokens,
    pddPageOf: currentPddPage,
    // the publish dialog's shop cards: publish counts, and one good's channels and black list
    listingFacts: { ...publishingFacts, ...catalogue.shopCardFacts },
  });
  const templates = createTemplates({ db, clock, shopSessions: shops.shopAccess, shopGroups: shops.shops });
  const publishing = createPublishing({
    log,
    database,
    now: () => clock.now(),
    hub,
    notifications: messages.notifications,
    shopAccess: shops.shopAccess,
    templates: templates.templates,
    categoryTrees: templates.templateLookups,
    goods: catalogue.goods,
    publishSources: catalogue.publishSources,
    hasBoundPhone: (user) => identity.accounts.hasBoundPhone(user.userId),
    assetUrl: (path) => (/^https?:\/\//.test(path) ? path : `${publicUrl}${path}`),
  });
  const cart = createCart({
    db,
    clock,
    log,
    goodsTrade: catalogue.goodsTrade,
    notifications: messages.notifications,
    publishedListings: {
      heldGoodsIds: publishingFacts.listedGoodsIds,
      holding: publishingFacts.listingHolders,
    },
  });
  const collect = createCollect({ db, goodsTrade: catalogue.goodsTrade });
  const orders = createOrders({
    db,
    clock,
    log,
    hub,
    goodsTrade: catalogue.goodsTrade,
    cart: cart.cart,
    notifications: messages.notifications,
    goodsSourceExceptions: cart.goodsSourceExceptions,
    paymentProvider: outside.payment,
    protocolPay: shops.buyerApps,
  });
  const listings = createListings({
    db,
    clock,
    log,
    shopSessions: shops.shopAccess,
    platformLanes: publishing.engine.limiter,
    notifications: messages.notifications,
  });
  const sharing = createSharing({
    db,
    clock,
    log,
    publicUrl,
    accounts: identity.accounts,
    miniProgram: outside.miniProgram,
    miniProgramPage: { page: config.wechatMini.page, envVersion: config.wechatMini.envVersion },
  });

  /** every module's routes and workers, in the order they were built */
  const modules: Record<string, ModuleEdges> = {
    catalogue,
    messages,
    identity,
    shops,
    templates,
    publishing,
    cart,
    collect,
    orders,
    sharing,
    listings,
  };

  return {
    modules,
    dependencies,
    clock,
    hub,
    storage,
    platforms,
    wechat: outside.wechat,
    smsProvider: outside.sms,
    paymentProvider: outside.payment,
    officialAccount: outside.officialAccount,
    /** the demo stand-ins and their pages (null in production) */
    standIns: outside.standIns,
    platformSandbox: outside.standIns?.platformSandbox ?? null,
    // each module's services by name, as the tests, the server and the stand-ins reach them
    ...pick(
      catalogue,
      'goodsRepository',
      'searchIndex',
      'goods',
      'market',
      'goodsTrade',
      'invitations',
      'alibabaOffers',
    ),
    ...pick(messages, 'messageSwitches', 'follows', 'notifications', 'miniSubscribe', 'appExpiryReminders'),
    ...pick(identity, 'tokens', 'tickets', 'captcha', 'sms', 'accounts', 'login', 'qualifications'),
    ...pick(
      shops,
      'shopRepository',
      'shopAccess',
      'shops',
      'buyerApps',
      'shopAuthorization',
      'offlineShops',
      'pddPageCodes',
    ),
    ...pick(templates, 'templates', 'templateLookups'),
    publishing,
    ...pick(cart, 'cart', 'distributionList', 'goodsSourceExceptions'),
    ...pick(collect, 'collect'),
    ...pick(orders, 'regions', 'addresses', 'orders', 'payments', 'purchaseOrders'),
    ...pick(sharing, 'sharing', 'miniProgramQr'),
    ...pick(listings, 'listings', 'syncFanOut', 'syncRunner', 'syncDigest'),
  };
}

function pick<T, K extends keyof T>(source: T, ...keys: K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, source[key]])) as Pick<T, K>;
}

export type AppServices = ReturnType<typeof createServices>;
