import type { goods, goodsSkus } from '../../db/schema/index.ts';

/** A good as the goods table holds it. */
export type GoodsRow = typeof goods.$inferSelect;
/** A SKU as the goods_skus table holds it. */
export type SkuRow = typeof goodsSkus.$inferSelect;

/** A good as a market list shows it: its listing columns and its supplier's name. */
export interface GoodsListRow {
  id: string;
  tenantId: string;
  title: string;
  imgUrl: string;
  minPriceFen: number;
  maxPriceFen: number;
  minDaifaPriceFen: number;
  saleCount: number;
  market: number;
  supplierType: number;
  categoryId: number;
  brandId: number | null;
  supplierName: string;
  creationTime: Date;
}
