import { goodsIdOfOffer, offerIdOfGoods } from '@puhuo/domain';
import type { AlibabaOfferDetail, AlibabaOfferSource } from '@puhuo/platforms';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock.ts';
import type { AlibabaOfferRepository, CachedOffer } from './alibaba-offer.repository.ts';
import { AlibabaCategoryMap, offerToGoods } from './alibaba-offer-mapping.ts';
import type { GoodsRepository } from './goods.repository.ts';

export interface AlibabaOfferSyncOptions {
  /** offers per list call (1688 answers at most 50) */
  pageSize: number;
  /** list pages a run reads: the cache holds the first pages x pageSize offers of the selection */
  pages: number;
  /** a cached offer's detail older than this is read again when opened, and by the runs */
  detailTtlMs: number;
  /** at most this many cached offers read again per run besides the list */
  recheckLimit: number;
  /** the address our users' browsers load an offer image from (the in-process sandbox's are relative) */
  imageUrl?: (url: string) => string;
}

export interface AlibabaSyncReport {
  listed: number;
  detailsRead: number;
  changed: number;
  offline: number;
  removed: number;
}

const emptyReport = (detailsRead: number): AlibabaSyncReport => ({
  listed: 0,
  detailsRead,
  changed: 0,
  offline: 0,
  removed: 0,
});

/** 1688 could not be reached or refused: the caller answers with a clear message, never a 500. */
export class AlibabaUnavailableError extends Error {
  constructor(cause: unknown) {
    super('1688 is unavailable', { cause });
    this.name = 'AlibabaUnavailableError';
  }
}

/**
 * The 1688 selection as goods of our catalogue: offers read through the 1688 offer source are
 * written to goods / goods_skus under a supplier tenant per 1688 seller, and kept fresh by scheduled
 * runs and by reading a stale offer again when a distributor opens it (docs/decisions/0011).
 */
export class AlibabaOfferSyncService {
  private categoryMap: Promise<AlibabaCategoryMap> | null = null;

  constructor(
    private readonly source: AlibabaOfferSource,
    private readonly repository: AlibabaOfferRepository,
    private readonly goods: Pick<GoodsRepository, 'counts'>,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly options: AlibabaOfferSyncOptions,
    /** told when cached goods changed, so that this process's answer caches drop them */
    private readonly onChange: () => void = () => {},
  ) {}

  isCacheEmpty(): Promise<boolean> {
    return this.repository.isEmpty();
  }

  /**
   * One run: reads the list pages, reads the detail of every new or changed offer, then reads again
   * the cached offers the list no longer shows (taken off the shelf or deleted: they go offline).
   */
  async syncAll(): Promise<AlibabaSyncReport> {
    const runStart = this.clock.now();
    const report = emptyReport(0);
    const touchedTenants = new Set<string>();
    const seen: string[] = [];
    // a run that 1688 cuts short still counts what it wrote
    try {
      for (let page = 1; page <= this.options.pages; page++) {
        const { total, items } = await this.call(() =>
          this.source.listOffers({ page, pageSize: this.options.pageSize }),
        );
        report.listed += items.length;
        seen.push(...items.map((o) => o.offerId));
        const cached = await this.repository.cached(items.map((o) => o.offerId));
        const unchanged: string[] = [];
        for (const summary of items) {
          const known = cached.get(summary.offerId);
          if (known && known.status === 'online' && known.offerUpdatedAt === summary.updatedAt) {
            unchanged.push(summary.offerId);
            continue;
          }
          const detail = await this.call(() => this.source.getOffer(summary.offerId));
          report.detailsRead += 1;
          // 1688's detail answer has no modification time: the list's is the one to compare next run
          await this.apply(summary.offerId, detail, known ?? null, report, touchedTenants, true, summary.updatedAt);
        }
        await this.repository.markListed(unchanged, runStart);
        if (page * this.options.pageSize >= total || items.length === 0) break;
      }
      const staleBefore = new Date(runStart.getTime() - this.options.detailTtlMs);
      for (const known of await this.repository.toRecheck(seen, staleBefore, this.options.recheckLimit)) {
        const detail = await this.call(() => this.source.getOffer(known.offerId));
        report.detailsRead += 1;
        await this.apply(known.offerId, detail, known, report, touchedTenants, false);
      }
    } finally {
      await this.afterChanges(touchedTenants);
    }
    return report;
  }

