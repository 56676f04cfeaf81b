import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAlibabaBuyer } from '../alibaba/alibaba-buyer.ts';
import { parseAlibabaTime } from '../alibaba/alibaba-protocol.ts';
import { createAlibabaOfferSource } from '../alibaba/offer-source.ts';
import { alibabaConnector } from '../connectors/alibaba.connector.ts';
import { CONTRACT_CALLBACK, consentAs, failureOf } from '../contract/contract-harness.ts';
import type { ListingDraft } from '../core/listing-draft.ts';
import { unlimited } from '../core/rate-limiter.ts';
import { alibabaSign } from '../core/signing.ts';
import { type RunningSandbox, startPlatformSandbox } from '../sandbox/create-platform-sandbox.ts';
import { SANDBOX_APPS } from '../sandbox/sandbox-apps.ts';
import * as golden from './alibaba.golden.ts';
import {
  expectSent,
  GATEWAY,
  keySortedSignature,
  NOW,
  options,
  recordingFetch,
  sdkSignature,
  shop,
} from './alibaba.golden-kit.ts';

describe('1688 signature', () => {
  it('should sort the joined "k"+"v" strings as the official SDK does, not the keys', () => {
    const path = 'param2/1/com.alibaba.product/alibaba.product.get/1014105';
    // keys in order: a, ab; joined strings in order: "ab1", "az"
    const params = { a: 'z', ab: '1', access_token: 't', _aop_timestamp: '1700000000000' };
    const bySdk = createHmac('sha1', 'sec')
      .update(`${path}_aop_timestamp1700000000000ab1access_tokentaz`)
      .digest('hex')
      .toUpperCase();
    expect(alibabaSign(path, params, 'sec')).toBe(bySdk);
    expect(alibabaSign(path, params, 'sec')).not.toBe(keySortedSignature(path, params, 'sec'));
    // without a prefix pair both orders agree
    const plain = { productID: '1', access_token: 't', _aop_timestamp: '1700000000000' };
    expect(alibabaSign(path, plain, 'sec')).toBe(keySortedSignature(path, plain, 'sec'));
  });

  it('should read 1688 dates with and without milliseconds, in their zone', () => {
    expect(parseAlibabaTime('20150626174405000+0800')?.toISOString()).toBe('2015-06-26T09:44:05.000Z');
    expect(parseAlibabaTime(golden.tokenDocExample.body.refresh_token_timeout)?.toISOString()).toBe(
      '2012-12-22T14:22:22.000Z',
    );
    expect(parseAlibabaTime('20171219194526000-0800')?.toISOString()).toBe('2017-12-20T03:45:26.000Z');
    expect(parseAlibabaTime('2015-06-26T09:44:05Z')).toBeNull();
    // what the old code did with it
    expect(Number.isNaN(new Date('20150626174405000+0800').getTime())).toBe(true);
  });
});

