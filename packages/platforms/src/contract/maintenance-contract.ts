import { expect, it } from 'vitest';
import type { PlatformConnector, SkuAddress } from '../core/connector.ts';
import type { ListingDraft, PublishedListing, PublishedSku } from '../core/listing-draft.ts';
import type { RunningSandbox } from '../sandbox/create-platform-sandbox.ts';
import { type AuthorizedShop, type ContractCase, failureOf } from './contract-harness.ts';

/** what the maintenance contract borrows from the connector contract around it */
export interface MaintenanceHarness {
  sandbox(): RunningSandbox;
  connector(): PlatformConnector;
  authorize(): Promise<AuthorizedShop>;
  goodDraft(shop: AuthorizedShop): Promise<ListingDraft>;
}

/** a SKU as an update names it: by our SKU code where the platform reports it, else by the platform's id */
const addressOf = (sku: PublishedSku): SkuAddress =>
  sku.outerSkuId ? { outerSkuId: sku.outerSkuId } : { platformSkuId: sku.platformSkuId };

const byId = (listing: PublishedListing | null | undefined, id: string | undefined) =>
  listing?.skus.find((s) => s.platformSkuId === id);

/**
 * Keeping a published listing in sync through the platform's own stock, price and shelf calls, for
 * each capability the connector has: values and statuses read back as set, refusals in the platform's
 * words, a listing deleted on the platform read as gone, faults classified.
 */
