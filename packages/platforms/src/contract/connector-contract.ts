import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PlatformConnector } from '../core/connector.ts';
import type { ListingDraft } from '../core/listing-draft.ts';
import { unlimited } from '../core/rate-limiter.ts';
import type { RunningSandbox } from '../sandbox/create-platform-sandbox.ts';
import {
  type AuthorizedShop,
  authorizeByConsent,
  type ContractCase,
  type ContractContext,
  contextFor,
  type DraftParts,
  failureOf,
  firstLeaf,
  validDraft,
} from './contract-harness.ts';
import { describeMaintenanceContract } from './maintenance-contract.ts';

const DAY_MS = 86_400_000;
let shopSeq = 0;

/**
 * The contract every connector passes against the sandbox: authorisation, expiry, catalogue reads,
 * publishing with idempotency, each enforced rule, and the classification of faults.
 */
export function describeConnectorContract(getSandbox: () => RunningSandbox, testCase: ContractCase): void {
  describe(`${testCase.platform} connector (station ${testCase.factory.station})`, () => {
    let ctx: ContractContext;
    let connector: PlatformConnector;

    const authorize = (shopName = `契约测试店铺${++shopSeq}`): Promise<AuthorizedShop> =>
      testCase.authorize ? testCase.authorize(ctx, shopName) : authorizeByConsent(connector, shopName, testCase.module);

    const draftParts = async (shop: AuthorizedShop): Promise<DraftParts> => {
      const path = connector.listCategories ? await firstLeaf(connector, shop.shop) : [];
      const leaf = path.at(-1) ?? { cId: '0', name: '默认类目', isLeaf: true, level: 1, parents: [] };
      const templates = connector.listFreightTemplates
        ? await connector.listFreightTemplates(shop.shop, { page: 1, pageSize: 50 })
        : { items: [], total: 0 };
      const plans = connector.listLogisticsPlans ? await connector.listLogisticsPlans(shop.shop) : [];
      const brands = connector.listBrands
        ? await connector.listBrands(shop.shop, { categoryId: leaf.cId, page: 1, pageSize: 10 })
        : { items: [], total: 0 };
      return {
        leaf,
        freightTemplateId: templates.items[0]?.id ?? null,
        logisticsPlanId: plans[0]?.id ?? null,
        brand: brands.items[0] ?? null,
      };
    };

    const goodDraft = async (shop: AuthorizedShop): Promise<ListingDraft> => {
      const parts = await draftParts(shop);
      const draft = validDraft(parts);
      return testCase.adjustDraft ? testCase.adjustDraft(draft, parts) : draft;
    };

    beforeAll(() => {
      ctx = contextFor(getSandbox(), testCase.factory, testCase.platform);
      connector = ctx.connector();
    });

    afterEach(() => {
      const { control } = getSandbox().sandbox;
      control.clock.reset();
      control.resetFaults(testCase.platform);
    });

    it('should authorise a shop and report its token, shop and app expiry', async () => {
      const { grant } = await authorize('授权测试旗舰店');
      expect(grant.accessToken).not.toBe('');
      expect(grant.shopName).toBe('授权测试旗舰店');
      expect(grant.accessTokenExpiresAt.getTime()).toBeGreaterThan(Date.now());
      expect(grant.authorizationExpiresAt?.getTime() ?? 0).toBeGreaterThan(Date.now() + DAY_MS);
    });

    it('should refresh a token, and refuse the spent refresh token', async () => {
      const { grant } = await authorize();
      if (!connector.refreshToken || !grant.refreshToken) return; // platforms without refresh tokens
      const renewed = await connector.refreshToken(grant.refreshToken);
      expect(renewed.accessToken).not.toBe(grant.accessToken);
      expect(renewed.shopId).toBe(grant.shopId);
      const again = await failureOf(connector.refreshToken(grant.refreshToken));
      expect(again.kind).toBe('authExpired');
    });

    it('should report an expired access token as authExpired', async () => {
      const shop = await authorize();
      const lifetime = shop.grant.accessTokenExpiresAt.getTime() - Date.now();
      getSandbox().sandbox.control.clock.advance(lifetime + 60_000);
      const error = await failureOf(
        connector.publish(shop.shop, { draft: await goodDraftSafe(), merchantCode: 'kexp' }),
      );
      expect(error.kind).toBe('authExpired');
      expect(error.message).toContain('店铺授权已过期，请重新授权');

      async function goodDraftSafe() {
        getSandbox().sandbox.control.clock.reset();
        const draft = await goodDraft(shop);
        getSandbox().sandbox.control.clock.advance(lifetime + 60_000);
        return draft;
      }
    });

    it('should report a lapsed app order and a revoked authorisation as authExpired, not refreshable', async () => {
      const shop = await authorize();
      const draft = await goodDraft(shop);
      const { control } = getSandbox().sandbox;
      control.setServiceExpiry(testCase.platform, shop.grant.shopId, 'goods', new Date(Date.now() - 1000));
      const lapsed = await failureOf(connector.publish(shop.shop, { draft, merchantCode: 'klapsed' }));
      expect(lapsed.kind).toBe('authExpired');
      expect(lapsed.refreshable).toBe(false);

      const other = await authorize();
      control.expireAuthorization(testCase.platform, other.grant.shopId);
      const revoked = await failureOf(connector.publish(other.shop, { draft, merchantCode: 'krevoked' }));
      expect(revoked.kind).toBe('authExpired');
    });

    it('should read categories down to a leaf, with each node knowing its parents', async () => {
      const shop = await authorize();
      if (!connector.listCategories) return;
      const path = await firstLeaf(connector, shop.shop);
      expect(path.length).toBeGreaterThanOrEqual(3);
      const leaf = path.at(-1);
      expect(leaf?.isLeaf).toBe(true);
      expect(leaf?.parents).toEqual(path.slice(0, -1).map((c) => c.cId));
      expect(path.every((c) => /[\u4e00-\u9fa5]/.test(c.name))).toBe(true);
    });

    it('should list the shop freight templates, logistics plans and brands', async () => {
      const shop = await authorize();
      const parts = await draftParts(shop);
      if (connector.listFreightTemplates) expect(parts.freightTemplateId).not.toBeNull();
      if (connector.listLogisticsPlans) expect(parts.logisticsPlanId).not.toBeNull();
      if (!connector.listBrands) return;
      const all = await connector.listBrands(shop.shop, { categoryId: parts.leaf.cId, page: 1, pageSize: 2 });
      expect(all.items).toHaveLength(2);
      expect(all.total).toBeGreaterThan(2);
      const first = all.items[0];
      const found = await connector.listBrands(shop.shop, {
        categoryId: parts.leaf.cId,
        query: first?.nameCn.slice(0, 1),
        page: 1,
        pageSize: 10,
      });
      expect(found.items.map((b) => b.brandId)).toContain(first?.brandId);
      expect(found.items.every((b) => b.nameCn.startsWith(first?.nameCn.slice(0, 1) ?? ''))).toBe(true);
    });

    it('should publish a listing that then shows on the storefront and reads back', async () => {
      const shop = await authorize();
      const draft = await goodDraft(shop);
      const { listingId } = await connector.publish(shop.shop, { draft, merchantCode: 'detail-1' });
      expect(listingId).toMatch(/^\d+$/);
      const page = await fetch(`${getSandbox().url}/${testCase.platform}/store/${shop.grant.shopId}`);
      const html = await page.text();
      expect(html).toContain(draft.title.slice(0, 10));
      expect(html).toContain(listingId);
      const listing = await connector.getListing(shop.shop, listingId);
      expect(listing?.listingId).toBe(listingId);
      expect(listing?.title.slice(0, 10)).toBe(draft.title.slice(0, 10));
      expect(await connector.getListing(shop.shop, '1')).toBeNull();
    });

    it('should open a published listing at the platform goods page the connector names', async () => {
      const { goodsPage } = connector.definition;
      if (!goodsPage) return; // goods of this platform open only in its apps
      const shop = await authorize();
      const draft = await goodDraft(shop);
      const { listingId } = await connector.publish(shop.shop, { draft, merchantCode: 'page-1' });
      const page = await fetch(`${getSandbox().url}/${testCase.platform}${goodsPage.replace('{id}', listingId)}`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain(draft.title.slice(0, 10));
      expect(html).toContain(listingId);
      const missing = await fetch(`${getSandbox().url}/${testCase.platform}${goodsPage.replace('{id}', '1')}`);
      expect(missing.status).toBe(404);
    });

    it('should make a second listing for a repeated merchant code, as the platform does', async () => {
      const shop = await authorize();
      const draft = await goodDraft(shop);
      const first = await connector.publish(shop.shop, { draft, merchantCode: 'task7detail3' });
      if (testCase.repeatedMerchantCodeRefused) {
        const refused = await failureOf(connector.publish(shop.shop, { draft, merchantCode: 'task7detail3' }));
        expect(refused.kind).toBe('permanent');
        expect(refused.message).toMatch(testCase.repeatedMerchantCodeRefused);
        expect(getSandbox().sandbox.control.listings(testCase.platform, shop.grant.shopId)).toHaveLength(1);
        return;
      }
      const second = await connector.publish(shop.shop, { draft, merchantCode: 'task7detail3' });
      expect(second.listingId).not.toBe(first.listingId);
      expect(getSandbox().sandbox.control.listings(testCase.platform, shop.grant.shopId)).toHaveLength(2);
    });

    it('should find a listing by its merchant code after its create answer was lost', async () => {
      const shop = await authorize();
      const draft = await goodDraft(shop);
      const { control } = getSandbox().sandbox;
      expect(connector.findByMerchantCode, 'every connector looks listings up by merchant code').toBeDefined();
      expect(await connector.findByMerchantCode?.(shop.shop, 'lost0answer0detail')).toBeNull();
      control.setFaults(testCase.platform, { loseAnswers: 1 });
      const lost = await failureOf(connector.publish(shop.shop, { draft, merchantCode: 'lost0answer0detail' }));
      control.resetFaults(testCase.platform);
      // the platform made it; the connector could not know: an ambiguous, transient outcome
      expect(lost.kind).toBe('transient');
      const made = control.listings(testCase.platform, shop.grant.shopId);
      expect(made).toHaveLength(1);
      const found = await connector.findByMerchantCode?.(shop.shop, 'lost0answer0detail');
      expect(found?.listingId).toBe(made[0]?.listingId);
    });

    for (const violation of testCase.violations) {
      it(`should refuse a listing breaking "${violation.rule}" with the platform's reason`, async () => {
        const shop = await authorize();
        const draft = violation.mutate(await goodDraft(shop));
        const error = await failureOf(
          connector.publish(shop.shop, { draft, merchantCode: `v${violation.rule.length}` }),
        );
        expect(error.kind).toBe('permanent');
        expect(error.message).toMatch(violation.reason);
        expect(getSandbox().sandbox.control.listings(testCase.platform, shop.grant.shopId)).toHaveLength(0);
      });
    }

    describeMaintenanceContract(
      { sandbox: getSandbox, connector: () => connector, authorize: () => authorize(), goodDraft },
      testCase,
    );

    it('should classify a server error and a platform that is down as transient', async () => {
      const shop = await authorize();
      const { control } = getSandbox().sandbox;
      control.setFaults(testCase.platform, { errorRate: 1 });
      expect((await failureOf(connector.getListing(shop.shop, '1'))).kind).toBe('transient');
      control.setFaults(testCase.platform, { errorRate: 0, down: true });
      expect((await failureOf(connector.getListing(shop.shop, '1'))).kind).toBe('transient');
    });

    it('should classify the platform rate-limit answer as rateLimited', async () => {
      const shop = await authorize();
      getSandbox().sandbox.control.setFaults(testCase.platform, { rateLimited: true });
      const error = await failureOf(connector.getListing(shop.shop, '1'));
      expect(error.kind).toBe('rateLimited');
      expect(error.retryAfterMs).toBeGreaterThan(0);
    });

    it('should be refused by the sandbox when sending faster than the QPS allows', async () => {
      const shop = await authorize();
      getSandbox().sandbox.control.setFaults(testCase.platform, { qps: 1 });
      const eager = ctx.connector({ limiter: unlimited });
      const results = await Promise.allSettled([1, 2, 3].map(() => eager.getListing(shop.shop, '1')));
      const kinds = results.map((r) => (r.status === 'rejected' ? (r.reason as { kind: string }).kind : 'ok'));
      expect(kinds).toContain('rateLimited');
    });

    it('should have a request with a bad signature refused', async () => {
      const shop = await authorize();
      const forger = ctx.connector({ appSecret: 'not-our-secret' });
      const forged = shop.shop.app
        ? { ...shop.shop, app: { ...shop.shop.app, appSecret: 'not-our-secret' } }
        : shop.shop;
      const error = await failureOf(
        testCase.forgedCall ? testCase.forgedCall(forger, shop) : forger.getListing(forged, '1'),
      );
      expect(error.kind).toBe('permanent');
      expect(error.code).toMatch(/signature/i);
    });
  });
}
