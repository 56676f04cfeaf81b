import { PDD_TEMPLATE_DEFAULTS } from '../../constants.ts';
import { Messages } from '../../i18n/messages.zh-CN.ts';
import { StationType } from '../../stations.ts';
import {
  ENGLISH_STOCK_MESSAGES,
  freightField,
  goodStatusField,
  lookup,
  priceFormula,
  publishTemplateApi,
  standardCategory,
  stockField,
} from '../template-common.ts';
import { defineTemplate } from '../template-fields.ts';
import { settingsOf } from '../template-settings.ts';

/** pdd (doc 2 §2): group price = supply x ratio% + additionY, single-buy and market prices above it. */
export interface PddTemplateValues {
  category: 1 | 2;
  categoryId: string | null;
  categoryList: string[] | null;
  categoryName: string | null;
  goodStatus: 0 | 1;
  price: {
    mutiPrice: { ratio: number; additionY: number; priceTakeType: 1 | 2 };
    priceAdditionY: number;
    maketPriceAdditionY: number;
  };
  amountOnSale: number;
  freightTemplateId: string | null;
  deliveryTimeType: 0 | 86400 | 172800;
}

const category = standardCategory<PddTemplateValues>(StationType.Pdd, Messages.pddSelectCategory);
const price = priceFormula<PddTemplateValues>({
  percent: 'price.mutiPrice.ratio',
  amount: 'price.mutiPrice.additionY',
  precision: 'price.mutiPrice.priceTakeType',
  precisionStyle: 'priceTakeType',
  pdd: { single: 'price.priceAdditionY', market: 'price.maketPriceAdditionY' },
});

export const pddTemplate = defineTemplate<PddTemplateValues>({
  platform: 'pdd',
  station: StationType.Pdd,
  savedMessage: Messages.operationSucceeded,
  api: publishTemplateApi('pdd', { freight: lookup('pdd', 'freight-templates') }),
  category: category.binding,
  price: price.binding,
  fields: [
    ...category.fields,
    goodStatusField(),
    ...price.fields,
    {
      kind: 'number',
      name: 'price.priceAdditionY',
      label: Messages.fieldSingleBuyMarkup,
      panel: 'price',
      decimals: 2,
      unit: Messages.unitYuan,
      default: PDD_TEMPLATE_DEFAULTS.priceAdditionY,
      required: Messages.amountRequired,
      min: { value: 0, message: Messages.amountNotNegative },
    },
    {
      kind: 'number',
      name: 'price.maketPriceAdditionY',
      label: Messages.fieldMarketPriceMarkup,
      panel: 'price',
      decimals: 2,
      unit: Messages.unitYuan,
      default: PDD_TEMPLATE_DEFAULTS.maketPriceAdditionY,
      required: Messages.amountRequired,
      min: { value: 0, message: Messages.amountNotNegative },
    },
    stockField('amountOnSale', ENGLISH_STOCK_MESSAGES, { default: PDD_TEMPLATE_DEFAULTS.amountOnSale }),
    freightField('freightTemplateId', Messages.pddSelectFreightTemplate),
    {
      kind: 'radio',
      name: 'deliveryTimeType',
      label: Messages.fieldPromisedDelivery,
      panel: 'other',
      options: [
        { value: 0, label: Messages.optionSameDay },
        { value: 86400, label: Messages.option24Hours },
        { value: 172800, label: Messages.option48Hours },
      ],
      default: PDD_TEMPLATE_DEFAULTS.deliveryTimeType,
    },
  ],
  settings: (v) => ({
    stock: settingsOf.fixedStock(v.amountOnSale),
    freightTemplateId: v.freightTemplateId,
    deliveryTime: settingsOf.deliveryFromSeconds(v.deliveryTimeType),
    listingStatus: v.goodStatus === 1 ? 'warehouse' : 'onSale',
  }),
});
