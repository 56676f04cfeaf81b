import { MINI_SUBSCRIBE_TEMPLATES, NotificationMessages } from '@puhuo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDistributor, loginAs } from '../../testing/identity-helpers.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';

let sut: TestContext;
let alice: Record<string, string>;
let bob: Record<string, string>;
const PUBLISH = MINI_SUBSCRIBE_TEMPLATES.publishResult.id;
const PAID = MINI_SUBSCRIBE_TEMPLATES.orderPaid.id;

beforeAll(async () => {
  sut = await createTestContext({ goods: 10 });
  alice = await loginAs(sut, await createDistributor(sut));
  bob = await loginAs(sut, await createDistributor(sut));
});
afterAll(async () => {
  await sut?.close();
});

const subscribe = (results: Record<string, string>, headers = alice) =>
  sut.app.inject({ method: 'POST', url: '/api/weixin/mini/subscribe', headers, payload: { results } });
const list = async (query: string, headers = alice) =>
  (await sut.app.inject({ method: 'GET', url: `/api/weixin/mini/subscribe${query}`, headers })).json();

describe('mini-program subscribe messages', () => {
  it('should record each answer per user and template, each accept allowing one message', async () => {
    expect((await list(`?templateIds=${PUBLISH}`)).items).toEqual([
      { templateId: PUBLISH, status: 'none', remaining: 0 },
    ]);

    const first = await subscribe({ [PUBLISH]: 'accept', [PAID]: 'reject' });
    expect(first.statusCode).toBe(200);
    await subscribe({ [PUBLISH]: 'accept' });
    expect((await list(`?templateIds=${PUBLISH},${PAID}`)).items).toEqual([
      { templateId: PUBLISH, status: 'accept', remaining: 2 },
      { templateId: PAID, status: 'reject', remaining: 0 },
    ]);
    // every template when none is named; another user has answered nothing
    expect((await list('')).items).toHaveLength(Object.keys(MINI_SUBSCRIBE_TEMPLATES).length);
    expect((await list(`?templateIds=${PUBLISH}`, bob)).items[0]).toMatchObject({ status: 'none', remaining: 0 });
  });

  it('should refuse an unknown template or answer, and a guest', async () => {
    const unknown = await subscribe({ NOT_A_TEMPLATE: 'accept' });
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json())).toContain(NotificationMessages.miniTemplateUnknown);
    expect((await subscribe({ [PUBLISH]: 'maybe' })).statusCode).toBe(400);
    expect((await subscribe({})).statusCode).toBe(400);
    const guest = await sut.app.inject({ method: 'GET', url: '/api/weixin/mini/subscribe' });
    expect(guest.statusCode).toBe(401);
  });
});
