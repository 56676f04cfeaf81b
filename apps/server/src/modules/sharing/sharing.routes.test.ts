import { NotificationMessages } from '@puhuo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDistributor, loginAs, type TestDistributor } from '../../testing/identity-helpers.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';

let sut: TestContext;
let alice: TestDistributor;
let aliceHeaders: Record<string, string>;
let bobHeaders: Record<string, string>;

beforeAll(async () => {
  sut = await createTestContext({ goods: 10, config: { publicUrl: 'https://puhuo.example.com' } });
  alice = await createDistributor(sut);
  aliceHeaders = await loginAs(sut, alice);
  bobHeaders = await loginAs(sut, await createDistributor(sut));
});
afterAll(async () => {
  await sut?.close();
});

const post = (url: string, payload: object, headers = aliceHeaders) =>
  sut.app.inject({ method: 'POST', url, headers, payload });

describe('share and short links', () => {
  it("should make a share link of a product page that carries the sharer's tenant", async () => {
    const response = await post('/api/weixin/share-url', { path: '/detail/42?from=list' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      url: `https://puhuo.example.com/detail/42?from=list&sharer=${alice.uid}`,
      sharer: alice.uid,
    });
  });

  it('should refuse to share anything but a path of the product', async () => {
    for (const path of ['https://evil.example.com/x', '//evil.example.com/x', 'detail/1']) {
      const response = await post('/api/weixin/share-url', { path });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(NotificationMessages.sharePathInvalid);
    }
  });

  it('should shorten a product link, resolve it by redirect, and give the same code again', async () => {
    const first = await post('/api/weixin/short-url', { longUrl: 'https://puhuo.example.com/detail/42?sharer=T1' });
    expect(first.statusCode).toBe(200);
    const { shortUrl, code } = first.json() as { shortUrl: string; code: string };
    expect(shortUrl).toBe(`https://puhuo.example.com/s/${code}`);
    expect(code).toMatch(/^[A-Za-z0-9]{7}$/);

    const redirect = await sut.app.inject({ method: 'GET', url: `/s/${code}` });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe('/detail/42?sharer=T1');

    const again = await post('/api/weixin/short-url', { longUrl: '/detail/42?sharer=T1' });
    expect(again.json().code).toBe(code);
    const bobs = await post('/api/weixin/short-url', { longUrl: '/detail/42?sharer=T1' }, bobHeaders);
    expect(bobs.json().code).not.toBe(code);
  });

  it('should not become an open redirect', async () => {
    for (const longUrl of [
      'https://evil.example.com/',
      '//evil.example.com',
      'javascript:alert(1)',
      'ftp://puhuo.example.com/',
    ]) {
      const response = await post('/api/weixin/short-url', { longUrl });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(NotificationMessages.shortUrlInvalid);
    }
  });

  it('should send an unknown short code to the 404 page and ask a guest to log in to shorten', async () => {
    const unknown = await sut.app.inject({ method: 'GET', url: '/s/nothere' });
    expect(unknown.statusCode).toBe(302);
    expect(unknown.headers.location).toBe('/404');
    // a link run on in a chat: longer than any code, still the 404 page, not an error in JSON
    const runOn = await sut.app.inject({ method: 'GET', url: `/s/${'a'.repeat(33)}%E3%80%82` });
    expect(runOn.statusCode).toBe(302);
    expect(runOn.headers.location).toBe('/404');
    const guest = await sut.app.inject({ method: 'POST', url: '/api/weixin/short-url', payload: { longUrl: '/x' } });
    expect(guest.statusCode).toBe(401);
  });
});
