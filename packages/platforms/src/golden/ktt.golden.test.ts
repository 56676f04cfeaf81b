import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kttConnector } from '../connectors/ktt.connector.ts';
import { CONTRACT_CALLBACK } from '../contract/contract-harness.ts';
import type { ListingDraft } from '../core/listing-draft.ts';
import { unlimited } from '../core/rate-limiter.ts';
import { type RunningSandbox, startPlatformSandbox } from '../sandbox/create-platform-sandbox.ts';
import { SANDBOX_APPS } from '../sandbox/sandbox-apps.ts';
import { KTT_GOLDEN, KTT_GOODS, KTT_MERCHANT_CODE, KTT_NOW, KTT_SHOP, kttGoodsByWindow } from './ktt.golden.ts';
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
import { PDD_APP, PDD_SYSTEM_PARAMS } from './pdd.golden.ts';

const GATEWAY = 'https://gw-api.pinduoduo.com';
const DAY_MS = 86_400_000;

function connectorWith(calls: readonly GoldenCall[]) {
  const recording = recordingFetch(calls, { methodParam: 'type', system: PDD_SYSTEM_PARAMS });
  const connector = kttConnector.create({
    baseUrl: GATEWAY,
    authorizeBaseUrl: 'https://oauth.pinduoduo.com',
    app: PDD_APP,
    fetch: recording.fetch,
    limiter: unlimited,
    now: () => KTT_NOW,
  });
  return { connector, ...recording };
}

const PIC = 'https://img.pddpic.com/ktt/2026-03-01/egg.jpeg';
const DRAFT: ListingDraft = {
  title: '农家散养土鸡蛋新鲜现捡',
  description: '山里散养，每天现捡现发，蛋黄饱满。',
  images: [PIC],
  detailImages: [],
  categoryId: '0',
  categoryName: '生鲜',
  listingStatus: 'onSale',
  marketPriceFen: 3990,
  limitPerBuyer: 5,
  skus: [
    { specs: [{ name: '规格', value: '30枚' }], priceFen: 2990, stock: 200, imageUrl: PIC },
    { specs: [{ name: '规格', value: '60枚' }], priceFen: 5590, stock: 100, imageUrl: PIC },
  ],
};

