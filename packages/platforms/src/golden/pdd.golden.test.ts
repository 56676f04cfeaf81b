import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pddConnector } from '../connectors/pdd.connector.ts';
import { CONTRACT_CALLBACK } from '../contract/contract-harness.ts';
import { connectorApi } from '../core/define-connector.ts';
import type { ListingDraft } from '../core/listing-draft.ts';
import { isPlatformError, type PlatformError } from '../core/platform-error.ts';
import { unlimited } from '../core/rate-limiter.ts';
import { md5WrappedSign } from '../core/signing.ts';
import { type RunningSandbox, startPlatformSandbox } from '../sandbox/create-platform-sandbox.ts';
import { SANDBOX_APPS } from '../sandbox/sandbox-apps.ts';
import {
  businessParams,
  expectedParams,
  expectShape,
  expectSigned,
  type GoldenCall,
  multipartBody,
  recordingFetch,
  signNonEmpty,
} from './md5-router.golden-kit.ts';
import { PDD_APP, PDD_ERRORS, PDD_GOLDEN, PDD_NOW, PDD_SHOP, PDD_SYSTEM_PARAMS, PDD_TOKEN } from './pdd.golden.ts';

const GATEWAY = 'https://gw-api.pinduoduo.com';

function connectorWith(calls: readonly GoldenCall[]) {
  const recording = recordingFetch(calls, { methodParam: 'type', system: PDD_SYSTEM_PARAMS });
  const connector = pddConnector.create({
    baseUrl: GATEWAY,
    authorizeBaseUrl: 'https://fuwu.pinduoduo.com',
    app: PDD_APP,
    fetch: recording.fetch,
    limiter: unlimited,
    now: () => PDD_NOW,
  });
  return { connector, ...recording };
}

