import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alibabaConnector } from '../connectors/alibaba.connector.ts';
import { CONTRACT_CALLBACK, consentAs, failureOf } from '../contract/contract-harness.ts';
import { type RunningSandbox, startPlatformSandbox } from '../sandbox/create-platform-sandbox.ts';
import { SANDBOX_APPS } from '../sandbox/sandbox-apps.ts';
import * as golden from './alibaba.golden.ts';
import { expectSent, options, recordingFetch, sdkSignature, shop } from './alibaba.golden-kit.ts';

const PRODUCT_ID = 584051070147;
/** the specId of the golden product's one SKU (product.get's skuInfos) */
const SPEC_ID = '9da620ca4ba93e8c6ff98936d3de4f00';
const SOURCE =
  'the official SDK product facade (AlibabaProductModifyStock / Expire / Republish, com.alibaba.product v1); ' +
  'params: duanyasong/1688-sdk-php src/com/alibaba/openapi/sdk/cbusdk/param/AlibabaproductProductStock, ' +
  'AlibabaproductSkuStockBean; answer: AlibabaProductExpireResult {result: AlibabaproductProductOperateResult[]}';

const operation = (name: string, form: Record<string, string>, jsonForm: Record<string, unknown>, row: object) =>
  ({
    source: SOURCE,
    request: {
      path: `/openapi/param2/1/com.alibaba.product/${name}/{appKey}`,
      form,
      jsonForm,
      system: ['access_token', '_aop_timestamp', '_aop_signature'],
    },
    answer: { status: 200, body: { result: [{ productId: PRODUCT_ID, ...row }] } },
  }) satisfies golden.GoldenExchange;

/** 888 on sale to 0: a difference of -888 on the SKU's specId */
const modifyStock = (row: object = { result: true }) =>
  operation(
    'alibaba.product.modifyStock',
    {},
    { productStockChange: [{ productId: PRODUCT_ID, skuStocks: [{ skuId: SPEC_ID, stockChange: -888 }] }] },
    row,
  );
const expire = operation('alibaba.product.expire', { webSite: '1688' }, { productIds: [PRODUCT_ID] }, { result: true });
const republish = operation('alibaba.product.republish', {}, { productIds: [PRODUCT_ID] }, { result: true });

describe('the 1688 connector keeping a product in sync', () => {
  it('should read the product, then change each SKU stock by its difference on the specId', async () => {
    const { fetch, calls } = recordingFetch([golden.productGet, modifyStock()]);
    const connector = alibabaConnector.create(options(fetch));
    await connector.updateStock?.(shop, {
      listingId: String(PRODUCT_ID),
      skus: [{ platformSkuId: SPEC_ID, stock: 0 }],
    });
    expectSent(calls[0], golden.productGet);
    expectSent(calls[1], modifyStock());
    // already at its stock: nothing to send
    await connector.updateStock?.(shop, {
      listingId: String(PRODUCT_ID),
      skus: [{ platformSkuId: SPEC_ID, stock: 888 }],
    });
    expect(calls).toHaveLength(3);
  });

  it("should report a product refused in modifyStock's result rows with its reason", async () => {
    const refused = modifyStock({ result: false, code: 'STOCK_ERROR', desc: '可售数量不能小于0' });
    const { fetch } = recordingFetch([golden.productGet, refused]);
    const error = await failureOf(
      alibabaConnector
        .create(options(fetch))
        .updateStock?.(shop, { listingId: String(PRODUCT_ID), skus: [{ platformSkuId: SPEC_ID, stock: 0 }] }) ??
        Promise.resolve(),
    );
    expect({ kind: error.kind, code: error.code, message: error.message }).toEqual({
      kind: 'permanent',
      code: 'STOCK_ERROR',
      message: '可售数量不能小于0',
    });
  });

  it('should take a product off sale with product.expire and back with product.republish', async () => {
    const { fetch, calls } = recordingFetch([expire, republish]);
    const connector = alibabaConnector.create(options(fetch));
    await connector.setShelf?.(shop, { listingId: String(PRODUCT_ID), onSale: false });
    await connector.setShelf?.(shop, { listingId: String(PRODUCT_ID), onSale: true });
    expectSent(calls[0], expire);
    expectSent(calls[1], republish);
    // no price call of 1688's own (see alibaba.connector.ts)
    expect(connector.has('updatePrice')).toBe(false);
  });
});

describe('the 1688 sandbox and SDK-style product operations', () => {
  let sandbox: RunningSandbox;
  const app = SANDBOX_APPS.alibaba;
  beforeAll(async () => {
    sandbox = await startPlatformSandbox({ port: 0, redirectUris: [CONTRACT_CALLBACK], qps: { alibaba: 500 } });
  });
  afterAll(async () => sandbox?.close());

  it('should answer a row per product, an unknown one refused in its row', async () => {
    const connector = alibabaConnector.create({ baseUrl: `${sandbox.url}/alibaba`, app });
    const { code } = await consentAs(connector, '同步测试商行');
    const grant = await connector.exchangeCode?.({ code, redirectUri: CONTRACT_CALLBACK });
    const call = async (name: string, business: Record<string, string>) => {
      const path = `param2/1/com.alibaba.product/${name}/${app.appKey}`;
      const form = { ...business, access_token: String(grant?.accessToken), _aop_timestamp: String(Date.now()) };
      const response = await fetch(`${sandbox.url}/alibaba/openapi/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' },
        body: new URLSearchParams({ ...form, _aop_signature: sdkSignature(path, form, app.appSecret) }).toString(),
      });
      expect(response.status).toBe(200);
      return (await response.json()) as { result: Record<string, unknown>[] };
    };
    const stock = await call('alibaba.product.modifyStock', {
      productStockChange: JSON.stringify([{ productId: 1, skuStocks: [{ skuId: 'ab', stockChange: 1 }] }]),
    });
    expect(stock.result).toEqual([
      { productId: 1, result: false, code: expect.any(String), desc: expect.stringMatching(/商品不存在/) },
    ]);
    for (const [name, business] of [
      ['alibaba.product.expire', { productIds: '[1]', webSite: '1688' }],
      ['alibaba.product.republish', { productIds: '[1]' }],
    ] as const) {
      expect((await call(name, business)).result).toMatchObject([{ productId: 1, result: false }]);
    }
  });
});
