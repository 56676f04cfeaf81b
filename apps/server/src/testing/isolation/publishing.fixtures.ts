import { randomInt } from 'node:crypto';
import { StationType } from '@puhuo/domain';
import { readyShop } from '../publish-helpers.ts';
import { type IsolationFixture, type OwnedData, ownerRequests } from './isolation-fixture.ts';

/**
 * Tenant A's shops and publishing: a pdd shop authorised through the sandbox with a saved template,
 * and a publish task of one good to it (left pending: the engine does not run in the proof world).
 */
export const publishingIsolation: IsolationFixture = {
  module: 'shops, templates and publishing',
  // a platform's category ids and WeChat's subscription template ids belong to no tenant
  sharedIds: ['parentId', 'templateIds'],
  async seed({ ctx, owner }): Promise<OwnedData> {
    const suffix = randomInt(10_000_000, 99_999_999);
    const asOwner = ownerRequests({ ctx, owner });
    const shopName = `甲方拼多多店${suffix}`;
    const { shopId } = await readyShop(ctx, owner, StationType.Pdd, { shopName });

    const list = await asOwner('GET', '/api/goods/good?supplierType=1&market=2&maxResultCount=1');
    const goodId = (list.items as { id: string }[])[0]?.id;
    if (!goodId) throw new Error('the market has no goods');
    const { taskId } = await asOwner('POST', '/api/platform/good/product/publish', {
      shopInfos: [{ shopId }],
      items: [{ goodId, goodsFrom: 3 }],
      market: 2,
    });
    const details = await asOwner('GET', `/api/platform/publish-result/detail-list?resultId=${taskId}`);
    const taskDetailId = (details.items as { id: string }[])[0]?.id;
    if (!taskDetailId) throw new Error('the publish task has no items');

    return {
      records: [
        { id: shopId, shopId, appId: shopId },
        { id: taskId, taskId, resultId: taskId, taskDetailId },
      ],
      secrets: [shopName, shopId, taskId, taskDetailId],
      ownerViews: [
        '/api/shop',
        `/api/platform/pdd/good/publish-template?shopId=${shopId}`,
        '/api/platform/publish-result',
        `/api/platform/publish-result/${taskId}`,
        `/api/platform/publish-result/detail-list?resultId=${taskId}`,
        `/api/platform/good/product/get-publish-progress?taskId=${taskId}`,
      ],
    };
  },
};
