import { describe, expect, it } from 'vitest';
import { pddConnector } from '../connectors/pdd.connector.ts';
import {
  businessParams,
  expectedParams,
  expectSigned,
  type GoldenCall,
  routerConnectorAnswering,
} from './md5-router.golden-kit.ts';
import { PDD_GATEWAY, PDD_GOLDEN, PDD_SHOP, PDD_SYSTEM_PARAMS } from './pdd.golden.ts';

/**
 * The requests pdd's stock, price and shelf calls take, in the shapes lywzx/pdd-node-sdk declares
 * (src/pddApi/shangPin/PddGoodsQuantityUpdate.ts, PddGoodsSkuPriceUpdate.ts, PddGoodsSaleStatusSet.ts),
 * each answered under its SDK response key.
 */
const MAINTENANCE = {
  quantityByOuterId: {
    source: 'lywzx/pdd-node-sdk PddGoodsQuantityUpdate.ts (goods_quantity_update_response)',
    method: 'pdd.goods.quantity.update',
    request: { goods_id: '600000000101', outer_id: 'SKU-00', quantity: '0', update_type: '1' },
    answer: { goods_quantity_update_response: { is_success: true, request_id: '17400000000000101' } },
  },
  quantityBySkuId: {
    source: 'lywzx/pdd-node-sdk PddGoodsQuantityUpdate.ts',
    method: 'pdd.goods.quantity.update',
    request: { goods_id: '600000000101', sku_id: '1027220', quantity: '35', update_type: '1' },
    answer: { goods_quantity_update_response: { is_success: true, request_id: '17400000000000102' } },
  },
  skuPrice: {
    source: 'lywzx/pdd-node-sdk PddGoodsSkuPriceUpdate.ts (goods_update_sku_price_response)',
    method: 'pdd.goods.sku.price.update',
    // the market price keeps its gap of 27.00 yuan above the highest single price (5990 - 3290)
    request: {
      goods_id: '600000000101',
      sku_price_list: '[{"sku_id":"1027220","single_price":3590,"group_price":3290,"is_onsale":1}]',
      market_price: '6290',
    },
    answer: { goods_update_sku_price_response: { is_success: true, request_id: '17400000000000103' } },
  },
  offSale: {
    source: 'lywzx/pdd-node-sdk PddGoodsSaleStatusSet.ts (goods_sale_status_set_response)',
    method: 'pdd.goods.sale.status.set',
    request: { goods_id: '600000000101', is_onsale: '0' },
    answer: { goods_sale_status_set_response: { is_success: true, request_id: '17400000000000104' } },
  },
} satisfies Record<string, GoldenCall>;

const connectorWith = (calls: readonly GoldenCall[]) => routerConnectorAnswering(pddConnector, calls, PDD_GATEWAY);

describe('pdd golden exchanges: keeping a listing in sync', () => {
  it('should set stock with pdd.goods.quantity.update in full, by SKU code or by sku_id', async () => {
    const { connector, requests, unanswered } = connectorWith([
      MAINTENANCE.quantityByOuterId,
      MAINTENANCE.quantityBySkuId,
    ]);
    await connector.updateStock?.(PDD_SHOP, {
      listingId: '600000000101',
      skus: [
        { outerSkuId: 'SKU-00', stock: 0 },
        { platformSkuId: '1027220', stock: 35 },
      ],
    });
    expect(unanswered).toEqual([]);
    expect(requests.map((r) => businessParams(r.params, PDD_SYSTEM_PARAMS))).toEqual([
      expectedParams(MAINTENANCE.quantityByOuterId),
      expectedParams(MAINTENANCE.quantityBySkuId),
    ]);
    for (const request of requests) expectSigned(request, PDD_GATEWAY.app.appSecret);
  });

  it('should read the goods for its sku ids, then send single and group prices in fen', async () => {
    const { connector, requests, unanswered } = connectorWith([PDD_GOLDEN.detail, MAINTENANCE.skuPrice]);
    await connector.updatePrice?.(PDD_SHOP, {
      listingId: '600000000101',
      skus: [{ outerSkuId: 'SKU-00', priceFen: 3590, groupPriceFen: 3290 }],
    });
    expect(unanswered).toEqual([]);
    expect(requests.map((r) => r.params.type)).toEqual(['pdd.goods.detail.get', 'pdd.goods.sku.price.update']);
  });

  it('should take a goods off sale with pdd.goods.sale.status.set is_onsale 0', async () => {
    const { connector, unanswered } = connectorWith([MAINTENANCE.offSale]);
    await connector.setShelf?.(PDD_SHOP, { listingId: '600000000101', onSale: false });
    expect(unanswered).toEqual([]);
  });
});
