import { describe, expect, it } from 'vitest';
import { MessagesEnUS } from '../i18n/messages.en-US.ts';
import { Messages } from '../i18n/messages.zh-CN.ts';
import { brandForCategory, listingPrices } from '../listing-settings.ts';
import {
  alibabaTemplate,
  doudianTemplate,
  kttTemplate,
  kuaishouTemplate,
  pddTemplate,
  qunjielongTemplate,
  TEMPLATE_DECLARATIONS,
  taobaoTemplate,
  templateDefaults,
  templateForStation,
  templateSchema,
  wechatVideoShopTemplate,
  xiaohongshuTemplate,
  type YouzanTemplateValues,
  youzanSaleTimeType,
  youzanTemplate,
} from './index.ts';
import type { AnyTemplateDeclaration } from './template-fields.ts';
import { listingSettingsOf, resolveTemplate } from './template-settings.ts';
import { templateWith } from './template-test-helpers.ts';

const settings = (declaration: AnyTemplateDeclaration, changes: Record<string, unknown> = {}) =>
  listingSettingsOf(declaration, templateWith(declaration, changes));

describe('template defaults (doc 2 §9)', () => {
  it('should start pdd at ratio 120, +5, single +3, market +1, stock 999 and 48h delivery', () => {
    expect(templateDefaults(pddTemplate)).toMatchObject({
      category: 1,
      price: { mutiPrice: { ratio: 120, additionY: 5, priceTakeType: 1 }, priceAdditionY: 3, maketPriceAdditionY: 1 },
      amountOnSale: 999,
      deliveryTimeType: 172800,
      freightTemplateId: null,
    });
  });

  it('should start every platform with a stock of 999', () => {
    const stocks = {
      doudian: 'amountOnSale',
      alibaba: 'skuStock',
      kuaishou: 'skuStockNumber',
      youzan: 'skuStockNumber',
      taobao: 'skuStock',
      xiaohongshu: 'qty',
      ktt: 'qty',
      qunjielong: 'qty',
      wechatvideoshop: 'stockNum',
    } as const;
    for (const [platform, field] of Object.entries(stocks)) {
      const declaration = TEMPLATE_DECLARATIONS.find((d) => d.platform === platform);
      expect(declaration && (templateDefaults(declaration) as Record<string, unknown>)[field]).toBe(999);
    }
  });

  it('should start kuaishou at 48h promised delivery, listed immediately, smart category', () => {
    expect(templateDefaults(kuaishouTemplate)).toMatchObject({
      promiseDeliveryTime: 172800,
      immediatelyOnOfflineFlag: 0,
      category: 1,
    });
  });

  it('should start youzan selling immediately by express with uniform postage', () => {
    expect(templateDefaults(youzanTemplate)).toMatchObject({
      saleTimeType: 1,
      logisticsType: [1],
      freightType: 0,
      postFee: 0,
    });
  });

  it('should start kuaituantuan unpublished, with unlimited stock and no purchase limit (1 when set)', () => {
    expect(templateDefaults(kttTemplate)).toMatchObject({ isSavePreview: true, qtyType: 1, isLimit: 0, limitBuy: 1 });
  });

  it('should start doudian with one empty brand row', () => {
    expect(templateDefaults(doudianTemplate)).toMatchObject({
      brandList: [{ categoryID: null, standardBrandId: null, standardBrandName: null }],
      presellType: 0,
    });
  });

  it('should give the video shop its hidden defaults', () => {
    expect(templateDefaults(wechatVideoShopTemplate)).toMatchObject({
      weight: 500,
      sevenDayReturn: 1,
      periodType: 0,
      limitedBuyNum: 0,
    });
  });

  it('should have one template per platform, found by station', () => {
    expect(TEMPLATE_DECLARATIONS.map((d) => d.platform).sort()).toEqual(
      [
        'alibaba',
        'doudian',
        'kuaishou',
        'ktt',
        'pdd',
        'qunjielong',
        'taobao',
        'wechatvideoshop',
        'xiaohongshu',
        'youzan',
      ].sort(),
    );
    expect(templateForStation(11)).toBe(doudianTemplate);
    expect(templateForStation(66)).toBeUndefined();
  });
});

