import { isGoodOnline } from '@puhuo/domain';
import type { FastifyBaseLogger } from 'fastify';
import { chinaDateText, chinaDay } from '../../lib/china-time.ts';
import type { Clock } from '../../lib/clock.ts';
import type { GoodsTradeService } from '../catalogue/index.ts';
import type { NotificationService } from '../messages/index.ts';

/** Where tenants hold goods whose source matters to them: distribution lists, published listings. */
export interface GoodsHolders {
  where: 'distributionList' | 'published';
  /** the goods held by anyone, a batch at a time in id order (after `after`) */
  heldGoodsIds(after: string | null, limit: number): Promise<string[]>;
  /** every tenant holding one of the goods, with the good's title */
  holding(goodsIds: string[]): Promise<{ tenantId: string; goodsId: string; title: string }[]>;
}

export interface GoodsSourceChange {
  goodsId: string;
  reason: 'offline' | 'outOfStock';
}

/**
 * Goods source exceptions (spec doc 1 §4): a good in a distributor's distribution list, or one they
 * published to their shops, went offline or out of stock, so it cannot be supplied. Each tenant holding
 * it hears once per good and day, however many orders, lists or listings touch it that day.
 */
export class GoodsSourceExceptionService {
  constructor(
    private readonly holders: GoodsHolders[],
    private readonly trade: Pick<GoodsTradeService, 'sourceStates'>,
    private readonly notifications: Pick<NotificationService, 'notify'>,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Looks at every good held in a distribution list, whatever changed it (suppliers' systems write
   * the catalogue too): offline or out of stock ones are reported. Answers how many were.
   */
  async sweep(batchSize = 500): Promise<number> {
    let reported = 0;
    for (const holder of this.holders) {
      let after: string | null = null;
      for (;;) {
        const ids = await holder.heldGoodsIds(after, batchSize);
        if (ids.length === 0) break;
        const changes: GoodsSourceChange[] = [];
        for (const state of await this.trade.sourceStates(ids)) {
          if (!isGoodOnline(state)) changes.push({ goodsId: state.goodsId, reason: 'offline' });
          else if (state.stock === 0) changes.push({ goodsId: state.goodsId, reason: 'outOfStock' });
        }
        await this.report(changes, [holder]);
        reported += changes.length;
        after = ids[ids.length - 1] ?? null;
      }
    }
    return reported;
  }

  /** Tells the holders of the changed goods; never fails the caller (the change itself is done). */
  async report(changes: GoodsSourceChange[], holders: GoodsHolders[] = this.holders): Promise<void> {
    if (changes.length === 0) return;
    const reasons = new Map(changes.map((c) => [c.goodsId, c.reason]));
    const day = chinaDateText(chinaDay(this.clock.now()));
    try {
      for (const holder of holders) {
        for (const line of await holder.holding([...reasons.keys()])) {
          const reason = reasons.get(line.goodsId);
          if (!reason) continue;
          await this.notifications.notify({
            tenantId: line.tenantId,
            kind: 'goodsSourceException',
            // one message a good and day, whether it sits in a list, a shop or both
            dedupeKey: `goods:${line.goodsId}:${day}`,
            data: { goodsId: line.goodsId, goodsTitle: line.title, reason, where: holder.where },
          });
        }
      }
    } catch (error) {
      this.log.error({ err: error, goodsIds: [...reasons.keys()] }, 'goods source exception not notified');
    }
  }
}
