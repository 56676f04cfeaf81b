import { randomUUID } from 'node:crypto';
import {
  formatMessage,
  formatYuan,
  isGoodOnline,
  type ListingPrices,
  type ListingSettings,
  listingPrices,
  Messages,
  manualCategoryApplies,
  PreflightReason,
  type PublishCategory,
  platformFeeFen,
  type ResolvedListingSettings,
  ServerMessages,
  saleMarginFen,
  supplyPriceFen,
  templateForStation,
} from '@puhuo/domain';
import {
  AUTH_EXPIRED_REASON,
  type CategoryNode,
  isPlatformError,
  type ListingDraft,
  ourQpsOf,
  type PlatformConnector,
  type ShopAccess,
} from '@puhuo/platforms';
import { AppError } from '../../http/app-error.ts';
import { isDatabaseUnavailable } from '../../lib/dependency-state.ts';
import { PlatformUnavailable, ShopUnavailable } from '../../lib/module-failures.ts';
import type { PublishSource, PublishSourceService } from '../catalogue/index.ts';
import type { CategoryMatcher } from './category-matcher.ts';
import type { LaneLimit, ListingFigures, PairOutcome, PairPublisher, PublishPair } from './publish-ports.ts';

/** The shop session of the shops module (see its ShopAccessService). */
export interface ShopSession {
  shopId: string;
  tenantId: string;
  station: number;
  shopName: string;
  platformShopId: string;
  connector: PlatformConnector;
  access: ShopAccess;
}

export interface ShopSessions {
  sessionFor(tenantId: string, shopId: string): Promise<ShopSession>;
  markAuthorizationExpired(shopId: string): Promise<void>;
}

export interface ListingSettingsSource {
  resolveListingSettings(tenantId: string, shopId: string): Promise<ResolvedListingSettings>;
}

/** What a pair would come to, before any platform call. */
export interface PairPlan {
  problems: string[];
  prices: ListingPrices | null;
  figures: ListingFigures | null;
  /** per-sale margin range after the platform's share, fen */
  marginFen: { min: number; max: number } | null;
  /**
   * the SKU with the lowest margin when it is negative: its price under its supply price plus the
   * platform's fee on the sale (the cost), fen
   */
  belowCost: { priceFen: number; costFen: number } | null;
}

/** A struck-through (划线) price above the sale price where the platform has no formula for it. */
const ORIGINAL_PRICE_PERCENT = 130;
/** how long a task's shop and goods reads are kept after their last use */
const SCOPE_TTL_MS = 60_000;

type Failure = { kind: 'failed'; reason: string; figures?: ListingFigures };

/**
 * Builds one listing from the shop's template and the good (prices by the domain formulas, stock,
 * category, brand, freight, listing status), checks it before any platform call, and sends it through
 * the shop's connector with the pair's idempotency key. Classifies every failure for the engine.
 */
export class ListingPublisher implements PairPublisher {
  private readonly scoped = new ScopedMemo(SCOPE_TTL_MS);

  constructor(
    private readonly shops: ShopSessions,
    private readonly templates: ListingSettingsSource,
    private readonly sources: PublishSourceService,
    private readonly categories: CategoryMatcher,
    /** makes stored image paths absolute (the platforms fetch them) */
    private readonly assetUrl: (path: string) => string,
  ) {}

  laneLimit(station: number): LaneLimit {
    const qps = ourQpsOf(station);
    return { qps, concurrency: Math.min(64, Math.max(4, Math.ceil(qps))) };
  }

  async publish(pair: PublishPair): Promise<PairOutcome> {
    const prepared = await this.prepare(pair.tenantId, pair.goodsId, pair.shopId, pair.taskId);
    if ('kind' in prepared) return prepared;
    const { session, source, settings, plan } = prepared;
    if (plan.problems.length > 0 || !plan.prices || !plan.figures) {
      return { kind: 'failed', reason: plan.problems.join('；'), figures: plan.figures ?? undefined };
    }
    try {
      const leaf = await this.leafCategory(session, source, settings, pair.taskId);
      if (!leaf) return { kind: 'failed', reason: PreflightReason.categoryNotMatched, figures: plan.figures };
      const draft = this.draft(
        source,
        await this.withShopDefaults(session, settings, leaf.cId, pair.taskId),
        plan.prices,
        leaf,
      );
      const earlier = pair.checkFirst
        ? await session.connector.findByMerchantCode?.(session.access, pair.merchantCode)
        : null;
      const result =
        earlier ?? (await session.connector.publish(session.access, { draft, merchantCode: pair.merchantCode }));
      return {
        kind: 'published',
        platformListingId: result.listingId,
        figures: plan.figures,
        note: settings.listingStatus === 'warehouse' ? ServerMessages.listingInWarehouse : undefined,
      };
    } catch (error) {
      return this.classify(error, session, plan.figures);
    }
  }

