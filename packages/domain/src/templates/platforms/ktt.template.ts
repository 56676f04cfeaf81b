import { DEFAULT_STOCK, PURCHASE_LIMIT_MAX, PURCHASE_LIMIT_MIN } from '../../constants.ts';
import { Messages } from '../../i18n/messages.zh-CN.ts';
import { StationType } from '../../stations.ts';
import { CHINESE_STOCK_MESSAGES, publishTemplateApi, sharedPrice, stockField } from '../template-common.ts';
import { defineTemplate } from '../template-fields.ts';
import { settingsOf } from '../template-settings.ts';

/** kuaituantuan: saved without publishing, stock unlimited or fixed, optional per-person limit of 1-200. */
export interface KttTemplateValues {
  isSavePreview: true;
  price: { ratio: number; additionY: number; priceTakeType: 1 | 2 };
  qtyType: 0 | 1;
  qty: number | null;
  isLimit: 0 | 1;
  limitBuy: number | null;
}

const price = sharedPrice<KttTemplateValues>();

export const kttTemplate = defineTemplate<KttTemplateValues>({
  platform: 'ktt',
  station: StationType.Kuaituantuan,
  savedMessage: Messages.operationSucceeded,
  api: publishTemplateApi('ktt'),
  price: price.binding,
  fields: [
    {
      kind: 'fixed',
      name: 'isSavePreview',
      label: Messages.fieldPublishSetting,
      panel: 'basic',
      options: [{ value: true, label: Messages.optionDoNotPublishYet }],
      value: true,
    },
    ...price.fields,
    {
      kind: 'radio',
      name: 'qtyType',
      label: Messages.fieldStockType,
      panel: 'stock',
      options: [
        { value: 1, label: Messages.optionUnlimitedStock },
        { value: 0, label: Messages.optionFixedStock },
      ],
      default: 1,
    },
    stockField('qty', CHINESE_STOCK_MESSAGES, { when: (v) => v.qtyType === 0, default: DEFAULT_STOCK }),
    {
      kind: 'radio',
      name: 'isLimit',
      label: Messages.fieldPerPersonLimit,
      panel: 'other',
      options: [
        { value: 0, label: Messages.optionNotLimited },
        { value: 1, label: Messages.optionLimited },
      ],
      default: 0,
    },
    {
      kind: 'number',
      name: 'limitBuy',
      label: Messages.fieldPurchaseLimit,
      panel: 'other',
      decimals: 0,
      unit: Messages.unitPieces,
      default: PURCHASE_LIMIT_MIN,
      when: (v) => v.isLimit === 1,
      required: Messages.purchaseLimitRequired,
      min: { value: PURCHASE_LIMIT_MIN, message: Messages.purchaseLimitTooSmall },
      max: { value: PURCHASE_LIMIT_MAX, message: Messages.purchaseLimitTooLarge },
      integer: Messages.purchaseLimitTooSmall,
    },
  ],
  settings: (v) => ({
    stock: v.qtyType === 1 ? { kind: 'unlimited' } : settingsOf.fixedStock(v.qty),
    limitPerBuyer: v.isLimit === 1 ? v.limitBuy : null,
    // "do not publish yet": the listing is kept as a preview, never put on sale
    listingStatus: 'warehouse',
  }),
});
