import { MESSAGE_SWITCHES, TENANT_SETTINGS_CHANGED } from '@puhuo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDistributor, loginAs } from '../testing/identity-helpers.ts';
import { bearerOf, connectRealtime } from '../testing/realtime-helpers.ts';
import { createTestContext, type TestContext } from '../testing/test-app.ts';

// A per-tenant setting changed in one browser is followed by every open browser of the tenant
// (spec doc 1 §7): the server tells them with TenantSettingsChanged, never another tenant.

let sut: TestContext;
let alice: Record<string, string>;
let bob: Record<string, string>;

beforeAll(async () => {
  sut = await createTestContext({ goods: 10 });
  alice = await loginAs(sut, await createDistributor(sut));
  bob = await loginAs(sut, await createDistributor(sut));
});
afterAll(async () => {
  await sut?.close();
});

const send = (method: 'PUT' | 'POST', url: string, headers: Record<string, string>, payload: object) =>
  sut.app.inject({ method, url, headers, payload });

describe('per-tenant settings in every open browser', () => {
  it("should tell each of the tenant's windows which setting changed, and no other tenant", async () => {
    const first = await connectRealtime(sut, bearerOf(alice));
    const second = await connectRealtime(sut, bearerOf(alice));
    const stranger = await connectRealtime(sut, bearerOf(bob));
    const { path } = MESSAGE_SWITCHES[0] as (typeof MESSAGE_SWITCHES)[number];

    expect((await send('PUT', path, alice, { isEnable: false })).statusCode).toBe(200);
    for (const window of [first, second]) {
      expect((await window.next(TENANT_SETTINGS_CHANGED)).data).toEqual({ setting: 'messageSwitches' });
    }

    expect(
      (await send('PUT', '/api/multi-tenancy/tenants/update-companyname', alice, { companyName: '新名字' })).statusCode,
    ).toBe(200);
    for (const window of [first, second]) {
      expect((await window.next(TENANT_SETTINGS_CHANGED)).data).toEqual({ setting: 'profile' });
    }

    const recommend = await send('POST', '/api/platform-goods/jingxuan/recommend-categories', alice, {
      categoryIds: [],
    });
    expect(recommend.statusCode).toBe(200);
    for (const window of [first, second]) {
      expect((await window.next(TENANT_SETTINGS_CHANGED)).data).toEqual({ setting: 'recommendCategories' });
    }

    // a refused change changed nothing: nobody is told
    expect((await send('PUT', path, alice, { isEnable: 'yes' })).statusCode).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(first.pending(TENANT_SETTINGS_CHANGED)).toEqual([]);
    expect(second.pending(TENANT_SETTINGS_CHANGED)).toEqual([]);
    expect(stranger.pending(TENANT_SETTINGS_CHANGED)).toEqual([]);
    for (const window of [first, second, stranger]) window.socket.terminate();
  });
});
