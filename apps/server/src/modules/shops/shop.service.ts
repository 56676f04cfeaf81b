import {
  buyAppIsExpired,
  canReceiveListings,
  daysLeft,
  findStation,
  freeTrialDays,
  headerTips,
  isBuyAppTip,
  type OrderingShop,
  orderingShopsForTip,
  rightsOfAppType,
  type ShopListQuery,
  StationType,
  selectableStations,
} from '@puhuo/domain';
import { notFound } from '../../http/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PlatformConnectors } from '../../providers/platforms/platform-connectors.ts';
import type { ShopRepository, ShopWithExpiry } from './shop.repository.ts';
import type { BuyAppDto, PlatformRecordDto, PublishableShopDto, ShopDto, ShopGroupDto } from './shop.schemas.ts';
import { ShopMessages } from './shop-messages.ts';

/**
 * What other modules know about goods and shops, for the publish-to-shops dialog's cards: the sales
 * channels a good may go to and the shops its supplier black-listed (the catalogue), and successful
 * publishes (publishing). Wired by the composition root; until then nothing is disabled, black-listed
 * or counted.
 */
export interface ShopListingFacts {
  /** station types the good may be published to, as the distributor sees it; null when any */
  allowedStations(tenantId: string, goodsId: string): Promise<number[] | null>;
  /** our shop ids restricted from selling the good */
  blackListedShops(tenantId: string, goodsId: string): Promise<string[]>;
  /** successful publishes per shop id of these goods */
  publishCounts(tenantId: string, goodsIds: string[]): Promise<Map<string, number>>;
  /** every successful publish per shop id: the shops' `count` (doc 1 §3 "count (successful publish count)") */
  shopCounts(tenantId: string): Promise<Map<string, number>>;
}

export const NO_LISTING_FACTS: ShopListingFacts = {
  allowedStations: async () => null,
  blackListedShops: async () => [],
  publishCounts: async () => new Map(),
  shopCounts: async () => new Map(),
};

/** a shop's group: the platform shop behind one or two app authorisations */
export const appIdOf = (stationType: number, platformShopId: string) => `${stationType}-${platformShopId}`;

/** where the bind-shop form sends the shop owner for a code or credentials (the platform's own page) */
const CREDENTIALS_PAGES: Partial<Record<number, string>> = {
  [StationType.WechatVideoShop]: '/grant',
  [StationType.Qunjielong]: '/authcode',
  [StationType.Fanmeng]: '/developer',
};

/** The tenant's shops: lists, groups, rights and expiry tips, the platform records. */
export class ShopService {
  constructor(
    private readonly repository: ShopRepository,
    private readonly connectors: PlatformConnectors,
    private readonly clock: Clock,
    /** what other modules know of the shops: publish counts (publishing), one good's notes (catalogue) */
    private readonly listingFacts: ShopListingFacts = NO_LISTING_FACTS,
  ) {}

  /** `count`: the shop's successful publishes (0 until the publishing module tells them) */
  toDto({ row, isExpired }: ShopWithExpiry, now: Date, count = 0): ShopDto {
    return {
      id: row.id,
      shopId: row.platformShopId,
      appId: appIdOf(row.stationType, row.platformShopId),
      shopName: row.shopName,
      stationType: row.stationType,
      stationName: findStation(row.stationType)?.label ?? String(row.stationType),
      appType: row.appType,
      ...rightsOfAppType(row.appType),
      isExpired,
      authorizationTimeOut: row.authorizationTimeOut?.toISOString() ?? null,
      time: row.authorizationTimeOut ? daysLeft(row.authorizationTimeOut, now) : null,
      certified: row.certified,
      checked: false,
      disabled: false,
      inBlackList: false,
      count,
    };
  }

  async page(tenantId: string, query: ShopListQuery): Promise<{ totalCount: number; items: ShopDto[] }> {
    const now = this.clock.now();
    const [{ total, items }, counts] = await Promise.all([
      this.repository.page(tenantId, now, {
        expired: query.authIsExpired,
        skip: query.skipCount,
        take: query.maxResultCount,
      }),
      this.listingFacts.shopCounts(tenantId),
    ]);
    return { totalCount: total, items: items.map((item) => this.toDto(item, now, counts.get(item.row.id))) };
  }

  async all(tenantId: string): Promise<ShopDto[]> {
    const now = this.clock.now();
    const [rows, counts] = await Promise.all([
      this.repository.allOfTenant(tenantId, now),
      this.listingFacts.shopCounts(tenantId),
    ]);
    return rows.map((item) => this.toDto(item, now, counts.get(item.row.id)));
  }

  static groupsOf(shops: readonly ShopDto[]): ShopGroupDto[] {
    const groups = new Map<string, ShopGroupDto>();
    for (const shop of shops) {
      const group = groups.get(shop.appId) ?? {
        appId: shop.appId,
        shopName: shop.shopName,
        stationType: shop.stationType,
        goodsRights: false,
        orderRights: false,
        shops: [],
      };
      group.goodsRights ||= shop.goodsRights;
      group.orderRights ||= shop.orderRights;
      group.shops.push(shop);
      groups.set(shop.appId, group);
    }
    return [...groups.values()];
  }

