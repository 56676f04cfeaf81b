import {
  Messages,
  MessagesEnUS,
  StationType,
  setPath,
  type TemplatePlatform,
  templateDefaults,
  templateForPlatform,
} from '@puhuo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDistributor, type TestDistributor } from '../../testing/identity-helpers.ts';
import { authorizeShop, headersOf } from '../../testing/shop-helpers.ts';
import { type TemplateClient, templateClient } from '../../testing/template-client.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';

let ctx: TestContext;
let owner: TestDistributor;
let stranger: TestDistributor;
let api: TemplateClient;
const shops = {} as Record<TemplatePlatform, string>;
let strangerPddShop: string;
let secondPddShop: string;

const DOUDIAN_READY = { freightTemplateId: '1', brandList: [{ categoryID: '9', standardBrandId: '1' }] };
const XHS_READY = { shippingTemplateId: '1', logisticsPlanId: '1' };

const STATIONS: Record<TemplatePlatform, number> = {
  pdd: StationType.Pdd,
  doudian: StationType.Doudian,
  alibaba: StationType.Alibaba,
  kuaishou: StationType.Kuaishou,
  youzan: StationType.Youzan,
  taobao: StationType.Taobao,
  xiaohongshu: StationType.Xiaohongshu,
  ktt: StationType.Kuaituantuan,
  qunjielong: StationType.Qunjielong,
  wechatvideoshop: StationType.WechatVideoShop,
};

beforeAll(async () => {
  ctx = await createTestContext({ goods: 10 });
  owner = await createDistributor(ctx);
  stranger = await createDistributor(ctx);
  for (const [platform, station] of Object.entries(STATIONS)) {
    shops[platform as TemplatePlatform] = (await authorizeShop(ctx, owner, station)).shopId;
  }
  secondPddShop = (await authorizeShop(ctx, owner, StationType.Pdd)).shopId;
  strangerPddShop = (await authorizeShop(ctx, stranger, StationType.Pdd)).shopId;
  api = templateClient(ctx, await headersOf(ctx, owner));
});
afterAll(async () => {
  await ctx?.close();
});

/** the id of the shop's first freight template (express, carriage) */
async function firstFreight(platform: TemplatePlatform, shopId = shops[platform]): Promise<string> {
  const endpoint = templateForPlatform(platform).api.freight;
  const { body } = await api.freight(platform, shopId);
  return String(body.items[0][endpoint?.valueKey ?? 'id']);
}

