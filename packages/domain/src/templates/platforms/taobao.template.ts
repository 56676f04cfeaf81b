import { Messages } from '../../i18n/messages.zh-CN.ts';
import { CATEGORY_LOOKUP_STATION_TYPE, StationType } from '../../stations.ts';
import { lookup, publishTemplateApi } from '../template-common.ts';
import { defineTemplate } from '../template-fields.ts';
import { settingsOf } from '../template-settings.ts';
import { type PercentPriceTemplateValues, percentPriceTemplate } from './alibaba.template.ts';

/** taobao: the 1688 fields plus listing start (0 immediately, 2 warehouse) and stock deduction. */
export interface TaobaoTemplateValues extends PercentPriceTemplateValues {
  startTimeType: 0 | 2;
  subStock: 0 | 1;
}

const shared = percentPriceTemplate<TaobaoTemplateValues>(CATEGORY_LOOKUP_STATION_TYPE.taobao);

export const taobaoTemplate = defineTemplate<TaobaoTemplateValues>({
  platform: 'taobao',
  station: StationType.Taobao,
  savedMessage: Messages.operationSucceeded,
  api: publishTemplateApi('taobao', { freight: lookup('taobao', 'freight-templates', 'appId') }),
  category: shared.category,
  price: shared.price,
  fields: [
    ...shared.fields,
    {
      kind: 'radio',
      name: 'startTimeType',
      label: Messages.fieldListingTime,
      panel: 'basic',
      options: [
        { value: 0, label: Messages.optionListNow },
        { value: 2, label: Messages.optionWarehouse },
      ],
      default: 0,
    },
    {
      kind: 'radio',
      name: 'subStock',
      label: Messages.fieldStockDeduction,
      panel: 'stock',
      options: [
        { value: 1, label: Messages.optionDeductOnOrderPlaced },
        { value: 0, label: Messages.optionDeductOnPayment },
      ],
      default: 0,
    },
  ],
  settings: (v) => ({
    stock: settingsOf.fixedStock(v.skuStock),
    freightTemplateId: v.template,
    listingStatus: v.startTimeType === 2 ? 'warehouse' : 'onSale',
    stockDeduction: v.subStock === 1 ? 'onOrder' : 'onPayment',
  }),
});
