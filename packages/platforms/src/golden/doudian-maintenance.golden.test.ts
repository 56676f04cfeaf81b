import { describe, expect, it } from 'vitest';
import { DOUDIAN_SHOP, type DoudianGolden } from './doudian.golden.ts';
import { connectorAnswering, expectGoldenRequest } from './doudian.golden-kit.ts';

const EMPTY =
  '{"code":10000,"msg":"success","sub_code":"","sub_msg":"","data":{},"log_id":"20261123100000010203040599"}';
const PRODUCT = '3539925204033339668';

/**
 * doudian's stock, price and shelf calls as the official Go SDK declares them (zsmhub/doudian-sdk
 * api/sku_syncStock, api/sku_editPrice, api/product_setOffline, api/product_setOnline: request structs, and
 * response structs whose data is empty); ids as text, stock and price (分) as numbers.
 */
const MAINTENANCE = {
  syncStock: {
    source: 'zsmhub/doudian-sdk api/sku_syncStock/request/sku_syncStock_request.go',
    method: 'sku.syncStock',
    paramJson: { product_id: PRODUCT, sku_id: '1791844509315072', stock_num: 0, incremental: false },
    answer: EMPTY,
  },
  editPrice: {
    source: 'zsmhub/doudian-sdk api/sku_editPrice/request/sku_editPrice_request.go',
    method: 'sku.editPrice',
    paramJson: { product_id: PRODUCT, sku_id: '1791844509315073', price: 3590 },
    answer: EMPTY,
  },
  setOffline: {
    source: 'zsmhub/doudian-sdk api/product_setOffline/request/product_setOffline_request.go',
    method: 'product.setOffline',
    paramJson: { product_id: PRODUCT },
    answer: EMPTY,
  },
  setOnline: {
    source: 'zsmhub/doudian-sdk api/product_setOnline/request/product_setOnline_request.go',
    method: 'product.setOnline',
    paramJson: { product_id: PRODUCT },
    answer: EMPTY,
  },
} satisfies Record<string, DoudianGolden>;

describe('doudian golden exchanges: keeping a listing in sync', () => {
  it('should set a SKU stock with /sku/syncStock in full (incremental false)', async () => {
    const { connector, calls } = connectorAnswering(MAINTENANCE.syncStock.answer);
    await connector.updateStock?.(DOUDIAN_SHOP, {
      listingId: PRODUCT,
      skus: [{ platformSkuId: '1791844509315072', stock: 0 }],
    });
    expect(calls).toHaveLength(1);
    expectGoldenRequest(calls[0], MAINTENANCE.syncStock, true);
  });

  it('should change a price with /sku/editPrice in fen', async () => {
    const { connector, calls } = connectorAnswering(MAINTENANCE.editPrice.answer);
    await connector.updatePrice?.(DOUDIAN_SHOP, {
      listingId: PRODUCT,
      skus: [{ platformSkuId: '1791844509315073', priceFen: 3590 }],
    });
    expectGoldenRequest(calls[0], MAINTENANCE.editPrice, true);
  });

  it('should take a product off sale and back with /product/setOffline and /product/setOnline', async () => {
    const { connector, calls } = connectorAnswering(MAINTENANCE.setOffline.answer, MAINTENANCE.setOnline.answer);
    await connector.setShelf?.(DOUDIAN_SHOP, { listingId: PRODUCT, onSale: false });
    await connector.setShelf?.(DOUDIAN_SHOP, { listingId: PRODUCT, onSale: true });
    expectGoldenRequest(calls[0], MAINTENANCE.setOffline, true);
    expectGoldenRequest(calls[1], MAINTENANCE.setOnline, true);
  });
});
