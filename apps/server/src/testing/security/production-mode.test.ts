import { spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OrderStatus } from '@puhuo/domain';
import { type RunningSandbox, startPlatformSandbox } from '@puhuo/platforms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../../modules/identity/demo-account.ts';
import { AlipayFake } from '../../providers/payment/alipay.fake.ts';
import { AliyunSmsFake } from '../../providers/sms/aliyun-sms.fake.ts';
import { WechatApiFake } from '../../providers/wechat/wechat-api.fake.ts';
import { CLIENT } from '../identity-helpers.ts';
import { freePort, registerProductCallback, type ServerProcess, startServerProcess } from '../server-process.ts';
import { createThrowawayDatabase, dropThrowawayDatabase } from '../test-database.ts';
import { WEST_LAKE_ADDRESS } from '../trade-helpers.ts';

/**
 * The product as an operator starts it with NODE_ENV=production: it refuses to start while anything
 * is left to a stand-in, and once configured with real providers (here the fakes of Aliyun SMS,
 * Alipay and WeChat, and a separately run platform sandbox, each speaking the real API's shape) no
 * stand-in page exists and texts, payments and QR codes go through those providers.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

/** Runs main.ts with exactly this environment (nothing inherited) and reports how it ended. */
function runMain(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? '', ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const killer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.on('exit', (code) => {
      clearTimeout(killer);
      resolve({ code, output });
    });
  });
}

describe('starting in production mode', () => {
  it('should refuse to start without PUBLIC_URL, its secret and real providers, naming each', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'puhuo-prod-refused-'));
    try {
      const { code, output } = await runMain({ NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0' });
      expect(code).toBe(1);
      for (const problem of [
        'PUBLIC_URL is required in production',
        'SECRET_KEY is required in production',
        'PLATFORM_SANDBOX must name the sales platforms',
        'SMS_PROVIDER=aliyun is required in production',
        'PAYMENT_PROVIDER=alipay is required in production',
        'WECHAT_MP_PROVIDER=wechat is required in production',
        'WECHAT_MINI_PROVIDER=wechat is required in production',
      ]) {
        expect(output).toContain(problem);
      }
      // an explicit demo stand-in is refused as well
      const local = await runMain({ APP_MODE: 'production', SMS_PROVIDER: 'local', DATA_DIR: dataDir });
      expect(local.code).toBe(1);
      expect(local.output).toContain('SMS_PROVIDER=aliyun is required in production');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    // two starts of the server from its TypeScript sources: 20-60 s each on a loaded two-core machine
  }, 250_000);
});

