import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pddConnector } from '../connectors/pdd.connector.ts';
import {
  authorizeByConsent,
  CONTRACT_CALLBACK as CALLBACK,
  consentAs,
  failureOf,
  firstLeaf,
  validDraft,
} from '../contract/contract-harness.ts';
import { type RunningSandbox, startPlatformSandbox } from './create-platform-sandbox.ts';
import { SANDBOX_APPS } from './sandbox-apps.ts';

const running: RunningSandbox[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.close()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function start(dataDir?: string) {
  const sandbox = await startPlatformSandbox({ port: 0, dataDir, redirectUris: [CALLBACK], qps: { pdd: 500 } });
  running.push(sandbox);
  return { sandbox, pdd: pddConnector.create({ baseUrl: `${sandbox.url}/pdd`, app: SANDBOX_APPS.pdd }) };
}

describe('createPlatformSandbox', () => {
  it('should keep shops, tokens and listings across a restart, so a key never makes a second listing', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'puhuo-sandbox-'));
    dirs.push(dir);
    const first = await start(dir);
    const { shop } = await authorizeByConsent(first.pdd, '重启测试店');
    const leaf = (await firstLeaf(first.pdd, shop)).at(-1);
    const templates = await first.pdd.listFreightTemplates?.(shop, { page: 1, pageSize: 10 });
    const draft = validDraft({
      leaf: leaf ?? { cId: '', name: '', isLeaf: true, level: 1, parents: [] },
      freightTemplateId: templates?.items[0]?.id ?? null,
      logisticsPlanId: null,
      brand: null,
    });
    const before = await first.pdd.publish(shop, { draft, merchantCode: 'task1detail1' });
    await first.sandbox.close();
    running.splice(0);

    const second = await start(dir);
    // the listing made before the restart is still there, found by its merchant code
    expect((await second.pdd.findByMerchantCode?.(shop, 'task1detail1'))?.listingId).toBe(before.listingId);
    expect(second.sandbox.sandbox.control.listings('pdd', shop.shopId)).toHaveLength(1);
    const store = await (await fetch(`${second.sandbox.url}/pdd/store/${shop.shopId}`)).text();
    expect(store).toContain('重启测试店');
    expect(store).toContain('¥32.90~34.00');
  });

  it('should take a code once, and only for 10 minutes', async () => {
    const { sandbox, pdd } = await start();
    const { code } = await consentAs(pdd, '一次性code店');
    await pdd.exchangeCode?.({ code, redirectUri: CALLBACK });
    expect(
      (await failureOf(pdd.exchangeCode?.({ code, redirectUri: CALLBACK }) ?? Promise.resolve())).message,
    ).toContain('code无效或已被使用');
    const late = await consentAs(pdd, '一次性code店');
    sandbox.sandbox.control.clock.advance(10 * 60_000 + 1);
    const error = await failureOf(pdd.exchangeCode?.({ code: late.code, redirectUri: CALLBACK }) ?? Promise.resolve());
    expect(error.message).toContain('code已过期（有效期10分钟）');
  });

  it('should void the earlier pdd token when the shop authorises again', async () => {
    const { pdd } = await start();
    const first = await authorizeByConsent(pdd, '重复授权店');
    await authorizeByConsent(pdd, '重复授权店');
    expect((await failureOf(pdd.getListing(first.shop, '1'))).kind).toBe('authExpired');
  });

  it('should report the app order from the service market as the authorisation expiry', async () => {
    const { sandbox, pdd } = await start();
    const market = await fetch(`${sandbox.url}/pdd/market`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ shopName: '订购测试店', module: 'goods', period: 'trial' }).toString(),
    });
    expect(await market.text()).toContain('订购成功');
    const { grant } = await authorizeByConsent(pdd, '订购测试店');
    const days = ((grant.authorizationExpiresAt?.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(15); // pdd's free trial in the station catalogue
  });

  it('should take faults, clock and expiry through the admin endpoint', async () => {
    const { sandbox, pdd } = await start();
    const { shop, grant } = await authorizeByConsent(pdd, '管理接口店');
    const admin = (method: string, url: string, body?: unknown) =>
      fetch(`${sandbox.url}/_admin${url}`, {
        method,
        headers: body ? { 'content-type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
      });
    expect((await admin('PUT', '/faults/pdd', { down: 'yes' })).status).toBe(400);
    expect((await admin('PUT', '/faults/pdd', { down: true })).status).toBe(200);
    expect((await failureOf(pdd.getListing(shop, '1'))).kind).toBe('transient');
    await admin('DELETE', '/faults/pdd');
    await admin('PUT', `/pdd/shops/${grant.shopId}/service-expiry`, {
      module: 'goods',
      expiresAt: '2020-01-01T00:00:00Z',
    });
    const lapsed = await failureOf(pdd.getListing(shop, '1'));
    expect(lapsed.message).toBe('店铺授权已过期，请重新授权：应用服务已到期，请续费订购后重新授权');
    const clock = (await (await admin('POST', '/clock', { advanceMs: 3_600_000 })).json()) as { now: string };
    expect(Date.parse(clock.now)).toBeGreaterThan(Date.now() + 3_500_000);
    const listings = await (await admin('GET', `/pdd/shops/${grant.shopId}/listings`)).json();
    expect(listings).toEqual({ totalCount: 0, items: [] });
    expect((await admin('GET', '/faults/nowhere')).status).toBe(404);
  });

  it('should show a listing changed by the stock and shelf calls, and delete it, through the admin endpoint', async () => {
    const { sandbox, pdd } = await start();
    const { shop } = await authorizeByConsent(pdd, '管理商品店');
    const leaf = (await firstLeaf(pdd, shop)).at(-1);
    const templates = await pdd.listFreightTemplates?.(shop, { page: 1, pageSize: 10 });
    const draft = validDraft({
      leaf: leaf ?? { cId: '', name: '', isLeaf: true, level: 1, parents: [] },
      freightTemplateId: templates?.items[0]?.id ?? null,
      logisticsPlanId: null,
      brand: null,
    });
    const { listingId } = await pdd.publish(shop, { draft, merchantCode: 'admin1' });
    await pdd.updateStock?.(shop, { listingId, skus: [{ outerSkuId: 'SKU-00', stock: 0 }] });
    await pdd.setShelf?.(shop, { listingId, onSale: false });
    const admin = (method: string) => fetch(`${sandbox.url}/_admin/pdd/listings/${listingId}`, { method });
    const held = (await (await admin('GET')).json()) as { status: string; skus: { stock: number }[] };
    expect(held.status).toBe('warehouse');
    expect(held.skus.map((s) => s.stock)).toEqual([0, 100, 100, 100]);
    expect((await admin('DELETE')).status).toBe(200);
    expect((await admin('GET')).status).toBe(404);
    expect(await pdd.getListing(shop, listingId)).toBeNull();
    expect(await pdd.findByMerchantCode?.(shop, 'admin1')).toBeNull();
  });
});
