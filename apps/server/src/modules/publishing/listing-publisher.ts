import { randomUUID } from 'node:crypto';
import {
  type ListingSettings,
  manualCategoryApplies,
  PreflightReason,
  type PublishCategory,
  type ResolvedListingSettings,
  ServerMessages,
  supplyPriceFen,
  templateForStation,
} from '@puhuo/domain';
import {
  type CategoryNode,
  type ListingDraft,
  ourQpsOf,
  type PlatformConnector,
  type ShopAccess,
} from '@puhuo/platforms';
import { ScopedMemo } from '../../lib/scoped-memo.ts';
import type { PublishSource, PublishSourceService } from '../catalogue/index.ts';
import type { CategoryMatcher } from './category-matcher.ts';
import { draftListing } from './listing-draft.ts';
import { classifyFailure, type Failure, shopFailure } from './pair-failures.ts';
import { type PairPlan, planPair } from './pair-plan.ts';
import type { LaneLimit, ListingRecord, PairOutcome, PairPublisher, PublishPair } from './publish-ports.ts';

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

/** What the listings registry keeps of the listing a draft made: each SKU as sent, beside its supply price. */
function listingRecord(source: PublishSource, draft: ListingDraft, settings: ListingSettings): ListingRecord {
  return {
    skus: source.skus.map((sku, index) => {
      const sent = draft.skus[index];
      return {
        skuId: sku.skuId,
        platformSkuId: null,
        supplyPriceFen: supplyPriceFen(sku),
        priceFen: sent?.priceFen ?? 0,
        groupPriceFen: sent?.groupPriceFen ?? null,
        stock: sent?.stock ?? 0,
        templateStock: sent?.stock ?? 0,
      };
    }),
    priceRule: settings.price,
    status: settings.listingStatus,
  };
}

/** how long a task's shop and goods reads are kept after their last use */
const SCOPE_TTL_MS = 60_000;

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
      const draft = draftListing(
        source,
        await this.withShopDefaults(session, forThisGood(settings, source.categoryId), leaf.cId, pair.taskId),
        plan.prices,
        leaf,
        this.assetUrl,
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
        listing: listingRecord(source, draft, settings),
      };
    } catch (error) {
      return classifyFailure(error, plan.figures, () => this.shops.markAuthorizationExpired(session.shopId));
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
        return shopFailure(error);
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

  /**
   * Platforms without a template form (jd, fanmeng, jubaozan, taogongchang) take the shop's first
   * freight template and the category's first brand, as the template forms preselect the first item
   * (spec doc 2 §9). A template's own choice always wins.
   */
  private async withShopDefaults(
    session: ShopSession,
    { settings, brandOfCategory }: { settings: ListingSettings; brandOfCategory: boolean },
    categoryId: string,
    scope: string,
  ) {
    const fromTemplate = templateForStation(session.station) !== undefined;
    if (fromTemplate && !brandOfCategory) return settings;
    const { connector, access } = session;
    const freightTemplateId =
      settings.freightTemplateId ??
      (fromTemplate
        ? null
        : await this.scoped.get(`${scope}|freight|${session.shopId}`, async () =>
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
}

/**
 * The settings for one good: a manual category's brand was chosen with that category, so a good the
 * manual category is not for (it is matched instead) takes its matched category's first brand, as
 * the template form preselects it, rather than a brand its category does not have.
 */
function forThisGood(
  settings: ListingSettings,
  ourCategoryId: number,
): { settings: ListingSettings; brandOfCategory: boolean } {
  if (settings.category.mode !== 'manual' || manualCategoryApplies(settings.category, ourCategoryId)) {
    return { settings, brandOfCategory: false };
  }
  const brandOfCategory = settings.brandId !== null;
  return { settings: { ...settings, brandId: null }, brandOfCategory };
}