describe('the 1688 connector against the golden exchanges', () => {
  it('should send the consent page to auth.1688.com with client_id, site, redirect_uri and state', () => {
    const connector = alibabaConnector.create(options(recordingFetch([]).fetch));
    const url = new URL(connector.authorizeUrl?.({ state: 's1', redirectUri: golden.GOLDEN_REDIRECT }) ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('https://auth.1688.com/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: golden.GOLDEN_APP.appKey,
      site: '1688',
      redirect_uri: golden.GOLDEN_REDIRECT,
      state: 's1',
    });
  });

  it('should exchange a code on http/1 and read expires_in as a string and the real refresh_token_timeout', async () => {
    const { fetch, calls } = recordingFetch([golden.tokenByCode]);
    const connector = alibabaConnector.create(options(fetch));
    const grant = await connector.exchangeCode?.({
      code: golden.tokenByCode.request?.form.code ?? '',
      redirectUri: golden.GOLDEN_REDIRECT,
    });
    expectSent(calls[0], golden.tokenByCode);
    expect(grant).toMatchObject({
      accessToken: golden.GOLDEN_ACCESS_TOKEN,
      refreshToken: '98031047-4caa-403d-b579-d01f159f182a',
      shopId: '2379510033',
      shopName: '海豚供应链',
      authorizationExpiresAt: null,
    });
    expect(grant?.accessTokenExpiresAt.getTime()).toBe(NOW.getTime() + 36_000_000);
    expect(grant?.refreshTokenExpiresAt?.toISOString()).toBe('2015-06-26T09:44:05.000Z');
  });

  it('should refresh on param2/1 and keep the refresh token when the answer brings none', async () => {
    const { fetch, calls } = recordingFetch([golden.tokenRefresh]);
    const connector = alibabaConnector.create(options(fetch));
    const given = golden.tokenRefresh.request?.form.refresh_token ?? '';
    const grant = await connector.refreshToken?.(given);
    expectSent(calls[0], golden.tokenRefresh);
    expect(grant).toMatchObject({
      accessToken: 'f14da3b8-b0b1-4f73-a5de-9bed637e0188',
      refreshToken: given,
      refreshTokenExpiresAt: null,
      shopId: '8888888888',
    });
    expect(grant?.accessTokenExpiresAt.getTime()).toBe(NOW.getTime() + 36_000_000);
  });

  it('should publish with the public product.add shapes, the merchant code as 货号, prices in yuan', async () => {
    const { fetch, calls } = recordingFetch([golden.productAdd]);
    const connector = alibabaConnector.create(options(fetch));
    const draft: ListingDraft = {
      title: golden.productAdd.request?.form.subject ?? '',
      description: '孕妇装裙子夏季欧美外贸大牌走秀原单肩章系带不规则雪纺连衣裙',
      images: ['https://cbu01.alicdn.com/img/ibank/2016/364/959/2882959463_858335242.jpg'],
      detailImages: [],
      categoryId: '122196005',
      freightTemplateId: '3485370',
      listingStatus: 'onSale',
      weightGrams: 200,
      skus: [
        {
          specs: [
            { name: '颜色', value: '砖红色' },
            { name: '尺码', value: '均码（外贸加长版）' },
          ],
          priceFen: 3900,
          originalPriceFen: 6400,
          stock: 888,
        },
      ],
    };
    const { listingId } = await connector.publish(shop, { draft, merchantCode: golden.GOLDEN_MERCHANT_CODE });
    expectSent(calls[0], golden.productAdd);
    expect(listingId).toBe('584051070147');
  });

  it('should read product.get and find a product by its 货号 through product.list.get', async () => {
    const { fetch, calls } = recordingFetch([golden.productGet, golden.productListByCargoNumber]);
    const connector = alibabaConnector.create(options(fetch));
    const expected = {
      listingId: '584051070147',
      title: '高端气质OL韩版雪纺女装套头半高领长袖修身型蕾丝衫',
      categoryId: '1048182',
      status: 'onSale',
      images: ['img/ibank/2016/364/959/2882959463_858335242.jpg'],
      externalId: golden.GOLDEN_MERCHANT_CODE,
      skus: [
        {
          specs: [
            { name: '颜色', value: '砖红色' },
            { name: '尺码', value: '均码（外贸加长版）' },
          ],
          priceFen: 3900,
          stock: 888,
          platformSkuId: '9da620ca4ba93e8c6ff98936d3de4f00',
        },
      ],
    };
    expect(await connector.getListing(shop, '584051070147')).toEqual(expected);
    expectSent(calls[0], golden.productGet);
    expect(await connector.findByMerchantCode?.(shop, golden.GOLDEN_MERCHANT_CODE)).toEqual(expected);
    expectSent(calls[1], golden.productListByCargoNumber);
    expect(await connector.findByMerchantCode?.(shop, 'another-code')).toBeNull();
  });

  it('should read the top categories from categoryInfo[0].childCategorys and the freight templates', async () => {
    const { fetch, calls } = recordingFetch([golden.categoryGet, golden.freightTemplates]);
    const connector = alibabaConnector.create(options(fetch));
    expect(await connector.listCategories?.(shop, null)).toEqual([
      { cId: '10166', name: '女装', isLeaf: false, level: 1, parents: [] },
      { cId: '1038378', name: '鞋', isLeaf: false, level: 1, parents: [] },
    ]);
    expectSent(calls[0], golden.categoryGet);
    expect(await connector.listFreightTemplates?.(shop, { page: 2, pageSize: 1 })).toEqual({
      items: [{ id: '3485371', name: '偏远地区不包邮' }],
      total: 2,
    });
    expectSent(calls[1], golden.freightTemplates);
  });

  it("should read protocolPay.isopen's agreements: a channel counts when bound and signed", async () => {
    const { fetch, calls } = recordingFetch([golden.protocolPayIsOpen]);
    const buyer = createAlibabaBuyer(options(fetch));
    expect(await buyer.isProtocolPayOpen(shop)).toBe(false);
    expectSent(calls[0], golden.protocolPayIsOpen);
    const signed = structuredClone(golden.protocolPayIsOpen.answer.body) as {
      result: { result: { paymentAgreements: Record<string, string>[] } };
    };
    for (const a of signed.result.result.paymentAgreements) if (a.payChannel === 'ALIPAY') a.signedStatus = 'true';
    const open = createAlibabaBuyer(options(recordingFetch([], { status: 200, body: signed }).fetch));
    expect(await open.isProtocolPayOpen(shop)).toBe(true);
  });

  it('should search and read offers in the crossborder shapes, yuan strings as fen', async () => {
    const { fetch, calls } = recordingFetch([golden.offerSearch, golden.offerDetail]);
    const source = createAlibabaOfferSource({ baseUrl: GATEWAY, ...golden.GOLDEN_APP, fetch, limiter: unlimited });
    const list = await source.listOffers({ keyword: '饼干', page: 1, pageSize: 20 });
    expect(list).toEqual({
      total: 123,
      items: [
        {
          offerId: '620201390233',
          title: '饼干',
          imageUrl: 'https://cbu01.alicdn.com/x.jpg',
          categoryId: '3',
          categoryName: '',
          minPriceFen: 1000,
          maxPriceFen: 1000,
          saleCount: 1213,
          supplierName: '',
          updatedAt: '2024-04-20T00:00:00.000Z',
        },
      ],
    });
    // the offer source has no shop token here: the request carries the app signature alone
    expect(calls[0]?.path).toBe(golden.offerSearch.request?.path.replace('{appKey}', golden.GOLDEN_APP.appKey));
    expect(JSON.parse(calls[0]?.form.offerQueryParam ?? '{}')).toEqual(
      golden.offerSearch.request?.jsonForm?.offerQueryParam,
    );
    const offer = await source.getOffer('620201390233');
    expect(JSON.parse(calls[1]?.form.offerDetailParam ?? '{}')).toEqual(
      golden.offerDetail.request?.jsonForm?.offerDetailParam,
    );
    expect(offer).toMatchObject({
      offerId: '620201390233',
      categoryId: '32',
      categoryName: '裙子',
      supplierName: '杭州宜路发发电子商务有限公司',
      brand: '其他',
      images: ['https://cbu01.alicdn.com/img/ibank/O1CN01pEsVS41Bs2uny9oka_!!0-0-cib.jpg'],
      detailImages: ['https://cbu01.alicdn.com/img/ibank/d1.jpg'],
      wholesaleTiers: [
        { minQty: 1, priceFen: 1050 },
        { minQty: 10, priceFen: 1000 },
      ],
      skus: [
        {
          skuId: '5104790281451',
          specs: [{ name: '颜色', value: '白色' }],
          priceFen: 1050,
          daifaPriceFen: 1500,
          stock: 99,
        },
      ],
      status: 'online',
      saleCount: 12342,
      offerUrl: 'https://detail.1688.com/offer/620201390233.html',
    });
  });

  it("should classify 1688's gateway refusals by their real codes", async () => {
    for (const refusal of golden.gatewayErrors) {
      const connector = alibabaConnector.create(options(recordingFetch([], refusal).fetch));
      const error = await failureOf(connector.getListing(shop, '584051070147'));
      expect({ code: error.code, kind: error.kind, refreshable: error.refreshable }, refusal.source).toEqual({
        code: refusal.body.error_code,
        kind: refusal.kind,
        refreshable: refusal.refreshable ?? false,
      });
    }
  });
});

