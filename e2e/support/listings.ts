import { expect } from 'vitest';
import type { Api } from './trade.ts';

const PUBLISH_DEADLINE_MS = 60_000;

/**
 * Publishes blue-ocean goods to one shop through the API and waits until the engine has settled every
 * row, each a success: what the publish dialog does, for journeys that start from listings.
 */
export async function publishAndWait(api: Api, shopId: string, goodsIds: string[]): Promise<void> {
  const { taskId } = await api<{ taskId: string }>('POST', '/api/platform/good/product/publish', {
    shopInfos: [{ shopId }],
    items: goodsIds.map((goodId) => ({ goodId, goodsFrom: 3 })),
    market: 2,
  });
  for (const started = Date.now(); ; await new Promise((resolve) => setTimeout(resolve, 200))) {
    const progress = await api<{ progress: number; successCount: number }>(
      'GET',
      `/api/platform/good/product/get-publish-progress?taskId=${taskId}`,
    );
    if (progress.progress === 100) {
      expect(progress.successCount).toBe(goodsIds.length);
      return;
    }
    if (Date.now() - started > PUBLISH_DEADLINE_MS) throw new Error(`publish task ${taskId} did not finish`);
  }
}