describe('kuaituantuan golden exchanges: the connector', () => {
  it('should send the consent page to oauth.pinduoduo.com/authorize/ktt', () => {
    const { connector } = connectorWith([]);
    const url = new URL(connector.authorizeUrl?.({ state: 's-2', redirectUri: 'https://puhuo.example/cb' }) ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('https://oauth.pinduoduo.com/authorize/ktt');
    expect(url.searchParams.get('client_id')).toBe(PDD_APP.appKey);
    expect(url.searchParams.get('response_type')).toBe('code');
  });

  it('should make the specs, then the group, in the SDK shapes (spec ids a real list, the merchant code on the SKUs)', async () => {
    const { connector, requests, unanswered } = connectorWith([KTT_GOLDEN.createSpec, KTT_GOLDEN.groupCreate]);
    const result = await connector.publish(KTT_SHOP, { draft: DRAFT, merchantCode: KTT_MERCHANT_CODE });
    expect(unanswered).toEqual([]);
    expect(result).toEqual({ listingId: '260301AB12CD' });
    const create = requests.find((r) => r.params.type === 'pdd.ktt.group.create');
    expect(create && businessParams(create.params, PDD_SYSTEM_PARAMS)).toEqual(expectedParams(KTT_GOLDEN.groupCreate));
    if (create) expectSigned(create, PDD_APP.appSecret);
  });

  it('should read a group through its status and its goods', async () => {
    const { connector, unanswered } = connectorWith([KTT_GOLDEN.queryStatus, KTT_GOLDEN.goodsOfGroup]);
    const listing = await connector.getListing(KTT_SHOP, '260301AB12CD');
    expect(unanswered).toEqual([]);
    expect(listing).toEqual({
      listingId: '260301AB12CD',
      title: '农家散养土鸡蛋新鲜现捡',
      categoryId: '生鲜',
      status: 'onSale',
      images: [PIC],
      externalId: KTT_MERCHANT_CODE,
      skus: [{ specs: [{ name: '规格', value: '30枚' }], priceFen: 2990, stock: 200, platformSkuId: '88000101' }],
    });
  });

  it('should set a SKU stock in full with pdd.ktt.goods.incr.quantity, the goods and SKU ids read from the group', async () => {
    const { connector, requests, unanswered } = connectorWith([KTT_GOLDEN.queryStatus, KTT_GOLDEN.incrQuantityFull]);
    await connector.updateStock?.(KTT_SHOP, {
      listingId: '260301AB12CD',
      skus: [{ platformSkuId: '88000102', stock: 7 }],
    });
    expect(unanswered).toEqual([]);
    expect(requests.map((r) => r.params.type)).toEqual(['pdd.ktt.group.query.status', 'pdd.ktt.goods.incr.quantity']);
    const incr = requests[1];
    expect(incr && businessParams(incr.params, PDD_SYSTEM_PARAMS)).toEqual(expectedParams(KTT_GOLDEN.incrQuantityFull));
    if (incr) expectSigned(incr, PDD_APP.appSecret);
    // kuaituantuan has no price and no on/off-sale call for a group (see ktt.connector.ts)
    expect([connector.has('updatePrice'), connector.has('setShelf')]).toEqual([false, false]);
  });

  it('should find a group by the merchant code its SKUs carry, among the goods of the last 7 days', async () => {
    const now = KTT_NOW.getTime();
    const window = kttGoodsByWindow(now - 7 * DAY_MS, now + 60_000);
    const { connector, unanswered } = connectorWith([window]);
    const found = await connector.findByMerchantCode?.(KTT_SHOP, KTT_MERCHANT_CODE);
    expect(unanswered).toEqual([]);
    expect(found?.listingId).toBe('260301AB12CD');
    const none = connectorWith([kttGoodsByWindow(now - 7 * DAY_MS, now + 60_000)]);
    expect(await none.connector.findByMerchantCode?.(KTT_SHOP, 'another-code')).toBeNull();
  });
});

describe('kuaituantuan golden exchanges: the sandbox accepts what the SDKs send', () => {
  let sandbox: RunningSandbox;
  let token: string;
  const app = SANDBOX_APPS.ktt;

  beforeAll(async () => {
    sandbox = await startPlatformSandbox({ port: 0, redirectUris: [CONTRACT_CALLBACK], qps: { ktt: 500 } });
    const { core } = sandbox.sandbox;
    const shop = core.auth.ensureShop('ktt', '团长golden');
    core.auth.ensureOrdered('ktt', 33, shop.shopId, 'goods');
    token = core.auth.issueGrant('ktt', app.appKey, shop.shopId, ['goods', 'order'], {
      accessSeconds: 86_400,
      refreshSeconds: 86_400,
      reauthVoidsEarlier: false,
    }).accessToken;
  });
  afterAll(async () => sandbox?.close());

  async function phpSdkCall(type: string, business: Record<string, string>) {
    const params: Record<string, string> = {
      version: 'V1',
      data_type: 'JSON',
      type,
      timestamp: String(Math.floor(Date.now() / 1000)),
      ...business,
      client_id: app.appKey,
      access_token: token,
    };
    params.sign = signNonEmpty(params, app.appSecret);
    const { body, contentType } = multipartBody(params);
    const response = await fetch(`${sandbox.url}/ktt/api/router`, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
    });
    expect(response.status).toBe(200);
    return (await response.json()) as Record<string, unknown>;
  }

  it('should make specs, a group, and answer its status and goods in the SDK shapes', async () => {
    const specs = await phpSdkCall('pdd.ktt.goods.create.spec', KTT_GOLDEN.createSpec.request);
    expectShape(specs, KTT_GOLDEN.createSpec.answer);
    const specMap = (specs.response as { spec_map: Record<string, { spec_id: number }[]> }).spec_map;
    const ids = (specMap.规格 ?? []).map((s) => s.spec_id);
    const goods = JSON.parse(KTT_GOLDEN.groupCreate.request.goods_list) as Record<string, unknown>[];
    const request = {
      ...KTT_GOLDEN.groupCreate.request,
      goods_list: JSON.stringify(
        goods.map((g) => ({
          ...g,
          sku_list: (g.sku_list as Record<string, unknown>[]).map((s, i) => ({ ...s, spec_id_list: [ids[i]] })),
        })),
      ),
    };
    const created = await phpSdkCall('pdd.ktt.group.create', request);
    expectShape(created, KTT_GOLDEN.groupCreate.answer);
    const activityNo = (created.response as { activity_no: string }).activity_no;
    expectShape(
      await phpSdkCall('pdd.ktt.group.query.status', { activity_no: activityNo }),
      KTT_GOLDEN.queryStatus.answer,
    );
    const listed = await phpSdkCall('pdd.ktt.goods.query.list', { activity_no: activityNo, page: '1', size: '10' });
    expectShape(listed, KTT_GOLDEN.goodsOfGroup.answer);
    const goodsId = (listed.ktt_goods_query_list_response as { goods_list: { goods_id: number }[] }).goods_list[0]
      ?.goods_id;
    const single = await phpSdkCall('pdd.ktt.goods.query.single', { goods_id: String(goodsId) });
    expectShape(single, { response: { success: true, result: KTT_GOODS } });

    // stock: full (2) sets it, incremental (1, the default) adds; below 0 is refused either way
    const skuId = String((single.response as { result: typeof KTT_GOODS }).result.sku_list[1]?.sku_id);
    const incr = (fields: Record<string, string>) =>
      phpSdkCall('pdd.ktt.goods.incr.quantity', { goods_id: String(goodsId), sku_id: skuId, ...fields });
    expectShape(await incr({ quantity_delta: '7', modify_quantity_type: '2' }), KTT_GOLDEN.incrQuantityFull.answer);
    expectShape(await incr({ quantity_delta: '-2' }), KTT_GOLDEN.incrQuantityFull.answer);
    const refused = await incr({ quantity_delta: '-6', modify_quantity_type: '1' });
    expect(refused.error_response).toMatchObject({ error_msg: expect.any(String) });
    expect(JSON.stringify(refused.error_response)).toMatch(/库存不能小于0/);
    const after = await phpSdkCall('pdd.ktt.goods.query.single', { goods_id: String(goodsId) });
    expect((after.response as { result: typeof KTT_GOODS }).result.sku_list[1]?.quantity).toBe(5);
    const unknown = await phpSdkCall('pdd.ktt.goods.incr.quantity', {
      goods_id: '1',
      sku_id: skuId,
      quantity_delta: '1',
      modify_quantity_type: '2',
    });
    expect(JSON.stringify(unknown.error_response)).toMatch(/商品不存在/);
  });
});
