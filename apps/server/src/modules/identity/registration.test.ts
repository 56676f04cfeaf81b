import { Messages } from '@puhuo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDistributor, latestSmsCode, loginAs, sendSms, tokenRequest } from '../../testing/identity-helpers.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { AccountMessages } from './account.service.ts';
import { LoginMessages } from './login.service.ts';
import { SMS_DAILY_LIMIT_PER_PHONE, SmsMessages, SmsService } from './sms.service.ts';
import { SmsCodeRepository } from './sms-code.repository.ts';

let sut: TestContext;
let phoneSeq = 0;
const newPhone = () => `137${String(10_000_000 + phoneSeq++ * 7919).padStart(8, '0')}`;

beforeAll(async () => {
  sut = await createTestContext({ goods: 60 });
});
afterAll(async () => {
  await sut?.close();
});

const errorOf = (response: { json(): { error: { message: string } } }) => response.json().error.message;

describe('POST /api/sms/send', () => {
  it.each([
    [{}, Messages.phoneRequired],
    [{ phoneNumber: '' }, Messages.phoneRequired],
    [{ phoneNumber: '1380000000' }, Messages.phoneInvalid],
    [{ phoneNumber: '138000000001' }, Messages.phoneInvalid],
    [{ phoneNumber: '1380000000a' }, Messages.phoneInvalid],
  ])('should refuse %j with "%s"', async (payload, message) => {
    const response = await sut.app.inject({ method: 'POST', url: '/api/sms/send', payload });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(message);
  });

  it('should send a 6-digit code to the outbox and refuse another within 60 s', async () => {
    const phone = newPhone();
    expect((await sendSms(sut, phone)).statusCode).toBe(204);
    expect(await latestSmsCode(sut, phone)).toMatch(/^\d{6}$/);
    const again = await sendSms(sut, phone);
    expect(again.statusCode).toBe(403);
    expect(errorOf(again)).toMatch(/^发送过于频繁，请\d+秒后再试$/);
    sut.clock.advance(61_000);
    expect((await sendSms(sut, phone)).statusCode).toBe(204);
  });

  it('should cap the texts a phone receives in a day', async () => {
    const phone = newPhone();
    for (let i = 0; i < SMS_DAILY_LIMIT_PER_PHONE; i++) {
      expect((await sendSms(sut, phone, `10.1.0.${i}`)).statusCode).toBe(204);
      sut.clock.advance(61_000);
    }
    const capped = await sendSms(sut, phone, '10.1.1.1');
    expect(capped.statusCode).toBe(403);
    expect(errorOf(capped)).toBe(SmsMessages.dailyLimit);
  });

  it('should cap the texts one address may ask for in a day', async () => {
    // the per-address cap is an abuse limit: on in production; the suite's server runs with ABUSE_LIMITS=off
    const { smsProvider } = sut.app.services;
    const limited = new SmsService(
      new SmsCodeRepository(sut.database.db),
      smsProvider,
      sut.clock,
      'test-secret',
      sut.app.log,
      true,
    );
    for (let i = 0; i < 30; i++) await limited.send(newPhone(), '10.9.9.9');
    await expect(limited.send(newPhone(), '10.9.9.9')).rejects.toThrow(SmsMessages.dailyLimit);
  });

  it('should not cap one address when the abuse limits are off (demo runs from one address)', async () => {
    for (let i = 0; i < 31; i++) await sendSms(sut, newPhone(), '10.9.9.8');
    const sent = await sendSms(sut, newPhone(), '10.9.9.8');
    expect(sent.statusCode).toBe(204);
  });
});

