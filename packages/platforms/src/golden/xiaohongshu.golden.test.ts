import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XIAOHONGSHU_GATEWAY, XIAOHONGSHU_HOSTS } from '../connectors/transports/xiaohongshu.transport.ts';
import { xiaohongshuConnector } from '../connectors/xiaohongshu.connector.ts';
import { CONTRACT_CALLBACK, consentAs } from '../contract/contract-harness.ts';
import type { FetchLike } from '../core/http-client.ts';
import type { ListingDraft } from '../core/listing-draft.ts';
import { unlimited } from '../core/rate-limiter.ts';
import { xiaohongshuSign } from '../core/signing.ts';
import { type RunningSandbox, startPlatformSandbox } from '../sandbox/create-platform-sandbox.ts';
import { SANDBOX_APPS } from '../sandbox/sandbox-apps.ts';
import {
  XIAOHONGSHU_APP,
  XIAOHONGSHU_GOLDEN,
  XIAOHONGSHU_MERCHANT_CODE,
  XIAOHONGSHU_NOW,
  XIAOHONGSHU_SHOP,
  XIAOHONGSHU_SYSTEM_KEYS,
  type XiaohongshuGolden,
} from './xiaohongshu.golden.ts';

interface Recorded {
  url: string;
  method: string;
  headers: Headers;
  body: Record<string, unknown>;
}

/** a fetch that records each request and answers the next golden answer in turn */
function recording(answers: readonly Record<string, unknown>[]) {
  const calls: Recorded[] = [];
  const fetch: FetchLike = async (input, init) => {
    calls.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: JSON.parse(String(init?.body ?? '{}')),
    });
    const answer = answers[calls.length - 1];
    if (answer === undefined) throw new Error(`no golden answer for call ${calls.length}`);
    return Response.json(answer);
  };
  return { fetch, calls };
}

function connectorAnswering(...goldens: { answer: Record<string, unknown> }[]) {
  const recorder = recording(goldens.map((g) => g.answer));
  const connector = xiaohongshuConnector.create({
    baseUrl: XIAOHONGSHU_HOSTS.api,
    authorizeBaseUrl: XIAOHONGSHU_HOSTS.consent,
    app: XIAOHONGSHU_APP,
    fetch: recorder.fetch,
    limiter: unlimited,
    now: () => XIAOHONGSHU_NOW,
  });
  return { connector, calls: recorder.calls };
}

/** the request is the golden one: one POST of JSON to the gateway, signed system parameters and the method's own */
function expectGoldenRequest(call: Recorded | undefined, golden: XiaohongshuGolden, withToken: boolean) {
  if (!call) throw new Error('no request recorded');
  expect(call.method).toBe('POST');
  expect(call.url).toBe(`${XIAOHONGSHU_HOSTS.api}${XIAOHONGSHU_GATEWAY}`);
  expect(call.headers.get('content-type')).toBe('application/json');
  const system = Object.fromEntries(Object.entries(call.body).filter(([k]) => XIAOHONGSHU_SYSTEM_KEYS.includes(k)));
  const own = Object.fromEntries(Object.entries(call.body).filter(([k]) => !XIAOHONGSHU_SYSTEM_KEYS.includes(k)));
  expect(own).toEqual(golden.params);
  const timestamp = String(XIAOHONGSHU_NOW.getTime() / 1000);
  expect(system).toEqual({
    appId: XIAOHONGSHU_APP.appKey,
    method: golden.method,
    version: '2.0',
    timestamp,
    sign: xiaohongshuSign(
      { method: golden.method, appId: XIAOHONGSHU_APP.appKey, timestamp, version: '2.0' },
      XIAOHONGSHU_APP.appSecret,
    ),
    ...(withToken ? { accessToken: XIAOHONGSHU_SHOP.accessToken } : {}),
  });
}