  async groups(tenantId: string, appId?: string): Promise<ShopGroupDto[]> {
    const groups = ShopService.groupsOf(await this.all(tenantId));
    return appId ? groups.filter((g) => g.appId === appId) : groups;
  }

  /** the header tips 1-11 with the ordering modal's list for each */
  async appTips(tenantId: string) {
    const now = this.clock.now();
    const shops = await this.all(tenantId);
    const groups = ShopService.groupsOf(shops);
    const buyApp = await this.buyApp(tenantId);
    const tips = headerTips({ shops, groups, buyApp }, now);
    return tips.map((item) => ({
      ...item,
      shops: isBuyAppTip(item.tip) ? [] : orderingShopsForTip(item.tip, { shops, groups }, now),
    }));
  }

  /** the ordering modal's list for a tip, or every shop without one */
  async orderingShops(tenantId: string, tip: number | null): Promise<OrderingShop[]> {
    const shops = await this.all(tenantId);
    return orderingShopsForTip(tip, { shops, groups: ShopService.groupsOf(shops) }, this.clock.now());
  }

  /**
   * The publish-to-shops dialog's cards for a good or a selection of goods: the shops that may receive
   * listings (spec doc 2 §6, `canReceiveListings`), each with its own publish count (`shopCount`) and the
   * goods' publish count there (`count`). For exactly one good, the single-item notes of doc 2 §2: a shop
   * outside the good's sales channels is `disabled`, one its supplier restricts is `inBlackList`.
   */
  async shopsForGoods(tenantId: string, goodsIds: string[]): Promise<PublishableShopDto[]> {
    const now = this.clock.now();
    const rows = (await this.repository.allOfTenant(tenantId, now)).filter((item) =>
      canReceiveListings({ ...item.row, isExpired: item.isExpired }),
    );
    const single = goodsIds.length === 1 ? (goodsIds[0] as string) : null;
    const [allowed, blackListed, counts, shopCounts] = await Promise.all([
      single ? this.listingFacts.allowedStations(tenantId, single) : Promise.resolve(null),
      single ? this.listingFacts.blackListedShops(tenantId, single) : Promise.resolve([]),
      goodsIds.length > 0 ? this.listingFacts.publishCounts(tenantId, goodsIds) : Promise.resolve(new Map()),
      this.listingFacts.shopCounts(tenantId),
    ]);
    return rows.map((item) => {
      const dto = this.toDto(item, now);
      return {
        ...dto,
        disabled: allowed !== null && !allowed.includes(dto.stationType),
        inBlackList: blackListed.includes(dto.id),
        count: counts.get(dto.id) ?? 0,
        shopCount: shopCounts.get(dto.id) ?? 0,
      };
    });
  }

  async buyApp(tenantId: string): Promise<BuyAppDto> {
    const row = await this.repository.buyerApp(tenantId);
    const now = this.clock.now();
    const timeOut = row?.authorizationTimeOut?.toISOString() ?? null;
    return {
      accountName: row?.accountName ?? null,
      authorizationTimeOut: timeOut,
      isOrdered: Boolean(row),
      isExpired: buyAppIsExpired(timeOut, now),
      time: timeOut ? daysLeft(timeOut, now) : null,
    };
  }

  /** the shop's back office on its platform, to open in a new window */
  async fastLogin(tenantId: string, id: string, origin: string): Promise<{ url: string }> {
    const [item] = await this.repository.someOfTenant(tenantId, [id], this.clock.now());
    const url = item
      ? this.connectors.pageUrl(item.row.stationType, `/store/${encodeURIComponent(item.row.platformShopId)}`, origin)
      : null;
    if (!url) throw notFound(ShopMessages.shopNotFound);
    return { url };
  }

  /** the platform records of every selectable station (doc 1 §3) */
  platforms(origin: string): PlatformRecordDto[] {
    return selectableStations().map((station) => {
      const connector = this.connectors.connector(station.value);
      const credentialsPage = CREDENTIALS_PAGES[station.value];
      return {
        value: station.value,
        label: station.label,
        name: station.name,
        isOnline: station.isOnline,
        interfaceCost: station.costs?.interfaceCost ?? null,
        backCost: station.costs?.backCost ?? null,
        platformFee: station.costs?.platformFee ?? null,
        freeTrialDays: freeTrialDays(station.value),
        addShopFreeTrialDays: freeTrialDays(station.value, true),
        freeToUse: station.freeTrial?.kind === 'free',
        offersGoodsOrOrderChoice: station.offersGoodsOrOrderChoice,
        authorization: connector?.definition.authorization ?? 'none',
        authorizePath: station.authorizePath,
        appAuthorizationUrl: connector ? this.connectors.pageUrl(station.value, '/market', origin) : null,
        credentialsHelpUrl: credentialsPage ? this.connectors.pageUrl(station.value, credentialsPage, origin) : null,
        outsideGoodsUrl: connector?.definition.goodsPage
          ? this.connectors.pageUrl(station.value, connector.definition.goodsPage, origin)
          : null,
        printer: station.printer,
      };
    });
  }
}
