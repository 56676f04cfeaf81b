import type { BuyApp, PlatformRecord, PublishableShop, Shop, ShopGroup } from '@puhuo/domain';

/**
 * The answers of the shop calls. Their schemas are contracts shared with the web
 * (packages/domain/src/contracts/shop.contracts.ts); tokens and secrets never appear in any of them.
 */
export {
  appTipSchema,
  authorizedShopSchema,
  buyAppSchema,
  orderingShopSchema,
  platformRecordSchema,
  publishableShopSchema,
  shopGroupSchema,
  shopPageSchema,
  shopSchema,
} from '@puhuo/domain';

export type ShopDto = Shop;
export type ShopGroupDto = ShopGroup;
export type PublishableShopDto = PublishableShop;
export type BuyAppDto = BuyApp;
export type PlatformRecordDto = PlatformRecord;
