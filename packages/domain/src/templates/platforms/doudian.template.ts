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
      label: Messages.fieldBrand,
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
      label: Messages.fieldStockDeduction,
      panel: 'stock',
      options: [
        { value: 1, label: Messages.optionDeductOnOrder },
        { value: 2, label: Messages.optionDeductOnPayment },
      ],
      default: 2,
    },
    freightField('freightTemplateId', Messages.pddSelectFreightTemplate),
    {
      kind: 'radio',
      name: 'deliveryDelayDay',
      label: Messages.fieldDeliveryTime,
      panel: 'other',
      options: [
        { value: 9999, label: Messages.optionSameDay },
        { value: 1, label: Messages.optionNextDay },
        { value: 2, label: Messages.option48HoursDelivery },
      ],
      default: 2,
    },
    {
      kind: 'radio',
      name: 'presellType',
      label: Messages.fieldPresellType,
      panel: 'other',
      options: [
        { value: 0, label: Messages.optionInStock },
        { value: 1, label: Messages.optionFullPresale },
        { value: 2, label: Messages.optionSteppedDelivery },
      ],
      default: 0,
    },
    {
      kind: 'datetime',
      name: 'presellEndTime',
      label: Messages.fieldPresellEndTime,
      panel: 'other',
      when: (v) => v.presellType === 1,
      required: Messages.doudianSelectPresellEndTime,
    },
    {
      kind: 'number',
      name: 'presellDelay',
      label: Messages.fieldPresellDelay,
      panel: 'other',
      decimals: 0,
      unit: Messages.unitDays,
      when: (v) => v.presellType === 1 || v.presellType === 2,
      required: (v) =>
        v.presellType === 1 ? Messages.doudianPresellDelayAfterEnd : Messages.doudianPresellDelayAfterPayment,
      help: Messages.hintPresellDelay,
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
