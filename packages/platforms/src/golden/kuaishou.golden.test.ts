import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kuaishouConnector, kuaishouRelId } from '../connectors/kuaishou.connector.ts';
import { kuaishouSignature } from '../connectors/transports/kuaishou-sign.ts';
import { CONTRACT_CALLBACK, consentAs } from '../contract/contract-harness.ts';
import type { ListingDraft } from '../core/listing-draft.ts';
import { isPlatformError, type PlatformError } from '../core/platform-error.ts';
import { type RunningSandbox, startPlatformSandbox } from '../sandbox/create-platform-sandbox.ts';
import { SANDBOX_APPS } from '../sandbox/sandbox-apps.ts';
import {
  KUAISHOU_APP,
  KUAISHOU_ERRORS,
  KUAISHOU_GOLDEN,
  KUAISHOU_MERCHANT_CODE,
  KUAISHOU_NOW,
  KUAISHOU_OPEN_ID,
  KUAISHOU_REL_ITEM_ID,
  KUAISHOU_SHOP,
  KUAISHOU_TOKEN,
} from './kuaishou.golden.ts';
import { connectorAnswering, expectGoldenRequest } from './kuaishou.golden-kit.ts';

async function failureOf(promise: Promise<unknown>): Promise<PlatformError> {
  try {
    await promise;
  } catch (error) {
    if (isPlatformError(error)) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

/** the draft whose open.item.new request is the golden one */
const DRAFT: ListingDraft = {
  title: '夏季纯棉短袖T恤女宽松百搭上衣',
  description: '精选新疆长绒棉，柔软透气，宽松版型不挑身材。',
  images: ['https://p2-ec.ecukwai.com/bs2/image-kwaishop-product/ITEM_IMAGE-1.jpg'],
  detailImages: ['https://p2-ec.ecukwai.com/bs2/image-kwaishop-product/DETAIL-1.jpg'],
  categoryId: '2988',
  freightTemplateId: '9426102401',
  deliveryTime: '48h',
  listingStatus: 'onSale',
  sevenDayReturn: true,
  limitPerBuyer: null,
  skus: [
    {
      specs: [{ name: '颜色', value: '黑色' }],
      priceFen: 3290,
      originalPriceFen: 5990,
      stock: 100,
      imageUrl: 'https://p2-ec.ecukwai.com/bs2/image-kwaishop-product/SKU-1.jpg',
      outerSkuId: 'SKU-00',
    },
    {
      specs: [{ name: '颜色', value: '白色' }],
      priceFen: 3390,
      originalPriceFen: 5990,
      stock: 50,
      imageUrl: 'https://p2-ec.ecukwai.com/bs2/image-kwaishop-product/SKU-2.jpg',
      outerSkuId: 'SKU-01',
    },
  ],
};

describe('kuaishou connector against the golden exchanges', () => {
  it('should link to open.kwaixiaodian.com/oauth/authorize with app_id, redirect_uri, scope, response_type and state', () => {
    const { connector } = connectorAnswering();
    const url = connector.authorizeUrl?.({ state: 'st-1', redirectUri: CONTRACT_CALLBACK, module: 'goods' });
    expect(url).toBe(
      `https://open.kwaixiaodian.com/oauth/authorize?app_id=${KUAISHOU_APP.appKey}&redirect_uri=${encodeURIComponent(CONTRACT_CALLBACK)}&scope=user_info%2Cmerchant_item%2Cmerchant_servicemarket&response_type=code&state=st-1`,
    );
  });

  it('should exchange a code by GET /oauth2/access_token, then read the shop name and the service order', async () => {
    const { connector, calls } = connectorAnswering(
      KUAISHOU_GOLDEN.codeExchange,
      KUAISHOU_GOLDEN.userInfo,
      KUAISHOU_GOLDEN.serviceInfo,
    );
    const grant = await connector.exchangeCode?.({ code: 'code-7f3a9b2c1d0e4f5a', redirectUri: CONTRACT_CALLBACK });
    expectGoldenRequest(calls[0], KUAISHOU_GOLDEN.codeExchange);
    expectGoldenRequest(calls[1], KUAISHOU_GOLDEN.userInfo);
    expectGoldenRequest(calls[2], KUAISHOU_GOLDEN.serviceInfo);
    expect(grant).toMatchObject({
      accessToken: KUAISHOU_TOKEN,
      shopId: KUAISHOU_OPEN_ID,
      shopName: '快手测试小店',
      modules: ['goods'],
    });
    expect(grant?.accessTokenExpiresAt.getTime()).toBe(KUAISHOU_NOW.getTime() + 172_800_000);
    expect(grant?.refreshTokenExpiresAt?.getTime()).toBe(KUAISHOU_NOW.getTime() + 180 * 86_400_000);
    expect(grant?.authorizationExpiresAt?.getTime()).toBe(
      (KUAISHOU_GOLDEN.serviceInfo.answer.data as { endTime: number }).endTime,
    );
  });

  it('should refresh by POST /oauth2/refresh_token, and take the shop from open.user.info.get', async () => {
    const { connector, calls } = connectorAnswering(
      KUAISHOU_GOLDEN.refresh,
      {
        answer: {
          ...KUAISHOU_GOLDEN.userInfo.answer,
        },
      },
      KUAISHOU_GOLDEN.serviceInfo,
    );
    const renewed = await connector.refreshToken?.(KUAISHOU_GOLDEN.refresh.fields.refresh_token);
    expectGoldenRequest(calls[0], KUAISHOU_GOLDEN.refresh);
    expect(renewed).toMatchObject({
      accessToken: 'ChFvYXV0aC5hY2Nlc3NUb2tlbhJAgoldenRenewedToken',
      shopId: KUAISHOU_OPEN_ID,
      refreshToken: 'ChJvYXV0aC5yZWZyZXNoVG9rZW4SgoldenRenewedRefresh',
    });
    expect(renewed?.refreshTokenExpiresAt?.getTime()).toBe(KUAISHOU_NOW.getTime() + 15_465_600_000);
  });

  it('should report a spent refresh token (refreshToken.discarded) as authExpired', async () => {
    const { connector, calls } = connectorAnswering(KUAISHOU_GOLDEN.refreshSpent);
    const failure = await failureOf(connector.refreshToken?.('spent-refresh-token') ?? Promise.resolve());
    expectGoldenRequest(calls[0], KUAISHOU_GOLDEN.refreshSpent);
    expect(failure.kind).toBe('authExpired');
    expect(failure.code).toBe('100200102');
    expect(failure.message).toContain('refreshToken.discarded');
  });

  it('should read the category tree once and walk it by categoryPid, a category without children a leaf', async () => {
    const { connector, calls } = connectorAnswering(KUAISHOU_GOLDEN.categories);
    const roots = await connector.listCategories?.(KUAISHOU_SHOP, null);
    expectGoldenRequest(calls[0], KUAISHOU_GOLDEN.categories);
    expect(roots?.map((c) => [c.cId, c.name, c.isLeaf])).toEqual([
      ['1107', '家居生活', false],
      ['1200', '女装', true],
    ]);
    const leaves = await connector.listCategories?.(KUAISHOU_SHOP, { cId: '1124', parents: ['1107'] });
    expect(leaves).toEqual([{ cId: '2988', name: '生活日用', isLeaf: true, level: 3, parents: ['1107', '1124'] }]);
    expect(calls).toHaveLength(1);
  });

  it('should list express templates from expressTemplateDetailVOS', async () => {
    const { connector, calls } = connectorAnswering(KUAISHOU_GOLDEN.templates);
    const templates = await connector.listFreightTemplates?.(KUAISHOU_SHOP, { page: 1, pageSize: 10 });
    expectGoldenRequest(calls[0], KUAISHOU_GOLDEN.templates);
    expect(templates).toEqual({ items: [{ id: '9426102401', name: '默认非偏远地区包邮模板' }], total: 1 });
  });

  it('should send open.item.new with Long relItemId and relSkuId, and read kwaiItemId', async () => {
    expect(kuaishouRelId(KUAISHOU_MERCHANT_CODE)).toBe(KUAISHOU_REL_ITEM_ID);
    const { connector, calls } = connectorAnswering(KUAISHOU_GOLDEN.itemNew);
    const result = await connector.publish(KUAISHOU_SHOP, { draft: DRAFT, merchantCode: KUAISHOU_MERCHANT_CODE });
    expectGoldenRequest(calls[0], KUAISHOU_GOLDEN.itemNew);
    expect(result).toEqual({ listingId: '24904424073914' });
  });

  it('should find a listing by its merchant code through open.item.list.get relItemId, and read open.item.get', async () => {
    const { connector, calls } = connectorAnswering(KUAISHOU_GOLDEN.itemListByRel, KUAISHOU_GOLDEN.itemGet);
    const found = await connector.findByMerchantCode?.(KUAISHOU_SHOP, KUAISHOU_MERCHANT_CODE);
    expectGoldenRequest(calls[0], KUAISHOU_GOLDEN.itemListByRel);
    expect(found).toMatchObject({
      listingId: '24904424073914',
      externalId: String(KUAISHOU_REL_ITEM_ID),
      status: 'onSale',
    });
    const listing = await connector.getListing(KUAISHOU_SHOP, '24904424073914');
    expectGoldenRequest(calls[1], KUAISHOU_GOLDEN.itemGet);
    expect(listing).toEqual({
      listingId: '24904424073914',
      title: '夏季纯棉短袖T恤女宽松百搭上衣',
      categoryId: '2988',
      status: 'onSale',
      images: ['https://p2-ec.ecukwai.com/bs2/image-kwaishop-product/ITEM_IMAGE-1.jpg'],
      externalId: String(KUAISHOU_REL_ITEM_ID),
      skus: [
        {
          specs: [{ name: '颜色', value: '黑色' }],
          priceFen: 3290,
          stock: 100,
          platformSkuId: '158419190357914',
          outerSkuId: 'SKU-00',
        },
      ],
    });
  });

  for (const [name, error] of Object.entries(KUAISHOU_ERRORS)) {
    it(`should classify kuaishou's ${name} answer as ${error.kind}`, async () => {
      const { connector } = connectorAnswering(error);
      const failure = await failureOf(connector.getListing(KUAISHOU_SHOP, '24904424073914'));
      expect(failure.kind).toBe(error.kind);
      expect(failure.refreshable).toBe(error.refreshable);
    });
  }
});

/** the system parameters of a signed call, signed as the SDKs sign them (MD5 their default) */
function signed(
  app: { appKey: string; signSecret?: string; appSecret: string },
  method: string,
  param: Record<string, unknown>,
  accessToken: string,
  signMethod: 'MD5' | 'HMAC_SHA256' | undefined,
) {
  const fields: Record<string, string> = {
    appkey: app.appKey,
    method,
    version: '1',
    param: JSON.stringify(param),
    access_token: accessToken,
    timestamp: String(Date.now()),
    ...(signMethod ? { signMethod } : {}),
  };
  return { ...fields, sign: kuaishouSignature(fields, app.signSecret ?? app.appSecret) };
}

describe('the kuaishou sandbox taking requests as the public SDKs send them', () => {
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    sandbox = await startPlatformSandbox({ port: 0, redirectUris: [CONTRACT_CALLBACK], qps: { kuaishou: 500 } });
  });
  afterAll(async () => sandbox?.close());

  const app = SANDBOX_APPS.kuaishou;
  const base = () => `${sandbox.url}/kuaishou`;
  const json = async (response: Response) => (await response.json()) as Record<string, unknown>;
  /** crywolfx/kuaishou-merchant-open-api: GET with everything in the query */
  const get = async (
    method: string,
    param: Record<string, unknown>,
    token: string,
    signMethod?: 'MD5' | 'HMAC_SHA256',
  ) =>
    json(
      await fetch(
        `${base()}/${method.replaceAll('.', '/')}?${new URLSearchParams(signed(app, method, param, token, signMethod))}`,
      ),
    );
  /** the same SDK's POST: the fields as an x-www-form-urlencoded body */
  const postForm = async (
    method: string,
    param: Record<string, unknown>,
    token: string,
    signMethod?: 'MD5' | 'HMAC_SHA256',
  ) =>
    json(
      await fetch(`${base()}/${method.replaceAll('.', '/')}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(signed(app, method, param, token, signMethod)).toString(),
      }),
    );

  async function token(shopName: string) {
    const consenting = kuaishouConnector.create({ baseUrl: base(), app });
    const { code } = await consentAs(consenting, shopName, 'goods');
    // crywolfx getAccessTokenByCode: GET /oauth2/access_token with code, grant_type, app_id, app_secret
    const answer = await json(
      await fetch(
        `${base()}/oauth2/access_token?${new URLSearchParams({ code, grant_type: 'code', app_id: app.appKey, app_secret: app.appSecret })}`,
      ),
    );
    expect(answer).toMatchObject({ result: 1, expires_in: 172_800 });
    expect(answer.scopes).toContain('merchant_item');
    return answer;
  }

  it('should take MD5 (the SDK default) and HMAC_SHA256 signatures, by GET and by POST form', async () => {
    const access = String((await token('SDK 签名测试店')).access_token);
    const categories = await get('open.item.category', {}, access, 'MD5');
    expect(categories.result).toBe(1);
    const rows = categories.data as Record<string, unknown>[];
    const parents = new Set(rows.map((c) => c.categoryPid));
    const leaf = rows.find((c) => !parents.has(c.categoryId));
    // signMethod absent: MD5, as the Java sample's default
    const templates = await get(
      'open.logistics.express.template.list',
      { offset: 0, limit: 10, searchUsed: false },
      access,
    );
    expect(templates.result).toBe(1);
    const template = (
      (templates.data as Record<string, unknown>).expressTemplateDetailVOS as Record<string, unknown>[]
    )[0];

    const newItem = {
      title: 'SDK测试商品',
      relItemId: 123456,
      categoryId: leaf?.categoryId,
      imageUrls: ['https://p2-ec.ecukwai.com/a.jpg'],
      skuList: [
        {
          relSkuId: 1,
          skuStock: 10,
          skuSalePrice: 1990,
          skuProps: [{ propName: '颜色', propValueName: '白色', isMainProp: 0, propVersion: 1 }],
        },
      ],
      details: 'SDK测试商品详情',
      serviceRule: { refundRule: '1', promiseDeliveryTime: 86_400, servicePromise: {} },
      expressTemplateId: template?.id,
    };
    const created = await postForm('open.item.new', newItem, access, 'HMAC_SHA256');
    expect(created).toMatchObject({ result: 1, data: { relItemId: 123456 } });
    const kwaiItemId = (created.data as Record<string, unknown>).kwaiItemId;
    const item = await get('open.item.get', { kwaiItemId }, access, 'HMAC_SHA256');
    expect(item).toMatchObject({ result: 1, data: { itemId: kwaiItemId, relItemId: 123456 } });
    const listed = await get('open.item.list.get', { relItemId: 123456 }, access, 'MD5');
    expect((listed.data as Record<string, unknown>).items).toHaveLength(1);

    // "外部商品id不可与历史新建商品重复"
    const again = await postForm('open.item.new', newItem, access, 'MD5');
    expect(again.result).not.toBe(1);
    expect(String(again.error_msg)).toContain('不可与历史新建商品重复');
  });

  it('should refuse a wrong signature, and answer a revoked authorisation with 24 AUTHORIZATION_REVOKED', async () => {
    const granted = await token('SDK 拒绝测试店');
    const access = String(granted.access_token);
    const forged = await json(
      await fetch(
        `${base()}/open/item/category?${new URLSearchParams({ ...signed(app, 'open.item.category', {}, access, 'MD5'), sign: 'not-a-signature' })}`,
      ),
    );
    expect(forged).toMatchObject({ sub_code: 'SANDBOX_SIGNATURE_INVALID' });
    expect(forged.result).not.toBe(1);
    sandbox.sandbox.control.expireAuthorization('kuaishou', String(granted.open_id));
    expect(await get('open.item.category', {}, access, 'MD5')).toEqual({
      result: 24,
      error_msg: 'AUTHORIZATION_REVOKED',
    });
  });

  it('should refresh by POST with the fields in the query (as the SDK sends them), and refuse the spent refresh token', async () => {
    const granted = await token('SDK 刷新测试店');
    const fields = {
      grant_type: 'refresh_token',
      refresh_token: String(granted.refresh_token),
      app_id: app.appKey,
      app_secret: app.appSecret,
    };
    const refresh = async () =>
      json(await fetch(`${base()}/oauth2/refresh_token?${new URLSearchParams(fields)}`, { method: 'POST' }));
    const renewed = await refresh();
    expect(renewed).toMatchObject({ result: 1, expires_in: 172_800 });
    expect(renewed.open_id).toBeUndefined();
    expect(await refresh()).toEqual({ result: 100200102, error: 'access_denied', error_msg: 'refreshToken.discarded' });
  });
});