async function failure(promise: Promise<unknown>): Promise<PlatformError> {
  try {
    await promise;
  } catch (error) {
    if (isPlatformError(error)) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

/** the draft whose pdd.goods.add request is the golden one */
const DRAFT: ListingDraft = {
  title: '夏季纯棉短袖T恤女宽松百搭上衣',
  description: '精选新疆长绒棉，柔软透气，宽松版型不挑身材，日常通勤休闲百搭。',
  images: ['https://img.pddpic.com/goods/2026-03-01/a1.jpeg'],
  detailImages: ['https://img.pddpic.com/goods/2026-03-01/d1.jpeg'],
  categoryId: '9813',
  freightTemplateId: '5671892',
  deliveryTime: '48h',
  listingStatus: 'onSale',
  marketPriceFen: 5990,
  limitPerBuyer: null,
  weightGrams: 300,
  sevenDayReturn: true,
  skus: [
    {
      specs: [
        { name: '颜色', value: '黑色' },
        { name: '尺码', value: 'M' },
      ],
      priceFen: 3290,
      groupPriceFen: 2990,
      stock: 100,
      weightGrams: 300,
      imageUrl: 'https://img.pddpic.com/goods/2026-03-01/a1.jpeg',
      outerSkuId: 'SKU-00',
    },
  ],
};
const MERCHANT_CODE = '7f3c1e2a9b8d4c6e8a0f1b2c3d4e5f60';

describe('pdd golden exchanges: the connector', () => {
  it('should send the consent page to fuwu.pinduoduo.com/service-market/auth', () => {
    const { connector } = connectorWith([]);
    const url = new URL(connector.authorizeUrl?.({ state: 's-1', redirectUri: 'https://puhuo.example/cb' }) ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('https://fuwu.pinduoduo.com/service-market/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: PDD_APP.appKey,
      redirect_uri: 'https://puhuo.example/cb',
      state: 's-1',
    });
  });

  it('should exchange a code with pdd.pop.auth.token.create in the gateway shape and read the grant', async () => {
    const { connector, requests, unanswered } = connectorWith([PDD_GOLDEN.tokenCreate]);
    const grant = await connector.exchangeCode?.({ code: PDD_GOLDEN.tokenCreate.request.code, redirectUri: 'x' });
    expect(unanswered).toEqual([]);
    const [request] = requests;
    expect(request?.url).toBe(`${GATEWAY}/api/router`);
    expect(request?.method).toBe('POST');
    expect(request?.contentType).toContain('application/x-www-form-urlencoded');
    expect(request?.params).toMatchObject({
      type: 'pdd.pop.auth.token.create',
      client_id: PDD_APP.appKey,
      data_type: 'JSON',
      version: 'V1',
      timestamp: String(PDD_NOW.getTime() / 1000),
    });
    expect(request?.params.access_token).toBeUndefined();
    if (request) expectSigned(request, PDD_APP.appSecret);
    expect(grant).toMatchObject({
      accessToken: PDD_TOKEN,
      shopId: '100862211',
      shopName: 'pdd100862211',
      refreshToken: 'f0e1d2c3b4a5968778695a4b3c2d1e0ff0e1d2c3',
      authorizationExpiresAt: null,
    });
    expect(grant?.accessTokenExpiresAt.getTime()).toBe(PDD_NOW.getTime() + 86_400_000);
    expect(grant?.refreshTokenExpiresAt?.getTime()).toBe(PDD_NOW.getTime() + 30 * 86_400_000);
  });

  it('should read categories without a leaf flag: level 3 asked for children, level 4 a leaf', async () => {
    const { connector, unanswered } = connectorWith([
      PDD_GOLDEN.catsTop,
      PDD_GOLDEN.catsLevel3,
      PDD_GOLDEN.catsNone,
      PDD_GOLDEN.catsLevel4,
    ]);
    const top = (await connector.listCategories?.(PDD_SHOP, null)) ?? [];
    expect(top.map((c) => [c.cId, c.name, c.isLeaf, c.level])).toEqual([
      ['8439', '女装', false, 1],
      ['8172', '美容个护', false, 1],
    ]);
    const third = (await connector.listCategories?.(PDD_SHOP, { cId: '8440', parents: ['8439'] })) ?? [];
    expect(third.map((c) => [c.cId, c.isLeaf, c.parents])).toEqual([
      ['8583', true, ['8439', '8440']],
      ['8584', false, ['8439', '8440']],
    ]);
    expect(unanswered).toEqual([]);
  });

  it('should read the cost templates', async () => {
    const { connector, requests } = connectorWith([PDD_GOLDEN.templates]);
    const page = await connector.listFreightTemplates?.(PDD_SHOP, { page: 1, pageSize: 20 });
    expect(page).toEqual({ items: [{ id: '5671892', name: '全国包邮' }], total: 1 });
    expect(requests[0]?.params.access_token).toBe(PDD_TOKEN);
  });

  it('should publish with spec ids and exactly the pdd.goods.add request of the doc (fen, spec_id_list as text)', async () => {
    const { connector, requests, unanswered } = connectorWith([
      PDD_GOLDEN.specGet,
      PDD_GOLDEN.specIdBlack,
      PDD_GOLDEN.specIdM,
      PDD_GOLDEN.goodsAdd,
    ]);
    const result = await connector.publish(PDD_SHOP, { draft: DRAFT, merchantCode: MERCHANT_CODE });
    expect(unanswered).toEqual([]);
    expect(result).toEqual({ listingId: '600000000101' });
    const add = requests.find((r) => r.params.type === 'pdd.goods.add');
    expect(add && businessParams(add.params, PDD_SYSTEM_PARAMS)).toEqual(expectedParams(PDD_GOLDEN.goodsAdd));
    if (add) expectSigned(add, PDD_APP.appSecret);
  });

  it('should find a listing by out_goods_id through pdd.goods.list.get and read it with pdd.goods.detail.get', async () => {
    const { connector, unanswered } = connectorWith([PDD_GOLDEN.listByCode, PDD_GOLDEN.detail, PDD_GOLDEN.listEmpty]);
    const found = await connector.findByMerchantCode?.(PDD_SHOP, MERCHANT_CODE);
    expect(found).toEqual({
      listingId: '600000000101',
      title: '夏季纯棉短袖T恤女宽松百搭上衣',
      categoryId: '9813',
      status: 'onSale',
      images: ['https://img.pddpic.com/goods/2026-03-01/a1.jpeg'],
      externalId: MERCHANT_CODE,
      skus: [
        {
          specs: [
            { name: '颜色', value: '黑色' },
            { name: '尺码', value: 'M' },
          ],
          priceFen: 3290,
          stock: 100,
          platformSkuId: '1027220',
          outerSkuId: 'SKU-00',
        },
      ],
    });
    expect(await connector.findByMerchantCode?.(PDD_SHOP, 'never-published')).toBeNull();
    expect(unanswered).toEqual([]);
  });

  it('should take pdd.goods.information.get from goods_info_get_response', async () => {
    const { connector } = connectorWith([PDD_GOLDEN.information]);
    const answer = await connectorApi(connector).call(
      'pdd.goods.information.get',
      { goods_id: '600000000101' },
      { shop: PDD_SHOP },
    );
    expect(answer).toEqual(PDD_GOLDEN.information.answer.goods_info_get_response);
  });

  it("should classify pdd's real error answers", async () => {
    const cases: [keyof typeof PDD_ERRORS, string, boolean, string][] = [
      ['publicParam', 'permanent', false, '10001'],
      ['tokenExpired', 'authExpired', true, '10019'],
      ['tokenInvalid', 'authExpired', false, '20032'],
      ['tooFrequent', 'rateLimited', false, '70031'],
      ['throttled', 'rateLimited', false, '52101'],
      ['unavailable', 'transient', false, '52103'],
      ['business', 'permanent', false, '50001/isv.goods-service-error:price-cannot-over-market_price'],
    ];
    for (const [name, kind, refreshable, code] of cases) {
      const call: GoldenCall = { source: 'doc 异常示例', request: { goods_id: '1' }, answer: PDD_ERRORS[name] };
      const { connector } = connectorWith([call]);
      const error = await failure(connectorApi(connector).call('pdd.goods.detail.get', { goods_id: '1' }, {}));
      expect([name, error.kind, error.refreshable, error.code]).toEqual([name, kind, refreshable, code]);
    }
    const { connector } = connectorWith([
      { source: 'doc', request: { goods_id: '1' }, answer: PDD_ERRORS.business },
      { source: 'doc', request: { goods_id: '2' }, answer: PDD_ERRORS.publicParam },
    ]);
    const api = connectorApi(connector);
    expect((await failure(api.call('pdd.goods.detail.get', { goods_id: '1' }, {}))).message).toBe(
      'SKU单买价格必须小于参考价格',
    );
    // sub_msg "" gives way to error_msg
    expect((await failure(api.call('pdd.goods.detail.get', { goods_id: '2' }, {}))).message).toBe('公共参数错误:type');
  });
});

describe('pdd golden exchanges: the sandbox accepts what the SDKs send', () => {
  let sandbox: RunningSandbox;
  let token: string;
  const app = SANDBOX_APPS.pdd;

  beforeAll(async () => {
    sandbox = await startPlatformSandbox({ port: 0, redirectUris: [CONTRACT_CALLBACK], qps: { pdd: 500 } });
    const { core } = sandbox.sandbox;
    const shop = core.auth.ensureShop('pdd', '金牌golden店');
    core.auth.ensureOrdered('pdd', 2, shop.shopId, 'goods');
    token = core.auth.issueGrant('pdd', app.appKey, shop.shopId, ['goods', 'order'], {
      accessSeconds: 86_400,
      refreshSeconds: 86_400,
      reauthVoidsEarlier: false,
    }).accessToken;
  });
  afterAll(async () => sandbox?.close());

  /** a call as the official PHP pop SDK makes it: multipart, objects as JSON text, "" values unsigned */
  async function phpSdkCall(type: string, business: Record<string, string>, accessToken?: string) {
    const params: Record<string, string> = {
      version: 'V1',
      data_type: 'JSON',
      type,
      timestamp: String(Math.floor(Date.now() / 1000)),
      ...business,
      client_id: app.appKey,
      ...(accessToken ? { access_token: accessToken } : {}),
    };
    params.sign = signNonEmpty(params, app.appSecret);
    const { body, contentType } = multipartBody(params);
    const response = await fetch(`${sandbox.url}/pdd/api/router`, {
      method: 'POST',
      headers: { 'content-type': contentType, 'Pdd-Sdk-Type': 'PHP' },
      body,
    });
    expect(response.status).toBe(200);
    return (await response.json()) as Record<string, unknown>;
  }

  /** a call as a form-posting SDK makes it (SchafferJ/open-pdd HttpClient::_post: `.form(&params)`) */
  async function formCall(type: string, business: Record<string, string>, accessToken?: string) {
    const params: Record<string, string> = {
      type,
      client_id: app.appKey,
      timestamp: String(Math.floor(Date.now() / 1000)),
      data_type: 'JSON',
      ...business,
      ...(accessToken ? { access_token: accessToken } : {}),
    };
    params.sign = md5WrappedSign(params, app.appSecret);
    const response = await fetch(`${sandbox.url}/pdd/api/router`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(params).toString(),
    });
    return (await response.json()) as Record<string, unknown>;
  }

  it('should exchange a consent code given to pdd.pop.auth.token.create', async () => {
    const { core } = sandbox.sandbox;
    // another shop: re-authorising voids a shop's earlier tokens on pdd
    const shop = core.auth.ensureShop('pdd', '授权golden店');
    const code = core.auth.issueCode('pdd', app.appKey, shop.shopId, ['goods', 'order'], CONTRACT_CALLBACK);
    const answer = await phpSdkCall('pdd.pop.auth.token.create', { code });
    expectShape(answer, PDD_GOLDEN.tokenCreate.answer);
  });

  it('should answer the catalogue reads in their real shapes', async () => {
    const top = await phpSdkCall('pdd.goods.cats.get', { parent_cat_id: '0' }, token);
    expectShape(top, PDD_GOLDEN.catsTop.answer);
    const item = (top.goods_cats_get_response as { goods_cats_list: Record<string, unknown>[] }).goods_cats_list[0];
    expect(item && 'leaf' in item).toBe(false);
    expectShape(await phpSdkCall('pdd.goods.logistics.template.get', { page: '1', page_size: '20' }, token), {
      goods_logistics_template_get_response: PDD_GOLDEN.templates.answer.goods_logistics_template_get_response,
    });
  });

  it('should take pdd.goods.add as the doc sends it and answer list, detail and information reads', async () => {
    const { core } = sandbox.sandbox;
    const leaf = core.catalog('pdd').leaves()[0];
    const shop = core.auth.ensureShop('pdd', '金牌golden店');
    const template = core.catalog('pdd').freightTemplates(shop.shopId)[0];
    const specs = await phpSdkCall('pdd.goods.spec.get', { cat_id: String(leaf?.id) }, token);
    expectShape(specs, PDD_GOLDEN.specGet.answer);
    const list = (specs.goods_spec_get_response as { goods_spec_list: Record<string, unknown>[] }).goods_spec_list;
    const idOf = async (parent: string, name: string) => {
      const parentId = String(list.find((p) => p.parent_spec_name === parent)?.parent_spec_id);
      const answer = await phpSdkCall('pdd.goods.spec.id.get', { parent_spec_id: parentId, spec_name: name }, token);
      expectShape(answer, PDD_GOLDEN.specIdBlack.answer);
      return (answer.goods_spec_id_get_response as { spec_id: number }).spec_id;
    };
    const black = await idOf('颜色', '黑色');
    const m = await idOf('尺码', 'M');
    const sku = JSON.parse(PDD_GOLDEN.goodsAdd.request.sku_list) as Record<string, unknown>[];
    const request = {
      ...PDD_GOLDEN.goodsAdd.request,
      // the sandbox's own ids in place of the recorded ones
      cat_id: String(leaf?.id),
      cost_template_id: String(template?.id),
      sku_list: JSON.stringify(sku.map((s) => ({ ...s, spec_id_list: `[${black},${m}]` }))),
    };
    const added = await phpSdkCall('pdd.goods.add', request, token);
    expectShape(added, PDD_GOLDEN.goodsAdd.answer);
    const goodsId = String((added.goods_add_response as { goods_id: number }).goods_id);

    const listed = await formCall(
      'pdd.goods.list.get',
      { outer_goods_id: request.out_goods_id, page: '1', page_size: '100', goods_name: '' },
      token,
    );
    expectShape(listed, PDD_GOLDEN.listByCode.answer);
    expect((listed.goods_list_get_response as { total_count: number }).total_count).toBe(1);
    expectShape(await phpSdkCall('pdd.goods.detail.get', { goods_id: goodsId }, token), PDD_GOLDEN.detail.answer);
    expectShape(
      await phpSdkCall('pdd.goods.information.get', { goods_id: goodsId }, token),
      PDD_GOLDEN.information.answer,
    );
  });

  it('should refuse a bad sign in the error_response shape with the real code', async () => {
    const params = { type: 'pdd.goods.cats.get', client_id: app.appKey, timestamp: '1', parent_cat_id: '0' };
    const response = await fetch(`${sandbox.url}/pdd/api/router`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...params, access_token: token, sign: 'BAD' }).toString(),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { error_response: { error_code: number } };
    expectShape(body, PDD_ERRORS.publicParam);
    expect(body.error_response.error_code).toBe(20004);
  });
});
