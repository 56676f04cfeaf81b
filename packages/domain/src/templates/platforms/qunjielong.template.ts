import { Messages } from '../../i18n/messages.zh-CN.ts';
import { StationType } from '../../stations.ts';
import { CHINESE_STOCK_MESSAGES, publishTemplateApi, sharedPrice, stockField } from '../template-common.ts';
import { defineTemplate } from '../template-fields.ts';
import { settingsOf } from '../template-settings.ts';

/** qunjielong: price and stock only (stock at least 1). */
export interface QunjielongTemplateValues {
  price: { ratio: number; additionY: number; priceTakeType: 1 | 2 };
  qty: number;
}

const price = sharedPrice<QunjielongTemplateValues>();

export const qunjielongTemplate = defineTemplate<QunjielongTemplateValues>({
  platform: 'qunjielong',
  station: StationType.Qunjielong,
  savedMessage: Messages.operationSucceeded,
  api: publishTemplateApi('qunjielong'),
  price: price.binding,
  fields: [
    ...price.fields,
    stockField('qty', CHINESE_STOCK_MESSAGES, { min: { value: 1, message: Messages.skuStockAtLeastOne } }),
  ],
  settings: (v) => ({ stock: settingsOf.fixedStock(v.qty), listingStatus: 'onSale' }),
});
