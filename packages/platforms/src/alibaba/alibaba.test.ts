import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alibabaConnector } from '../connectors/alibaba.connector.ts';
import { CONTRACT_CALLBACK, consentAs, failureOf } from '../contract/contract-harness.ts';
import { type RunningSandbox, startPlatformSandbox } from '../sandbox/create-platform-sandbox.ts';
import { SANDBOX_APPS } from '../sandbox/sandbox-apps.ts';
import { createAlibabaBuyer } from './alibaba-buyer.ts';
import { type AlibabaOfferSource, createAlibabaOfferSource, parseOfferUrl } from './offer-source.ts';

let sandbox: RunningSandbox;
let source: AlibabaOfferSource;

beforeAll(async () => {
  sandbox = await startPlatformSandbox({ port: 0, redirectUris: [CONTRACT_CALLBACK], qps: { alibaba: 500 } });
  source = createAlibabaOfferSource({ baseUrl: `${sandbox.url}/alibaba`, ...SANDBOX_APPS.alibaba });
});
afterAll(async () => sandbox?.close());

describe('createAlibabaOfferSource', () => {
  it('should page through thousands of deterministic offers with Chinese titles', async () => {
    const first = await source.listOffers({ page: 1, pageSize: 20 });
    expect(first.total).toBeGreaterThan(2500);
    expect(first.items).toHaveLength(20);
    const again = await source.listOffers({ page: 1, pageSize: 20 });
    expect(again.items.map((o) => o.offerId)).toEqual(first.items.map((o) => o.offerId));
    const second = await source.listOffers({ page: 2, pageSize: 20 });
    expect(second.items[0]?.offerId).not.toBe(first.items[0]?.offerId);
    const offer = first.items[0];
    expect(offer?.offerId).toMatch(/^\d{12}$/);
    expect(offer?.title).toMatch(/[\u4e00-\u9fa5]/);
    expect(offer?.minPriceFen).toBeLessThanOrEqual(offer?.maxPriceFen ?? 0);
    expect(offer?.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // the company comes with the detail only, as on 1688
    expect((await source.getOffer(offer?.offerId ?? ''))?.supplierName).toMatch(/有限公司$/);
  });

  it('should filter offers by keyword and by category', async () => {
    const tees = await source.listOffers({ keyword: 'T恤', page: 1, pageSize: 50 });
    expect(tees.total).toBeGreaterThan(0);
    expect(tees.items.every((o) => o.title.includes('T恤'))).toBe(true);
    const one = tees.items[0];
    const sameCategory = await source.listOffers({ categoryId: one?.categoryId, page: 1, pageSize: 50 });
    expect(sameCategory.items.every((o) => o.categoryId === one?.categoryId)).toBe(true);
  });

  it('should give an offer with SKUs, wholesale tiers and images the sandbox serves', async () => {
    const [summary] = (await source.listOffers({ keyword: '女', page: 1, pageSize: 1 })).items;
    const offer = await source.getOffer(summary?.offerId ?? '');
    expect(offer?.skus.length).toBeGreaterThan(0);
    expect(offer?.skus[0]?.specs[0]?.name).toMatch(/颜色|口味|容量/);
    expect(offer?.skus.every((s) => s.daifaPriceFen > s.priceFen)).toBe(true);
    const tiers = offer?.wholesaleTiers.map((t) => t.minQty) ?? [];
    expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
    expect(offer?.offerUrl).toBe(`https://detail.1688.com/offer/${summary?.offerId}.html`);
    const image = await fetch(offer?.imageUrl ?? '');
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(
      Buffer.from(await image.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    expect(await source.getOffer('1')).toBeNull();
  });
});

describe('the 1688 sandbox offer status', () => {
  it('should hide an offer the seller took off the shelf and forget one it deleted, until it is back', async () => {
    const [first, second] = (await source.listOffers({ page: 1, pageSize: 2 })).items;
    if (!first || !second) throw new Error('no offers');
    const control = sandbox.sandbox.control;
    const admin = await fetch(`${sandbox.url}/_admin/alibaba/offers/${first.offerId}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'offline' }),
    });
    expect(admin.status).toBe(200);
    control.setOfferStatus(second.offerId, 'removed');
    const listed = (await source.listOffers({ page: 1, pageSize: 2 })).items.map((o) => o.offerId);
    expect(listed).not.toContain(first.offerId);
    expect(listed).not.toContain(second.offerId);
    expect((await source.getOffer(first.offerId))?.status).toBe('offline');
    expect(await source.getOffer(second.offerId)).toBeNull();
    control.setOfferStatus(first.offerId, 'online');
    control.setOfferStatus(second.offerId, 'online');
    expect((await source.listOffers({ page: 1, pageSize: 2 })).items.map((o) => o.offerId)).toEqual([
      first.offerId,
      second.offerId,
    ]);
  });
});

describe('parseOfferUrl', () => {
  it('should read the offer id from 1688 offer addresses only', () => {
    expect(parseOfferUrl('https://detail.1688.com/offer/712345678901.html?spm=a26352.13672862')).toBe('712345678901');
    expect(parseOfferUrl('detail.1688.com/offer/712345678901.html')).toBe('712345678901');
    expect(parseOfferUrl('https://m.1688.com/offer/712345678901.html')).toBe('712345678901');
    expect(parseOfferUrl('https://item.taobao.com/item.htm?id=712345678901')).toBeNull();
    expect(parseOfferUrl('not a url')).toBeNull();
  });
});

describe('createAlibabaBuyer', () => {
  it('should authorise a buyer account and see password-free payment once the buyer opens it', async () => {
    const buyer = createAlibabaBuyer({ baseUrl: `${sandbox.url}/alibaba`, app: SANDBOX_APPS.alibaba });
    const { code } = await consentAs(buyer.connector, '采购买家小王', 'buy');
    const grant = await buyer.connector.exchangeCode?.({ code, redirectUri: CONTRACT_CALLBACK });
    expect(grant?.modules).toEqual(['buy']);
    const access = { accessToken: grant?.accessToken ?? '', shopId: grant?.shopId ?? '' };
    expect(await buyer.isProtocolPayOpen(access)).toBe(false);
    const page = await fetch(`${sandbox.url}/alibaba/protocol-pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ shopName: '采购买家小王' }).toString(),
    });
    expect(await page.text()).toContain('已开通免密支付');
    expect(await buyer.isProtocolPayOpen(access)).toBe(true);
  });
});