/** the draft whose product.createItemAndSku request is the golden one */
const DRAFT: ListingDraft = {
  title: '新版OPENAPI创建商品',
  description: 'test描述',
  images: ['http://qimg.xiaohongshu.com/arkgoods/1040g0o83185o477fgq005o7ksmt0056okn1e390'],
  detailImages: ['http://qimg.xiaohongshu.com/arkgoods/1040g0o83185o477fgq005o7ksmt0056okn1e391'],
  categoryId: '5a9c***88e2',
  brandId: '53f9b1feb4c4d67cd88605aa',
  freightTemplateId: '601a6186095e7a0001c5fb49',
  logisticsPlanId: '5db0****80a1',
  deliveryTime: '48h',
  listingStatus: 'warehouse',
  weightGrams: 300,
  sevenDayReturn: true,
  skus: [
    {
      specs: [{ name: '颜色', value: '红色' }],
      priceFen: 500000,
      originalPriceFen: 600000,
      stock: 100,
      outerSkuId: 'erpCode',
    },
  ],
};

describe('xiaohongshu connector against the golden exchanges', () => {
  it('should link to ark.xiaohongshu.com/ark/authorization with appId, redirectUri and state', () => {
    const { connector } = connectorAnswering();
    expect(connector.authorizeUrl?.({ state: '1234', redirectUri: 'http://www.xiaohongshu.com' })).toBe(
      `https://ark.xiaohongshu.com/ark/authorization?appId=${XIAOHONGSHU_APP.appKey}&redirectUri=http%3A%2F%2Fwww.xiaohongshu.com&state=1234`,
    );
  });

  it('should exchange a code and refresh through the gateway, reading the documented answers', async () => {
    const { connector, calls } = connectorAnswering(XIAOHONGSHU_GOLDEN.token, XIAOHONGSHU_GOLDEN.refresh);
    const grant = await connector.exchangeCode?.({
      code: 'code-9e28279***e6035dc686e0-7aaea***841f3b32',
      redirectUri: '',
    });
    expectGoldenRequest(calls[0], XIAOHONGSHU_GOLDEN.token, false);
    expect(grant).toEqual({
      accessToken: XIAOHONGSHU_GOLDEN.token.answer.data.accessToken,
      accessTokenExpiresAt: new Date(1613807389260),
      refreshToken: 'refresh-72df8ba***7e1387407ac-944badaf***268294df5ae1',
      refreshTokenExpiresAt: new Date(1616312989263),
      shopId: '5a1***76ee832',
      shopName: '开放平台测试店1专卖店',
      authorizationExpiresAt: null,
      modules: ['goods', 'order'],
    });
    const renewed = await connector.refreshToken?.('refresh-06ca049***b77ac4493697-3251618c7***ebfffd7e');
    expectGoldenRequest(calls[1], XIAOHONGSHU_GOLDEN.refresh, false);
    expect(renewed?.accessToken).toBe('token-e643e958****da68398a-572e65****24c3f922');
  });

  it('should read categories, carriage templates, logistics plans and brands in their documented shapes', async () => {
    const { connector, calls } = connectorAnswering(
      XIAOHONGSHU_GOLDEN.categories,
      XIAOHONGSHU_GOLDEN.carriageTemplates,
      XIAOHONGSHU_GOLDEN.logisticsPlans,
      XIAOHONGSHU_GOLDEN.brands,
    );
    const children = await connector.listCategories?.(XIAOHONGSHU_SHOP, { cId: '5a9c***88d1', parents: [] });
    expectGoldenRequest(calls[0], XIAOHONGSHU_GOLDEN.categories, true);
    expect(children).toEqual([
      { cId: '5a9c***88e2', name: 'T恤', isLeaf: true, level: 2, parents: ['5a9c***88d1'] },
      { cId: '5a9c***88e3', name: '衬衫', isLeaf: false, level: 2, parents: ['5a9c***88d1'] },
    ]);
    const templates = await connector.listFreightTemplates?.(XIAOHONGSHU_SHOP, { page: 1, pageSize: 20 });
    expectGoldenRequest(calls[1], XIAOHONGSHU_GOLDEN.carriageTemplates, true);
    expect(templates).toEqual({ items: [{ id: '601a6186095e7a0001c5fb49', name: '不包邮-默认模板' }], total: 50 });
    const plans = await connector.listLogisticsPlans?.(XIAOHONGSHU_SHOP);
    expectGoldenRequest(calls[2], XIAOHONGSHU_GOLDEN.logisticsPlans, true);
    expect(plans).toEqual([{ id: '5db0****80a1', name: '阿富汗 自主发货' }]);
    const brands = await connector.listBrands?.(XIAOHONGSHU_SHOP, {
      categoryId: '5a9c***88e2',
      query: 'Charles & Keith',
      page: 1,
      pageSize: 20,
    });
    expectGoldenRequest(calls[3], XIAOHONGSHU_GOLDEN.brands, true);
    expect(brands).toEqual({
      items: [{ brandId: '53f9b1feb4c4d67cd88605aa', nameCn: 'Charles & Keith', nameEn: 'Charles & Keith' }],
      total: 1,
    });
  });

  it('should create an item with its variations, {link} images and the merchant code as articleNo', async () => {
    const { connector, calls } = connectorAnswering(XIAOHONGSHU_GOLDEN.variations, XIAOHONGSHU_GOLDEN.createItem);
    const result = await connector.publish(XIAOHONGSHU_SHOP, { draft: DRAFT, merchantCode: XIAOHONGSHU_MERCHANT_CODE });
    expectGoldenRequest(calls[0], XIAOHONGSHU_GOLDEN.variations, true);
    expectGoldenRequest(calls[1], XIAOHONGSHU_GOLDEN.createItem, true);
    expect(result).toEqual({ listingId: '64ff12f***fd12f1' });
  });

  it('should find a listing by its articleNo through product.searchItemList, then read product.getItemInfo', async () => {
    const { connector, calls } = connectorAnswering(XIAOHONGSHU_GOLDEN.searchByCode, XIAOHONGSHU_GOLDEN.itemInfo);
    const found = await connector.findByMerchantCode?.(XIAOHONGSHU_SHOP, XIAOHONGSHU_MERCHANT_CODE);
    expectGoldenRequest(calls[0], XIAOHONGSHU_GOLDEN.searchByCode, true);
    expectGoldenRequest(calls[1], XIAOHONGSHU_GOLDEN.itemInfo, true);
    expect(found).toEqual({
      listingId: '64ff12f***fd12f1',
      title: '新版OPENAPI创建商品',
      categoryId: '5a9c***88e2',
      status: 'warehouse',
      images: ['http://qimg.xiaohongshu.com/arkgoods/1040g0o83185o477fgq005o7ksmt0056okn1e390'],
      externalId: XIAOHONGSHU_MERCHANT_CODE,
      skus: [
        {
          specs: [{ name: '颜色分类', value: '红色' }],
          priceFen: 500000,
          stock: 100,
          platformSkuId: '6123**5132',
          outerSkuId: 'erpCode',
        },
      ],
    });
  });
});

