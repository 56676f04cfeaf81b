import { GOODS_FROM_IDS, type PreflightAnswer, QUICK_PUBLISH_MARKET, type TaskId } from '@puhuo/domain';
import { http } from '../../api/http.ts';

/** The goods a publish is about. */
export interface PublishGoods {
  goodsId: string;
  /** the supplier tenant */
  tenantId: string;
  supplierType: number;
  title: string;
  imgUrl: string;
}

/** `belowCostConfirmed`: the goods the distributor agreed to publish although they sell below cost */
const publishBody = (shopIds: string[], goodsIds: string[], belowCostConfirmed: readonly string[] = []) => ({
  shopInfos: shopIds.map((shopId) => ({ shopId })),
  items: goodsIds.map((goodId) => ({
    goodId,
    goodsFrom: GOODS_FROM_IDS,
    ...(belowCostConfirmed.includes(goodId) ? { belowCostConfirmed: true } : {}),
  })),
  market: QUICK_PUBLISH_MARKET,
});

/** The publishing calls. Their answers are the domain's contracts (packages/domain/src/contracts/publishing.contracts.ts). */
export const publishingApi = {
  preflight: (shopIds: string[], goodsIds: string[]) =>
    http.post<PreflightAnswer>('/api/platform/good/product/preflight', publishBody(shopIds, goodsIds), {
      noErrorMessage: true,
    }),
  /** `idempotencyKey`: the same key within 24 h answers the task the first request made */
  publish: (shopIds: string[], goodsIds: string[], idempotencyKey: string, belowCostConfirmed: string[] = []) =>
    http.post<TaskId>('/api/platform/good/product/publish', publishBody(shopIds, goodsIds, belowCostConfirmed), {
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
};