  /** Reads one offer from 1688 into the cache; null when 1688 has no such offer. */
  async syncOffer(offerId: string): Promise<{ id: string; tenantId: string } | null> {
    const detail = await this.call(() => this.source.getOffer(offerId));
    const known = (await this.repository.cached([offerId])).get(offerId) ?? null;
    const touched = new Set<string>();
    const report = emptyReport(1);
    const tenantId = await this.apply(offerId, detail, known, report, touched, known?.listedAt != null);
    await this.afterChanges(touched);
    return detail && tenantId ? { id: goodsIdOfOffer(offerId), tenantId } : null;
  }

  /**
   * A cached 1688 good about to be shown: when its detail is older than the refresh interval it is
   * read again first. A failure is logged and the cached copy served. Returns whether it changed.
   */
  async refreshIfStale(goodsId: string): Promise<boolean> {
    const offerId = offerIdOfGoods(goodsId);
    if (!offerId) return false;
    const known = await this.repository.byGoodsId(goodsId);
    if (!known || known.status === 'removed') return false;
    if (this.clock.now().getTime() - known.detailFetchedAt.getTime() < this.options.detailTtlMs) return false;
    try {
      const detail = await this.call(() => this.source.getOffer(offerId));
      const touched = new Set<string>();
      const report = emptyReport(1);
      await this.apply(offerId, detail, known, report, touched, known.listedAt !== null);
      await this.afterChanges(touched);
      return report.changed + report.removed > 0;
    } catch (error) {
      this.log.warn({ err: error, offerId }, '1688 offer refresh failed; serving the cached copy');
      return false;
    }
  }

  /** Writes what 1688 said of the offer; returns the good's tenant (null when 1688 no longer has it). */
  private async apply(
    offerId: string,
    detail: AlibabaOfferDetail | null,
    known: CachedOffer | null,
    report: AlibabaSyncReport,
    touchedTenants: Set<string>,
    listed: boolean,
    /** the offer's modification time from the list it was read from */
    listedUpdatedAt?: string,
  ): Promise<string | null> {
    const at = this.clock.now();
    if (!detail) {
      if (known && known.status !== 'removed') {
        await this.repository.markRemoved(offerId, at);
        report.removed += 1;
        touchedTenants.add(known.tenantId);
      }
      return null;
    }
    const tenantId = await this.repository.sellerTenant(detail.supplierName);
    const categories = await this.categories();
    const placement = categories.place(detail.categoryName, detail.title);
    const brandId = detail.brand ? await this.repository.brandIdByName(detail.brand) : null;
    const { good, skus } = offerToGoods(detail, {
      tenantId,
      placement,
      categoryNames: categories.namesOf(placement),
      brandId,
      imageUrl: this.options.imageUrl ?? ((url) => url),
    });
    const changed = await this.repository.save(
      {
        offerId,
        // a detail read alone keeps the time a list gave, so that the next list run compares like with like
        updatedAt: listedUpdatedAt ?? (detail.updatedAt || known?.offerUpdatedAt || ''),
        status: detail.status,
      },
      good,
      skus,
      at,
      listed && detail.status === 'online',
    );
    if (detail.status !== 'online') report.offline += 1;
    if (changed) {
      report.changed += 1;
      touchedTenants.add(tenantId);
      if (known && known.tenantId !== tenantId) touchedTenants.add(known.tenantId);
    }
    return tenantId;
  }

  private async afterChanges(tenantIds: Set<string>): Promise<void> {
    if (tenantIds.size === 0) return;
    for (const tenantId of tenantIds) await this.goods.counts.refreshListingCounts(tenantId);
    this.onChange();
  }

  private categories(): Promise<AlibabaCategoryMap> {
    this.categoryMap ??= this.repository.categories().then((rows) => new AlibabaCategoryMap(rows));
    // a failed read is not remembered
    this.categoryMap.catch(() => {
      this.categoryMap = null;
    });
    return this.categoryMap;
  }

  private async call<T>(read: () => Promise<T>): Promise<T> {
    try {
      return await read();
    } catch (error) {
      throw new AlibabaUnavailableError(error);
    }
  }
}
