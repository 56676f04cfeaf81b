import { Messages, StationType } from '@puhuo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureAsAppError } from '../../http/failure-statuses.ts';
import { createDistributor, type TestDistributor } from '../../testing/identity-helpers.ts';
import { authorizeShop, headersOf } from '../../testing/shop-helpers.ts';
import { templateClient } from '../../testing/template-client.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { PublishTemplateService } from './publish-template.service.ts';

let ctx: TestContext;
let owner: TestDistributor;
let sut: PublishTemplateService;

beforeAll(async () => {
  ctx = await createTestContext({ goods: 10 });
  owner = await createDistributor(ctx);
  sut = ctx.app.services.templates;
});
afterAll(async () => {
  await ctx?.close();
});

describe(PublishTemplateService.name, () => {
  it('should resolve an unsaved template to the defaults and name what is missing', async () => {
    const { shopId } = await authorizeShop(ctx, owner, StationType.Pdd);
    const resolved = await sut.resolveListingSettings(owner.tenantId, shopId);
    expect(resolved.problems).toEqual([Messages.selectFreightTemplate]);
    expect(resolved.settings).toMatchObject({
      station: StationType.Pdd,
      category: { mode: 'smart' },
      price: { kind: 'pdd', template: { ratio: 120, additionY: 5, priceAdditionY: 3, maketPriceAdditionY: 1 } },
      stock: { kind: 'fixed', qty: 999 },
      deliveryTime: '48h',
      freightTemplateId: null,
    });
  });

  it('should resolve a saved template with no problems', async () => {
    const { shopId } = await authorizeShop(ctx, owner, StationType.Kuaishou);
    const api = templateClient(ctx, await headersOf(ctx, owner));
    const { body: templates } = await api.freight('kuaishou', shopId);
    const saved = await api.save('kuaishou', shopId, {
      expressTemplateId: templates.items[0].id,
      immediatelyOnOfflineFlag: 1,
      skuStockNumber: 12,
      price: { ratio: 110, additionY: 1.5, priceTakeType: 2 },
    });
    expect(saved.status).toBe(200);
    const resolved = await sut.resolveListingSettings(owner.tenantId, shopId);
    expect(resolved).toEqual({
      problems: [],
      settings: expect.objectContaining({
        station: StationType.Kuaishou,
        listingStatus: 'warehouse',
        stock: { kind: 'fixed', qty: 12 },
        freightTemplateId: templates.items[0].id,
        price: { kind: 'formula', formula: { percent: 110, amountFen: 150, precision: 0 } },
        deliveryTime: '48h',
      }),
    });
  });

  it('should resolve a station without a template of its own to the shared defaults', async () => {
    const { shopId } = await authorizeShop(ctx, owner, StationType.Jd);
    const resolved = await sut.resolveListingSettings(owner.tenantId, shopId);
    expect(resolved).toMatchObject({ problems: [], settings: { station: StationType.Jd, listingStatus: 'onSale' } });
  });

  it("should refuse another tenant's shop", async () => {
    const { shopId } = await authorizeShop(ctx, owner, StationType.Qunjielong);
    const stranger = await createDistributor(ctx);
    // as the HTTP edge answers it
    const refused = await sut.resolveListingSettings(stranger.tenantId, shopId).catch(failureAsAppError);
    expect(refused).toMatchObject({ statusCode: 404 });
  });
});
