import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { currentPddPage } from './http/pdd-page-context.ts';
import type { Clock } from './lib/clock.ts';
import { DependencyState } from './lib/dependency-state.ts';
import { SecretBox } from './lib/secret-box.ts';
import { keyedHash, loadSecretKey } from './lib/secrets.ts';
import { CartRepository } from './modules/cart/cart.repository.ts';
import { CartService } from './modules/cart/cart.service.ts';
import { DistributionListRepository } from './modules/cart/distribution-list.repository.ts';
import { DistributionListService } from './modules/cart/distribution-list.service.ts';
import { GoodsSourceExceptionService } from './modules/cart/goods-source-exception.service.ts';
import { AlibabaOfferRepository } from './modules/catalogue/alibaba-offer.repository.ts';
import { AlibabaOfferSyncService } from './modules/catalogue/alibaba-offer-sync.service.ts';
import { GoodsRepository } from './modules/catalogue/goods.repository.ts';
import { GoodsService } from './modules/catalogue/goods.service.ts';
import { GoodsSearchIndex } from './modules/catalogue/goods-search-index.ts';
import { GoodsTradeRepository } from './modules/catalogue/goods-trade.repository.ts';
import { GoodsTradeService } from './modules/catalogue/goods-trade.service.ts';
import { MarketRepository } from './modules/catalogue/market.repository.ts';
import { MarketService } from './modules/catalogue/market.service.ts';
import { SupplierInvitationService } from './modules/catalogue/supplier-invitation.service.ts';
import { CollectRepository } from './modules/collect/collect.repository.ts';
import { CollectService } from './modules/collect/collect.service.ts';
import { AccessTokenRepository } from './modules/identity/access-token.repository.ts';
import { AccessTokenService } from './modules/identity/access-token.service.ts';
import { AccountService } from './modules/identity/account.service.ts';
import { AuthTicketRepository } from './modules/identity/auth-ticket.repository.ts';
import { AuthTicketService } from './modules/identity/auth-ticket.service.ts';
import { LoginService } from './modules/identity/login.service.ts';
import { LoginAttemptRepository } from './modules/identity/login-attempt.repository.ts';
import { QualificationRepository } from './modules/identity/qualification.repository.ts';
import { QualificationService } from './modules/identity/qualification.service.ts';
import { SlideCaptchaRepository } from './modules/identity/slide-captcha.repository.ts';
import { SlideCaptchaService } from './modules/identity/slide-captcha.service.ts';
import { SmsService } from './modules/identity/sms.service.ts';
import { SmsCodeRepository } from './modules/identity/sms-code.repository.ts';
import { TenantRepository } from './modules/identity/tenant.repository.ts';
import { UserRepository } from './modules/identity/user.repository.ts';
import { WechatLoginScanRepository } from './modules/identity/wechat-login-scan.repository.ts';
import { AppExpiryReminderService } from './modules/messages/app-expiry-reminder.service.ts';
import { MessageSwitchRepository } from './modules/messages/message-switch.repository.ts';
import { MessageSwitchService } from './modules/messages/message-switch.service.ts';
import { MiniSubscribeRepository } from './modules/messages/mini-subscribe.repository.ts';
import { MiniSubscribeService } from './modules/messages/mini-subscribe.service.ts';
import { NotificationRepository } from './modules/messages/notification.repository.ts';
import { NotificationService } from './modules/messages/notification.service.ts';
import { OfficialAccountRepository } from './modules/messages/official-account.repository.ts';
import { OfficialAccountFollowService } from './modules/messages/official-account-follow.service.ts';
import { AddressRepository } from './modules/orders/address.repository.ts';
import { AddressService } from './modules/orders/address.service.ts';
import { OrdersRepository } from './modules/orders/orders.repository.ts';
import { OrderService } from './modules/orders/orders.service.ts';
import { PaymentService } from './modules/orders/payment.service.ts';
import { OrdersPurchaseHistory } from './modules/orders/purchase-history.repository.ts';
import { RegionService } from './modules/orders/regions/region.service.ts';
import { createPublishing } from './modules/publishing/publishing.module.ts';
import { MiniProgramQrService } from './modules/sharing/mini-program-qr.service.ts';
import { SharingService } from './modules/sharing/sharing.service.ts';
import { ShortUrlRepository } from './modules/sharing/short-url.repository.ts';
import { BuyerAppService } from './modules/shops/buyer-app.service.ts';
import { ExpiringShopAuthorisations } from './modules/shops/expiring-shop-authorisations.source.ts';
import { OauthStateSigner } from './modules/shops/oauth-state.ts';
import { OfflineShopRepository } from './modules/shops/offline-shop.repository.ts';
import { OfflineShopService } from './modules/shops/offline-shop.service.ts';
import { PddPageCodeService } from './modules/shops/pdd-page-code.service.ts';
import { inProcessSandboxFetch, PlatformConnectors, SANDBOX_PREFIX } from './modules/shops/platform-connectors.ts';
import { ShopRepository } from './modules/shops/shop.repository.ts';
import { ShopService } from './modules/shops/shop.service.ts';
import { ShopAccessService } from './modules/shops/shop-access.service.ts';
import { ShopAuthorizationService } from './modules/shops/shop-authorization.service.ts';
import { PlatformCategoryRepository } from './modules/templates/platform-category.repository.ts';
import { PublishTemplateRepository } from './modules/templates/publish-template.repository.ts';
import { PublishTemplateService } from './modules/templates/publish-template.service.ts';
import { TemplateLookupService } from './modules/templates/template-lookup.service.ts';
import { createOutsideProviders } from './providers/providers.ts';
import { LocalImageStorage } from './providers/storage/image-storage.ts';
import { LocalRealtimeBus, PostgresRealtimeBus, RealtimeHub } from './realtime/realtime-hub.ts';