describe('the 1688 connector and a cancelled authorisation', () => {
  it('should meet 401 on the access token and have the refresh refused, as 1688 voids both', async () => {
    const connector = alibabaConnector.create({ baseUrl: `${sandbox.url}/alibaba`, app: SANDBOX_APPS.alibaba });
    const { code } = await consentAs(connector, '取消授权测试商行');
    const grant = await connector.exchangeCode?.({ code, redirectUri: CONTRACT_CALLBACK });
    if (!grant?.refreshToken) throw new Error('no grant');
    sandbox.sandbox.control.expireAuthorization('alibaba', grant.shopId);
    const call = await failureOf(
      connector.listFreightTemplates?.(
        { accessToken: grant.accessToken, shopId: grant.shopId },
        { page: 1, pageSize: 10 },
      ) ?? Promise.resolve(),
    );
    expect({ kind: call.kind, code: call.code, refreshable: call.refreshable }).toEqual({
      kind: 'authExpired',
      code: '401',
      refreshable: true,
    });
    const refresh = await failureOf(connector.refreshToken?.(grant.refreshToken) ?? Promise.resolve());
    expect({ kind: refresh.kind, refreshable: refresh.refreshable }).toEqual({
      kind: 'authExpired',
      refreshable: false,
    });
  });
});
