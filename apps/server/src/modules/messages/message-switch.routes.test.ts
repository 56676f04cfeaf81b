import { MESSAGE_SWITCHES } from '@puhuo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENANT_MISMATCH } from '../../http/request-context.ts';
import { createDistributor, loginAs } from '../../testing/identity-helpers.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';

let sut: TestContext;
let alice: Record<string, string>;
let bob: Record<string, string>;
let bobTenantId: string;

beforeAll(async () => {
  sut = await createTestContext({ goods: 10 });
  const a = await createDistributor(sut);
  const b = await createDistributor(sut);
  alice = await loginAs(sut, a);
  bob = await loginAs(sut, b);
  bobTenantId = b.tenantId;
});
afterAll(async () => {
  await sut?.close();
});

const read = async (path: string, headers: Record<string, string>) =>
  (await sut.app.inject({ method: 'GET', url: path, headers })).json().isEnable as boolean;
const toggle = (path: string, headers: Record<string, string>, payload: unknown) =>
  sut.app.inject({ method: 'PUT', url: path, headers, payload: payload as object });

describe('message switches', () => {
  it('should list every switch of the spec at its path, with the publish-result one off by default', () => {
    expect(MESSAGE_SWITCHES.map((s) => s.path)).toEqual([
      '/api/mp-message-switch/goods-source-exception',
      '/api/mp-message-switch/auto-check-pass-exception',
      '/api/goods/setting/goods-publish-result-notify',
      '/api/mp-message-switch/app-authorization-expire',
      '/api/mp-message-switch/order-payment',
      '/api/mp-message-switch/settle-bill-payment',
      '/api/mp-message-switch/post-sale-notify',
      '/api/mp-message-switch/buy-app-order-create-failed-notify',
      '/api/mp-message-switch/purchase-wait-pay',
    ]);
  });

  for (const messageSwitch of MESSAGE_SWITCHES) {
    it(`should read and toggle ${messageSwitch.key} for the signed-in tenant only`, async () => {
      expect(await read(messageSwitch.path, alice)).toBe(messageSwitch.defaultEnabled);

      const flipped = !messageSwitch.defaultEnabled;
      const response = await toggle(messageSwitch.path, alice, { isEnable: flipped });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ isEnable: flipped });
      expect(await read(messageSwitch.path, alice)).toBe(flipped);
      // the same request again leaves it so
      await toggle(messageSwitch.path, alice, { isEnable: flipped });
      expect(await read(messageSwitch.path, alice)).toBe(flipped);

      expect(await read(messageSwitch.path, bob)).toBe(messageSwitch.defaultEnabled);
      await toggle(messageSwitch.path, alice, { isEnable: messageSwitch.defaultEnabled });
      expect(await read(messageSwitch.path, alice)).toBe(messageSwitch.defaultEnabled);
    });
  }

  it('should document GET and PUT { isEnable } of every switch in the OpenAPI', async () => {
    const docs = (await sut.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, { get?: unknown; put?: { requestBody?: unknown } }>;
    };
    for (const { path } of MESSAGE_SWITCHES) {
      expect(docs.paths[path]?.get).toBeDefined();
      expect(JSON.stringify(docs.paths[path]?.put?.requestBody)).toContain('isEnable');
    }
  });

  it('should ask a guest to log in', async () => {
    const path = MESSAGE_SWITCHES[0].path;
    expect((await sut.app.inject({ method: 'GET', url: path })).statusCode).toBe(401);
    expect((await toggle(path, {}, { isEnable: false })).statusCode).toBe(401);
  });

  it('should refuse a body without a boolean isEnable', async () => {
    const path = MESSAGE_SWITCHES[0].path;
    for (const payload of [{}, { isEnable: 'yes' }, { isEnable: 1 }]) {
      const response = await toggle(path, alice, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBeTruthy();
    }
    expect(await read(path, alice)).toBe(true);
  });

  it("should not let one tenant toggle another tenant's switch", async () => {
    const path = '/api/mp-message-switch/order-payment';
    const asBob = await toggle(path, { ...alice, __tenant: bobTenantId }, { isEnable: false });
    expect(asBob.statusCode).toBe(403);
    expect(asBob.json().error.message).toBe(TENANT_MISMATCH);

    const smuggled = await toggle(path, alice, { isEnable: false, tenantId: bobTenantId });
    expect(smuggled.statusCode).toBe(200);
    expect(await read(path, alice)).toBe(false);
    expect(await read(path, bob)).toBe(true);
  });
});
