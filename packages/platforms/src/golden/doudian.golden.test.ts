import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doudianConnector } from '../connectors/doudian.connector.ts';
import { CONTRACT_CALLBACK, consentAs } from '../contract/contract-harness.ts';
import type { ListingDraft } from '../core/listing-draft.ts';
import { isPlatformError, type PlatformError } from '../core/platform-error.ts';
import { canonicalJson, doudianSign } from '../core/signing.ts';
import { type RunningSandbox, startPlatformSandbox } from '../sandbox/create-platform-sandbox.ts';
import { SANDBOX_APPS } from '../sandbox/sandbox-apps.ts';
import { DOUDIAN_ERRORS, DOUDIAN_GOLDEN, DOUDIAN_NOW, DOUDIAN_SHOP } from './doudian.golden.ts';
import { connectorAnswering, expectGoldenRequest } from './doudian.golden-kit.ts';

async function failureOf(promise: Promise<unknown>): Promise<PlatformError> {
  try {
    await promise;
  } catch (error) {
    if (isPlatformError(error)) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

/** the draft whose product.addV2 request is the golden one */
const DRAFT: ListingDraft = {
  title: '夏季纯棉短袖T恤女宽松百搭上衣',
  images: [
    'https://p3-aio.ecombdimg.com/obj/ecom-shop-material/a1.jpeg',
    'https://p3-aio.ecombdimg.com/obj/ecom-shop-material/a2.jpeg',
  ],
  detailImages: ['https://p3-aio.ecombdimg.com/obj/ecom-shop-material/d1.jpeg'],
  categoryId: '20009',
  brandId: null,
  freightTemplateId: '73810293',
  deliveryTime: '48h',
  listingStatus: 'onSale',
  stockDeduction: 'onPayment',
  marketPriceFen: 5990,
  sevenDayReturn: true,
  skus: [
    {
      specs: [
        { name: '颜色', value: '黑色' },
        { name: '尺码', value: 'M' },
      ],
      priceFen: 3290,
      stock: 100,
      outerSkuId: 'SKU-00',
    },
    {
      specs: [
        { name: '颜色', value: '黑色' },
        { name: '尺码', value: 'L' },
      ],
      priceFen: 3300,
      stock: 100,
      outerSkuId: 'SKU-01',
    },
  ],
};

describe('doudian connector against the golden exchanges', () => {
  it('should link to the service market consent page with service_id and state only', () => {
    const { connector } = connectorAnswering();
    const url = connector.authorizeUrl?.({ state: 'st-1', redirectUri: CONTRACT_CALLBACK, module: 'goods' });
    expect(url).toBe('https://fuwu.jinritemai.com/authorize?service_id=28751&state=st-1');
  });

  it('should create and refresh tokens as token.create and token.refresh, reading the SDK answer', async () => {
    const { connector, calls } = connectorAnswering(
      DOUDIAN_GOLDEN.tokenCreate.answer,
      DOUDIAN_GOLDEN.tokenRefresh.answer,
    );
    const grant = await connector.exchangeCode?.({ code: '9b2f1c3d-4e5f-6071-8293-a4b5c6d7e8f9', redirectUri: '' });
    expectGoldenRequest(calls[0], DOUDIAN_GOLDEN.tokenCreate, false);
    expect(grant).toMatchObject({
      accessToken: DOUDIAN_SHOP.accessToken,
      shopId: '4463798',
      shopName: '抖店测试旗舰店',
      refreshToken: '5e6f7a8b-9c0d-1e2f-3a4b-5c6d7e8f9a0b',
      authorizationExpiresAt: null,
      modules: ['goods', 'order'],
    });
    expect(grant?.accessTokenExpiresAt.getTime()).toBe(DOUDIAN_NOW.getTime() + 604_800_000);
    expect(grant?.refreshTokenExpiresAt?.getTime()).toBe(DOUDIAN_NOW.getTime() + 14 * 86_400_000);
    const renewed = await connector.refreshToken?.('5e6f7a8b-9c0d-1e2f-3a4b-5c6d7e8f9a0b');
    expectGoldenRequest(calls[1], DOUDIAN_GOLDEN.tokenRefresh, false);
    expect(renewed?.accessToken).toBe('d4b2e6a1-8f3c-4d0b-a021-6c3e7f8b9d01');
  });

  it('should read categories, freight templates and brands in their SDK shapes', async () => {
    const { connector, calls } = connectorAnswering(
      DOUDIAN_GOLDEN.categories.answer,
      DOUDIAN_GOLDEN.freightTemplates.answer,
      DOUDIAN_GOLDEN.brands.answer,
    );
    const children = await connector.listCategories?.(DOUDIAN_SHOP, { cId: '20000', parents: [] });
    expectGoldenRequest(calls[0], DOUDIAN_GOLDEN.categories, true);
    expect(children).toEqual([
      { cId: '20001', name: '上装', isLeaf: false, level: 2, parents: ['20000'] },
      { cId: '20009', name: 'T恤', isLeaf: true, level: 2, parents: ['20000'] },
    ]);
    const templates = await connector.listFreightTemplates?.(DOUDIAN_SHOP, { page: 1, pageSize: 10 });
    expectGoldenRequest(calls[1], DOUDIAN_GOLDEN.freightTemplates, true);
    expect(templates).toEqual({
      items: [
        { id: '73810293', name: '全国包邮' },
        { id: '73810294', name: '偏远地区不包邮' },
      ],
      total: 2,
    });
    const brands = await connector.listBrands?.(DOUDIAN_SHOP, {
      categoryId: '20009',
      query: '优',
      page: 1,
      pageSize: 10,
    });
    expectGoldenRequest(calls[2], DOUDIAN_GOLDEN.brands, true);
    // authorised brands first, each brand once, only those beginning with the query
    expect(brands).toEqual({
      items: [
        { brandId: '1234567', nameCn: '优衣库', nameEn: 'UNIQLO' },
        { brandId: '2345678', nameCn: '优品', nameEn: 'YOUPIN' },
      ],
      total: 2,
    });
  });

  it('should send product.addV2 exactly, and keep the 19-digit product_id', async () => {
    const { connector, calls } = connectorAnswering(DOUDIAN_GOLDEN.productAdd.answer);
    const result = await connector.publish(DOUDIAN_SHOP, {
      draft: DRAFT,
      merchantCode: '3f2a9c1d7b6e4a5c8d9e0f1a2b3c4d5e',
    });
    expectGoldenRequest(calls[0], DOUDIAN_GOLDEN.productAdd, true);
    expect(result).toEqual(DOUDIAN_GOLDEN.productAdd.parsed);
  });

  it('should send the presale end as "yyyy-MM-dd HH:mm:ss" in China time', async () => {
    const { connector, calls } = connectorAnswering(DOUDIAN_GOLDEN.productAdd.answer);
    await connector.publish(DOUDIAN_SHOP, {
      draft: { ...DRAFT, presell: { type: 'presale', deliveryDays: 5, endTime: '2026-11-30T04:00:00Z' } },
      merchantCode: 'presale-1',
    });
    const sent = JSON.parse(calls[0]?.body ?? '{}');
    expect(sent).toMatchObject({ presell_type: 1, presell_delay: 5, presell_end_time: '2026-11-30 12:00:00' });
    expect(sent.delivery_delay_day).toBeUndefined();
  });

  it('should find a listing by its merchant code through product.detail out_product_id', async () => {
    const { connector, calls } = connectorAnswering(DOUDIAN_GOLDEN.productDetailByCode.answer);
    const found = await connector.findByMerchantCode?.(DOUDIAN_SHOP, '3f2a9c1d7b6e4a5c8d9e0f1a2b3c4d5e');
    expectGoldenRequest(calls[0], DOUDIAN_GOLDEN.productDetailByCode, true);
    expect(found).toEqual(DOUDIAN_GOLDEN.productDetailByCode.parsed);
  });

  for (const [name, error] of Object.entries(DOUDIAN_ERRORS)) {
    it(`should classify doudian's ${name} answer as ${error.kind}`, async () => {
      const { connector } = connectorAnswering(error.answer);
      const failure = await failureOf(
        connector.listFreightTemplates?.(DOUDIAN_SHOP, { page: 1, pageSize: 10 }) ?? Promise.resolve(),
      );
      expect(failure.kind).toBe(error.kind);
      expect(failure.refreshable).toBe(error.refreshable);
      expect(failure.code).toContain(String(JSON.parse(error.answer).code));
    });
  }
});

/**
 * One call as the official Go SDK makes it (core/doudian_op_api_client.go, core/http/doudian_op_http_client.go):
 * `{OpenRequestUrl}/{urlPath}` where the api/* requests' urlPath begins with "/" (so `//product/addV2`), the
 * signed query, the SDK's headers including its literal "Content-Type: application/json" value, and the
 * body as utils.Marshal writes it (a map re-encoded: keys sorted, no HTML escaping).
 */
async function goSdkCall(
  gateway: string,
  app: { appKey: string; appSecret: string },
  urlPath: string,
  params: Record<string, unknown>,
  accessToken?: string,
  secretForSign = app.appSecret,
): Promise<Record<string, unknown>> {
  const method = urlPath.replace(/^\//, '').replaceAll('/', '.');
  const paramJson = canonicalJson(params);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const query = new URLSearchParams({
    app_key: app.appKey,
    method,
    timestamp,
    sign: doudianSign({ appKey: app.appKey, method, paramJson, timestamp, v: '2' }, secretForSign),
    v: '2',
    sign_method: 'hmac-sha256',
    ...(accessToken ? { access_token: accessToken } : {}),
  });
  const response = await fetch(`${gateway}/${urlPath}?${query}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'Content-Type: application/json',
      from: 'sdk',
      'sdk-type': 'golang',
      'sdk-version': 'doudian-sdk-golang-1.1.0',
      'x-open-no-old-err-code': '1',
    },
    body: paramJson,
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

describe('the doudian sandbox taking requests as the official Go SDK sends them', () => {
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    sandbox = await startPlatformSandbox({ port: 0, redirectUris: [CONTRACT_CALLBACK], qps: { doudian: 500 } });
  });
  afterAll(async () => sandbox?.close());

  it('should answer token.create, categories, templates, brands, product.addV2 and product.detail with code 10000', async () => {
    const app = SANDBOX_APPS.doudian;
    const gateway = `${sandbox.url}/doudian`;
    const consenting = doudianConnector.create({ baseUrl: gateway, app });
    const { code } = await consentAs(consenting, 'Go SDK 测试店');

    // core/create_token_request.go: urlPath "token/create" (one slash)
    const token = await goSdkCall(gateway, app, 'token/create', { code, grant_type: 'authorization_code' });
    expect(token).toMatchObject({ code: 10000, msg: 'success', sub_code: '' });
    const data = token.data as Record<string, unknown>;
    expect(typeof data.shop_id).toBe('number');
    // seconds left of 7 days, counted on the sandbox's clock when it answered
    expect(Number(data.expires_in)).toBeGreaterThanOrEqual(7 * 86_400 - 2);
    expect(Number(data.expires_in)).toBeLessThanOrEqual(7 * 86_400);
    const accessToken = String(data.access_token);

    let parent = 0;
    let leaf: Record<string, unknown> | undefined;
    for (let depth = 0; depth < 6 && !leaf; depth++) {
      const level = await goSdkCall(gateway, app, '/shop/getShopCategory', { cid: parent }, accessToken);
      expect(level.code).toBe(10000);
      const first = (level.data as Record<string, unknown>[])[0] as Record<string, unknown>;
      if (first.is_leaf === true) leaf = first;
      else parent = Number(first.id);
    }
    if (!leaf) throw new Error('no leaf category');

    const templates = await goSdkCall(gateway, app, '/freightTemplate/list', { page: '0', size: '10' }, accessToken);
    const template = ((templates.data as Record<string, unknown>).List as Record<string, unknown>[])[0]?.template as
      | Record<string, unknown>
      | undefined;
    const brands = await goSdkCall(gateway, app, '/brand/list', { category_id: leaf.id }, accessToken);
    const brandData = brands.data as Record<string, unknown>;
    const authorised = (brandData.auth_brand_list as Record<string, unknown>[])[0];
    const brandId = brandData.auth_required === true ? Number(authorised?.brand_id) : 596120136;

    const added = await goSdkCall(
      gateway,
      app,
      '/product/addV2',
      {
        outer_product_id: 'go-sdk-merchant-code',
        category_leaf_id: leaf.id,
        name: '纯棉短袖T恤女宽松百搭上衣',
        pic: 'https://p3-aio.ecombdimg.com/a.jpeg',
        description: 'https://p3-aio.ecombdimg.com/d.jpeg',
        reduce_type: 1,
        freight_id: template?.id,
        standard_brand_id: brandId,
        specs: '颜色|白色',
        spec_prices: '[{"spec_detail_name1":"白色","stock_num":10,"price":1990,"code":""}]',
        reference_price: 2990,
        presell_type: 0,
        delivery_delay_day: 9999,
        commit: true,
        mobile: '13800000000',
      },
      accessToken,
    );
    expect(added).toMatchObject({ code: 10000 });
    const productId = String((added.data as Record<string, unknown>).product_id);

    const detail = await goSdkCall(gateway, app, '/product/detail', { product_id: productId }, accessToken);
    expect(detail.data).toMatchObject({ product_id_str: productId, outer_product_id: 'go-sdk-merchant-code' });
    const byCode = await goSdkCall(
      gateway,
      app,
      '/product/detail',
      { out_product_id: 'go-sdk-merchant-code' },
      accessToken,
    );
    expect((byCode.data as Record<string, unknown>).product_id_str).toBe(productId);
  });

  it('should refuse a wrong signature with 40003 isv.signature-invalid, and a lapsed token with isv.access-token-expired', async () => {
    const app = SANDBOX_APPS.doudian;
    const gateway = `${sandbox.url}/doudian`;
    const forged = await goSdkCall(gateway, app, '/shop/getShopCategory', { cid: 0 }, 'at_x', 'not-the-secret');
    expect(forged).toMatchObject({ code: 40003, sub_code: 'isv.signature-invalid' });

    const consenting = doudianConnector.create({ baseUrl: gateway, app });
    const { code } = await consentAs(consenting, 'Go SDK 过期测试店');
    const token = await goSdkCall(gateway, app, 'token/create', { code, grant_type: 'authorization_code' });
    sandbox.sandbox.control.clock.advance(8 * 86_400_000);
    try {
      const expired = await goSdkCall(
        gateway,
        app,
        '/shop/getShopCategory',
        { cid: 0 },
        String((token.data as Record<string, unknown>).access_token),
      );
      expect(expired).toMatchObject({ code: 40003, sub_code: 'isv.access-token-expired' });
    } finally {
      sandbox.sandbox.control.clock.reset();
    }
  });
});
