import { describe, expect, it } from 'vitest';
import { translateMessage } from '../i18n/index.ts';
import {
  alibabaTemplate,
  doudianTemplate,
  kttTemplate,
  kuaishouTemplate,
  pddTemplate,
  qunjielongTemplate,
  taobaoTemplate,
  wechatVideoShopTemplate,
  xiaohongshuTemplate,
  youzanTemplate,
} from './index.ts';
import type { AnyTemplateDeclaration } from './template-fields.ts';
import { templateSchema } from './template-schema.ts';
import { messagesFor, templateWith } from './template-test-helpers.ts';

type Case = [string, Record<string, unknown>, string];

/** Complete, valid templates of each platform: the defaults plus what has no default. */
const VALID: Record<string, Record<string, unknown>> = {
  pdd: { freightTemplateId: '11' },
  doudian: { freightTemplateId: '11', brandList: [{ categoryID: '5', standardBrandId: '7', standardBrandName: 'X' }] },
  alibaba: { template: '11' },
  kuaishou: { expressTemplateId: '11' },
  youzan: {},
  taobao: { template: '11' },
  xiaohongshu: { shippingTemplateId: '11', logisticsPlanId: '12' },
  ktt: {},
  qunjielong: {},
  wechatvideoshop: { freightTemplateId: '11' },
};

/**
 * The rule's message: in Chinese as the server says it, or, where the spec quotes it in English (pdd,
 * doudian), the spec's words as an English reader reads it.
 */
function expectRule(declaration: AnyTemplateDeclaration, changes: Record<string, unknown>, message: string) {
  const messages = messagesFor(declaration, { ...VALID[declaration.platform], ...changes });
  const english = !/[\u4e00-\u9fff]/.test(message);
  expect(english ? messages.map((m) => translateMessage(m, 'en-US')) : messages).toEqual([message]);
}

function describeRules(declaration: AnyTemplateDeclaration, cases: Case[]) {
  describe(`${declaration.platform} template rules`, () => {
    it('should accept the defaults once the choices without a default are made', () => {
      expect(messagesFor(declaration, VALID[declaration.platform])).toEqual([]);
    });
    it.each(cases)('should answer %s with the spec message', (_, changes, message) => {
      expectRule(declaration, changes, message);
    });
  });
}

const priceCases = (prefix: string): Case[] => [
  ['a missing ratio', { [`${prefix}ratio`]: null }, '请填写百分比值'],
  ['a negative ratio', { [`${prefix}ratio`]: -1 }, '百分比值不能小于0'],
  ['a missing rounding choice', { [`${prefix}priceTakeType`]: null }, '请选择价格类型'],
  ['a missing amount', { [`${prefix}additionY`]: null }, '请填写金额'],
];

describeRules(pddTemplate, [
  ...priceCases('price.mutiPrice.'),
  ['a missing stock', { amountOnSale: null }, 'please fill in sku stock'],
  ['a negative stock', { amountOnSale: -1 }, 'sku stock cannot be less than 0'],
  ['a stock with decimals', { amountOnSale: 1.5 }, 'sku stock must be a whole number'],
  ['no freight template', { freightTemplateId: null }, 'please select a freight template'],
  ['a manual category not chosen', { category: 2 }, 'please select product category'],
  ['a negative single-buy addition', { 'price.priceAdditionY': -1 }, '金额不能小于0'],
  ['a negative market addition', { 'price.maketPriceAdditionY': -0.5 }, '金额不能小于0'],
]);

describeRules(doudianTemplate, [
  ...priceCases('price.'),
  ['a manual category without a brand', { category: 2, categoryId: '5' }, 'please select brand'],
  ['a manual category not chosen', { category: 2, categoryId: null, brandId: '7' }, 'please select product category'],
  ['smart mode without brand rows', { brandList: [] }, 'please select brand'],
  ['a brand row without a brand', { brandList: [{ categoryID: '5', standardBrandId: null }] }, 'please select brand'],
  [
    'a brand row without a category',
    { brandList: [{ categoryID: null, standardBrandId: '7' }] },
    'please select product category',
  ],
  ['a presale without an end time', { presellType: 1, presellDelay: 5 }, 'please select the presale end time'],
  [
    'a presale without delivery days',
    { presellType: 1, presellEndTime: '2030-01-01T00:00:00.000Z' },
    'please enter the days to ship after the presale ends',
  ],
  ['stepped delivery without days', { presellType: 2 }, 'please enter the days to ship after payment'],
  ['delivery days over 30', { presellType: 2, presellDelay: 31 }, 'the days to ship must be between 1 and 30'],
  ['a missing stock', { amountOnSale: null }, 'please fill in sku stock'],
  ['a negative stock', { amountOnSale: -3 }, 'sku stock cannot be less than 0'],
  ['no freight template', { freightTemplateId: null }, 'please select a freight template'],
]);

const percentPriceCases: Case[] = [
  ['a missing stock', { skuStock: null }, '请填写sku库存'],
  ['a negative stock', { skuStock: -1 }, 'sku库存不能小于0'],
  ['no freight template', { template: null }, '请选择运费模板'],
  ['a manual category not chosen', { categoryType: 1 }, '请选择商品类目'],
  ['a negative percent', { pricePercent: -10 }, '百分比值不能小于0'],
  ['a missing rounding choice', { pricePrecision: null }, '请选择价格类型'],
];
describeRules(alibabaTemplate, percentPriceCases);
describeRules(taobaoTemplate, percentPriceCases);