describe('GET publish templates', () => {
  it('should answer the §9 defaults for a shop that saved nothing', async () => {
    const { status, body } = await api.get('pdd', shops.pdd);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: null,
      shopId: shops.pdd,
      category: 1,
      price: { mutiPrice: { ratio: 120, additionY: 5, priceTakeType: 1 }, priceAdditionY: 3, maketPriceAdditionY: 1 },
      amountOnSale: 999,
      deliveryTimeType: 172800,
      freightTemplateId: null,
    });
  });

  it('should answer kuaishou and youzan at their publish-template-{shopId} paths', async () => {
    const kuaishou = await api.get('kuaishou', shops.kuaishou);
    expect(kuaishou.body).toMatchObject({ promiseDeliveryTime: 172800, skuStockNumber: 999 });
    const youzan = await api.get('youzan', shops.youzan);
    // youzan's own shape is answered beside the form's
    expect(youzan.body).toMatchObject({
      saleTimeType: 1,
      is_Display: true,
      delivery_Param: { postage: 0, delivery_Setting: { express: true, city_Delivery: false, self_Pick: false } },
    });
  });

  it("should refuse another tenant's shop with 404", async () => {
    const { status, body } = await api.get('pdd', strangerPddShop);
    expect(status).toBe(404);
    expect(body.error.message).toBe('店铺不存在');
  });

  it("should refuse a shop of another platform on a platform's path", async () => {
    const { status, body } = await api.get('doudian', shops.pdd);
    expect(status).toBe(400);
    expect(body.error.message).toBe('该店铺不属于此平台');
  });

  it('should ask for the shop when none or a malformed one is named', async () => {
    const none = await api.call('GET', '/api/platform/pdd/good/publish-template');
    expect(none.status).toBe(400);
    expect(none.body.error.message).toBe('请选择店铺');
    const malformed = await api.call('GET', '/api/platform/pdd/good/publish-template?shopId=abc');
    expect(malformed.status).toBe(400);
  });

  it('should need a signed-in user', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/platform/pdd/good/publish-template?shopId=${shops.pdd}`,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST publish templates: saving', () => {
  it('should save a pdd template, answer it and give it back on reload', async () => {
    const freightTemplateId = await firstFreight('pdd');
    const saved = await api.save('pdd', shops.pdd, {
      category: 1,
      goodStatus: 1,
      price: { mutiPrice: { ratio: 150, additionY: -2, priceTakeType: 2 }, priceAdditionY: 4, maketPriceAdditionY: 2 },
      amountOnSale: 50,
      freightTemplateId,
      deliveryTimeType: 86400,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.id).toEqual(expect.any(String));
    const reloaded = await api.get('pdd', shops.pdd);
    expect(reloaded.body).toMatchObject({
      id: saved.body.id,
      goodStatus: 1,
      price: { mutiPrice: { ratio: 150, additionY: -2, priceTakeType: 2 }, priceAdditionY: 4 },
      amountOnSale: 50,
      freightTemplateId,
      deliveryTimeType: 86400,
    });
  });

  it('should keep one template per shop: a second save replaces the first', async () => {
    const first = await api.save('qunjielong', shops.qunjielong, {
      qty: 5,
      price: { ratio: 110, additionY: 1, priceTakeType: 1 },
    });
    const second = await api.save('qunjielong', shops.qunjielong, {
      qty: 7,
      price: { ratio: 110, additionY: 1, priceTakeType: 1 },
    });
    expect(second.body.id).toBe(first.body.id);
    expect((await api.get('qunjielong', shops.qunjielong)).body.qty).toBe(7);
  });

  it('should save a manual category with the platform name and path of the leaf', async () => {
    const leaf = await api.leaf(shops.kuaishou);
    const saved = await api.save('kuaishou', shops.kuaishou, {
      category: 2,
      categoryId: leaf.cId,
      expressTemplateId: await firstFreight('kuaishou'),
      immediatelyOnOfflineFlag: 1,
      promiseDeliveryTime: 86400,
      skuStockNumber: 999,
      price: { ratio: 120, additionY: 5, priceTakeType: 1 },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ categoryId: leaf.cId, categoryList: leaf.path, categoryName: leaf.name });
  });

  it('should save a xiaohongshu template with its brand, carriage template and logistics plan', async () => {
    const leaf = await api.leaf(shops.xiaohongshu, '女装');
    const brands = await api.brands('xiaohongshu', shops.xiaohongshu, { categoryId: leaf.cId });
    const plans = await api.logistics('xiaohongshu', shops.xiaohongshu);
    const saved = await api.save('xiaohongshu', shops.xiaohongshu, {
      category: 2,
      categoryId: leaf.cId,
      categoryList: leaf.path,
      brandId: brands.body.items[0].brandId,
      qty: 20,
      shippingTemplateId: await firstFreight('xiaohongshu'),
      logisticsPlanId: plans.body.items[0].planInfoId,
      time: 24,
      price: { ratio: 120, additionY: 5, priceTakeType: 1 },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ brandName: brands.body.items[0].nameCn, time: 24 });
  });

  it('should save doudian brand rows, and a presale', async () => {
    const women = await api.leaf(shops.doudian, '女装');
    const { body } = await api.brands('doudian', shops.doudian, { categoryId: women.cId });
    const saved = await api.save('doudian', shops.doudian, {
      category: 1,
      brandList: [{ categoryID: women.path[0], standardBrandId: body.items[1].brandId }],
      goodStatus: 0,
      price: { ratio: 120, additionY: 5, priceTakeType: 1 },
      amountOnSale: 999,
      freightTemplateId: await firstFreight('doudian'),
      deliveryDelayDay: 9999,
      reduceType: 1,
      presellType: 1,
      presellEndTime: '2030-01-01T00:00:00.000Z',
      presellDelay: 5,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.brandList).toEqual([
      expect.objectContaining({ standardBrandId: body.items[1].brandId, standardBrandName: body.items[1].nameCn }),
    ]);
    expect(saved.body).toMatchObject({ deliveryDelayDay: 9999, reduceType: 1, presellType: 1, presellDelay: 5 });
  });

  it('should accept a youzan template in youzan shape and derive its sale time type', async () => {
    const templateId = await firstFreight('youzan');
    const saved = await api.save('youzan', shops.youzan, {
      price: { ratio: 100, additionY: 0, priceTakeType: 1 },
      skuStockNumber: 30,
      is_Display: false,
      delivery_Param: { delivery_Template_Id: templateId, delivery_Setting: { express: true, self_Pick: true } },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      saleTimeType: 3,
      freightType: 1,
      freightTemplateId: templateId,
      logisticsType: [1, 3],
    });
  });

  it('should save the remaining platforms with their own fields', async () => {
    const cases: [TemplatePlatform, Record<string, unknown>][] = [
      [
        'alibaba',
        {
          categoryType: 0,
          pricePercent: 130,
          priceFlow: 2,
          pricePrecision: 0,
          skuStock: 10,
          template: await firstFreight('alibaba'),
        },
      ],
      [
        'taobao',
        {
          categoryType: 0,
          pricePercent: 130,
          priceFlow: 2,
          pricePrecision: 2,
          skuStock: 10,
          template: await firstFreight('taobao'),
          startTimeType: 2,
          subStock: 1,
        },
      ],
      [
        'ktt',
        { qtyType: 0, qty: 40, isLimit: 1, limitBuy: 200, price: { ratio: 120, additionY: 5, priceTakeType: 1 } },
      ],
      [
        'wechatvideoshop',
        {
          category: 1,
          freightTemplateId: await firstFreight('wechatvideoshop'),
          stockNum: 0,
          price: { ratio: 120, additionY: 5, priceTakeType: 1 },
        },
      ],
    ];
    for (const [platform, values] of cases) {
      const saved = await api.save(platform, shops[platform], values);
      expect(saved.status, `${platform} ${JSON.stringify(saved.body)}`).toBe(200);
      expect((await api.get(platform, shops[platform])).body, platform).toMatchObject(values);
    }
  });
});

type Case = [string, Record<string, unknown>, string];
const priceCases = (prefix: string, base: Record<string, unknown> = {}): Case[] => [
  ['a missing ratio', { ...base, [`${prefix}ratio`]: null }, '请填写百分比值'],
  ['a negative ratio', { ...base, [`${prefix}ratio`]: -1 }, '百分比值不能小于0'],
  ['no rounding choice', { ...base, [`${prefix}priceTakeType`]: null }, '请选择价格类型'],
];

/** Each platform's rules of doc 2 §5 over HTTP: the defaults with changes (dotted paths) breaking one rule. */
const RULES: Record<TemplatePlatform, Case[]> = {
  pdd: [
    ...priceCases('price.mutiPrice.', { freightTemplateId: '1' }),
    ['a missing stock', { freightTemplateId: '1', amountOnSale: null }, Messages.fillSkuStock],
    ['a negative stock', { freightTemplateId: '1', amountOnSale: -1 }, Messages.skuStockNotNegative],
    ['no freight template', {}, Messages.selectFreightTemplate],
    ['a manual category not chosen', { freightTemplateId: '1', category: 2 }, Messages.selectCategory],
  ],
  doudian: [
    [
      'a manual category without a brand',
      { freightTemplateId: '1', category: 2, categoryId: '9' },
      Messages.selectBrand,
    ],
    ['a brand row without a brand', { freightTemplateId: '1', brandList: [{ categoryID: '9' }] }, Messages.selectBrand],
    ['no brand rows', { freightTemplateId: '1', brandList: [] }, Messages.selectBrand],
    [
      'a presale without an end time',
      { ...DOUDIAN_READY, presellType: 1, presellDelay: 3 },
      Messages.doudianSelectPresellEndTime,
    ],
    [
      'a presale without delivery days',
      { ...DOUDIAN_READY, presellType: 1, presellEndTime: '2030-01-01T00:00:00Z' },
      Messages.doudianPresellDelayAfterEnd,
    ],
    ['stepped delivery without days', { ...DOUDIAN_READY, presellType: 2 }, Messages.doudianPresellDelayAfterPayment],
    ['a missing stock', { ...DOUDIAN_READY, amountOnSale: null }, Messages.fillSkuStock],
    ['no freight template', { ...DOUDIAN_READY, freightTemplateId: null }, Messages.selectFreightTemplate],
  ],
  youzan: [
    ...priceCases('price.'),
    ['no delivery method', { logisticsType: [] }, '请选择配送方式'],
    ['an empty postage', { freightType: 0, postFee: null }, '请输入邮费'],
    ['a negative postage', { freightType: 0, postFee: -3 }, '请输入邮费'],
    ['no freight template', { freightType: 1 }, '请选择运费模板'],
  ],
  kuaishou: [
    ...priceCases('price.', { expressTemplateId: '1' }),
    ['a missing stock', { expressTemplateId: '1', skuStockNumber: null }, '请填写sku库存'],
    ['a negative stock', { expressTemplateId: '1', skuStockNumber: -1 }, 'sku库存不能小于0'],
    ['a stock over 999', { expressTemplateId: '1', skuStockNumber: 1000 }, 'sku库存不能大于999'],
    ['a stock with decimals', { expressTemplateId: '1', skuStockNumber: 2.5 }, 'sku库存必须为整数'],
    ['no express template', {}, '请选择运费模板'],
    ['a manual category not chosen', { expressTemplateId: '1', category: 2 }, '请选择商品类目'],
  ],
  alibaba: [
    ['a missing stock', { template: '1', skuStock: null }, '请填写sku库存'],
    ['a negative stock', { template: '1', skuStock: -1 }, 'sku库存不能小于0'],
    ['no freight template', {}, '请选择运费模板'],
    ['a manual category not chosen', { template: '1', categoryType: 1 }, '请选择商品类目'],
    ['a negative percent', { template: '1', pricePercent: -1 }, '百分比值不能小于0'],
  ],
  taobao: [
    ['a missing stock', { template: '1', skuStock: null }, '请填写sku库存'],
    ['a negative stock', { template: '1', skuStock: -1 }, 'sku库存不能小于0'],
    ['no freight template', {}, '请选择运费模板'],
    ['a manual category not chosen', { template: '1', categoryType: 1 }, '请选择商品类目'],
  ],
  xiaohongshu: [
    ...priceCases('price.', XHS_READY),
    ['a missing stock', { ...XHS_READY, qty: null }, '请填写sku库存'],
    ['a negative stock', { ...XHS_READY, qty: -1 }, 'sku库存不能小于0'],
    ['no carriage template', { logisticsPlanId: '1' }, '请选择运费模板'],
    ['no logistics plan', { shippingTemplateId: '1' }, '请选择物流模板'],
    ['a manual category without a brand', { ...XHS_READY, category: 2, categoryId: '9' }, '请选择品牌'],
    ['a manual category not chosen', { ...XHS_READY, category: 2, brandId: '1' }, '请选择商品类目'],
  ],
  ktt: [
    ...priceCases('price.'),
    ['a fixed stock without a value', { qtyType: 0, qty: null }, '请填写sku库存'],
    ['a purchase limit over 200', { isLimit: 1, limitBuy: 201 }, '数量不能大于200'],
    ['a purchase limit under 1', { isLimit: 1, limitBuy: 0 }, '数量不能小于1'],
  ],
  qunjielong: [
    ...priceCases('price.'),
    ['a missing stock', { qty: null }, '请填写sku库存'],
    ['a stock under 1', { qty: 0 }, 'sku库存不能小于1'],
  ],
  wechatvideoshop: [
    ...priceCases('price.', { freightTemplateId: '1' }),
    ['a missing stock', { freightTemplateId: '1', stockNum: null }, '请填写sku库存'],
    ['a negative stock', { freightTemplateId: '1', stockNum: -1 }, 'sku库存不能小于0'],
    ['no freight template', {}, '请选择运费模板'],
    ['a manual category not chosen', { freightTemplateId: '1', category: 2 }, '请选择商品类目'],
  ],
};

/** The platform's defaults (a new shop's form) with some fields changed. */
function defaultsWith(platform: TemplatePlatform, changes: Record<string, unknown>): Record<string, unknown> {
  let values = templateDefaults<Record<string, unknown>>(templateForPlatform(platform));
  for (const [path, value] of Object.entries(changes)) values = setPath(values, path, value);
  return values;
}

describe('POST publish templates: the rules of doc 2 §5', () => {
  for (const [platform, cases] of Object.entries(RULES) as [TemplatePlatform, Case[]][]) {
    it.each(cases)(`${platform}: should refuse %s with its message`, async (_, values, message) => {
      const { status, body } = await api.save(platform, shops[platform], defaultsWith(platform, values));
      expect(status).toBe(400);
      expect(body.error.message).toBe(message);
      expect(body.error.validationErrors.map((v: { message: string }) => v.message)).toEqual([message]);
    });
  }
});

describe('POST publish templates: in English', () => {
  it("should say a broken rule in the spec's English when the request asks for English", async () => {
    const english = templateClient(ctx, { ...(await headersOf(ctx, owner)), 'accept-language': 'en-US' });
    const { status, body } = await english.save('pdd', shops.pdd, defaultsWith('pdd', {}));
    expect(status).toBe(400);
    expect(body.error.message).toBe(MessagesEnUS.selectFreightTemplate);
    expect(body.error.message).toBe('please select a freight template');
    expect(body.error.validationErrors).toEqual([
      { message: 'please select a freight template', members: ['freightTemplateId'] },
    ]);
  });
});

describe('POST publish templates: bad input', () => {
  it('should refuse text where a number belongs', async () => {
    const { status, body } = await api.save(
      'kuaishou',
      shops.kuaishou,
      defaultsWith('kuaishou', { expressTemplateId: '1', skuStockNumber: 'many' }),
    );
    expect(status).toBe(400);
    expect(body.error.message).toBe('请输入数字');
  });

  it('should refuse a category that is not a leaf', async () => {
    const { body: roots } = await api.subList({ shopId: shops.kuaishou });
    const { status, body } = await api.save(
      'kuaishou',
      shops.kuaishou,
      defaultsWith('kuaishou', {
        category: 2,
        categoryId: roots.items[0].cId,
        expressTemplateId: await firstFreight('kuaishou'),
      }),
    );
    expect(status).toBe(400);
    expect(body.error.message).toBe('请选择最后一级类目');
  });

  it('should refuse a category the platform does not have', async () => {
    const { status, body } = await api.save(
      'alibaba',
      shops.alibaba,
      defaultsWith('alibaba', {
        categoryType: 1,
        categoryId: '999999999',
        template: await firstFreight('alibaba'),
      }),
    );
    expect(status).toBe(400);
    expect(body.error.message).toBe('类目不存在，请重新选择');
  });

  it('should refuse a brand of another category', async () => {
    const women = await api.leaf(shops.doudian, '女装');
    const men = await api.leaf(shops.doudian, '男装');
    const { body: menBrands } = await api.brands('doudian', shops.doudian, { categoryId: men.cId });
    const { status, body } = await api.save(
      'doudian',
      shops.doudian,
      defaultsWith('doudian', {
        category: 2,
        categoryId: women.cId,
        brandId: menBrands.items[0].brandId,
        freightTemplateId: await firstFreight('doudian'),
      }),
    );
    expect(status).toBe(400);
    expect(body.error.message).toBe('品牌不属于所选类目，请重新选择');
  });

  it("should refuse a freight template of another shop, even the tenant's own", async () => {
    let foreign = await firstFreight('pdd', secondPddShop);
    const own = new Set(
      ((await api.freight('pdd', shops.pdd, { maxResultCount: 100 })).body.items as { id: string }[]).map((t) => t.id),
    );
    if (own.has(foreign)) foreign = `${foreign}0`;
    const { status, body } = await api.save('pdd', shops.pdd, defaultsWith('pdd', { freightTemplateId: foreign }));
    expect(status).toBe(400);
    expect(body.error.message).toBe('运费模板不存在，请刷新模板后重新选择');
  });

  it('should refuse a logistics plan the shop does not have', async () => {
    const { status, body } = await api.save(
      'xiaohongshu',
      shops.xiaohongshu,
      defaultsWith('xiaohongshu', {
        shippingTemplateId: await firstFreight('xiaohongshu'),
        logisticsPlanId: '12345',
      }),
    );
    expect(status).toBe(400);
    expect(body.error.message).toBe('物流模板不存在，请刷新模板后重新选择');
  });

  it("should refuse to save a template for another tenant's shop", async () => {
    const { status } = await api.save('pdd', strangerPddShop, defaultsWith('pdd', { freightTemplateId: '1' }));
    expect(status).toBe(404);
    const theirs = templateClient(ctx, await headersOf(ctx, stranger));
    expect((await theirs.get('pdd', strangerPddShop)).body.id).toBeNull();
  });

  it('should refuse a choice the platform does not offer', async () => {
    const { status, body } = await api.save(
      'pdd',
      shops.pdd,
      defaultsWith('pdd', { freightTemplateId: '1', deliveryTimeType: 3600 }),
    );
    expect(status).toBe(400);
    expect(body.error.message).toBe('承诺发货时间的取值无效');
  });

  it('should refuse a body that is not an object', async () => {
    const { status } = await api.call('POST', '/api/platform/pdd/good/publish-template', [1, 2]);
    expect(status).toBe(400);
  });
});
