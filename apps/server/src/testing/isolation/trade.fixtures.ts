import { randomInt } from 'node:crypto';
import { pickGoods, STOCKED_GOOD, skusOf } from '../trade-helpers.ts';
import { type IsolationFixture, type OwnedData, ownerRequests } from './isolation-fixture.ts';

/**
 * Tenant A's trading: a collected good, a distribution-list good, a purchase-cart line, a delivery
 * address and a sample order placed to it.
 */
export const tradeIsolation: IsolationFixture = {
  module: 'collect, cart and orders',
  async seed({ ctx, owner }): Promise<OwnedData> {
    const suffix = randomInt(10_000_000, 99_999_999);
    const asOwner = ownerRequests({ ctx, owner });
    const [good] = await pickGoods(ctx, { supplierType: 1, market: 2, where: STOCKED_GOOD });
    if (!good) throw new Error('the catalogue has no stocked good');
    const skus = (await skusOf(ctx, good.id)).filter((s) => s.stock >= 20);
    const [first, second] = skus;
    if (!first || !second) throw new Error('the stocked good has too few SKUs');
    const ref = { goodsId: good.id, tenantId: good.tenantId, supplierType: good.supplierType, market: good.market };

    await asOwner('POST', '/api/goods/good/goods-collect', ref);
    await asOwner('POST', '/api/goods/cart', ref);
    await asOwner('POST', '/api/cart', {
      goodsId: good.id,
      tenantId: good.tenantId,
      skus: [{ skuId: first.id, qty: 2 }],
    });
    const cart = await asOwner('GET', '/api/cart');
    const cartLineId = (cart.items as { cartDoods: { cartSkus: { id: string }[] }[] }[])[0]?.cartDoods[0]?.cartSkus[0]
      ?.id;
    if (!cartLineId) throw new Error('the cart line was not created');

    const receiver = `甲方收货人${suffix}`;
    const street = `甲方隔离路${suffix}号`;
    const address = await asOwner('POST', '/api/tenant-address', {
      name: receiver,
      phone: `139${suffix}`,
      provinceCode: '330000',
      cityCode: '330100',
      districtCode: '330106',
      detail: street,
    });
    const placed = await asOwner('POST', '/api/order/sample-order', {
      goodsId: good.id,
      tenantId: good.tenantId,
      skuIds: [second.id],
      addressId: address.id,
    });
    const orderId = (placed.items as { id: string }[])[0]?.id;
    if (!orderId) throw new Error('the sample order was not placed');

    return {
      records: [{ id: cartLineId, cartId: cartLineId }, { addressId: address.id }, { id: orderId, orderId }],
      secrets: [receiver, street, `139${suffix}`, cartLineId, address.id, orderId],
      ownerViews: [
        '/api/goods/good/goods-collect-list',
        '/api/goods/cart',
        '/api/cart',
        '/api/tenant-address',
        `/api/purchase-order/${orderId}`,
        '/api/purchase-order',
        `/api/order/goods-sampled-skus?goodsId=${good.id}`,
      ],
    };
  },
};
