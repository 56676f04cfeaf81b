import { Messages } from '../../i18n/messages.zh-CN.ts';
import { CATEGORY_LOOKUP_STATION_TYPE, StationType } from '../../stations.ts';
import {
  CHINESE_STOCK_MESSAGES,
  categoryChoice,
  freightField,
  lookup,
  priceFormula,
  publishTemplateApi,
  stockField,
} from '../template-common.ts';
import { defineTemplate, type Path, type TemplateField } from '../template-fields.ts';
import { settingsOf } from '../template-settings.ts';

/** The fields 1688 and taobao share: categoryType (0 smart, 1 manual), pricePercent / priceFlow / pricePrecision. */
export interface PercentPriceTemplateValues {
  categoryType: 0 | 1;
  categoryId: string | null;
  categoryList: string[] | null;
  categoryName: string | null;
  pricePercent: number;
  priceFlow: number;
  pricePrecision: 2 | 0;
  skuStock: number;
  template: string | null;
}

export function percentPriceTemplate<V extends PercentPriceTemplateValues>(lookupStationType: number) {
  const category = categoryChoice<V>(
    {
      mode: 'categoryType' as Path<V>,
      smart: 0,
      manual: 1,
      id: 'categoryId' as Path<V>,
      path: 'categoryList' as Path<V>,
      label: 'categoryName' as Path<V>,
      lookupStationType,
    },
    Messages.selectCategory,
  );
  const price = priceFormula<V>({
    percent: 'pricePercent' as Path<V>,
    amount: 'priceFlow' as Path<V>,
    precision: 'pricePrecision' as Path<V>,
    precisionStyle: 'pricePrecision',
  });
  const fields: TemplateField<V>[] = [
    ...category.fields,
    ...price.fields,
    stockField('skuStock' as Path<V>, CHINESE_STOCK_MESSAGES),
    freightField('template' as Path<V>, Messages.selectFreightTemplate),
  ];
  return { category: category.binding, price: price.binding, fields };
}

const shared = percentPriceTemplate<PercentPriceTemplateValues>(CATEGORY_LOOKUP_STATION_TYPE.alibaba);

/** 1688 (alibaba): category, price formula, stock and freight template. */
export const alibabaTemplate = defineTemplate<PercentPriceTemplateValues>({
  platform: 'alibaba',
  station: StationType.Alibaba,
  savedMessage: Messages.operationSucceeded,
  api: publishTemplateApi('alibaba', { freight: lookup('alibaba', 'freight-templates') }),
  ...shared,
  settings: (v) => ({
    stock: settingsOf.fixedStock(v.skuStock),
    freightTemplateId: v.template,
    listingStatus: 'onSale',
  }),
});
