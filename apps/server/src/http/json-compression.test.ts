import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodedBody } from '../testing/compressed-body.ts';
import { createDistributor, loginAs } from '../testing/identity-helpers.ts';
import { createTestContext, type TestContext } from '../testing/test-app.ts';
import { COMPRESS_FROM_BYTES } from './json-compression.ts';

let sut: TestContext;
beforeAll(async () => {
  sut = await createTestContext({ goods: 20 });
});
afterAll(async () => {
  await sut?.close();
});

const GOODS_PAGE = '/api/goods/good?skipCount=0&maxResultCount=20';
const get = (url: string, headers: Record<string, string> = {}) => sut.app.inject({ method: 'GET', url, headers });

describe("the API's answers on the wire", () => {
  it('should send a page of goods in brotli or gzip as the browser accepts, the same goods once decoded', async () => {
    const plain = await get(GOODS_PAGE);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_FROM_BYTES);
    const goods = plain.json();
    expect(goods.items.length).toBeGreaterThan(10);

    for (const [accepted, sent] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=0.8', 'gzip'],
    ] as const) {
      const answer = await get(GOODS_PAGE, { 'accept-encoding': accepted });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-encoding']).toBe(sent);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.headers.vary).toContain('accept-encoding');
      expect(JSON.parse(decodedBody(answer))).toEqual(goods);
      // a page of goods is mostly repeated keys and words: a fraction of its size on the wire
      expect(answer.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    }
    const refused = await get(GOODS_PAGE, { 'accept-encoding': 'identity' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toEqual(goods);
  });

  it('should send a small answer as it is', async () => {
    const small = await get('/api/goods/good?skipCount=0&maxResultCount=1', { 'accept-encoding': 'br, gzip' });
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_FROM_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().items).toHaveLength(1);
  });

  it('should never compress a one-time ticket, nor let a cache keep it', async () => {
    const headers = { ...(await loginAs(sut, await createDistributor(sut))), 'accept-encoding': 'br, gzip' };
    const answer = await get('/api/account/get-auth-ticket', headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(typeof answer.json().ticket).toBe('string');
  });
});
