import { createInjectFetch, pddConnector, sandboxConnectorOptions } from '@puhuo/platforms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformSandboxFromEnv } from '../../config.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';

describe('the platform sandbox setting', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ goods: 1 });
  });
  afterAll(async () => ctx?.close());

  it('should mount the sandbox on the product server by default, reachable by a connector', async () => {
    expect(ctx.app.platformSandbox).not.toBeNull();
    // the sandbox knows the product's callback (PUBLIC_URL) as the app's registered one
    const callback = encodeURIComponent('http://localhost:3000/shop/authorize/callback');
    const page = await ctx.app.inject({
      url: `/sandbox/pdd/service-market/auth?client_id=puhuo-pdd&redirect_uri=${callback}&state=s1`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('同意授权');
    const elsewhere = await ctx.app.inject({
      url: '/sandbox/pdd/service-market/auth?client_id=puhuo-pdd&redirect_uri=http://localhost/cb&state=s1',
    });
    expect(elsewhere.statusCode).toBe(400);
    const pdd = pddConnector.create(
      sandboxConnectorOptions(2, { sandboxUrl: 'http://in-process/sandbox', fetch: createInjectFetch(ctx.app) }),
    );
    const wrongCode = pdd.exchangeCode?.({ code: 'nope', redirectUri: 'http://localhost/cb' });
    await expect(wrongCode).rejects.toMatchObject({
      kind: 'authExpired',
      message: expect.stringContaining('code无效'),
    });
  });

  it('should read PLATFORM_SANDBOX as in-process or the URL of a separate sandbox', () => {
    expect(platformSandboxFromEnv(undefined)).toEqual({ kind: 'in-process' });
    expect(platformSandboxFromEnv('http://127.0.0.1:4100/sandbox/')).toEqual({
      kind: 'url',
      url: 'http://127.0.0.1:4100/sandbox',
    });
    expect(() => platformSandboxFromEnv('somewhere')).toThrow('PLATFORM_SANDBOX must be');
  });
});