describe('running in production mode with real providers', () => {
  const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const sms = new AliyunSmsFake({
    accessKeyId: 'LTAI-test-key',
    accessKeySecret: 'aliyun-test-secret',
    signName: '蓝海分销',
    templateCode: 'SMS_100200300',
  });
  const alipay = new AlipayFake({
    appId: '2021000000000001',
    merchantPublicKeyPem: merchant.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  });
  const wechat = new WechatApiFake({ appId: 'wx-prod-test', appSecret: 'wechat-test-secret' });
  let sandbox: RunningSandbox;
  let server: ServerProcess;
  let dataDir: string;
  let databaseUrl: string | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'puhuo-prod-'));
    const [smsUrl, , wechatUrl] = await Promise.all([sms.start(), alipay.start(), wechat.start()]);
    sandbox = await startPlatformSandbox({ dataDir: path.join(dataDir, 'sandbox') });
    databaseUrl = await createThrowawayDatabase('puhuo_prod');
    const port = await freePort();
    const publicUrl = `http://127.0.0.1:${port}`;
    registerProductCallback(sandbox.sandbox, publicUrl);
    server = await startServerProcess({
      PORT: String(port),
      PUBLIC_URL: publicUrl,
      NODE_ENV: 'production',
      SECRET_KEY: 'a-production-secret-shared-by-every-instance',
      DATA_DIR: path.join(dataDir, 'server'),
      DATABASE_URL: databaseUrl ?? '',
      SEED_GOODS: '80',
      PLATFORM_SANDBOX: sandbox.url,
      SMS_PROVIDER: 'aliyun',
      SMS_ENDPOINT: `${smsUrl}/`,
      ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI-test-key',
      ALIYUN_SMS_ACCESS_KEY_SECRET: 'aliyun-test-secret',
      ALIYUN_SMS_SIGN_NAME: '蓝海分销',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_100200300',
      PAYMENT_PROVIDER: 'alipay',
      ALIPAY_APP_ID: '2021000000000001',
      ALIPAY_PRIVATE_KEY: merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      ALIPAY_PUBLIC_KEY: alipay.alipayPublicKeyPem,
      ALIPAY_GATEWAY: alipay.gateway,
      WECHAT_MP_PROVIDER: 'wechat',
      WECHAT_MP_APP_ID: 'wx-prod-test',
      WECHAT_MP_APP_SECRET: 'wechat-test-secret',
      WECHAT_MP_TOKEN: 'wechat-callback-token',
      WECHAT_MINI_PROVIDER: 'wechat',
      WECHAT_MINI_APP_ID: 'wx-prod-test',
      WECHAT_MINI_APP_SECRET: 'wechat-test-secret',
      WECHAT_API_BASE: wechatUrl,
    });
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    await sandbox?.close();
    await Promise.all([sms.stop(), alipay.stop(), wechat.stop()]);
    await dropThrowawayDatabase(databaseUrl);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const api = async (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.url}${url}`, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body ? JSON.stringify(body) : undefined,
      redirect: 'manual',
    });
    const text = await response.text();
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      // a page or an empty answer
    }
    // biome-ignore lint/suspicious/noExplicitAny: answers of many shapes, read field by field
    return { status: response.status, headers: response.headers, text, json: json as any };
  };
  const token = async (form: Record<string, string>) =>
    (
      await fetch(`${server.url}/connect/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...CLIENT, ...form }).toString(),
      })
    ).json() as Promise<{ access_token?: string; error_description?: string }>;

  it('should mount no stand-in: every sandbox, outbox and cashier path is a 404', async () => {
    for (const url of [
      '/api/dev/sms-outbox',
      '/dev/sms-outbox',
      '/sandbox/pay/SB00000000000000000000',
      '/sandbox/wechat/scan?scene=x',
      '/sandbox/wechat/inbox',
      '/sandbox/pdd/service-market/auth?client_id=puhuo-pdd',
      '/sandbox/_admin/platforms',
      '/sandbox/',
      '/dev/',
      '/api/dev/anything',
    ]) {
      for (const method of ['GET', 'POST']) {
        const response = await api(method, url);
        expect(response.status, `${method} ${url}`).toBe(404);
      }
    }
  });

  it('should say it is in production, send HSTS, and have no demo account', async () => {
    const config = await api('GET', '/api/abp/application-configuration');
    expect(config.json.environment).toEqual({ mode: 'production' });
    expect(config.headers.get('strict-transport-security')).toContain('max-age=31536000');
    const demo = await token({
      grant_type: 'tenant_password',
      username: DEMO_ACCOUNT.userName,
      password: DEMO_ACCOUNT.password,
    });
    expect(demo.access_token).toBeUndefined();
  });

  it('should text the code through Aliyun, pay through Alipay and make QR codes through WeChat', async () => {
    const phoneNumber = '13712345678';
    expect((await api('POST', '/api/sms/send', { phoneNumber })).status).toBe(204);
    const code = sms.lastCode(phoneNumber);
    expect(code).toMatch(/^\d{6}$/);
    const registered = await api('POST', '/api/register/phone-number', { phoneNumber, verifyCode: code });
    expect(registered.status).toBe(200);
    const signedIn = await token({ grant_type: 'ticket', ticket: registered.json.ticket });
    expect(signedIn.access_token).toEqual(expect.any(String));
    const auth = { Authorization: `Bearer ${signedIn.access_token}` };

    const qr = await api('GET', '/api/weixin/mp/qr-code?scene=2', undefined, auth);
    expect(qr.status).toBe(200);
    expect(wechat.qrCodes).toHaveLength(1);
    expect(qr.json.scanUrl).toBe(wechat.qrCodes[0]?.url);

    const goods = await api('GET', '/api/goods/good?supplierType=1&market=2&maxResultCount=50');
    const address = await api('POST', '/api/tenant-address', WEST_LAKE_ADDRESS, auth);
    expect(address.status).toBe(200);
    let orderId: string | undefined;
    for (const good of goods.json.items as { id: string; tenantId: string }[]) {
      const detail = await api('GET', `/api/goods/good/${good.tenantId}/${good.id}`);
      const sku = (detail.json.skus as { skuId: string; stock: number }[] | undefined)?.find((s) => s.stock > 0);
      if (!sku) continue;
      const order = await api(
        'POST',
        '/api/order/fast-order',
        { goodsId: good.id, tenantId: good.tenantId, skus: [{ skuId: sku.skuId, qty: 1 }], addressId: address.json.id },
        auth,
      );
      if (order.status === 200) {
        orderId = (order.json.items as { id: string }[])[0]?.id;
        break;
      }
    }
    if (!orderId) throw new Error('no good could be ordered');
    const pay = await api('POST', '/api/purchase-order/pay/duozan/juhe-single-pay', { orderId }, auth);
    expect(pay.status).toBe(200);
    const payUrl = new URL(pay.json.payUrl);
    expect(`${payUrl.origin}${payUrl.pathname}`).toBe(alipay.gateway);
    expect(payUrl.searchParams.get('method')).toBe('alipay.trade.page.pay');
    expect(payUrl.searchParams.get('notify_url')).toBe(`${server.url}/api/payment/notify/alipay`);
    // the payer opens the cashier and pays: Alipay tells the product at its notify URL
    expect((await fetch(payUrl)).status).toBe(200);
    const delivery = await alipay.pay(pay.json.paymentId);
    expect(delivery?.answer).toBe('success');
    expect(delivery?.acknowledged).toBe(true);
    const paid = await api('GET', `/api/purchase-order/${orderId}`, undefined, auth);
    expect(paid.json.status).toBe(OrderStatus.Paid);

    // a forged notification moves nothing
    const forged = await fetch(`${server.url}/api/payment/notify/alipay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ out_trade_no: pay.json.paymentId, trade_status: 'TRADE_SUCCESS', sign: 'forged' }),
    });
    expect(forged.status).toBe(403);
  });
});