describe('registration (three steps)', () => {
  async function register(phone: string, code?: string) {
    return sut.app.inject({
      method: 'POST',
      url: '/api/register/phone-number',
      payload: {
        phoneNumber: phone,
        verifyCode: code ?? (await latestSmsCode(sut, phone)),
        product: 2,
        isWxOpen: false,
      },
    });
  }

  it('should register by phone, hand over a ticket and guide through the profile', async () => {
    const phone = newPhone();
    await sendSms(sut, phone);
    const registered = await register(phone);
    expect(registered.statusCode).toBe(200);
    const token = await tokenRequest(sut, { grant_type: 'ticket', ticket: registered.json().ticket });
    expect(token.status).toBe(200);
    const headers = { Authorization: `Bearer ${token.body.access_token}` };

    const me = async () =>
      (await sut.app.inject({ method: 'GET', url: '/api/multi-tenancy/tenants/buy-user', headers })).json();
    expect((await me()).profileStep).toBe(1);
    expect((await me()).tenantFull.companyName).toBe(phone);

    const put = (url: string, payload: object) =>
      sut.app.inject({ method: 'PUT', url: `/api/multi-tenancy/tenants/${url}`, headers, payload });
    expect((await put('set-inviter', { inviterCode: '00LANHAI' })).statusCode).toBe(200);
    expect(errorOf(await put('update-companyname', { companyName: '  ' }))).toBe(Messages.companyNameRequired);
    expect((await put('update-companyname', { companyName: '好'.repeat(41) })).statusCode).toBe(400);
    expect((await put('update-companyname', { companyName: '晨光贸易商行' })).statusCode).toBe(200);
    expect((await me()).profileStep).toBe(null);
    expect((await me()).tenantFull).toMatchObject({ companyName: '晨光贸易商行', inviterCode: '00LANHAI' });
  });

  it('should refuse an existing account with 账号已存在，请前往登录', async () => {
    const who = await createDistributor(sut);
    await sendSms(sut, who.phoneNumber);
    const response = await register(who.phoneNumber);
    expect(response.statusCode).toBe(403);
    expect(errorOf(response)).toBe('账号已存在，请前往登录');
  });

  it('should validate the step-0 fields with the spec messages', async () => {
    const cases: [object, string][] = [
      [{ verifyCode: '123456' }, Messages.phoneRequired],
      [{ phoneNumber: '123', verifyCode: '123456' }, Messages.phoneInvalid],
      [{ phoneNumber: newPhone() }, Messages.codeRequired],
      [{ phoneNumber: newPhone(), verifyCode: '12345' }, Messages.codeLength],
    ];
    for (const [payload, message] of cases) {
      const response = await sut.app.inject({ method: 'POST', url: '/api/register/phone-number', payload });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toBe(message);
    }
  });

  it('should take a code once, refuse a wrong one and an expired one', async () => {
    const phone = newPhone();
    await sendSms(sut, phone);
    const code = await latestSmsCode(sut, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(errorOf(await register(phone, wrong))).toBe(SmsMessages.wrongCode);
    expect((await register(phone, code)).statusCode).toBe(200);
    expect(errorOf(await register(phone, code))).toBe(SmsMessages.usedCode);

    const late = newPhone();
    await sendSms(sut, late);
    const lateCode = await latestSmsCode(sut, late);
    sut.clock.advance(5 * 60 * 1000 + 1000);
    expect(errorOf(await register(late, lateCode))).toBe(SmsMessages.expiredCode);
  });

  it('should kill a code after five wrong guesses', async () => {
    const phone = newPhone();
    await sendSms(sut, phone);
    const code = await latestSmsCode(sut, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await register(phone, wrong);
    expect(errorOf(await register(phone, code))).toBe(SmsMessages.usedCode);
  });

  it('should link a supplier by its invite code so its invited goods show', async () => {
    const who = await createDistributor(sut);
    const headers = await loginAs(sut, who);
    const supplier = sut.blueprint.suppliers.find((s) => !s.isAlibaba);
    if (!supplier) throw new Error('no supplier');
    const invited = async () =>
      (await sut.app.inject({ method: 'GET', url: '/api/goods/good?market=0&maxResultCount=100', headers })).json();
    expect((await invited()).totalCount).toBe(0);
    const unknown = await sut.app.inject({
      method: 'PUT',
      url: '/api/multi-tenancy/tenants/set-inviter',
      headers,
      payload: { inviterCode: 'NOPE123' },
    });
    expect(errorOf(unknown)).toBe(AccountMessages.inviteCodeUnknown);
    const empty = await sut.app.inject({
      method: 'PUT',
      url: '/api/multi-tenancy/tenants/set-inviter',
      headers,
      payload: { inviterCode: '' },
    });
    expect(errorOf(empty)).toBe(Messages.inviteCodeRequired);
    await sut.app.inject({
      method: 'PUT',
      url: '/api/multi-tenancy/tenants/set-inviter',
      headers,
      payload: { inviterCode: supplier.uid.toLowerCase() },
    });
    const after = await invited();
    for (const good of after.items) {
      expect(good.market).toBe(0);
      expect(good.tenantId).toBe(supplier.tenantId);
    }
  });
});

describe('phone login and binding', () => {
  it('should log in by phone code and refuse an unregistered phone', async () => {
    const who = await createDistributor(sut);
    await sendSms(sut, who.phoneNumber);
    const ok = await tokenRequest(sut, {
      grant_type: 'mobile_credentials',
      moble: who.phoneNumber,
      code: await latestSmsCode(sut, who.phoneNumber),
    });
    expect(ok.status).toBe(200);
    const stranger = newPhone();
    await sendSms(sut, stranger);
    const refused = await tokenRequest(sut, {
      grant_type: 'mobile_credentials',
      moble: stranger,
      code: await latestSmsCode(sut, stranger),
    });
    expect(refused.body.error_description).toBe(LoginMessages.phoneNotRegistered);
  });

  it('should bind a phone with 绑定成功 and refuse one bound elsewhere', async () => {
    const who = await createDistributor(sut, { phoneNumber: null });
    const headers = await loginAs(sut, who);
    const phone = newPhone();
    await sendSms(sut, phone);
    const bind = (phoneNumber: string, verifyCode: string) =>
      sut.app.inject({
        method: 'POST',
        url: '/api/account/add-phone-login',
        headers,
        payload: { phoneNumber, verifyCode },
      });
    const bound = await bind(phone, await latestSmsCode(sut, phone));
    expect(bound.json()).toEqual({ success: true, message: '绑定成功' });
    const me = await sut.app.inject({ method: 'GET', url: '/api/multi-tenancy/tenants/buy-user', headers });
    expect(me.json().bindPhone).toBe(true);

    const other = await createDistributor(sut);
    await sendSms(sut, other.phoneNumber);
    const taken = await bind(other.phoneNumber, await latestSmsCode(sut, other.phoneNumber));
    expect(taken.json()).toEqual({ success: false, message: AccountMessages.phoneTaken });
  });
});

describe('logo upload', () => {
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );

  function multipart(name: string, bytes: Buffer) {
    const boundary = '----puhuo-test';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
  }

  it('should store a PNG and accept it as the tenant logo', async () => {
    const who = await createDistributor(sut);
    const headers = await loginAs(sut, who);
    const upload = multipart('logo.png', PNG);
    const response = await sut.app.inject({
      method: 'POST',
      url: '/api/blob-storage/images',
      payload: upload.payload,
      headers: { ...headers, ...upload.headers },
    });
    expect(response.statusCode).toBe(200);
    const { cloudUrl } = response.json();
    expect(cloudUrl).toMatch(/^\/uploads\/images\/[0-9a-f-]{36}\.png$/);
    expect((await sut.app.inject({ method: 'GET', url: cloudUrl })).rawPayload).toEqual(PNG);
    const set = await sut.app.inject({
      method: 'PUT',
      url: '/api/multi-tenancy/tenants/update-tenant-logo',
      headers,
      payload: { logoUrl: cloudUrl },
    });
    expect(set.statusCode).toBe(200);

    // another tenant cannot claim this upload as its logo
    const other = await loginAs(sut, await createDistributor(sut));
    const stolen = await sut.app.inject({
      method: 'PUT',
      url: '/api/multi-tenancy/tenants/update-tenant-logo',
      headers: other,
      payload: { logoUrl: cloudUrl },
    });
    expect(stolen.statusCode).toBe(400);
  });

  it('should answer a multipart body without a boundary with 上传失败，请重试, not a 500', async () => {
    const headers = await loginAs(sut, await createDistributor(sut));
    const response = await sut.app.inject({
      method: 'POST',
      url: '/api/blob-storage/images',
      payload: 'x=1',
      headers: { ...headers, 'content-type': 'multipart/form-data' },
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe('上传失败，请重试');
  });

  it('should judge the file by its content: a disguised file is 文件格式有误', async () => {
    const headers = await loginAs(sut, await createDistributor(sut));
    const upload = multipart('logo.png', Buffer.from('MZ this is not an image at all'));
    const response = await sut.app.inject({
      method: 'POST',
      url: '/api/blob-storage/images',
      payload: upload.payload,
      headers: { ...headers, ...upload.headers },
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe('文件格式有误');
  });

  it('should refuse a file over 5 MB with 文件大小不可以超出5M', async () => {
    const headers = await loginAs(sut, await createDistributor(sut));
    const big = Buffer.concat([PNG, Buffer.alloc(5_242_880)]);
    const upload = multipart('big.png', big);
    const response = await sut.app.inject({
      method: 'POST',
      url: '/api/blob-storage/images',
      payload: upload.payload,
      headers: { ...headers, ...upload.headers },
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe('文件大小不可以超出5M');
  });

  it('should ask guests to log in before uploading', async () => {
    const upload = multipart('logo.png', PNG);
    const response = await sut.app.inject({ method: 'POST', url: '/api/blob-storage/images', ...upload });
    expect(response.statusCode).toBe(401);
  });
});

describe('register to channel', () => {
  it('should turn a retail user, proven by an SMS code, into a distributor who may log in', async () => {
    const retail = await createDistributor(sut, { isRetail: true });
    const refused = await tokenRequest(sut, {
      grant_type: 'tenant_password',
      username: retail.userName,
      password: retail.password,
    });
    expect(refused.body.error_description).toBe('零售用户请先注册成为分销商');
    await sendSms(sut, retail.phoneNumber);
    const converted = await sut.app.inject({
      method: 'POST',
      url: '/api/register/to-channel',
      payload: { phoneNumber: retail.phoneNumber, verifyCode: await latestSmsCode(sut, retail.phoneNumber) },
    });
    expect(converted.statusCode).toBe(200);
    expect((await tokenRequest(sut, { grant_type: 'ticket', ticket: converted.json().ticket })).status).toBe(200);

    sut.clock.advance(61_000);
    await sendSms(sut, retail.phoneNumber);
    const twice = await sut.app.inject({
      method: 'POST',
      url: '/api/register/to-channel',
      payload: { phoneNumber: retail.phoneNumber, verifyCode: await latestSmsCode(sut, retail.phoneNumber) },
    });
    expect(errorOf(twice)).toBe('账号已存在，请前往登录');
  });
});
