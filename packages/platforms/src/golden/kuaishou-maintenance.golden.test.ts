import { describe, expect, it } from 'vitest';
import { KUAISHOU_GOLDEN, KUAISHOU_SHOP, type KuaishouGolden } from './kuaishou.golden.ts';
import { connectorAnswering, expectGoldenRequest } from './kuaishou.golden-kit.ts';

const OK = { result: 1, error_msg: 'success' };
const ITEM = 24904424073914;
const SKU = 158419190357914;

/**
 * kuaishou's stock, price and shelf calls as AndersonBY/kwaixiaodian-python-sdk shows the Java SDK's
 * OpenItemSkuStockUpdateRequest (kwaiItemId, skuId, skuChangeStock, changeType: incremental),
 * OpenItemSkuPriceUpdateRequest (itemId, skuId, price in fen) and OpenItemShelfStatusUpdateRequest
 * (kwaiItemId, shelfStatus), all POSTed.
 */
const MAINTENANCE = {
  stockDown: {
    source: 'AndersonBY/kwaixiaodian-python-sdk ItemUpdateStockRequest (Java OpenItemSkuStockUpdateRequest)',
    httpMethod: 'POST',
    path: '/open/item/sku/stock/update',
    method: 'open.item.sku.stock.update',
    // from the 100 open.item.get reports down to 0: reduce (changeType 2) by 100
    param: { kwaiItemId: ITEM, skuId: SKU, skuChangeStock: 100, changeType: 2 },
    answer: OK,
  },
  price: {
    source: 'AndersonBY/kwaixiaodian-python-sdk ItemSkuPriceUpdateRequest (Java OpenItemSkuPriceUpdateRequest)',
    httpMethod: 'POST',
    path: '/open/item/sku/price/update',
    method: 'open.item.sku.price.update',
    param: { itemId: ITEM, skuId: SKU, price: 3590 },
    answer: OK,
  },
  offShelf: {
    source: 'AndersonBY/kwaixiaodian-python-sdk ItemShelfStatusUpdateRequest (Java OpenItemShelfStatusUpdateRequest)',
    httpMethod: 'POST',
    path: '/open/item/shelf/status/update',
    method: 'open.item.shelf.status.update',
    param: { kwaiItemId: ITEM, shelfStatus: 0 },
    answer: OK,
  },
} satisfies Record<string, KuaishouGolden>;

describe('kuaishou golden exchanges: keeping a listing in sync', () => {
  it('should read the item and send the stock difference, open.item.sku.stock.update being incremental', async () => {
    const { connector, calls } = connectorAnswering(KUAISHOU_GOLDEN.itemGet, MAINTENANCE.stockDown);
    await connector.updateStock?.(KUAISHOU_SHOP, {
      listingId: String(ITEM),
      skus: [{ outerSkuId: 'SKU-00', stock: 0 }],
    });
    expectGoldenRequest(calls[0], KUAISHOU_GOLDEN.itemGet);
    expectGoldenRequest(calls[1], MAINTENANCE.stockDown);
  });

  it('should send no stock call when the stock is already as asked', async () => {
    const { connector, calls } = connectorAnswering(KUAISHOU_GOLDEN.itemGet);
    await connector.updateStock?.(KUAISHOU_SHOP, {
      listingId: String(ITEM),
      skus: [{ outerSkuId: 'SKU-00', stock: 100 }],
    });
    expect(calls).toHaveLength(1);
  });

  it('should change a SKU price in fen and take the item off the shelf', async () => {
    const { connector, calls } = connectorAnswering(MAINTENANCE.price, MAINTENANCE.offShelf);
    await connector.updatePrice?.(KUAISHOU_SHOP, {
      listingId: String(ITEM),
      skus: [{ platformSkuId: String(SKU), priceFen: 3590 }],
    });
    await connector.setShelf?.(KUAISHOU_SHOP, { listingId: String(ITEM), onSale: false });
    expectGoldenRequest(calls[0], MAINTENANCE.price);
    expectGoldenRequest(calls[1], MAINTENANCE.offShelf);
  });
});
