import { DEFAULT_STOCK } from '../../constants.ts';
import { Messages } from '../../i18n/messages.zh-CN.ts';
import { yuanToFen } from '../../price.ts';
import { StationType } from '../../stations.ts';
import { CHINESE_STOCK_MESSAGES, lookup, platformPath, sharedPrice, stockField } from '../template-common.ts';
import { defineTemplate } from '../template-fields.ts';
import { settingsOf } from '../template-settings.ts';

/**
 * youzan, in the store-builder shape the form edits (doc 2 §3): sale time type, logistics types,
 * uniform postage or a freight template. Answers also carry youzan's own shape (is_Display,
 * auto_Listing_Time, delivery_Param) and saves accept it.
 */
export interface YouzanTemplateValues {
  price: { ratio: number; additionY: number; priceTakeType: 1 | 2 };
  skuStockNumber: number;
  saleTimeType: 1 | 2 | 3;
  autoListingTime: string | null;
  logisticsType: number[];
  freightType: 0 | 1;
  postFee: number | null;
  freightTemplateId: string | null;
}

export const YouzanLogistics = { Express: 1, CityDelivery: 2, SelfPickup: 3 } as const;

/** Spec doc 2 §4: 3 if not displayed, 2 if an auto listing time is set, else 1. */
export function youzanSaleTimeType(saved: { is_Display?: unknown; auto_Listing_Time?: unknown }): 1 | 2 | 3 {
  if (saved.is_Display === false || saved.is_Display === 0) return 3;
  if (saved.auto_Listing_Time !== undefined && saved.auto_Listing_Time !== null && saved.auto_Listing_Time !== '') {
    return 2;
  }
  return 1;
}

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

/** youzan's own shape to the form's, for the fields the client did not send in the form's shape. */
function normalize(input: Record<string, unknown>): Record<string, unknown> {
  const out = { ...input };
  if (out.saleTimeType === undefined && ('is_Display' in input || 'auto_Listing_Time' in input)) {
    out.saleTimeType = youzanSaleTimeType(input);
    if (out.autoListingTime === undefined && out.saleTimeType === 2) out.autoListingTime = input.auto_Listing_Time;
  }
  const param = record(input.delivery_Param);
  if ('delivery_Param' in input) {
    const setting = record(param.delivery_Setting);
    if (out.logisticsType === undefined && 'delivery_Setting' in param) {
      out.logisticsType = [
        setting.express ? YouzanLogistics.Express : null,
        setting.city_Delivery ? YouzanLogistics.CityDelivery : null,
        setting.self_Pick ? YouzanLogistics.SelfPickup : null,
      ].filter((v) => v !== null);
    }
    const templateId = param.delivery_Template_Id;
    if (out.freightType === undefined) out.freightType = templateId ? 1 : 0;
    if (out.postFee === undefined && param.postage !== undefined) out.postFee = param.postage;
    if (out.freightTemplateId === undefined && templateId) out.freightTemplateId = templateId;
  }
  return out;
}

function present(v: YouzanTemplateValues): Record<string, unknown> {
  return {
    is_Display: v.saleTimeType !== 3,
    auto_Listing_Time: v.saleTimeType === 2 ? v.autoListingTime : null,
    delivery_Param: {
      postage: v.freightType === 0 ? v.postFee : null,
      delivery_Template_Id: v.freightType === 1 ? v.freightTemplateId : null,
      delivery_Setting: {
        express: v.logisticsType.includes(YouzanLogistics.Express),
        city_Delivery: v.logisticsType.includes(YouzanLogistics.CityDelivery),
        self_Pick: v.logisticsType.includes(YouzanLogistics.SelfPickup),
      },
    },
  };
}

const price = sharedPrice<YouzanTemplateValues>();

export const youzanTemplate = defineTemplate<YouzanTemplateValues>({
  platform: 'youzan',
  station: StationType.Youzan,
  savedMessage: Messages.youzanSaved,
  api: {
    get: { path: platformPath('youzan', 'publish-template-{shopId}') },
    save: platformPath('youzan', 'publish-template-update'),
    freight: lookup('youzan', 'get-logistic-templates'),
  },
  price: price.binding,
  normalize,
  present,
  fields: [
    {
      kind: 'radio',
      name: 'saleTimeType',
      label: Messages.fieldSaleTime,
      panel: 'basic',
      options: [
        { value: 1, label: Messages.optionSaleNow },
        { value: 2, label: Messages.optionSaleScheduled },
        { value: 3, label: Messages.optionWarehouse },
      ],
      default: 1,
    },
    {
      kind: 'datetime',
      name: 'autoListingTime',
      label: Messages.fieldAutoListingTime,
      panel: 'basic',
      when: (v) => v.saleTimeType === 2,
      required: Messages.selectAutoListingTime,
    },
    ...price.fields,
    stockField('skuStockNumber', CHINESE_STOCK_MESSAGES, { default: DEFAULT_STOCK }),
    {
      kind: 'checkboxes',
      name: 'logisticsType',
      label: Messages.fieldDeliveryMethod,
      panel: 'freight',
      options: [
        { value: YouzanLogistics.Express, label: Messages.optionExpress },
        { value: YouzanLogistics.CityDelivery, label: Messages.optionCityDelivery },
        { value: YouzanLogistics.SelfPickup, label: Messages.optionSelfPickup },
      ],
      default: [YouzanLogistics.Express],
      required: Messages.selectDelivery,
    },
    {
      kind: 'radio',
      name: 'freightType',
      label: Messages.fieldExpressFreight,
      panel: 'freight',
      options: [
        { value: 0, label: Messages.optionFixedPostage },
        { value: 1, label: Messages.fieldFreightTemplate },
      ],
      default: 0,
    },
    {
      kind: 'number',
      name: 'postFee',
      label: Messages.fieldPostage,
      panel: 'freight',
      decimals: 2,
      unit: Messages.unitYuan,
      default: 0,
      when: (v) => v.freightType === 0,
      required: Messages.enterPostage,
      min: { value: 0, message: Messages.enterPostage },
    },
    {
      kind: 'template',
      lookup: 'freight',
      name: 'freightTemplateId',
      label: Messages.fieldFreightTemplate,
      panel: 'freight',
      when: (v) => v.freightType === 1,
      required: Messages.selectFreightTemplate,
    },
  ],
  settings: (v) => ({
    stock: settingsOf.fixedStock(v.skuStockNumber),
    freightTemplateId: v.freightType === 1 ? v.freightTemplateId : null,
    postageFen: v.freightType === 0 && typeof v.postFee === 'number' ? yuanToFen(v.postFee) : null,
    listingStatus: v.saleTimeType === 1 ? 'onSale' : 'warehouse',
    autoListingTime: v.saleTimeType === 2 ? v.autoListingTime : null,
  }),
});
