import { Messages } from '../../i18n/messages.zh-CN.ts';
import { CATEGORY_LOOKUP_STATION_TYPE, StationType } from '../../stations.ts';
import {
  CHINESE_STOCK_MESSAGES,
  freightField,
  isManual,
  lookup,
  manualBrandField,
  platformPath,
  sharedPrice,
  standardCategory,
  stockField,
} from '../template-common.ts';
import { defineTemplate } from '../template-fields.ts';
import { settingsOf } from '../template-settings.ts';

/** xiaohongshu: brand (manual category), carriage template, logistics plan, delivery time; always to the warehouse. */
export interface XiaohongshuTemplateValues {
  category: 1 | 2;
  /** the last element of categoryList */
  categoryId: string | null;
  categoryList: string[] | null;
  categoryName: string | null;
  brandId: string | null;
  brandName: string | null;
  qty: number;
  shippingTemplateId: string | null;
  logisticsPlanId: string | null;
  /** hours to ship; null ships the same day */
  time: 24 | 48 | null;
  price: { ratio: number; additionY: number; priceTakeType: 1 | 2 };
}

const category = standardCategory<XiaohongshuTemplateValues>(CATEGORY_LOOKUP_STATION_TYPE.xiaohongshu);
const price = sharedPrice<XiaohongshuTemplateValues>();

export const XIAOHONGSHU_DELIVERY_HELP = Messages.hintXiaohongshuDelivery;

export const xiaohongshuTemplate = defineTemplate<XiaohongshuTemplateValues>({
  platform: 'xiaohongshu',
  station: StationType.Xiaohongshu,
  savedMessage: Messages.operationSucceeded,
  api: {
    get: { path: platformPath('xiaohongshu', 'get-publish-template'), shopParam: 'appId' },
    save: platformPath('xiaohongshu', 'publish-template-update'),
    freight: lookup('xiaohongshu', 'carriage-template', 'appId', { valueKey: 'templateId', labelKey: 'templateName' }),
    logistics: lookup('xiaohongshu', 'logistics-plan', 'appId', {
      valueKey: 'planInfoId',
      labelKey: 'planInfoName',
    }),
    brands: { path: platformPath('xiaohongshu', 'brand-list'), shopParam: 'appId' },
    categories: { path: platformPath('xiaohongshu', 'get-category'), shopParam: 'appId' },
  },
  category: category.binding,
  price: price.binding,
  fields: [
    ...category.fields,
    manualBrandField(category.binding, Messages.selectBrand),
    {
      kind: 'fixed',
      label: Messages.fieldListing,
      panel: 'basic',
      options: [{ value: 1, label: Messages.optionWarehouse }],
      value: 1,
    },
    ...price.fields,
    stockField('qty', CHINESE_STOCK_MESSAGES),
    freightField('shippingTemplateId', Messages.selectFreightTemplate),
    {
      kind: 'template',
      lookup: 'logistics',
      name: 'logisticsPlanId',
      label: Messages.fieldLogisticsTemplate,
      panel: 'freight',
      required: Messages.selectLogisticsTemplate,
      help: Messages.hintLogisticsSplit,
    },
    {
      kind: 'radio',
      name: 'time',
      label: Messages.fieldDeliveryTime,
      panel: 'other',
      options: [
        { value: null, label: Messages.optionSameDay },
        { value: 24, label: Messages.option24Hours },
        { value: 48, label: Messages.option48Hours },
      ],
      default: null,
      help: XIAOHONGSHU_DELIVERY_HELP,
    },
  ],
  settings: (v) => ({
    stock: settingsOf.fixedStock(v.qty),
    freightTemplateId: v.shippingTemplateId,
    logisticsPlanId: v.logisticsPlanId,
    brandId: isManual(category.binding, v) ? v.brandId : null,
    deliveryTime: settingsOf.deliveryFromHours(v.time),
    listingStatus: 'warehouse',
  }),
});