describe('the xiaohongshu sandbox taking requests as the documents write them', () => {
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    sandbox = await startPlatformSandbox({ port: 0, redirectUris: [CONTRACT_CALLBACK], qps: { xiaohongshu: 500 } });
  });
  afterAll(async () => sandbox?.close());

  const app = SANDBOX_APPS.xiaohongshu;
  /** 040_系统参数说明 / 039_签名算法: one JSON body, timestamp as text, Content-Type application/json;charset=utf-8 */
  async function call(method: string, params: Record<string, unknown>, accessToken?: string) {
    const timestamp = String(Math.floor(Date.now() / 1000));
    const response = await fetch(`${sandbox.url}/xiaohongshu${XIAOHONGSHU_GATEWAY}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json;charset=utf-8' },
      body: JSON.stringify({
        sign: xiaohongshuSign({ method, appId: app.appKey, timestamp, version: '2.0' }, app.appSecret),
        appId: app.appKey,
        ...(accessToken ? { accessToken } : {}),
        timestamp,
        version: '2.0',
        method,
        ...params,
      }),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { success: boolean; error_code: number; data: Record<string, unknown> };
  }

  it('should take the documented token, catalogue, create, search and detail calls', async () => {
    const consenting = xiaohongshuConnector.create({ baseUrl: `${sandbox.url}/xiaohongshu`, app });
    const { code } = await consentAs(consenting, '文档示例测试店');
    const token = await call('oauth.getAccessToken', { code });
    expect(token).toMatchObject({ success: true, error_code: 0 });
    expect(Object.keys(token.data).sort()).toEqual(
      [
        'accessToken',
        'accessTokenExpiresAt',
        'refreshToken',
        'refreshTokenExpiresAt',
        'sellerId',
        'sellerName',
        'sandboxServiceExpireAt',
      ].sort(),
    );
    const access = String(token.data.accessToken);

    let parent: string | undefined;
    let leaf: Record<string, unknown> | undefined;
    for (let depth = 0; depth < 6 && !leaf; depth++) {
      const level = await call('common.getCategories', parent ? { categoryId: parent } : {}, access);
      const first = (level.data.categoryV3s as Record<string, unknown>[])[0] as Record<string, unknown>;
      if (first.isLeaf === true) leaf = first;
      else parent = String(first.id);
    }
    if (!leaf) throw new Error('no leaf category');
    const variations = (await call('common.getVariations', { categoryId: leaf.id }, access)).data.variations as Record<
      string,
      unknown
    >[];
    const colour = variations.find((v) => v.name === '颜色') as Record<string, unknown>;
    const templates = await call('common.getCarriageTemplateList', { pageIndex: 1, pageSize: 20 }, access);
    const template = (templates.data.carriageTemplateList as Record<string, unknown>[])[0];
    const plans = await call('common.getLogisticsList', {}, access);
    const plan = (plans.data.logisticsPlans as Record<string, unknown>[])[0];
    const brands = await call('common.brandSearch', { categoryId: leaf.id, pageNo: 1, pageSize: 20 }, access);
    const brand = (brands.data.brands as Record<string, unknown>[])[0];

    const created = await call(
      'product.createItemAndSku',
      {
        name: '新版OPENAPI创建商品',
        brandId: brand?.id,
        categoryId: leaf.id,
        shippingTemplateId: template?.templateId,
        variantIds: [colour.id],
        images: [{ link: 'http://qimg.xiaohongshu.com/arkgoods/1040g0o83185o477fgq005o7ksmt0056okn1e390' }],
        articleNo: 'test货号',
        description: 'test描述',
        createSkuList: [
          {
            originalPrice: 600000,
            price: 500000,
            stock: 100,
            logisticsPlanId: plan?.planInfoId,
            variants: [{ id: colour.id, name: '颜色', value: '红色' }],
            deliveryTime: { type: 4, time: '48' },
            erpCode: 'erpCode',
          },
        ],
      },
      access,
    );
    expect(created).toMatchObject({ success: true, error_code: 0 });
    const itemId = String(created.data.itemId);

    const search = await call(
      'product.searchItemList',
      { pageNo: 1, pageSize: 50, searchParam: { keywords: ['test货号'] } },
      access,
    );
    expect(search.data).toMatchObject({ total: 1, itemDetailV3s: [{ id: itemId, articleNo: 'test货号' }] });
    const bySku = await call(
      'product.searchItemList',
      { pageNo: 1, pageSize: 50, searchParam: { keywords: ['erpCode'] } },
      access,
    );
    expect(bySku.data.total).toBe(1);
    const info = await call('product.getItemInfo', { itemId }, access);
    expect(info.data).toMatchObject({
      total: 1,
      itemInfo: {
        id: itemId,
        articleNo: 'test货号',
        images: ['http://qimg.xiaohongshu.com/arkgoods/1040g0o83185o477fgq005o7ksmt0056okn1e390'],
      },
      skuInfos: [
        { price: 500000, erpCode: 'erpCode', deliveryTime: { type: 'RELATIVE_TIME_NEW', time: '48' }, buyable: false },
      ],
    });

    const refreshed = await call('oauth.refreshToken', { refreshToken: token.data.refreshToken });
    expect(refreshed).toMatchObject({ success: true, data: { sellerId: token.data.sellerId } });
  });

  it('should refuse a sign made with another secret', async () => {
    const timestamp = String(Math.floor(Date.now() / 1000));
    const forged = await fetch(`${sandbox.url}/xiaohongshu${XIAOHONGSHU_GATEWAY}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json;charset=utf-8' },
      body: JSON.stringify({
        appId: app.appKey,
        method: 'common.getCategories',
        version: '2.0',
        timestamp,
        sign: xiaohongshuSign(
          { method: 'common.getCategories', appId: app.appKey, timestamp, version: '2.0' },
          'wrong',
        ),
      }),
    });
    expect(await forged.json()).toMatchObject({ success: false, sub_code: 'SANDBOX_SIGNATURE_INVALID' });
  });
});