/** Every service of the app, built once from its dependencies (the composition root). */
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
  const tokens = new AccessTokenService(new AccessTokenRepository(db), clock, config.accessTokenSeconds);
  const tickets = new AuthTicketService(new AuthTicketRepository(db), clock);
  const captcha = new SlideCaptchaService(new SlideCaptchaRepository(db), clock);
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
  const { wechat, officialAccount } = outside;
  const smsProvider = outside.sms;
  const sms = new SmsService(new SmsCodeRepository(db), smsProvider, clock, secretKey, log, config.abuseLimits);
  const invitations = new SupplierInvitationService(db);
  // a logo or a licence must be an image the tenant uploaded
  const storage = new LocalImageStorage(db, config.dataDir);
  const userRepository = new UserRepository(db);
  const loginAttemptRepository = new LoginAttemptRepository(db);
  const qualifications = new QualificationService(new QualificationRepository(db), storage, clock);
  const offlineShops = new OfflineShopService(new OfflineShopRepository(db), clock);
  const accounts = new AccountService(
    userRepository,
    new TenantRepository(db),
    loginAttemptRepository,
    storage,
    sms,
    tickets,
    invitations,
  );
  const goodsRepository = new GoodsRepository(db);
  const goodsTrade = new GoodsTradeService(new GoodsTradeRepository(db, goodsRepository));
  const cart = new CartService(new CartRepository(db), goodsTrade);
  const distributionListRepository = new DistributionListRepository(db);
  const regions = new RegionService();
  const addresses = new AddressService(new AddressRepository(db), regions);
  const ordersRepository = new OrdersRepository(db);
  const paymentProvider = outside.payment;
  const messageSwitches = new MessageSwitchService(new MessageSwitchRepository(db), clock);
  const follows = new OfficialAccountFollowService(
    new OfficialAccountRepository(db),
    officialAccount,
    hub,
    clock,
    { token: wechatMpToken, encodingAesKey: config.wechatMpEncodingAesKey },
    (sceneKey, openId) => wechat.confirmByEvent(sceneKey, openId),
  );
  const notifications = new NotificationService(
    new NotificationRepository(db),
    messageSwitches,
    follows,
    officialAccount,
    hub,
    clock,
    log,
  );
  const goodsSourceExceptions = new GoodsSourceExceptionService(
    [
      {
        where: 'distributionList',
        heldGoodsIds: (after, limit) => distributionListRepository.heldGoodsIds(after, limit),
        holding: (goodsIds) => distributionListRepository.holding(goodsIds),
      },
      {
        where: 'published',
        // the publishing module is built below; its listings are read when a sweep runs
        heldGoodsIds: (after, limit) => publishing.repository.listedGoodsIds(after, limit),
        holding: (goodsIds) => publishing.repository.listingHolders(goodsIds),
      },
    ],
    goodsTrade,
    notifications,
    clock,
    log,
  );
  const platformSandbox = outside.standIns?.platformSandbox ?? null;
  const platforms = new PlatformConnectors(
    config.platformSandbox.kind === 'url'
      ? { apiBaseUrl: config.platformSandbox.url, now: () => clock.now() }
      : {
          apiBaseUrl: `http://sandbox.internal${SANDBOX_PREFIX}`,
          browserBaseUrl: () => `${config.publicUrl}${SANDBOX_PREFIX}`,
          fetch: inProcessSandboxFetch(self),
          now: () => clock.now(),
        },
  );
  const shopRepository = new ShopRepository(db);
  const shopSecrets = new SecretBox(secretKey, 'shop-secrets');
  const shopAccess = new ShopAccessService(shopRepository, platforms, shopSecrets, clock, currentPddPage);
  const templateLookups = new TemplateLookupService(new PlatformCategoryRepository(db), clock);
  const shops = new ShopService(shopRepository, platforms, clock);
  const buyerApps = new BuyerAppService(shopRepository, platforms, shopSecrets, clock);
  const marketRepository = new MarketRepository(db);
  // 最近采购 comes from the tenant's own orders, which the orders module answers
  const market = new MarketService(goodsRepository, marketRepository, clock, new OrdersPurchaseHistory(db));
  const searchIndex = config.searchIndex.enabled
    ? new GoodsSearchIndex(goodsRepository, {
        refreshMs: config.searchIndex.refreshMs,
        onRefreshError: (error) => dependencies.searchIndex.failed(error),
        onRefreshed: () => dependencies.searchIndex.recovered(),
      })
    : null;
  const goods = new GoodsService(goodsRepository, {
    cacheMs: config.marketCacheMs,
    searchIndex: searchIndex ?? undefined,
  });
  const alibabaOfferSource = platforms.alibabaOfferSource();
  const alibabaOffers = alibabaOfferSource
    ? new AlibabaOfferSyncService(
        alibabaOfferSource,
        new AlibabaOfferRepository(db),
        goodsRepository,
        clock,
        log,
        {
          pageSize: 50,
          pages: config.alibabaSync.pages,
          detailTtlMs: config.alibabaSync.detailTtlMs,
          recheckLimit: config.alibabaSync.recheckLimit,
          // the in-process sandbox's images are served by this server: stored as paths, like ours
          imageUrl:
            config.platformSandbox.kind === 'in-process'
              ? (url) => {
                  const { pathname } = new URL(url, 'http://sandbox.internal');
                  return pathname.startsWith(`${SANDBOX_PREFIX}/`) ? pathname : url;
                }
              : undefined,
        },
        () => goods.forgetAnswers(),
      )
    : null;
  const templates = new PublishTemplateService(
    shopAccess,
    shops,
    new PublishTemplateRepository(db),
    templateLookups,
    clock,
  );
  const publishing = createPublishing({
    log,
    database,
    now: () => clock.now(),
    hub,
    notifications,
    shopAccess,
    templates,
    categoryTrees: templateLookups,
    goods,
    goodsRepository,
    marketRepository,
    hasBoundPhone: (user) => accounts.hasBoundPhone(user.userId),
    assetUrl: (path) => (/^https?:\/\//.test(path) ? path : `${config.publicUrl}${path}`),
  });
  // the publish dialog's shop cards (GET /api/shop/good): publish counts from the publishing module, the
  // one good's sales channels and its supplier's black list from the catalogue, as its own calls answer them
  shops.useListingFacts({
    ...publishing.listingFacts,
    allowedStations: async (tenantId, goodsId) =>
      (await market.salesChannels([goodsId], tenantId))[0]?.stationTypes ?? null,
    blackListedShops: async (tenantId, goodsId) => {
      const [good] = await goodsRepository.findManyVisible([goodsId], tenantId);
      return good ? (await market.blackShops(good.tenantId, good.id, tenantId)).map((shop) => shop.shopId) : [];
    },
  });
  return {
    dependencies,
    clock,
    hub,
    tokens,
    tickets,
    captcha,
    smsProvider,
    sms,
    invitations,
    qualifications,
    offlineShops,
    accounts,
    wechat,
    login: new LoginService(
      userRepository,
      loginAttemptRepository,
      new WechatLoginScanRepository(db),
      tokens,
      tickets,
      captcha,
      sms,
      clock,
    ),
    storage,
    goodsRepository,
    /** keyword search in memory; null when SEARCH_INDEX=off */
    searchIndex,
    goods,
    /** the 1688 selection cache; null when no 1688 app is configured */
    alibabaOffers,
    market,
    goodsTrade,
    collect: new CollectService(new CollectRepository(db), goodsTrade),
    distributionList: new DistributionListService(distributionListRepository, goodsTrade),
    cart,
    regions,
    addresses,
    paymentProvider,
    // 1688 password-free payment is answered by the shops module's buyer app
    orders: new OrderService(
      ordersRepository,
      goodsTrade,
      cart,
      addresses,
      buyerApps,
      notifications,
      goodsSourceExceptions,
      clock,
      log,
    ),
    goodsSourceExceptions,
    payments: new PaymentService(ordersRepository, paymentProvider, hub, notifications, clock, log),
    officialAccount,
    messageSwitches,
    follows,
    /** the one entry point for notifications: `notifications.notify({ tenantId, userId?, kind, dedupeKey, data })` */
    notifications,
    // the shops module tells which shop and buyer-app authorisations end soon
    appExpiryReminders: new AppExpiryReminderService(
      new ExpiringShopAuthorisations(shopRepository),
      notifications,
      clock,
    ),
    miniSubscribe: new MiniSubscribeService(new MiniSubscribeRepository(db), clock),
    sharing: new SharingService(new ShortUrlRepository(db)),
    miniProgramQr: new MiniProgramQrService(
      outside.miniProgram,
      { page: config.wechatMini.page, envVersion: config.wechatMini.envVersion },
      clock,
      log,
    ),
    platformSandbox,
    /** the demo stand-ins and their pages (null in production) */
    standIns: outside.standIns,
    platforms,
    shopRepository,
    shopAccess,
    shops,
    buyerApps,
    shopAuthorization: new ShopAuthorizationService(
      shopRepository,
      platforms,
      shopSecrets,
      new OauthStateSigner(secretKey),
      hub,
      clock,
    ),
    templateLookups,
    templates,
    publishing,
    pddPageCodes: new PddPageCodeService(shopAccess, config.publicUrl),
  };
}

export type AppServices = ReturnType<typeof createServices>;
