import { createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FakeHttpServer } from '../fake-http-server.ts';
import { AliyunSmsFake } from './aliyun-sms.fake.ts';
import {
  type AliyunSmsOptions,
  AliyunSmsProvider,
  aliyunPercentEncode,
  aliyunRpcSignature,
  aliyunStringToSign,
} from './aliyun-sms.provider.ts';
import { SmsDeliveryError } from './sms-provider.ts';

const ACCOUNT = {
  accessKeyId: 'LTAI5tFakeKeyId0001',
  accessKeySecret: 'fake-secret-Zq8xN2vW',
  signName: '蓝海分销',
  templateCode: 'SMS_480125555',
} as const;

describe('Aliyun RPC signature', () => {
  // Aliyun's "签名机制" / "Request syntax and signature method V2 for RPC APIs" worked example
  const describeRegions = {
    AccessKeyId: 'testid',
    Action: 'DescribeRegions',
    Format: 'XML',
    SignatureMethod: 'HMAC-SHA1',
    SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
    SignatureVersion: '1.0',
    Timestamp: '2016-02-23T12:46:24Z',
    Version: '2014-05-26',
  };

  it('should build the published StringToSign of the DescribeRegions example', () => {
    expect(aliyunStringToSign('GET', describeRegions)).toBe(
      'GET&%2F&AccessKeyId%3Dtestid%26Action%3DDescribeRegions%26Format%3DXML%26SignatureMethod%3DHMAC-SHA1' +
        '%26SignatureNonce%3D3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf%26SignatureVersion%3D1.0' +
        '%26Timestamp%3D2016-02-23T12%253A46%253A24Z%26Version%3D2014-05-26',
    );
  });

  it('should compute the published signature of the DescribeRegions example', () => {
    expect(aliyunRpcSignature('GET', describeRegions, 'testsecret')).toBe('OLeaidS1JvxuMvnyHOwuJ+uX5qY=');
  });

  it('should compute the published signature of the older example that spells the parameter TimeStamp', () => {
    const { Timestamp, ...rest } = describeRegions;
    expect(aliyunRpcSignature('GET', { ...rest, TimeStamp: Timestamp }, 'testsecret')).toBe(
      'CT9X0VtwR86fNWSnsc6v8YGOjuE=',
    );
  });

  it('should compute the published signature of the SMS documentation SendSms example', () => {
    const sendSms = {
      AccessKeyId: 'testId',
      Action: 'SendSms',
      Format: 'XML',
      OutId: '123',
      PhoneNumbers: '15300000001',
      RegionId: 'cn-hangzhou',
      SignName: '阿里云短信测试专用',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_71390007',
      TemplateParam: '{"customer":"test"}',
      Timestamp: '2017-07-12T02:42:19Z',
      Version: '2017-05-25',
    };
    expect(aliyunRpcSignature('GET', sendSms, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });

  it("should percent-encode as Aliyun does: space %20, * %2A, ~ kept, and ! ' ( ) escaped", () => {
    expect(aliyunPercentEncode("a b*c~d!e'f(g)h/i+j")).toBe('a%20b%2Ac~d%21e%27f%28g%29h%2Fi%2Bj');
  });

  it('should sign with the secret followed by "&" as the HMAC key', () => {
    const params = { B: '2', A: 'x y' };
    const independent = createHmac('sha1', 's&').update('GET&%2F&A%3Dx%2520y%26B%3D2').digest('base64');
    expect(aliyunRpcSignature('GET', params, 's')).toBe(independent);
  });
});

describe('AliyunSmsProvider against the fake Aliyun SMS', () => {
  let fake: AliyunSmsFake;
  let endpoint: string;
  let clock: Date;
  const requested: string[] = [];
  const recordingFetch: typeof fetch = (input, init) => {
    requested.push(String(input));
    return fetch(input, init);
  };

  const provider = (overrides: Partial<AliyunSmsOptions> = {}) =>
    new AliyunSmsProvider({ ...ACCOUNT, endpoint, fetch: recordingFetch, now: () => clock, ...overrides });

  const failureOf = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(SmsDeliveryError);
    return error as SmsDeliveryError;
  };

  beforeAll(async () => {
    clock = new Date('2026-11-22T08:00:00Z');
    fake = new AliyunSmsFake({ ...ACCOUNT, now: () => clock });
    endpoint = `${await fake.start()}/`;
  });
  afterAll(async () => {
    await fake.stop();
  });
  afterEach(() => {
    // each test sends to its own number; a minute passes so the per-minute limit starts afresh
    clock = new Date(clock.getTime() + 61_000);
    requested.length = 0;
  });

  it('should deliver the code through the approved sign name and template', async () => {
    const sut = provider();

    await sut.sendVerificationCode('13800138000', '123456');

    expect(fake.delivered.at(-1)).toMatchObject({
      phoneNumber: '13800138000',
      signName: ACCOUNT.signName,
      templateCode: ACCOUNT.templateCode,
      templateParam: { code: '123456' },
    });
    expect(fake.lastCode('13800138000')).toBe('123456');
  });

  it('should send SendSms with the common parameters Aliyun requires', async () => {
    const sut = provider();

    await sut.sendVerificationCode('13800138001', '654321');

    const query = Object.fromEntries(new URL(requested[0] ?? '').searchParams);
    expect(query).toMatchObject({
      AccessKeyId: ACCOUNT.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: '13800138001',
      RegionId: 'cn-hangzhou',
      SignName: ACCOUNT.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureVersion: '1.0',
      TemplateCode: ACCOUNT.templateCode,
      TemplateParam: '{"code":"654321"}',
      Timestamp: clock.toISOString().replace(/\.\d{3}Z$/, 'Z'),
      Version: '2017-05-25',
    });
    expect(query.SignatureNonce).toMatch(/^[0-9a-f-]{36}$/);
    expect(query.Signature).toBeTruthy();
  });

  it('should be signed so a sign name with a space and a * passes Aliyun-style verification', async () => {
    const own = new AliyunSmsFake({ ...ACCOUNT, signName: '蓝海 分销*', now: () => clock });
    const sut = provider({ signName: '蓝海 分销*', endpoint: await own.start() });

    try {
      await sut.sendVerificationCode('13800138002', '111222');

      expect(own.lastCode('13800138002')).toBe('111222');
    } finally {
      await own.stop();
    }
  });

  it('should map isv.BUSINESS_LIMIT_CONTROL to rateLimited once the number had its text this minute', async () => {
    const sut = provider();
    await sut.sendVerificationCode('13800138003', '100001');

    const error = await failureOf(sut.sendVerificationCode('13800138003', '100002'));

    expect(error.reason).toBe('rateLimited');
    expect(error.providerCode).toBe('isv.BUSINESS_LIMIT_CONTROL');
    expect(fake.lastCode('13800138003')).toBe('100001');
  });

  it('should map a day-limit refusal to rateLimited', async () => {
    fake.failNext({ status: 200, Code: 'isv.DAY_LIMIT_CONTROL', Message: '触发日发送限额' });

    const error = await failureOf(provider().sendVerificationCode('13800138004', '100003'));

    expect(error.reason).toBe('rateLimited');
  });

  it('should map isv.MOBILE_NUMBER_ILLEGAL to invalidNumber', async () => {
    const error = await failureOf(provider().sendVerificationCode('1380013', '100004'));

    expect(error.reason).toBe('invalidNumber');
    expect(error.providerCode).toBe('isv.MOBILE_NUMBER_ILLEGAL');
  });

  it('should map isp.SYSTEM_ERROR to unavailable', async () => {
    fake.failNext({ status: 200, Code: 'isp.SYSTEM_ERROR', Message: 'isp.SYSTEM_ERROR' });

    const error = await failureOf(provider().sendVerificationCode('13800138005', '100005'));

    expect(error.reason).toBe('unavailable');
    expect(error.providerCode).toBe('isp.SYSTEM_ERROR');
  });

  it('should map HTTP 503 ServiceUnavailable to unavailable', async () => {
    fake.failNext({
      status: 503,
      Code: 'ServiceUnavailable',
      Message: 'The request has failed due to a temporary failure of the server.',
    });

    const error = await failureOf(provider().sendVerificationCode('13800138006', '100006'));

    expect(error.reason).toBe('unavailable');
  });

  it('should map a time-out to unavailable', async () => {
    fake.failNext('stall');

    const error = await failureOf(provider({ timeoutMs: 300 }).sendVerificationCode('13800138007', '100007'));

    expect(error.reason).toBe('unavailable');
    expect(error.message).toContain('no answer in time');
  });

  it('should map a refused connection to unavailable', async () => {
    const closed = new FakeHttpServer(() => undefined);
    const deadEndpoint = await closed.start();
    await closed.stop();

    const error = await failureOf(provider({ endpoint: deadEndpoint }).sendVerificationCode('13800138008', '100008'));

    expect(error.reason).toBe('unavailable');
    expect(error.message).not.toContain('100008');
  });

  it('should be refused with SignatureDoesNotMatch when the secret is wrong, naming neither secret nor code', async () => {
    const sut = provider({ accessKeySecret: 'not-the-secret' });

    const error = await failureOf(sut.sendVerificationCode('13800138009', '246810'));

    expect(error.reason).toBe('refused');
    expect(error.providerCode).toBe('SignatureDoesNotMatch');
    expect(error.message).not.toContain('not-the-secret');
    expect(error.message).not.toContain('246810');
    expect(error.message).not.toContain('13800138009');
    expect(fake.lastCode('13800138009')).toBeUndefined();
  });

  it('should be refused with InvalidAccessKeyId.NotFound for an unknown access key', async () => {
    const error = await failureOf(provider({ accessKeyId: 'LTAI-unknown' }).sendVerificationCode('13800138010', '1'));

    expect(error).toMatchObject({ reason: 'refused', providerCode: 'InvalidAccessKeyId.NotFound' });
  });

  it('should be refused with InvalidTimeStamp.Expired when our clock is 20 minutes behind', async () => {
    const behind = new Date(clock.getTime() - 20 * 60_000);

    const error = await failureOf(provider({ now: () => behind }).sendVerificationCode('13800138011', '100011'));

    expect(error).toMatchObject({ reason: 'refused', providerCode: 'InvalidTimeStamp.Expired' });
  });

  it('should be refused with isv.SMS_TEMPLATE_ILLEGAL for a template the account does not have', async () => {
    const error = await failureOf(provider({ templateCode: 'SMS_000' }).sendVerificationCode('13800138012', '1'));

    expect(error).toMatchObject({ reason: 'refused', providerCode: 'isv.SMS_TEMPLATE_ILLEGAL' });
  });

  it('should have the fake refuse a replayed request with SignatureNonceUsed', async () => {
    await provider().sendVerificationCode('13800138013', '100013');
    clock = new Date(clock.getTime() + 61_000);

    const replay = await fetch(requested[0] ?? '');

    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ Code: 'SignatureNonceUsed' });
    expect(fake.delivered.filter((sms) => sms.phoneNumber === '13800138013')).toHaveLength(1);
  });

  it('should have the fake refuse a request that lacks PhoneNumbers with MissingPhoneNumbers', async () => {
    const params: Record<string, string> = {
      AccessKeyId: ACCOUNT.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      SignName: ACCOUNT.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: 'nonce-missing-phone',
      SignatureVersion: '1.0',
      TemplateCode: ACCOUNT.templateCode,
      Timestamp: clock.toISOString().replace(/\.\d{3}Z$/, 'Z'),
      Version: '2017-05-25',
    };
    const signature = aliyunRpcSignature('GET', params, ACCOUNT.accessKeySecret);
    const query = new URLSearchParams({ ...params, Signature: signature });

    const answer = await fetch(`${endpoint}?${query}`);

    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ Code: 'MissingPhoneNumbers' });
  });
});