export function describeMaintenanceContract(h: MaintenanceHarness, testCase: ContractCase): void {
  const maintains = (c: PlatformConnector) => c.has('updateStock') || c.has('updatePrice') || c.has('setShelf');

  const published = async () => {
    const connector = h.connector();
    const shop = await h.authorize();
    const draft = await h.goodDraft(shop);
    const { listingId } = await connector.publish(shop.shop, { draft, merchantCode: `sync${Date.now() % 1e6}` });
    const listing = await connector.getListing(shop.shop, listingId);
    if (!listing) throw new Error('the published listing does not read back');
    return { connector, shop, draft, listing };
  };

  it('should read each SKU back with the platform SKU id a sync needs', async () => {
    if (!maintains(h.connector())) return;
    const { listing, draft } = await published();
    expect(listing.skus).toHaveLength(draft.skus.length);
    for (const sku of listing.skus) expect(sku.platformSkuId, 'platform SKU id').toMatch(/\S/);
    const outer = listing.skus.map((s) => s.outerSkuId).filter(Boolean);
    if (outer.length > 0) expect(outer.sort()).toEqual(draft.skus.map((s) => s.outerSkuId).sort());
  });

  it('should set SKU stock, zero included, and read it back', async () => {
    if (!h.connector().updateStock) return;
    const { connector, shop, listing } = await published();
    const [first, second] = listing.skus as [PublishedSku, PublishedSku];
    await connector.updateStock?.(shop.shop, {
      listingId: listing.listingId,
      skus: [
        { ...addressOf(first), stock: 0 },
        { platformSkuId: second.platformSkuId, stock: 7 },
      ],
    });
    const after = await connector.getListing(shop.shop, listing.listingId);
    expect(byId(after, first.platformSkuId)?.stock).toBe(0);
    expect(byId(after, second.platformSkuId)?.stock).toBe(7);
    const held = h.sandbox().sandbox.control.listing(testCase.platform, listing.listingId);
    expect(held?.skus.map((s) => s.stock).sort((a, b) => a - b)).toEqual([0, 7, 100, 100]);
  });

  it('should change SKU prices and read them back', async () => {
    if (!h.connector().updatePrice) return;
    const { connector, shop, listing } = await published();
    const [first, second] = listing.skus as [PublishedSku, PublishedSku];
    const up = first.priceFen + 1000;
    const down = second.priceFen - 100;
    await connector.updatePrice?.(shop.shop, {
      listingId: listing.listingId,
      skus: [
        { ...addressOf(first), priceFen: up, groupPriceFen: up - 300 },
        { platformSkuId: second.platformSkuId, priceFen: down, groupPriceFen: down - 300 },
      ],
    });
    const after = await connector.getListing(shop.shop, listing.listingId);
    expect(byId(after, first.platformSkuId)?.priceFen).toBe(up);
    expect(byId(after, second.platformSkuId)?.priceFen).toBe(down);
    expect(byId(after, listing.skus[2]?.platformSkuId)?.priceFen).toBe(listing.skus[2]?.priceFen);
  });

  it('should delist a listing to the warehouse and relist it', async () => {
    if (!h.connector().setShelf) return;
    const { connector, shop, listing } = await published();
    const { control } = h.sandbox().sandbox;
    await connector.setShelf?.(shop.shop, { listingId: listing.listingId, onSale: false });
    expect((await connector.getListing(shop.shop, listing.listingId))?.status).toBe('warehouse');
    expect(control.listing(testCase.platform, listing.listingId)?.status).toBe('warehouse');
    await connector.setShelf?.(shop.shop, { listingId: listing.listingId, onSale: true });
    expect((await connector.getListing(shop.shop, listing.listingId))?.status).toBe('onSale');
    expect(control.listing(testCase.platform, listing.listingId)?.status).toBe('onSale');
  });

  it('should have a negative stock and a zero price refused, the listing unchanged', async () => {
    if (!maintains(h.connector())) return;
    const { connector, shop, listing } = await published();
    const first = listing.skus[0] as PublishedSku;
    const before = structuredClone(h.sandbox().sandbox.control.listing(testCase.platform, listing.listingId)?.skus);
    if (connector.updateStock) {
      const refused = await failureOf(
        connector.updateStock(shop.shop, { listingId: listing.listingId, skus: [{ ...addressOf(first), stock: -1 }] }),
      );
      expect(refused.kind).toBe('permanent');
      expect(refused.message).toMatch(/库存|stock|数量/i);
    }
    if (connector.updatePrice) {
      const refused = await failureOf(
        connector.updatePrice(shop.shop, {
          listingId: listing.listingId,
          skus: [{ ...addressOf(first), priceFen: 0 }],
        }),
      );
      expect(refused.kind).toBe('permanent');
      expect(refused.message).toMatch(/价|price/i);
    }
    expect(h.sandbox().sandbox.control.listing(testCase.platform, listing.listingId)?.skus).toEqual(before);
  });

  for (const refusal of testCase.maintenanceRefusals ?? []) {
    it(`should refuse a change breaking "${refusal.rule}" with the platform's reason`, async () => {
      const { connector, shop, listing } = await published();
      const error = await failureOf(refusal.call(connector, shop.shop, listing));
      expect(error.kind).toBe('permanent');
      expect(error.message).toMatch(refusal.reason);
    });
  }

  it("should refuse changes to another shop's listing and to an unknown one as not found", async () => {
    if (!maintains(h.connector())) return;
    const { connector, listing } = await published();
    const other = await h.authorize();
    const sku = listing.skus[0] as PublishedSku;
    const attempts = [
      connector.updateStock?.(other.shop, {
        listingId: listing.listingId,
        skus: [{ platformSkuId: sku.platformSkuId, stock: 1 }],
      }),
      connector.updatePrice?.(other.shop, {
        listingId: listing.listingId,
        skus: [{ platformSkuId: sku.platformSkuId, priceFen: 5000 }],
      }),
      connector.setShelf?.(other.shop, { listingId: listing.listingId, onSale: false }),
      connector.setShelf?.(other.shop, { listingId: '1', onSale: false }),
    ].filter((a): a is Promise<void> => a !== undefined);
    for (const attempt of attempts) {
      const error = await failureOf(attempt);
      expect(error.kind).toBe('permanent');
      expect(error.message).toMatch(/不存在|not ?found|无权|不属于/i);
    }
    const held = h.sandbox().sandbox.control.listing(testCase.platform, listing.listingId);
    expect(held?.status === 'onSale' ? 'onSale' : 'warehouse').toBe(listing.status);
  });

  it('should read a listing deleted on the platform as gone', async () => {
    if (!maintains(h.connector())) return;
    const { connector, shop, listing } = await published();
    expect(h.sandbox().sandbox.control.removeListing(testCase.platform, listing.listingId)).toBe(true);
    const gone = await connector.getListing(shop.shop, listing.listingId);
    expect(gone === null || gone.status === 'removed').toBe(true);
    if (connector.setShelf) {
      const error = await failureOf(connector.setShelf?.(shop.shop, { listingId: listing.listingId, onSale: false }));
      expect(error.kind).toBe('permanent');
    }
  });

  it('should classify faults on the maintenance calls as transient and rateLimited', async () => {
    if (!maintains(h.connector())) return;
    const { connector, shop, listing } = await published();
    const { control } = h.sandbox().sandbox;
    const sku = listing.skus[0] as PublishedSku;
    // the shelf call where the platform has one, else its stock call (kuaituantuan)
    const change = async () =>
      connector.setShelf
        ? connector.setShelf(shop.shop, { listingId: listing.listingId, onSale: false })
        : connector.updateStock?.(shop.shop, {
            listingId: listing.listingId,
            skus: [{ platformSkuId: sku.platformSkuId, stock: 0 }],
          });
    control.setFaults(testCase.platform, { errorRate: 1 });
    expect((await failureOf(change())).kind).toBe('transient');
    control.setFaults(testCase.platform, { errorRate: 0, rateLimited: true });
    const limited = await failureOf(change());
    expect(limited.kind).toBe('rateLimited');
    expect(limited.retryAfterMs).toBeGreaterThan(0);
    control.resetFaults(testCase.platform);
    const held = control.listing(testCase.platform, listing.listingId);
    expect(held?.status === 'onSale' ? 'onSale' : 'warehouse').toBe(listing.status);
  });
}
