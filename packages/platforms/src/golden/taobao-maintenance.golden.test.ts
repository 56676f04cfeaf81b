import { describe, expect, it } from 'vitest';
import { taobaoConnector } from '../connectors/taobao.connector.ts';
import {
  businessParams,
  expectedParams,
  expectSigned,
  type GoldenCall,
  routerConnectorAnswering,
} from './md5-router.golden-kit.ts';
import { TOP_GATEWAY, TOP_GOLDEN, TOP_SHOP, TOP_SYSTEM_PARAMS } from './taobao.golden.ts';

const modified = { num_iid: 700000000101, modified: '2026-03-01 16:00:00' };

/**
 * The requests of taobao's stock, price and shelf calls in the shapes bububa/opentaobao declares
 * (model/product/TaobaoItemQuantityUpdateAPIRequest.go, TaobaoItemSkuPriceUpdateAPIRequest.go and
 * TaobaoItemSkuPriceUpdateResponse.go "商品SKU信息（只包含num_iid和modified）", TaobaoItemUpdateDelisting/
 * ListingAPIRequest.go); prices in yuan with 2 decimals.
 */
const MAINTENANCE = {
  quantityByOuterId: {
    source: 'bububa/opentaobao model/product/TaobaoItemQuantityUpdateAPIRequest.go',
    method: 'taobao.item.quantity.update',
    request: { num_iid: '700000000101', outer_id: 'SKU-BLACK-M', quantity: '0', type: '1' },
    answer: { item_quantity_update_response: { item: { ...modified, num: 100 } } },
  },
  skuPrice: {
    source: 'bububa/opentaobao model/product/TaobaoItemSkuPriceUpdateAPIRequest.go',
    method: 'taobao.item.sku.price.update',
    // the blue SKU up to 35.00: the item price stays the lowest SKU price, 29.90
    request: { num_iid: '700000000101', properties: '1627207:-1;20509:28315', price: '35.00', item_price: '29.90' },
    answer: { item_sku_price_update_response: { sku: modified } },
  },
  delisting: {
    source: 'bububa/opentaobao model/product/TaobaoItemUpdateDelistingAPIRequest.go',
    method: 'taobao.item.update.delisting',
    request: { num_iid: '700000000101' },
    answer: { item_update_delisting_response: { item: modified } },
  },
  listing: {
    source: 'bububa/opentaobao model/product/TaobaoItemUpdateListingAPIRequest.go',
    method: 'taobao.item.update.listing',
    request: { num_iid: '700000000101', num: '300' },
    answer: { item_update_listing_response: { item: modified } },
  },
} satisfies Record<string, GoldenCall>;

const connectorWith = (calls: readonly GoldenCall[]) => routerConnectorAnswering(taobaoConnector, calls, TOP_GATEWAY);

describe('taobao golden exchanges: keeping a listing in sync', () => {
  it('should set a SKU quantity in full by its outer_id', async () => {
    const { connector, requests, unanswered } = connectorWith([MAINTENANCE.quantityByOuterId]);
    await connector.updateStock?.(TOP_SHOP, {
      listingId: '700000000101',
      skus: [{ outerSkuId: 'SKU-BLACK-M', stock: 0 }],
    });
    expect(unanswered).toEqual([]);
    const [request] = requests;
    expect(request && businessParams(request.params, TOP_SYSTEM_PARAMS)).toEqual(
      expectedParams(MAINTENANCE.quantityByOuterId),
    );
    if (request) expectSigned(request, TOP_GATEWAY.app.appSecret);
  });

  it("should read the item for the SKU's properties, then send the price in yuan with the item price kept in range", async () => {
    const { connector, requests, unanswered } = connectorWith([TOP_GOLDEN.sellerGet, MAINTENANCE.skuPrice]);
    await connector.updatePrice?.(TOP_SHOP, {
      listingId: '700000000101',
      skus: [{ outerSkuId: 'SKU-BLUE-M', priceFen: 3500 }],
    });
    expect(unanswered).toEqual([]);
    expect(requests.map((r) => r.params.method)).toEqual(['taobao.item.seller.get', 'taobao.item.sku.price.update']);
  });

  it('should delist with taobao.item.update.delisting and relist with the item num', async () => {
    const { connector, unanswered } = connectorWith([MAINTENANCE.delisting, TOP_GOLDEN.sellerGet, MAINTENANCE.listing]);
    await connector.setShelf?.(TOP_SHOP, { listingId: '700000000101', onSale: false });
    await connector.setShelf?.(TOP_SHOP, { listingId: '700000000101', onSale: true });
    expect(unanswered).toEqual([]);
  });
});
