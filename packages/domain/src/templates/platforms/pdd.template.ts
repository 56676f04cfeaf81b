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
      label: '单买价加价',
      panel: 'price',
      decimals: 2,
      unit: '元',
      default: PDD_TEMPLATE_DEFAULTS.priceAdditionY,
      required: Messages.amountRequired,
      min: { value: 0, message: Messages.amountNotNegative },
    },
    {
      kind: 'number',
      name: 'price.maketPriceAdditionY',
      label: '市场价加价',
      panel: 'price',
      decimals: 2,
      unit: '元',
      default: PDD_TEMPLATE_DEFAULTS.maketPriceAdditionY,
      required: Messages.amountRequired,
      min: { value: 0, message: Messages.amountNotNegative },
    },
    stockField('amountOnSale', ENGLISH_STOCK_MESSAGES, { default: PDD_TEMPLATE_DEFAULTS.amountOnSale }),
    freightField('freightTemplateId', Messages.pddSelectFreightTemplate),
    {
      kind: 'radio',
      name: 'deliveryTimeType',
      label: '承诺发货时间',
      panel: 'other',
      options: [
        { value: 0, label: '当日发货' },
        { value: 86400, label: '24小时' },
        { value: 172800, label: '48小时' },
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
