import { findStation, StationType, type TemplatePlatform } from '@puhuo/domain';
import { templateClient, type templateClientOver } from './template-client.ts';

type TemplateApi = ReturnType<typeof templateClientOver>;

import type { TestDistributor } from './identity-helpers.ts';
import { authorizeShop, headersOf } from './shop-helpers.ts';
import type { TestContext } from './test-app.ts';

const PRICE = { ratio: 150, additionY: 2, priceTakeType: 1 };

/** A complete template per platform, its lookups answered by the shop's own first options. */
export async function completeTemplate(
  api: TemplateApi,
  platform: TemplatePlatform,
  shopId: string,
): Promise<Record<string, unknown> | null> {
  const firstFreight = async () => {
    const { body } = await api.freight(platform, shopId);
    const first = body.items[0] as Record<string, unknown>;
    return String(first.id ?? first.templateId ?? first.freightTemplateId ?? first.value);
  };
  switch (platform) {
    case 'pdd':
      return {
        category: 1,
        goodStatus: 1,
        price: { mutiPrice: PRICE, priceAdditionY: 3, maketPriceAdditionY: 1 },
        amountOnSale: 999,
        freightTemplateId: await firstFreight(),
        deliveryTimeType: 172800,
      };
    case 'kuaishou':
      return {
        category: 1,
        expressTemplateId: await firstFreight(),
        immediatelyOnOfflineFlag: 0,
        promiseDeliveryTime: 172800,
        skuStockNumber: 999,
        price: PRICE,
      };
    case 'doudian': {
      const women = await api.leaf(shopId, '女装');
      const { body } = await api.brands('doudian', shopId, { categoryId: women.cId });
      return {
        category: 1,
        brandList: [{ categoryID: women.path[0], standardBrandId: body.items[0].brandId }],
        goodStatus: 0,
        price: PRICE,
        amountOnSale: 999,
        freightTemplateId: await firstFreight(),
        deliveryDelayDay: 2,
        reduceType: 1,
      };
    }
    case 'qunjielong':
      return { qty: 999, price: PRICE };
    case 'ktt':
      return { qtyType: 0, qty: 999, isLimit: 0, price: PRICE };
    case 'youzan':
      return {
        price: PRICE,
        skuStockNumber: 999,
        is_Display: true,
        delivery_Param: { delivery_Template_Id: await firstFreight(), delivery_Setting: { express: true } },
      };
    case 'wechatvideoshop':
      return { category: 1, freightTemplateId: await firstFreight(), stockNum: 999, price: PRICE };
    case 'taobao':
      return {
        categoryType: 0,
        pricePercent: 150,
        priceFlow: 2,
        pricePrecision: 2,
        skuStock: 999,
        template: await firstFreight(),
        startTimeType: 0,
        subStock: 1,
      };
    case 'alibaba':
      return {
        categoryType: 0,
        pricePercent: 150,
        priceFlow: 2,
        pricePrecision: 2,
        skuStock: 999,
        template: await firstFreight(),
      };
    case 'xiaohongshu': {
      const leaf = await api.leaf(shopId, '女装');
      const brands = await api.brands('xiaohongshu', shopId, { categoryId: leaf.cId });
      const plans = await api.logistics('xiaohongshu', shopId);
      return {
        category: 2,
        categoryId: leaf.cId,
        categoryList: leaf.path,
        brandId: brands.body.items[0].brandId,
        qty: 999,
        shippingTemplateId: await firstFreight(),
        logisticsPlanId: plans.body.items[0].planInfoId,
        time: 48,
        price: PRICE,
      };
    }
    default:
      return null;
  }
}

export const TEMPLATE_PLATFORMS: readonly string[] = [
  'pdd',
  'kuaishou',
  'doudian',
  'qunjielong',
  'ktt',
  'youzan',
  'wechatvideoshop',
  'taobao',
  'alibaba',
  'xiaohongshu',
];

/** Saves a complete template for the shop (nothing for platforms without templates). */
export async function saveCompleteTemplate(ctx: TestContext, who: TestDistributor, shopId: string, station: number) {
  const platform = findStation(station)?.name ?? String(station);
  if (!TEMPLATE_PLATFORMS.includes(platform)) return;
  const api = templateClient(ctx, await headersOf(ctx, who));
  const values = await completeTemplate(api, platform as TemplatePlatform, shopId);
  if (!values) return;
  const saved = await api.save(platform as TemplatePlatform, shopId, values);
  if (saved.status !== 200) throw new Error(`${platform} template not saved: ${JSON.stringify(saved.body)}`);
}

/**
 * A shop ready to receive listings: authorised through the sandbox and, for platforms with a
 * template, a complete template saved through the API (`template: false` leaves the defaults).
 */
export async function readyShop(
  ctx: TestContext,
  who: TestDistributor,
  station: number,
  options: { template?: boolean; shopName?: string } = {},
): Promise<{ shopId: string; platform: string; platformShopId: string }> {
  const { shopId } = await authorizeShop(ctx, who, station, { shopName: options.shopName });
  const platform = findStation(station)?.name ?? String(station);
  if (options.template !== false) await saveCompleteTemplate(ctx, who, shopId, station);
  const session = await ctx.app.services.shopAccess.sessionFor(who.tenantId, shopId);
  return { shopId, platform, platformShopId: session.platformShopId };
}

export const PUBLISH_STATIONS = {
  pdd: StationType.Pdd,
  doudian: StationType.Doudian,
  kuaishou: StationType.Kuaishou,
  qunjielong: StationType.Qunjielong,
} as const;
