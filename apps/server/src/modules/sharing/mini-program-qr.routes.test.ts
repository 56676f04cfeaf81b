import { Messages } from '@puhuo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WechatMiniProgramSandbox } from '../../providers/wechat/wechat-mini-program-sandbox.routes.ts';
import { createDistributor, loginAs, type TestDistributor } from '../../testing/identity-helpers.ts';
import { isQrCodeOf, PNG_SIGNATURE } from '../../testing/qr-image.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';

const PUBLIC_URL = 'https://puhuo.example.com';
/** what a phone opens when it scans the stand-in's code: the sandbox phone's mini-program page */
const opened = (scene: string) =>
  `${PUBLIC_URL}/sandbox/wechat/mini-program?page=pages%2Findex%2Findex&scene=${encodeURIComponent(scene)}`;

let sut: TestContext;
let alice: TestDistributor;
let aliceHeaders: Record<string, string>;
let bob: TestDistributor;

const wechat = (): WechatMiniProgramSandbox => {
  const standIn = sut.app.services.standIns?.miniProgram;
  if (!standIn) throw new Error('the WeChat stand-in runs in demo mode');
  return standIn;
};

const qr = (query = '', headers: Record<string, string> = {}) =>
  sut.app.inject({ method: 'GET', url: `/api/weixin/mini/qr-code${query}`, headers });

beforeAll(async () => {
  sut = await createTestContext({ goods: 1, config: { publicUrl: PUBLIC_URL } });
  alice = await createDistributor(sut);
  aliceHeaders = await loginAs(sut, alice);
  bob = await createDistributor(sut);
});
afterAll(async () => {
  await sut?.close();
});

describe('GET /api/weixin/mini/qr-code', () => {
  it("should answer the mini-program's code as a PNG a phone can scan, cached by the server and the browser", async () => {
    const first = await qr();
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.rawPayload.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(isQrCodeOf(first.rawPayload, opened('home'))).toBe(true);
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    expect(first.headers.etag).toEqual(expect.any(String));

    // the second asker gets the same image without WeChat being asked again
    const made = wechat().codesMade;
    const second = await qr();
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(wechat().codesMade).toBe(made);

    const revalidated = await qr('', { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
  });

  it("should make a code to share carrying the signed-in distributor's own uid, and only theirs", async () => {
    const own = await qr(`?scene=${alice.uid}`, aliceHeaders);
    expect(own.statusCode).toBe(200);
    expect(isQrCodeOf(own.rawPayload, opened(alice.uid))).toBe(true);
    expect(own.headers['cache-control']).toBe('private, max-age=86400');

    const others = await qr(`?scene=${bob.uid}`, aliceHeaders);
    expect(others.statusCode).toBe(403);
    expect(others.json().error.message).toBe(Messages.miniQrSceneNotOwn);
    expect((await qr(`?scene=${alice.uid}`)).statusCode).toBe(401);
    const unfit = await qr(`?scene=${encodeURIComponent('中文场景')}`, aliceHeaders);
    expect(unfit.statusCode).toBe(400);
    expect(unfit.json().error.message).toBe(Messages.miniQrSceneInvalid);
  });

  it('should answer 503 with Retry-After while WeChat fails, leave it alone until then, and recover', async () => {
    const bobHeaders = await loginAs(sut, bob);
    wechat().failNext({ errcode: -1, errmsg: 'system error' });
    const failed = await qr(`?scene=${bob.uid}`, bobHeaders);
    expect(failed.statusCode).toBe(503);
    expect(Number(failed.headers['retry-after'])).toBeGreaterThan(0);
    expect(failed.headers['cache-control']).toBe('no-store');
    expect(failed.json().error.message).toBe(Messages.serviceUnavailable);

    // within the wait WeChat is not asked (no fault is left, yet the answer is the same)
    const made = wechat().codesMade;
    expect((await qr(`?scene=${bob.uid}`, bobHeaders)).statusCode).toBe(503);
    expect(wechat().codesMade).toBe(made);

    sut.clock.advance(Number(failed.headers['retry-after']) * 1000);
    const recovered = await qr(`?scene=${bob.uid}`, bobHeaders);
    expect(recovered.statusCode).toBe(200);
    expect(isQrCodeOf(recovered.rawPayload, opened(bob.uid))).toBe(true);
  });

  it('should answer 503 rather than 500 when WeChat answers a bad gateway page', async () => {
    sut.clock.advance(60_000);
    const carol = await createDistributor(sut);
    wechat().failNext({ status: 502 });
    const failed = await qr(`?scene=${carol.uid}`, await loginAs(sut, carol));
    expect(failed.statusCode).toBe(503);
    expect(failed.headers['retry-after']).toBeDefined();
  });

  it('should keep serving the code it has, briefly cached, when WeChat fails after a day', async () => {
    sut.clock.advance(60_000);
    const before = await qr();
    sut.clock.advance(25 * 3_600_000);
    wechat().failNext({ errcode: 45009, errmsg: 'reach max api daily quota limit' });
    const stale = await qr();
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.equals(before.rawPayload)).toBe(true);
    expect(stale.headers['cache-control']).toBe('public, max-age=300');
  });

  it('should fetch a new token when WeChat stops accepting the one it gave', async () => {
    sut.clock.advance(60_000);
    const dave = await createDistributor(sut);
    wechat().revokeTokens();
    const answer = await qr(`?scene=${dave.uid}`, await loginAs(sut, dave));
    expect(answer.statusCode).toBe(200);
    expect(isQrCodeOf(answer.rawPayload, opened(dave.uid))).toBe(true);
  });
});