describe('the 1688 sandbox and SDK-style requests', () => {
  let sandbox: RunningSandbox;
  const app = SANDBOX_APPS.alibaba;
  beforeAll(async () => {
    sandbox = await startPlatformSandbox({ port: 0, redirectUris: [CONTRACT_CALLBACK], qps: { alibaba: 500 } });
  });
  afterAll(async () => sandbox?.close());

  const postForm = async (path: string, form: Record<string, string>) => {
    const response = await fetch(`${sandbox.url}/alibaba/openapi/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8', 'user-agent': 'Ocean-SDK-Client' },
      body: new URLSearchParams(form).toString(),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  const authorizedCode = async (shopName: string) => {
    const connector = alibabaConnector.create({ baseUrl: `${sandbox.url}/alibaba`, app });
    return (await consentAs(connector, shopName)).code;
  };

  it('should take a code on param2 with redirect_uri=default, as the Python and Java ocean SDKs send it', async () => {
    const code = await authorizedCode('金牌供应链');
    const answer = await postForm(`param2/1/system.oauth2/getToken/${app.appKey}`, {
      code,
      grant_type: 'authorization_code',
      need_refresh_token: 'true',
      client_id: app.appKey,
      client_secret: app.appSecret,
      redirect_uri: 'default',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ resource_owner: '金牌供应链', expires_in: '36000' });
    expect(typeof answer.body.aliId).toBe('string');
    expect(answer.body.refresh_token_timeout).toMatch(/^\d{17}\+0800$/);
    const timeout = parseAlibabaTime(answer.body.refresh_token_timeout)?.getTime() ?? 0;
    expect(Math.abs(timeout - (Date.now() + 180 * 86_400_000))).toBeLessThan(60_000);

    // the ocean Java / C# SDKs send the refresh token as `refreshToken`, the C# one signed
    const refresh: Record<string, string> = {
      refreshToken: String(answer.body.refresh_token),
      grant_type: 'refresh_token',
      client_id: app.appKey,
      client_secret: app.appSecret,
    };
    const refreshPath = `param2/1/system.oauth2/getToken/${app.appKey}`;
    refresh._aop_signature = sdkSignature(refreshPath, refresh, app.appSecret);
    const renewed = await postForm(refreshPath, refresh);
    expect(renewed.status).toBe(200);
    expect(renewed.body.access_token).not.toBe(answer.body.access_token);
    expect(renewed.body.expires_in).toBe('36000');
  });

  it('should accept the SDK signature over keys that prefix one another and refuse the key-sorted one', async () => {
    const code = await authorizedCode('前缀测试商行');
    const token = await postForm(`http/1/system.oauth2/getToken/${app.appKey}`, {
      grant_type: 'authorization_code',
      need_refresh_token: 'true',
      client_id: app.appKey,
      client_secret: app.appSecret,
      redirect_uri: CONTRACT_CALLBACK,
      code,
    });
    const path = `param2/1/com.alibaba.product/alibaba.product.list.get/${app.appKey}`;
    // as the PHP SDK sends a call: its _aop_datePattern, the business fields, and here `page` / `pageSize`
    // (extra fields the gateway ignores) whose joined strings sort apart from their keys: "pageSize1" < "pagez"
    const form: Record<string, string> = {
      cargoNumber: 'no-such-code',
      pageNo: '1',
      page: 'z',
      pageSize: '1',
      access_token: String(token.body.access_token),
      _aop_timestamp: String(Date.now()),
      _aop_datePattern: 'yyyyMMddHHmmssSSSZ',
    };
    expect(sdkSignature(path, form, app.appSecret)).not.toBe(keySortedSignature(path, form, app.appSecret));
    const accepted = await postForm(path, { ...form, _aop_signature: sdkSignature(path, form, app.appSecret) });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ success: true, result: { pageResult: { totalRecords: 0, resultList: [] } } });
    const refused = await postForm(path, { ...form, _aop_signature: keySortedSignature(path, form, app.appSecret) });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error_code: 'gw.SignatureInvalid' });
    expect(typeof refused.body.request_id).toBe('string');
  });

  it("should answer an expired token and a rate limit with 1688's codes", async () => {
    const code = await authorizedCode('过期测试商行');
    const token = await postForm(`http/1/system.oauth2/getToken/${app.appKey}`, {
      grant_type: 'authorization_code',
      client_id: app.appKey,
      client_secret: app.appSecret,
      code,
    });
    const path = `param2/1/com.alibaba.product/alibaba.product.get/${app.appKey}`;
    const call = () => {
      const form: Record<string, string> = {
        productID: '1',
        webSite: '1688',
        access_token: String(token.body.access_token),
        _aop_timestamp: String(Date.now()),
      };
      return postForm(path, { ...form, _aop_signature: sdkSignature(path, form, app.appSecret) });
    };
    const { control } = sandbox.sandbox;
    control.setFaults('alibaba', { rateLimited: true });
    expect(await call()).toMatchObject({ status: 400, body: { error_code: 'gw.QosAppFrequencyLimit' } });
    control.resetFaults('alibaba');
    control.clock.advance(36_000_000 + 1000);
    try {
      expect(await call()).toMatchObject({
        status: 401,
        body: { error_code: '401', error_message: 'Request need user authorized' },
      });
    } finally {
      control.clock.reset();
    }
  });
});