describeRules(kuaishouTemplate, [
  ...priceCases('price.'),
  ['a missing stock', { skuStockNumber: null }, '请填写sku库存'],
  ['a negative stock', { skuStockNumber: -1 }, 'sku库存不能小于0'],
  ['a stock over 999', { skuStockNumber: 1000 }, 'sku库存不能大于999'],
  ['a stock with decimals', { skuStockNumber: 9.5 }, 'sku库存必须为整数'],
  ['no express template', { expressTemplateId: null }, '请选择运费模板'],
  ['a manual category not chosen', { category: 2 }, '请选择商品类目'],
]);

describeRules(youzanTemplate, [
  ...priceCases('price.'),
  ['no logistics type', { logisticsType: [] }, '请选择配送方式'],
  ['uniform postage left empty', { freightType: 0, postFee: null }, '请输入邮费'],
  ['a negative postage', { freightType: 0, postFee: -1 }, '请输入邮费'],
  ['a freight template not chosen', { freightType: 1, freightTemplateId: null }, '请选择运费模板'],
  ['a scheduled sale without its time', { saleTimeType: 2 }, '请选择定时上架时间'],
  ['a missing stock', { skuStockNumber: null }, '请填写sku库存'],
]);

describeRules(xiaohongshuTemplate, [
  ...priceCases('price.'),
  ['a missing stock', { qty: null }, '请填写sku库存'],
  ['a negative stock', { qty: -1 }, 'sku库存不能小于0'],
  ['no carriage template', { shippingTemplateId: null }, '请选择运费模板'],
  ['no logistics plan', { logisticsPlanId: null }, '请选择物流模板'],
  ['a manual category without a brand', { category: 2, categoryId: '5' }, '请选择品牌'],
  ['a manual category not chosen', { category: 2, brandId: '7' }, '请选择商品类目'],
]);

describeRules(kttTemplate, [
  ...priceCases('price.'),
  ['a fixed stock left empty', { qtyType: 0, qty: null }, '请填写sku库存'],
  ['a purchase limit over 200', { isLimit: 1, limitBuy: 201 }, '数量不能大于200'],
  ['a purchase limit under 1', { isLimit: 1, limitBuy: 0 }, '数量不能小于1'],
  ['a purchase limit left empty', { isLimit: 1, limitBuy: null }, '请填写限购数量'],
]);

describeRules(qunjielongTemplate, [
  ...priceCases('price.'),
  ['a missing stock', { qty: null }, '请填写sku库存'],
  ['a stock of 0', { qty: 0 }, 'sku库存不能小于1'],
]);

describeRules(wechatVideoShopTemplate, [
  ...priceCases('price.'),
  ['a missing stock', { stockNum: null }, '请填写sku库存'],
  ['a negative stock', { stockNum: -1 }, 'sku库存不能小于0'],
  ['no freight template', { freightTemplateId: null }, '请选择运费模板'],
  ['a manual category not chosen', { category: 2 }, '请选择商品类目'],
]);

describe('template values', () => {
  it('should refuse text where a number belongs, and accept numbers typed as text', () => {
    expect(messagesFor(pddTemplate, { ...VALID.pdd, amountOnSale: 'abc' })).toEqual(['请输入数字']);
    const parsed = templateSchema(pddTemplate).parse(templateWith(pddTemplate, { ...VALID.pdd, amountOnSale: '50' }));
    expect(parsed).toMatchObject({ amountOnSale: 50 });
  });

  it('should refuse a choice the platform does not offer', () => {
    expect(messagesFor(kuaishouTemplate, { ...VALID.kuaishou, promiseDeliveryTime: 3600 })).toEqual([
      '承诺发货时间的取值无效',
    ]);
  });

  it('should ignore rules of fields the form hides', () => {
    // uniform postage is not asked for when a freight template is used
    expect(messagesFor(youzanTemplate, { freightType: 1, freightTemplateId: '9', postFee: null })).toEqual([]);
    // a fixed stock is not asked for when stock is unlimited
    expect(messagesFor(kttTemplate, { qtyType: 1, qty: null })).toEqual([]);
  });

  it('should round the ratio to a whole number and amounts to fen, as the inputs do on blur', () => {
    const parsed = templateSchema(pddTemplate).parse(
      templateWith(pddTemplate, { ...VALID.pdd, 'price.mutiPrice.ratio': 120.6, 'price.mutiPrice.additionY': 5.555 }),
    ) as { price: { mutiPrice: { ratio: number; additionY: number } } };
    expect(parsed.price.mutiPrice).toMatchObject({ ratio: 121, additionY: 5.56 });
  });

  it('should keep the fixed "do not publish yet" whatever the client sends', () => {
    const parsed = templateSchema(kttTemplate).parse({
      ...(templateWith(kttTemplate) as object),
      isSavePreview: false,
    });
    expect(parsed).toMatchObject({ isSavePreview: true });
  });

  it('should fill the fields a client left out with their defaults', () => {
    const parsed = templateSchema(kuaishouTemplate).parse({
      expressTemplateId: 5,
      skuStockNumber: 10,
      price: { ratio: 110, additionY: 0, priceTakeType: 2 },
    });
    expect(parsed).toMatchObject({ expressTemplateId: '5', promiseDeliveryTime: 172800, category: 1 });
  });
});
