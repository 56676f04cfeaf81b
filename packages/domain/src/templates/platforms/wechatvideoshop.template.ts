import { Messages } from '../../i18n/messages.zh-CN.ts';
import { CATEGORY_LOOKUP_STATION_TYPE, StationType } from '../../stations.ts';
import {
  CHINESE_STOCK_MESSAGES,
  freightField,
  lookup,
  platformPath,
  sharedPrice,
  standardCategory,
  stockField,
} from '../template-common.ts';
import { defineTemplate } from '../template-fields.ts';
import { settingsOf } from '../template-settings.ts';

/** WeChat video shop: category, freight template and stock, plus defaults the form does not show. */
export interface WechatVideoShopTemplateValues {
  category: 1 | 2;
  categoryId: string | null;
  categoryList: string[] | null;
  categoryName: string | null;
  freightTemplateId: string | null;
  stockNum: number;
  /** grams */
  weight: number;
  /** 1 supports seven-day no-reason return */
  sevenDayReturn: number;
  /** purchase limit period: 0 none, otherwise limitedBuyNum per period */
  periodType: number;
  limitedBuyNum: number;
  price: { ratio: number; additionY: number; priceTakeType: 1 | 2 };
}

export const VIDEO_SHOP_DEFAULTS = { weight: 500, sevenDayReturn: 1, periodType: 0, limitedBuyNum: 0 } as const;

const category = standardCategory<WechatVideoShopTemplateValues>(CATEGORY_LOOKUP_STATION_TYPE.wechatvideoshop);
const price = sharedPrice<WechatVideoShopTemplateValues>();
const notNegative = { value: 0, message: Messages.weightNotNegative };

export const wechatVideoShopTemplate = defineTemplate<WechatVideoShopTemplateValues>({
  platform: 'wechatvideoshop',
  station: StationType.WechatVideoShop,
  savedMessage: Messages.operationSucceeded,
  api: {
    get: { path: platformPath('wechatvideoshop', 'get-publish-template'), shopParam: 'shopId' },
    save: platformPath('wechatvideoshop', 'publish-template-update'),
    freight: lookup('wechatvideoshop', 'get-freight-template-list', 'shopId', {
      valueKey: 'freightTemplateId',
      labelKey: 'freightTemplateName',
    }),
  },
  category: category.binding,
  price: price.binding,
  fields: [
    ...category.fields,
    ...price.fields,
    stockField('stockNum', CHINESE_STOCK_MESSAGES),
    freightField('freightTemplateId', Messages.selectFreightTemplate),
    {
      kind: 'hidden',
      name: 'weight',
      label: Messages.fieldWeight,
      panel: 'other',
      default: VIDEO_SHOP_DEFAULTS.weight,
      min: notNegative,
    },
    {
      kind: 'hidden',
      name: 'sevenDayReturn',
      label: Messages.fieldSevenDayReturn,
      panel: 'other',
      default: VIDEO_SHOP_DEFAULTS.sevenDayReturn,
    },
    {
      kind: 'hidden',
      name: 'periodType',
      label: Messages.fieldLimitPeriod,
      panel: 'other',
      default: VIDEO_SHOP_DEFAULTS.periodType,
    },
    {
      kind: 'hidden',
      name: 'limitedBuyNum',
      label: Messages.fieldPurchaseLimit,
      panel: 'other',
      default: VIDEO_SHOP_DEFAULTS.limitedBuyNum,
    },
  ],
  settings: (v) => ({
    stock: settingsOf.fixedStock(v.stockNum),
    freightTemplateId: v.freightTemplateId,
    weightGrams: v.weight,
    sevenDayReturn: v.sevenDayReturn === 1,
    limitPerBuyer: v.periodType !== 0 && v.limitedBuyNum > 0 ? v.limitedBuyNum : null,
    listingStatus: 'onSale',
  }),
});