  /**
   * The plan of every (good, shop) pair, for the publish dialog: prices, margin and what must be fixed
   * first. Each shop, template and good is read once.
   */
  async planMany(tenantId: string, goodsIds: string[], shopIds: string[], options: { withCategories?: boolean } = {}) {
    const scope = `preflight:${randomUUID()}`;
    type Planned = PairPlan & {
      goodsId: string;
      shopId: string;
      category?: PublishCategory | null;
      manualCategory?: { name: string; chosenFor: string | null } | null;
    };
    const plans: Planned[] = [];
    try {
      for (const goodsId of goodsIds) {
        for (const shopId of shopIds) {
          const prepared = await this.prepare(tenantId, goodsId, shopId, scope);
          if ('kind' in prepared) {
            plans.push({
              goodsId,
              shopId,
              problems: [prepared.reason],
              prices: null,
              figures: null,
              marginFen: null,
              belowCost: null,
            });
            continue;
          }
          const plan: Planned = { goodsId, shopId, ...prepared.plan };
          if (options.withCategories) Object.assign(plan, await this.categoryPlan(prepared, scope));
          plans.push(plan);
        }
      }
    } finally {
      this.scoped.forget(scope);
    }
    return plans;
  }

  /**
   * What the publish dialog says of a pair's category when the shop's template chose one by hand: the
   * manual category for goods of the category of ours it was chosen for, the smart match (or none) for
   * the others. A smart template's pairs are matched as they publish; nothing is asked of them here.
   */
  private async categoryPlan(
    prepared: { session: ShopSession; source: PublishSource; settings: ListingSettings },
    scope: string,
  ): Promise<{ category: PublishCategory | null; manualCategory: { name: string; chosenFor: string | null } | null }> {
    const { category } = prepared.settings;
    if (category.mode !== 'manual') return { category: null, manualCategory: null };
    const manualCategory = {
      name: category.categoryName ?? category.categoryId,
      chosenFor: category.chosenFor?.name ?? null,
    };
    try {
      const leaf = await this.leafCategory(prepared.session, prepared.source, prepared.settings, scope);
      if (!leaf) return { category: { source: 'none' }, manualCategory };
      const manual = manualCategoryApplies(category, prepared.source.categoryId);
      return { category: { source: manual ? 'manual' : 'smart', name: leaf.name }, manualCategory };
    } catch {
      // the platform's category tree could not be read now: the dialog cannot say, the publish will
      return { category: null, manualCategory };
    }
  }

  /**
   * The shop, its template and the good of a pair, each read once per task (a task asks for the same
   * shop and good many times; a new task, such as a republish after a fix, reads them afresh).
   */
  private async prepare(tenantId: string, goodsId: string, shopId: string, scope: string) {
    const shop = await this.scoped.get(`${scope}|shop|${shopId}`, async () => {
      try {
        const session = await this.shops.sessionFor(tenantId, shopId);
        return { session, resolved: await this.templates.resolveListingSettings(tenantId, shopId) };
      } catch (error) {
        return this.shopFailure(error);
      }
    });
    if ('kind' in shop) return shop;
    const good = await this.scoped.get(`${scope}|good|${goodsId}`, async () => {
      const source = await this.sources.publishSource(tenantId, goodsId);
      return source ? { source, blacklisted: await this.sources.blacklistedShopIds(tenantId, source) } : null;
    });
    if (!good) return { kind: 'failed', reason: PreflightReason.goodMissing } satisfies Failure;
    const plan = planPair(shop.session.station, good.source, shop.resolved, good.blacklisted.has(shopId));
    return { session: shop.session, source: good.source, settings: shop.resolved.settings, plan };
  }

  private async leafCategory(
    session: ShopSession,
    source: PublishSource,
    settings: ListingSettings,
    scope: string,
  ): Promise<Pick<CategoryNode, 'cId' | 'name' | 'parents'> | null> {
    // a manual category is for the goods of the category of ours it was chosen for; the others match
    if (manualCategoryApplies(settings.category, source.categoryId) && settings.category.mode === 'manual') {
      const { categoryId, categoryPath, categoryName } = settings.category;
      return { cId: categoryId, name: categoryName ?? '', parents: categoryPath.filter((id) => id !== categoryId) };
    }
    const ourPath = source.categoryPath.map((c) => c.name);
    // platforms without a category tree take the goods' own category (kuaituantuan takes its name)
    if (!session.connector.has('listCategories')) {
      return { cId: String(source.categoryId), name: ourPath.at(-1) ?? '', parents: [] };
    }
    // one match per good and platform in a task
    return this.scoped.get(`${scope}|category|${session.station}|${source.goodsId}`, () =>
      this.categories.match(session, ourPath, source.title),
    );
  }

