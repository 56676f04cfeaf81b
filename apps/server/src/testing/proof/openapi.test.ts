import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test-app.ts';

interface Operation {
  security?: Record<string, string[]>[];
  responses?: Record<string, unknown>;
}

let ctx: TestContext;
let paths: Record<string, Record<string, Operation>>;

beforeAll(async () => {
  ctx = await createTestContext({ goods: 1 });
  paths = (await ctx.app.inject({ url: '/api/docs/json' })).json().paths;
});
afterAll(async () => ctx?.close());

/** the document's path of a route (`/a/:id` is `/a/{id}`) */
const documented = (url: string, method: string) => paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];

describe('the OpenAPI document an integrator reads', () => {
  it('should document 401 and the bearer scheme on every operation that needs a signed-in user', () => {
    const missing = ctx.app.routeTable
      .filter((r) => r.requiresLogin && !r.hidden && !r.websocket && r.method !== 'HEAD')
      .filter((r) => {
        const operation = documented(r.url, r.method);
        return !operation?.responses?.['401'] || JSON.stringify(operation.security) !== '[{"bearer":[]}]';
      })
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it('should say of every operation whether it is public, signed-in or either', () => {
    const silent = Object.entries(paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.security === undefined)
        .map(([method]) => `${method} ${path}`),
    );
    expect(silent).toEqual([]);
  });

  it('should document the redirect of every route that answers with one', () => {
    for (const path of ['/shop/authorize', '/jd/authorize', '/shop/authorize/callback', '/s/{code}']) {
      expect(paths[path]?.get?.responses?.['302'], path).toBeDefined();
    }
  });
});
