import { Messages } from '../../i18n/messages.zh-CN.ts';
import { StationType } from '../../stations.ts';
import {
  ENGLISH_STOCK_MESSAGES,
  freightField,
  goodStatusField,
  isManual,
  lookup,
  manualBrandField,
  publishTemplateApi,
  sharedPrice,
  standardCategory,
  stockField,
} from '../template-common.ts';
import { defineTemplate } from '../template-fields.ts';
import { settingsOf } from '../template-settings.ts';

export interface DoudianBrandRow {
  categoryID: string | null;
  /** the row's category path, for its cascader */
  categoryList?: string[] | null;
  standardBrandId: string | null;
  standardBrandName: string | null;
}

/** doudian (doc 2 §2): brand rows in smart mode, one brand in manual mode, presale options. */
export interface DoudianTemplateValues {
  category: 1 | 2;
  categoryId: string | null;
  categoryList: string[] | null;
  categoryName: string | null;
  brandList: DoudianBrandRow[];
  brandId: string | null;
  brandName: string | null;
  goodStatus: 0 | 1;
  price: { ratio: number; additionY: number; priceTakeType: 1 | 2 };
  amountOnSale: number;
  freightTemplateId: string | null;
  deliveryDelayDay: 9999 | 1 | 2;
  reduceType: 1 | 2;
  presellType: 0 | 1 | 2;
  presellEndTime: string | null;
  presellDelay: number | null;
}

const category = standardCategory<DoudianTemplateValues>(StationType.Doudian, Messages.pddSelectCategory);
const price = sharedPrice<DoudianTemplateValues>();
const DELIVERY: Record<number, 'sameDay' | '24h' | '48h'> = { 9999: 'sameDay', 1: '24h', 2: '48h' };

export const doudianTemplate = defineTemplate<DoudianTemplateValues>({
  platform: 'doudian',
  station: StationType.Doudian,
  savedMessage: Messages.operationSucceeded,
  api: publishTemplateApi('doudian', {
    freight: lookup('doudian', 'freight-templates'),
    brands: { path: '/api/platform/doudian/good/brand-list', shopParam: 'shopId' },
  }),
  category: category.binding,
  price: price.binding,
  fields: [
    ...category.fields,
    {
      kind: 'brandRows',
      name: 'brandList',
      label: '品牌',
      panel: 'basic',
      when: (v) => !isManual(category.binding, v),
      required: Messages.doudianSelectBrand,
      rowCategoryMessage: Messages.pddSelectCategory,
      rowBrandMessage: Messages.doudianSelectBrand,
    },
    manualBrandField(category.binding, Messages.doudianSelectBrand),
    goodStatusField(),
    ...price.fields,
    stockField('amountOnSale', ENGLISH_STOCK_MESSAGES),
    {
      kind: 'radio',
      name: 'reduceType',
      label: '库存扣减方式',
      panel: 'stock',
      options: [
        { value: 1, label: '下单减库存' },
        { value: 2, label: '付款减库存' },
      ],
      default: 2,
    },
    freightField('freightTemplateId', Messages.pddSelectFreightTemplate),
    {
      kind: 'radio',
      name: 'deliveryDelayDay',
      label: '发货时间',
      panel: 'other',
      options: [
        { value: 9999, label: '当日发货' },
        { value: 1, label: '次日发货' },
        { value: 2, label: '48小时发货' },
      ],
      default: 2,
    },
    {
      kind: 'radio',
      name: 'presellType',
      label: '预售类型',
      panel: 'other',
      options: [
        { value: 0, label: '现货发货' },
        { value: 1, label: '全款预售' },
        { value: 2, label: '阶梯发货' },
      ],
      default: 0,
    },
    {
      kind: 'datetime',
      name: 'presellEndTime',
      label: '预售结束时间',
      panel: 'other',
      when: (v) => v.presellType === 1,
      required: Messages.doudianSelectPresellEndTime,
    },
    {
      kind: 'number',
      name: 'presellDelay',
      label: '发货天数',
      panel: 'other',
      decimals: 0,
      unit: '天',
      when: (v) => v.presellType === 1 || v.presellType === 2,
      required: (v) =>
        v.presellType === 1 ? Messages.doudianPresellDelayAfterEnd : Messages.doudianPresellDelayAfterPayment,
      help: '全款预售：预售结束后N天内发货；阶梯发货：付款后N天内发货',
      min: { value: 1, message: Messages.doudianPresellDelayRange },
      max: { value: 30, message: Messages.doudianPresellDelayRange },
      integer: Messages.doudianPresellDelayRange,
    },
  ],
  settings: (v) => {
    const manual = isManual(category.binding, v);
    return {
      stock: settingsOf.fixedStock(v.amountOnSale),
      freightTemplateId: v.freightTemplateId,
      brandId: manual ? v.brandId : null,
      ...(manual
        ? {}
        : {
            brandByCategory: v.brandList.flatMap((row) =>
              row.categoryID && row.standardBrandId
                ? [{ categoryId: row.categoryID, brandId: row.standardBrandId, brandName: row.standardBrandName }]
                : [],
            ),
          }),
      deliveryTime: DELIVERY[v.deliveryDelayDay] ?? null,
      stockDeduction: v.reduceType === 1 ? 'onOrder' : 'onPayment',
      presell:
        v.presellType === 1
          ? {
              type: 'presale',
              deliveryDays: v.presellDelay ?? 0,
              ...(v.presellEndTime ? { endTime: v.presellEndTime } : {}),
            }
          : v.presellType === 2
            ? { type: 'stepped', deliveryDays: v.presellDelay ?? 0 }
            : null,
      listingStatus: v.goodStatus === 1 ? 'warehouse' : 'onSale',
    };
  },
});
