import { KUAISHOU_DEFAULT_PROMISE_DELIVERY_SECONDS, KUAISHOU_STOCK_MAX } from '../../constants.ts';
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

/** kuaishou: listing setting, express template, promised delivery and a stock of 0-999. */
export interface KuaishouTemplateValues {
  category: 1 | 2;
  categoryId: string | null;
  categoryList: string[] | null;
  categoryName: string | null;
  immediatelyOnOfflineFlag: 0 | 1;
  expressTemplateId: string | null;
  promiseDeliveryTime: 86400 | 172800;
  skuStockNumber: number;
  price: { ratio: number; additionY: number; priceTakeType: 1 | 2 };
}

const category = standardCategory<KuaishouTemplateValues>(CATEGORY_LOOKUP_STATION_TYPE.kuaishou);
const price = sharedPrice<KuaishouTemplateValues>();

export const kuaishouTemplate = defineTemplate<KuaishouTemplateValues>({
  platform: 'kuaishou',
  station: StationType.Kuaishou,
  savedMessage: Messages.operationSucceeded,
  api: {
    get: { path: platformPath('kuaishou', 'publish-template-{shopId}') },
    save: platformPath('kuaishou', 'publish-template-update'),
    freight: lookup('kuaishou', 'get-express-templates'),
  },
  category: category.binding,
  price: price.binding,
  fields: [
    ...category.fields,
    {
      kind: 'radio',
      name: 'immediatelyOnOfflineFlag',
      label: Messages.fieldListing,
      panel: 'basic',
      options: [
        { value: 0, label: Messages.optionListNow },
        { value: 1, label: Messages.optionWarehouse },
      ],
      default: 0,
    },
    ...price.fields,
    stockField('skuStockNumber', CHINESE_STOCK_MESSAGES, {
      max: { value: KUAISHOU_STOCK_MAX, message: Messages.skuStockTooLarge },
    }),
    freightField('expressTemplateId', Messages.selectFreightTemplate, Messages.fieldFreightTemplate),
    {
      kind: 'radio',
      name: 'promiseDeliveryTime',
      label: Messages.fieldPromisedDelivery,
      panel: 'other',
      options: [
        { value: 86400, label: Messages.option24Hours },
        { value: 172800, label: Messages.option48Hours },
      ],
      default: KUAISHOU_DEFAULT_PROMISE_DELIVERY_SECONDS,
    },
  ],
  settings: (v) => ({
    stock: settingsOf.fixedStock(v.skuStockNumber),
    freightTemplateId: v.expressTemplateId,
    deliveryTime: settingsOf.deliveryFromSeconds(v.promiseDeliveryTime),
    listingStatus: v.immediatelyOnOfflineFlag === 1 ? 'warehouse' : 'onSale',
  }),
});