describe('listing settings from a saved template', () => {
  it('should price pdd with group, single-buy and market prices and priceTakeType 1 or 2', () => {
    const fen = settings(pddTemplate);
    expect(fen.price).toEqual({
      kind: 'pdd',
      template: { ratio: 120, additionY: 5, priceTakeType: 1, priceAdditionY: 3, maketPriceAdditionY: 1 },
    });
    // 12.34 x 120% + 5 = 19.808: two decimals 19.81, integer 20
    expect(listingPrices([1234], fen.price).skus[0]).toEqual({ priceFen: 2281, groupPriceFen: 1981 });
    const whole = settings(pddTemplate, { 'price.mutiPrice.priceTakeType': 2 });
    expect(listingPrices([1234], whole.price).skus[0]).toEqual({ priceFen: 2300, groupPriceFen: 2000 });
  });

  it('should map pdd delivery time and listing status', () => {
    expect(settings(pddTemplate, { deliveryTimeType: 0, goodStatus: 1 })).toMatchObject({
      deliveryTime: 'sameDay',
      listingStatus: 'warehouse',
    });
    expect(settings(pddTemplate, { deliveryTimeType: 86400 }).deliveryTime).toBe('24h');
  });

  it('should use pricePercent, priceFlow and pricePrecision 2 or 0 on 1688 and taobao', () => {
    for (const declaration of [alibabaTemplate, taobaoTemplate]) {
      expect(settings(declaration, { pricePercent: 150, priceFlow: -2.5, pricePrecision: 0 }).price).toEqual({
        kind: 'formula',
        formula: { percent: 150, amountFen: -250, precision: 0 },
      });
      expect(settings(declaration, { pricePrecision: 2 }).price).toMatchObject({ formula: { precision: 2 } });
    }
  });

  it('should map taobao listing start and stock deduction', () => {
    expect(settings(taobaoTemplate, { startTimeType: 0, subStock: 1 })).toMatchObject({
      listingStatus: 'onSale',
      stockDeduction: 'onOrder',
    });
    expect(settings(taobaoTemplate, { startTimeType: 2, subStock: 0 })).toMatchObject({
      listingStatus: 'warehouse',
      stockDeduction: 'onPayment',
    });
  });

  it('should map kuaishou listing setting 0 and 1 to on sale and warehouse, and promised delivery', () => {
    expect(settings(kuaishouTemplate, { immediatelyOnOfflineFlag: 0 }).listingStatus).toBe('onSale');
    expect(settings(kuaishouTemplate, { immediatelyOnOfflineFlag: 1 }).listingStatus).toBe('warehouse');
    expect(settings(kuaishouTemplate, { promiseDeliveryTime: 86400 }).deliveryTime).toBe('24h');
    expect(settings(kuaishouTemplate, { expressTemplateId: '77' }).freightTemplateId).toBe('77');
  });

  it('should map doudian delivery delay 9999, 1 and 2 to same day, 24h and 48h, and its reduce type', () => {
    expect(settings(doudianTemplate, { deliveryDelayDay: 9999 }).deliveryTime).toBe('sameDay');
    expect(settings(doudianTemplate, { deliveryDelayDay: 1 }).deliveryTime).toBe('24h');
    expect(settings(doudianTemplate, { deliveryDelayDay: 2 }).deliveryTime).toBe('48h');
    expect(settings(doudianTemplate, { reduceType: 1 }).stockDeduction).toBe('onOrder');
    expect(settings(doudianTemplate, { reduceType: 2 }).stockDeduction).toBe('onPayment');
  });

  it('should map doudian presale and stepped delivery', () => {
    const end = '2030-05-01T10:00:00.000Z';
    expect(settings(doudianTemplate, { presellType: 1, presellDelay: 7, presellEndTime: end }).presell).toEqual({
      type: 'presale',
      deliveryDays: 7,
      endTime: end,
    });
    expect(settings(doudianTemplate, { presellType: 2, presellDelay: 3 }).presell).toEqual({
      type: 'stepped',
      deliveryDays: 3,
    });
    expect(settings(doudianTemplate).presell).toBeNull();
  });

  it('should take doudian brands from the rows in smart mode and from the brand select in manual mode', () => {
    const smart = settings(doudianTemplate, {
      brandList: [
        { categoryID: '10', standardBrandId: '700', standardBrandName: '甲' },
        { categoryID: '12', standardBrandId: '701', standardBrandName: '乙' },
      ],
      brandId: '999',
    });
    expect(smart.brandId).toBeNull();
    expect(brandForCategory(smart, ['10', '11', '15'])).toBe('700');
    expect(brandForCategory(smart, ['10', '12', '16'])).toBe('701');
    const manual = settings(doudianTemplate, {
      category: 2,
      categoryId: '16',
      categoryList: ['10', '12', '16'],
      categoryName: '连衣裙',
      brandId: '702',
    });
    expect(manual.category).toEqual({
      mode: 'manual',
      categoryId: '16',
      categoryPath: ['10', '12', '16'],
      categoryName: '连衣裙',
    });
    expect(manual.brandId).toBe('702');
    expect(manual.brandByCategory).toBeUndefined();
  });

  it('should derive the youzan sale time type: 3 if not displayed, 2 if auto listing time set, else 1', () => {
    expect(youzanSaleTimeType({ is_Display: false, auto_Listing_Time: '2030-01-01T00:00:00Z' })).toBe(3);
    expect(youzanSaleTimeType({ is_Display: true, auto_Listing_Time: '2030-01-01T00:00:00Z' })).toBe(2);
    expect(youzanSaleTimeType({ is_Display: true, auto_Listing_Time: null })).toBe(1);
  });

  it('should accept youzan templates in youzan shape and answer them in both shapes', () => {
    const schema = templateSchema<YouzanTemplateValues>(youzanTemplate);
    const parsed = schema.parse({
      price: { ratio: 130, additionY: 2, priceTakeType: 1 },
      skuStockNumber: 50,
      is_Display: true,
      auto_Listing_Time: '2030-01-01T08:00:00.000Z',
      delivery_Param: {
        postage: null,
        delivery_Template_Id: 321,
        delivery_Setting: { express: true, city_Delivery: false, self_Pick: true },
      },
    });
    expect(parsed).toMatchObject({
      saleTimeType: 2,
      autoListingTime: '2030-01-01T08:00:00.000Z',
      logisticsType: [1, 3],
      freightType: 1,
      freightTemplateId: '321',
    });
    expect(youzanTemplate.present?.(parsed)).toEqual({
      is_Display: true,
      auto_Listing_Time: '2030-01-01T08:00:00.000Z',
      delivery_Param: {
        postage: null,
        delivery_Template_Id: '321',
        delivery_Setting: { express: true, city_Delivery: false, self_Pick: true },
      },
    });
  });

  it('should map youzan postage, freight template and sale time type', () => {
    expect(settings(youzanTemplate, { freightType: 0, postFee: 8.5 })).toMatchObject({
      postageFen: 850,
      freightTemplateId: null,
      listingStatus: 'onSale',
    });
    expect(settings(youzanTemplate, { freightType: 1, freightTemplateId: '5', postFee: 8 })).toMatchObject({
      postageFen: null,
      freightTemplateId: '5',
    });
    expect(settings(youzanTemplate, { saleTimeType: 3 }).listingStatus).toBe('warehouse');
    expect(settings(youzanTemplate, { saleTimeType: 2, autoListingTime: '2030-01-01T08:00:00.000Z' })).toMatchObject({
      listingStatus: 'warehouse',
      autoListingTime: '2030-01-01T08:00:00.000Z',
    });
  });

  it('should map xiaohongshu to the warehouse with its carriage template, logistics plan and delivery time', () => {
    expect(settings(xiaohongshuTemplate, { shippingTemplateId: '1', logisticsPlanId: '2', time: 24 })).toMatchObject({
      listingStatus: 'warehouse',
      freightTemplateId: '1',
      logisticsPlanId: '2',
      deliveryTime: '24h',
    });
    expect(settings(xiaohongshuTemplate, { time: null }).deliveryTime).toBe('sameDay');
  });

  it('should map kuaituantuan stock type 1 to unlimited stock and its purchase limit', () => {
    expect(settings(kttTemplate, { qtyType: 1 }).stock).toEqual({ kind: 'unlimited' });
    expect(settings(kttTemplate, { qtyType: 0, qty: 30 }).stock).toEqual({ kind: 'fixed', qty: 30 });
    expect(settings(kttTemplate, { isLimit: 1, limitBuy: 5 }).limitPerBuyer).toBe(5);
    expect(settings(kttTemplate, { isLimit: 0, limitBuy: 5 }).limitPerBuyer).toBeNull();
    expect(settings(kttTemplate).listingStatus).toBe('warehouse');
  });

  it('should map qunjielong price and stock', () => {
    expect(settings(qunjielongTemplate, { qty: 12, 'price.priceTakeType': 2 })).toMatchObject({
      stock: { kind: 'fixed', qty: 12 },
      price: { kind: 'formula', formula: { percent: 120, amountFen: 500, precision: 0 } },
    });
  });

  it('should map the video shop hidden defaults', () => {
    expect(settings(wechatVideoShopTemplate)).toMatchObject({
      weightGrams: 500,
      sevenDayReturn: true,
      limitPerBuyer: null,
    });
    expect(settings(wechatVideoShopTemplate, { periodType: 1, limitedBuyNum: 3 }).limitPerBuyer).toBe(3);
  });

  it('should publish an untouched template with a smart category and the defaults', () => {
    expect(listingSettingsOf(kuaishouTemplate, undefined)).toMatchObject({
      station: 4,
      category: { mode: 'smart' },
      stock: { kind: 'fixed', qty: 999 },
      freightTemplateId: null,
    });
  });

  it('should name what an unsaved template still lacks before it may publish', () => {
    expect(resolveTemplate(pddTemplate, undefined).problems).toEqual([Messages.pddSelectFreightTemplate]);
    expect(MessagesEnUS.pddSelectFreightTemplate).toBe('please select a freight template');
    expect(resolveTemplate(xiaohongshuTemplate, null).problems).toEqual(['请选择运费模板', '请选择物流模板']);
    expect(resolveTemplate(qunjielongTemplate, undefined).problems).toEqual([]);
  });
});
