import { Messages, PDD_PAGE_CODE_HEADER, PDD_PATI_HEADER, StationType } from '@puhuo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDistributor, type TestDistributor } from '../../testing/identity-helpers.ts';
import { completeTemplate } from '../../testing/publish-helpers.ts';
import { authorizeShop, headersOf } from '../../testing/shop-helpers.ts';
import { templateClient } from '../../testing/template-client.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { CATEGORY_CACHE_TTL_MS } from '../templates/index.ts';

const PAGE_CODE_URL = '/api/cloud/cloud-isv-page-code';

let ctx: TestContext;
let owner: TestDistributor;
let headers: Record<string, string>;
let pdd: { shopId: string; platformShopId: string };

const sandbox = () => {
  const box = ctx.app.platformSandbox;
  if (!box) throw new Error('the platform sandbox runs in-process in tests');
  return box.control;
};

const askPageCode = (payload: object, as: Record<string, string> = headers) =>
  ctx.app.inject({ method: 'POST', url: PAGE_CODE_URL, headers: as, payload });

beforeAll(async () => {
  ctx = await createTestContext({ goods: 10, config: { publicUrl: 'https://puhuo.example.com' } });
  owner = await createDistributor(ctx);
  headers = await headersOf(ctx, owner);
  const { shopId } = await authorizeShop(ctx, owner, StationType.Pdd);
  const session = await ctx.app.services.shopAccess.sessionFor(owner.tenantId, shopId);
  pdd = { shopId, platformShopId: session.platformShopId };
});
afterAll(async () => {
  await ctx?.close();
});

describe('POST /api/cloud/cloud-isv-page-code', () => {
  it("should answer pdd's page code for the shop, and forward it with the pati on the pdd calls of a later request", async () => {
    const answer = await askPageCode({ shopId: pdd.shopId, pageUrl: '/distribution?tab=pdd' });
    expect(answer.statusCode, answer.body).toBe(200);
    const { pageCode } = answer.json() as { pageCode: string };
    expect(pageCode).toEqual(expect.any(String));

    const pageHeaders = { ...headers, [PDD_PAGE_CODE_HEADER]: pageCode, [PDD_PATI_HEADER]: 'pati-made-by-the-plugin' };
    const freight = await templateClient(ctx, pageHeaders).freight('pdd', pdd.shopId);
    expect(freight.status).toBe(200);
    expect(sandbox().pageHeaders('pdd').at(-1)).toMatchObject({
      method: 'pdd.goods.logistics.template.get',
      shopId: pdd.platformShopId,
      pageCode,
      pati: 'pati-made-by-the-plugin',
      // the code pdd gave this app for this very shop
      pageCodeKnown: true,
    });

    // a request without them sends none
    await templateClient(ctx, headers).freight('pdd', pdd.shopId);
    expect(sandbox().pageHeaders('pdd').at(-1)).toMatchObject({ pageCode: null, pati: null });
  });

  it('should forward the page headers on the pdd calls the publish preflight makes', async () => {
    const api = templateClient(ctx, headers);
    const values = await completeTemplate(api, 'pdd', pdd.shopId);
    const leaf = await api.leaf(pdd.shopId);
    // a category chosen by hand for none of our categories: the preflight matches each good's own
    const saved = await api.save('pdd', pdd.shopId, {
      ...values,
      category: 2,
      categoryId: leaf.cId,
      categoryList: leaf.path,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const { pageCode } = (await askPageCode({ shopId: pdd.shopId, pageUrl: '/market' })).json() as {
      pageCode: string;
    };
    // the platform's category tree is read afresh, from pdd
    ctx.clock.advance(CATEGORY_CACHE_TTL_MS + 60_000);
    const goods = await ctx.app.inject({
      method: 'GET',
      url: '/api/goods/good?supplierType=1&market=2&maxResultCount=1',
      headers,
    });
    const goodId = (goods.json().items as { id: string }[])[0]?.id ?? '';
    const seenBefore = sandbox().pageHeaders('pdd').length;
    const preflight = await ctx.app.inject({
      method: 'POST',
      url: '/api/platform/good/product/preflight',
      headers: { ...headers, [PDD_PAGE_CODE_HEADER]: pageCode, [PDD_PATI_HEADER]: 'pati-2' },
      payload: { shopInfos: [{ shopId: pdd.shopId }], items: [{ goodId, goodsFrom: 3 }], market: 2 },
    });
    expect(preflight.statusCode, preflight.body).toBe(200);
    const calls = sandbox().pageHeaders('pdd').slice(seenBefore);
    expect(calls.filter((c) => c.method === 'pdd.goods.cats.get').length).toBeGreaterThan(0);
    for (const call of calls) {
      expect(call).toMatchObject({ shopId: pdd.platformShopId, pageCode, pati: 'pati-2', pageCodeKnown: true });
    }
  });

  it('should build the referer on the configured address, a standard URL pdd takes whatever the client sent', async () => {
    // pdd refuses a referer that is not a standard URL: these pass because the server rebuilt them
    for (const pageUrl of ['https://evil.example.com/templates?x=1#top', 'javascript:alert(1)', '设置页']) {
      const answer = await askPageCode({ shopId: pdd.shopId, pageUrl });
      expect(answer.statusCode, `${pageUrl}: ${answer.body}`).toBe(200);
    }
    const empty = await askPageCode({ shopId: pdd.shopId, pageUrl: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(Messages.pageUrlInvalid);
  });

  it("should refuse a shop that is not pdd, another tenant's shop, and a guest", async () => {
    const doudian = await authorizeShop(ctx, owner, StationType.Doudian);
    const notPdd = await askPageCode({ shopId: doudian.shopId, pageUrl: '/market' });
    expect(notPdd.statusCode).toBe(400);
    expect(notPdd.json().error.message).toBe(Messages.shopNotOfPlatform);

    const stranger = await createDistributor(ctx);
    const foreign = await askPageCode({ shopId: pdd.shopId, pageUrl: '/market' }, await headersOf(ctx, stranger));
    expect(foreign.statusCode).toBe(404);

    const guest = await ctx.app.inject({
      method: 'POST',
      url: PAGE_CODE_URL,
      payload: { shopId: pdd.shopId, pageUrl: '/market' },
    });
    expect(guest.statusCode).toBe(401);
  });

  it("should forward a page code given for another shop as it is, and pdd sees it is not that shop's", async () => {
    const stranger = await createDistributor(ctx);
    const strangerHeaders = await headersOf(ctx, stranger);
    const theirs = await authorizeShop(ctx, stranger, StationType.Pdd);
    const { pageCode } = (await askPageCode({ shopId: pdd.shopId, pageUrl: '/market' })).json() as {
      pageCode: string;
    };
    // the stranger sends the owner's code along: it reaches pdd for the stranger's own shop, marked unknown
    await templateClient(ctx, { ...strangerHeaders, [PDD_PAGE_CODE_HEADER]: pageCode }).freight('pdd', theirs.shopId);
    expect(sandbox().pageHeaders('pdd').at(-1)).toMatchObject({ pageCode, pageCodeKnown: false });
  });
});
