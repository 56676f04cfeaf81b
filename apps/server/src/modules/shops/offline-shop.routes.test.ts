import { Messages, MessagesEnUS, OFFLINE_STATION_VALUES } from '@puhuo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDistributor, loginAs } from '../../testing/identity-helpers.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';

// The offline shop apply endpoints (spec doc 1 §7, doc 2 §7): a shop on a channel that cannot be
// authorised online is applied for, and the distributor follows the operators' review.

let sut: TestContext;

beforeAll(async () => {
  sut = await createTestContext({ goods: 10 });
});
afterAll(async () => {
  await sut?.close();
});

const apply = (headers: Record<string, string>, payload: object) =>
  sut.app.inject({ method: 'POST', url: '/api/shop/offline-apply', headers, payload });
const list = async (headers: Record<string, string>) =>
  (await sut.app.inject({ method: 'GET', url: '/api/shop/offline-apply', headers })).json().items;

describe('offline shop applications', () => {
  it('should take an application for an offline channel, refuse it twice while pending, and show the review', async () => {
    const headers = await loginAs(sut, await createDistributor(sut));
    const channel = OFFLINE_STATION_VALUES[0] as number;
    const body = { stationType: channel, shopName: '线下旗舰店', contactName: '王经理', contactPhone: '13800138000' };
    const applied = await apply(headers, body);
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({ ...body, status: 'pending', note: null, reviewNote: null });

    const twice = await apply(headers, body);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(Messages.offlineApplicationPending);

    await sut.app.services.offlineShops.review(applied.json().id, true, '已开通');
    const [reviewed] = await list(headers);
    expect(reviewed).toMatchObject({ shopName: '线下旗舰店', status: 'approved', reviewNote: '已开通' });
    // another tenant sees none of it
    expect(await list(await loginAs(sut, await createDistributor(sut)))).toEqual([]);
  });

  it('should refuse an online channel and missing fields, in the reader’s language', async () => {
    const headers = await loginAs(sut, await createDistributor(sut));
    const online = await apply(headers, {
      stationType: 2,
      shopName: '拼多多店',
      contactName: '王经理',
      contactPhone: '13800138000',
    });
    expect(online.statusCode).toBe(400);
    expect(online.json().error.message).toContain(Messages.offlineChannelRequired);
    const english = await apply(
      { ...headers, 'accept-language': 'en-US' },
      { stationType: OFFLINE_STATION_VALUES[0], shopName: ' ', contactName: '王', contactPhone: '13800138000' },
    );
    expect(english.statusCode).toBe(400);
    expect(english.json().error.message).toContain(MessagesEnUS.shopNameRequired);
    expect((await sut.app.inject({ method: 'GET', url: '/api/shop/offline-apply' })).statusCode).toBe(401);
  });
});
