import { afterEach, describe, expect, it } from 'vitest';
import { authorizeByConsent, CONTRACT_CALLBACK, failureOf } from '../contract/contract-harness.ts';
import { md5WrappedSign } from '../core/signing.ts';
import { type RunningSandbox, startPlatformSandbox } from '../sandbox/create-platform-sandbox.ts';
import { PAGE_CODE_MALL_NOT_AUTHORISED } from '../sandbox/platforms/pdd-page-code.sandbox.ts';
import { SANDBOX_APPS } from '../sandbox/sandbox-apps.ts';
import { pddConnector } from './pdd.connector.ts';

const running: RunningSandbox[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.close()));
});

async function start() {
  const sandbox = await startPlatformSandbox({ port: 0, redirectUris: [CONTRACT_CALLBACK], qps: { pdd: 500 } });
  running.push(sandbox);
  return { sandbox, pdd: pddConnector.create({ baseUrl: `${sandbox.url}/pdd`, app: SANDBOX_APPS.pdd }) };
}

const PAGE = { pageUrl: 'https://puhuo.example.com/distribution?tab=pdd', userId: 'user-1' };

/** A call as the pop SDKs make it: form fields, objects as JSON text, MD5-signed, posted to /api/router. */
async function rawCall(sandbox: RunningSandbox, type: string, business: Record<string, string>) {
  const form: Record<string, string> = {
    ...business,
    type,
    client_id: SANDBOX_APPS.pdd.appKey,
    timestamp: String(Math.floor(Date.now() / 1000)),
    data_type: 'JSON',
    version: 'V1',
  };
  form.sign = md5WrappedSign(form, SANDBOX_APPS.pdd.appSecret);
  const response = await fetch(`${sandbox.url}/pdd/api/router`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  return (await response.json()) as Record<string, Record<string, unknown>>;
}

describe('pdd ISV page code and page headers', () => {
  it("should give a page code for the shop, and see it come back on the shop's next call with the pati", async () => {
    const { sandbox, pdd } = await start();
    const { shop } = await authorizeByConsent(pdd, '页面码测试店');
    const pageCode = await pdd.pageCode?.(shop, PAGE);
    expect(pageCode).toEqual(expect.any(String));

    await pdd.listFreightTemplates?.(
      { ...shop, page: { pageCode, pati: 'pati-from-the-plugin' } },
      { page: 1, pageSize: 10 },
    );
    const seen = sandbox.sandbox.control.pageHeaders('pdd').at(-1);
    expect(seen).toMatchObject({
      method: 'pdd.goods.logistics.template.get',
      shopId: shop.shopId,
      pageCode,
      pati: 'pati-from-the-plugin',
      pageCodeKnown: true,
    });
  });

  it('should send no page headers for a call made without a page, and tell a page code of another shop', async () => {
    const { sandbox, pdd } = await start();
    const first = await authorizeByConsent(pdd, '页面码一号店');
    const second = await authorizeByConsent(pdd, '页面码二号店');
    await pdd.listFreightTemplates?.(first.shop, { page: 1, pageSize: 10 });
    expect(sandbox.sandbox.control.pageHeaders('pdd').at(-1)).toMatchObject({ pageCode: null, pati: null });

    const othersCode = await pdd.pageCode?.(second.shop, PAGE);
    await pdd.listFreightTemplates?.({ ...first.shop, page: { pageCode: othersCode } }, { page: 1, pageSize: 10 });
    expect(sandbox.sandbox.control.pageHeaders('pdd').at(-1)).toMatchObject({
      shopId: first.shop.shopId,
      pageCode: othersCode,
      pati: null,
      pageCodeKnown: false,
    });
  });

  it('should answer the pop SDK request shape under `response`, and refuse a referer that is not a URL', async () => {
    const { sandbox, pdd } = await start();
    const { shop } = await authorizeByConsent(pdd, '页面码原始请求店');
    const answer = await rawCall(sandbox, 'pdd.cloud.isv.page.code', {
      mallIdList: JSON.stringify([shop.shopId]),
      httpReferer: PAGE.pageUrl,
      userId: 'user-1',
    });
    expect(answer.response).toMatchObject({ success: true, pageCode: expect.any(String) });

    const client = await rawCall(sandbox, 'pdd.cloud.isv.page.code', {
      mallIdList: JSON.stringify([shop.shopId]),
      httpReferer: 'client',
      userId: 'user-1',
    });
    expect(client.response?.success).toBe(true);

    const badReferer = await rawCall(sandbox, 'pdd.cloud.isv.page.code', {
      mallIdList: JSON.stringify([shop.shopId]),
      httpReferer: 'our distribution page',
      userId: 'user-1',
    });
    expect(badReferer.error_response).toMatchObject({ error_code: 21001 });
    expect(String(badReferer.error_response?.sub_msg)).toContain('httpReferer需要满足标准URL格式');
  });

  it("should report the platform's refusal inside the answer as a permanent failure with its message", async () => {
    const { sandbox, pdd } = await start();
    const stranger = { accessToken: 'not-a-token', shopId: '987654321' };
    const refused = await rawCall(sandbox, 'pdd.cloud.isv.page.code', {
      mallIdList: JSON.stringify([stranger.shopId]),
      httpReferer: PAGE.pageUrl,
      userId: 'user-1',
    });
    expect(refused.response).toMatchObject({ success: false, errorCode: PAGE_CODE_MALL_NOT_AUTHORISED });

    const error = await failureOf(pdd.pageCode?.(stranger, PAGE) ?? Promise.resolve());
    expect(error.kind).toBe('permanent');
    expect(error.message).toBe('商家未授权该应用：987654321');
  });
});
