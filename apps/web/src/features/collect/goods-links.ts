import { alibabaOfferUrl, isAlibabaGood } from '@puhuo/domain';

/** The workbench's address: this product's own workbench unless the build names another (VITE_WORKBENCH_URL). */
export const WORKBENCH_URL: string = import.meta.env.VITE_WORKBENCH_URL ?? '/workbench';

/** Where a collected good's title leads: 1688 goods to their 1688 offer, others to the workbench detail. */
export function collectedGoodUrl(good: { goodsId: string; goodsTenantId: string; supplierType: number }): string {
  if (isAlibabaGood(good)) return alibabaOfferUrl(good.goodsId);
  const query = new URLSearchParams({ tenantId: good.goodsTenantId, id: good.goodsId });
  return `${WORKBENCH_URL}/goods/detail?${query.toString()}`;
}