  private draft(
    source: PublishSource,
    settings: ListingSettings,
    prices: ListingPrices,
    leaf: Pick<CategoryNode, 'cId' | 'name' | 'parents'>,
  ): ListingDraft {
    const stock = settings.stock.kind === 'fixed' ? settings.stock.qty : 0;
    const weightGrams = settings.weightGrams ?? source.weightGrams;
    const specNames = [...new Set(source.skus.flatMap((sku) => sku.specs.map((s) => s.name)))];
    const skuPrices = source.skus.map((_, index) => prices.skus[index] ?? { priceFen: prices.maxPriceFen });
    // the struck-through price: pdd's formula, elsewhere a price above every sale price
    const originals = skuPrices.map((price) =>
      Math.max(
        settings.price.kind === 'pdd'
          ? prices.marketPriceFen
          : Math.ceil((price.priceFen * ORIGINAL_PRICE_PERCENT) / 100 / 100) * 100,
        price.priceFen + 100,
      ),
    );
    return {
      title: source.title,
      // the platform's shoppers read it: said in Chinese, the market's language
      description: formatMessage(ServerMessages.listingDescription, {
        title: source.title,
        options: specNames.length
          ? formatMessage(ServerMessages.listingDescriptionOptions, { specs: specNames.join('、') })
          : '',
      }),
      images: source.images.map(this.assetUrl),
      detailImages: (source.detailImages.length ? source.detailImages : source.images).map(this.assetUrl),
      categoryId: leaf.cId,
      // the leaf's ancestors, root first (the leaf itself is categoryId)
      categoryPath: leaf.parents.filter((id) => id !== leaf.cId),
      categoryName: leaf.name,
      brandId: settings.brandId,
      freightTemplateId: settings.freightTemplateId,
      logisticsPlanId: settings.logisticsPlanId,
      deliveryTime: settings.deliveryTime ?? undefined,
      listingStatus: settings.listingStatus,
      stockDeduction: settings.stockDeduction ?? undefined,
      presell: settings.presell,
      marketPriceFen: settings.price.kind === 'pdd' ? prices.marketPriceFen : Math.max(...originals),
      limitPerBuyer: settings.limitPerBuyer,
      unlimitedStock: settings.stock.kind === 'unlimited',
      weightGrams,
      sevenDayReturn: settings.sevenDayReturn ?? undefined,
      outerId: source.goodsId,
      skus: source.skus.map((sku, index) => ({
        specs: sku.specs,
        priceFen: skuPrices[index]?.priceFen ?? prices.maxPriceFen,
        groupPriceFen: skuPrices[index]?.groupPriceFen,
        originalPriceFen: originals[index],
        stock,
        weightGrams,
        imageUrl: source.images[0] ? this.assetUrl(source.images[0]) : undefined,
        outerSkuId: sku.skuId,
      })),
    };
  }

  /**
   * Platforms without a template form (jd, fanmeng, jubaozan, taogongchang) take the shop's first
   * freight template and the category's first brand, as the template forms preselect the first item
   * (spec doc 2 §9). A template's own choice always wins.
   */
  private async withShopDefaults(session: ShopSession, settings: ListingSettings, categoryId: string, scope: string) {
    if (templateForStation(session.station)) return settings;
    const { connector, access } = session;
    const freightTemplateId =
      settings.freightTemplateId ??
      (await this.scoped.get(`${scope}|freight|${session.shopId}`, async () =>
        connector.listFreightTemplates
          ? ((await connector.listFreightTemplates(access, { page: 1, pageSize: 1 })).items[0]?.id ?? null)
          : null,
      ));
    const brandId =
      settings.brandId ??
      (await this.scoped.get(`${scope}|brand|${session.shopId}|${categoryId}`, async () =>
        connector.listBrands
          ? ((await connector.listBrands(access, { categoryId, page: 1, pageSize: 1 })).items[0]?.brandId ?? null)
          : null,
      ));
    return { ...settings, freightTemplateId, brandId };
  }

  private shopFailure(error: unknown): Failure {
    if (error instanceof ShopUnavailable) {
      return {
        kind: 'failed',
        reason: error.reason === 'authExpired' ? AUTH_EXPIRED_REASON : PreflightReason.shopMissing,
      };
    }
    // what the templates module refuses is said to the user as it is
    if (error instanceof AppError) return { kind: 'failed', reason: error.message };
    throw error;
  }

  private async classify(error: unknown, session: ShopSession, figures: ListingFigures): Promise<PairOutcome> {
    if (isPlatformError(error)) {
      switch (error.kind) {
        case 'transient':
          return { kind: 'transient', reason: error.message };
        case 'rateLimited':
          return { kind: 'rateLimited', reason: error.message, retryAfterMs: error.retryAfterMs };
        case 'authExpired':
          await this.shops.markAuthorizationExpired(session.shopId);
          return { kind: 'failed', reason: AUTH_EXPIRED_REASON, figures };
        case 'permanent':
          return { kind: 'failed', reason: error.message, figures };
      }
    }
    // a lookup the platform answered "busy" even after the templates module's own retries: the pair may
    // well succeed in a moment, like any transient failure
    if (error instanceof PlatformUnavailable && error.reason === 'busy') {
      return { kind: 'transient', reason: error.message };
    }
    if (error instanceof PlatformUnavailable || error instanceof ShopUnavailable || error instanceof AppError) {
      return { kind: 'failed', reason: error.message, figures };
    }
    // our own database went away on a read before the platform was called (the engine tries again soon)
    if (isDatabaseUnavailable(error)) throw error;
    // network failures, time-outs: the platform may be back in a moment
    return { kind: 'transient', reason: error instanceof Error ? error.message : String(error) };
  }
}

/** The checks and figures of a pair that need no platform call. */
export function planPair(
  station: number,
  source: PublishSource,
  resolved: ResolvedListingSettings,
  blacklisted: boolean,
): PairPlan {
  const problems: string[] = [];
  if (!isGoodOnline(source)) problems.push(PreflightReason.goodOffline);
  if (source.salesChannels && !source.salesChannels.includes(station)) problems.push(Messages.channelNotEnabled);
  if (blacklisted) problems.push(Messages.shopRestricted);
  if (resolved.problems.length > 0) problems.push(PreflightReason.templateIncomplete(resolved.problems));
  if (source.skus.length === 0)
    return {
      problems: [...problems, PreflightReason.goodMissing],
      prices: null,
      figures: null,
      marginFen: null,
      belowCost: null,
    };

  const supply = source.skus.map((sku) => supplyPriceFen(sku));
  const prices = listingPrices(supply, resolved.settings.price);
  if (source.priceControlMinFen !== null && prices.minPriceFen < source.priceControlMinFen) {
    problems.push(PreflightReason.belowPriceControl(formatYuan(source.priceControlMinFen)));
  }
  // pdd's group price is the lowest a buyer pays: the margin is taken at the price each SKU sells lowest
  const sold = prices.skus.map((sku) => sku.groupPriceFen ?? sku.priceFen);
  const margins = sold.map((price, i) => saleMarginFen(station, price, supply[i] ?? 0));
  const worst = margins.indexOf(Math.min(...margins));
  const worstPrice = sold[worst] ?? 0;
  const stock = resolved.settings.stock;
  return {
    problems,
    prices,
    figures: {
      minPriceFen: prices.minPriceFen,
      maxPriceFen: prices.maxPriceFen,
      stock: stock.kind === 'fixed' ? stock.qty * source.skus.length : 0,
    },
    marginFen: { min: Math.min(...margins), max: Math.max(...margins) },
    belowCost:
      (margins[worst] ?? 0) < 0
        ? { priceFen: worstPrice, costFen: (supply[worst] ?? 0) + platformFeeFen(station, worstPrice) }
        : null,
  };
}

/** Promises kept by key while in use, dropped a while after their last use. */
class ScopedMemo {
  private readonly entries = new Map<string, { usedAt: number; value: Promise<unknown> }>();
  private sweptAt = Date.now();

  constructor(private readonly ttlMs: number) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    if (now - this.sweptAt > this.ttlMs) this.sweep(now);
    const entry = this.entries.get(key);
    if (entry) {
      entry.usedAt = now;
      return entry.value as Promise<T>;
    }
    const value = load();
    this.entries.set(key, { usedAt: now, value });
    value.catch(() => this.entries.delete(key));
    return value;
  }

  forget(scope: string): void {
    for (const key of this.entries.keys()) if (key.startsWith(`${scope}|`)) this.entries.delete(key);
  }

  private sweep(now: number): void {
    this.sweptAt = now;
    for (const [key, entry] of this.entries) if (now - entry.usedAt > this.ttlMs) this.entries.delete(key);
  }
}
