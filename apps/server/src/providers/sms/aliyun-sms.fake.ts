import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { FakeHttpServer, formOf, queryOf, sendJson } from '../fake-http-server.ts';

export interface AliyunSmsFakeOptions {
  accessKeyId: string;
  accessKeySecret: string;
  /** the sign name and template the account has approved */
  signName: string;
  templateCode: string;
  /** texts one number may receive per minute before isv.BUSINESS_LIMIT_CONTROL (Aliyun's default for codes: 1) */
  perNumberPerMinute?: number;
  now?: () => Date;
}

export interface DeliveredSms {
  phoneNumber: string;
  signName: string;
  templateCode: string;
  templateParam: Record<string, string>;
  bizId: string;
  time: Date;
}

/** A failure the next SendSms meets once it passed authentication, or no answer at all. */
export type AliyunInjectedFailure = { status: number; Code: string; Message?: string } | 'stall';

/** Aliyun rejects a Timestamp more than 15 minutes away from its clock. */
const TIMESTAMP_TOLERANCE_MS = 15 * 60_000;

/**
 * A fake dysmsapi.aliyuncs.com: SendSms over GET or POST with Aliyun's RPC signature checked as
 * Aliyun checks it (its own implementation of the documented rule, so a mistake in the provider's
 * signing shows), Timestamp and SignatureNonce replay checks, the gateway's error answers (HTTP 4xx,
 * `{RequestId, HostId, Code, Message, Recommend}`) and SendSms's business ones (HTTP 200 with an
 * isv.* Code). What it delivered is kept for the tests to read the code from.
 */
export class AliyunSmsFake {
  readonly delivered: DeliveredSms[] = [];
  private readonly server = new FakeHttpServer((request, response, body) => this.handle(request, response, body));
  private readonly usedNonces = new Set<string>();
  private readonly injected: AliyunInjectedFailure[] = [];
  private readonly stalled: ServerResponse[] = [];
  private readonly now: () => Date;
  requestCount = 0;

  constructor(private readonly options: AliyunSmsFakeOptions) {
    this.now = options.now ?? (() => new Date());
  }

  start(): Promise<string> {
    return this.server.start();
  }

  async stop(): Promise<void> {
    for (const response of this.stalled.splice(0)) response.destroy();
    await this.server.stop();
  }

  /** The next SendSms fails this way (after its signature was checked), in order. */
  failNext(failure: AliyunInjectedFailure): void {
    this.injected.push(failure);
  }

  /** The code in the last text to this number, as the phone would show it. */
  lastCode(phoneNumber: string): string | undefined {
    return this.delivered.findLast((sms) => sms.phoneNumber === phoneNumber)?.templateParam.code;
  }

  private handle(request: IncomingMessage, response: ServerResponse, body: string) {
    this.requestCount++;
    if (this.injected[0] === 'stall') {
      this.injected.shift();
      this.stalled.push(response);
      return;
    }
    const { path, query } = queryOf(request);
    const params = request.method === 'POST' ? { ...query, ...formOf(body) } : query;
    const method = request.method ?? 'GET';
    const popError = (status: number, code: string, message: string) =>
      sendJson(response, status, {
        RequestId: requestId(),
        HostId: 'dysmsapi.aliyuncs.com',
        Code: code,
        Message: message,
        Recommend: `https://api.aliyun.com/troubleshoot?q=${code}&product=Dysmsapi`,
      });

    if (path !== '/' || (method !== 'GET' && method !== 'POST')) {
      return popError(404, 'InvalidApi.NotFound', 'Specified api is not found, please check your url and method.');
    }
    for (const name of ['AccessKeyId', 'Signature', 'SignatureNonce', 'Timestamp', 'Action', 'Version']) {
      if (!params[name]) return popError(400, `Missing${name}`, `${name} is mandatory for this action.`);
    }
    const { Signature: signature, ...signed } = params as Record<string, string> & { Signature: string };
    const timestamp = signed.Timestamp ?? '';
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(timestamp) || Number.isNaN(Date.parse(timestamp))) {
      return popError(400, 'InvalidTimeStamp.Format', 'Specified time stamp or date value is not well formatted.');
    }
    if (Math.abs(Date.parse(timestamp) - this.now().getTime()) > TIMESTAMP_TOLERANCE_MS) {
      return popError(400, 'InvalidTimeStamp.Expired', 'Specified time stamp or date value is expired.');
    }
    if ((signed.SignatureMethod ?? 'HMAC-SHA1') !== 'HMAC-SHA1') {
      return popError(400, 'InvalidSignatureMethod', 'Specified signature method is not valid.');
    }
    if ((signed.SignatureVersion ?? '1.0') !== '1.0') {
      return popError(400, 'InvalidSignatureVersion', 'Specified parameter SignatureVersion is not valid.');
    }
    if (signed.AccessKeyId !== this.options.accessKeyId) {
      return popError(404, 'InvalidAccessKeyId.NotFound', 'Specified access key is not found.');
    }
    const stringToSign = fakeStringToSign(method, signed);
    const expected = createHmac('sha1', `${this.options.accessKeySecret}&`).update(stringToSign).digest();
    const given = Buffer.from(signature, 'base64');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return popError(
        400,
        'SignatureDoesNotMatch',
        `Specified signature is not matched with our calculation. server string to sign is:${stringToSign}`,
      );
    }
    const nonce = signed.SignatureNonce ?? '';
    if (this.usedNonces.has(nonce)) {
      return popError(400, 'SignatureNonceUsed', 'Specified signature nonce was used already.');
    }
    this.usedNonces.add(nonce);
    if (signed.Format && !/^(JSON|XML)$/i.test(signed.Format)) {
      return popError(400, 'InvalidParameter.Format', 'Specified parameter format is not valid.');
    }
    if (signed.Action !== 'SendSms') {
      return popError(404, 'InvalidApi.NotFound', 'Specified api is not found, please check your url and method.');
    }
    if (signed.Version !== '2017-05-25') {
      return popError(400, 'InvalidVersion', 'Specified parameter Version is not valid.');
    }
    for (const name of ['PhoneNumbers', 'SignName', 'TemplateCode']) {
      if (!signed[name]) return popError(400, `Missing${name}`, `${name} is mandatory for this action.`);
    }

    const failure = this.injected.shift();
    if (failure && failure !== 'stall') {
      return sendJson(response, failure.status, {
        RequestId: requestId(),
        Code: failure.Code,
        Message: failure.Message ?? failure.Code,
      });
    }
    const business = this.sendSms(signed);
    sendJson(response, 200, { RequestId: requestId(), ...business });
  }

  /** SendSms itself: its refusals answer HTTP 200 with an isv.* Code. */
  private sendSms(params: Record<string, string>): { Code: string; Message: string; BizId?: string } {
    const signName = params.SignName ?? '';
    const templateCode = params.TemplateCode ?? '';
    if (signName !== this.options.signName)
      return { Code: 'isv.SMS_SIGNATURE_ILLEGAL', Message: '该账号下找不到对应签名' };
    if (templateCode !== this.options.templateCode) {
      return { Code: 'isv.SMS_TEMPLATE_ILLEGAL', Message: '该账号下找不到对应模板' };
    }
    let templateParam: Record<string, string>;
    try {
      const parsed: unknown = JSON.parse(params.TemplateParam ?? '');
      if (!parsed || typeof parsed !== 'object' || Object.values(parsed).some((v) => typeof v !== 'string')) {
        throw new Error('not an object of strings');
      }
      templateParam = parsed as Record<string, string>;
    } catch {
      return { Code: 'isv.INVALID_JSON_PARAM', Message: 'JSON参数不合法，只接受字符串值' };
    }
    if (!templateParam.code) return { Code: 'isv.TEMPLATE_MISSING_PARAMETERS', Message: '模板缺少变量' };
    const numbers = (params.PhoneNumbers ?? '').split(',');
    if (numbers.some((n) => !/^(\+?86|0086)?1\d{10}$/.test(n))) {
      return { Code: 'isv.MOBILE_NUMBER_ILLEGAL', Message: '非法手机号' };
    }
    const now = this.now();
    const limit = this.options.perNumberPerMinute ?? 1;
    const phoneNumbers = numbers.map((n) => n.slice(-11));
    const recent = (phone: string) =>
      this.delivered.filter((sms) => sms.phoneNumber === phone && now.getTime() - sms.time.getTime() < 60_000).length;
    if (phoneNumbers.some((phone) => recent(phone) >= limit)) {
      return { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: `触发分钟级流控Permits:${limit}` };
    }
    const bizId = `${String(randomInt(100_000, 999_999))}${now.getTime()}^0`;
    for (const phoneNumber of phoneNumbers) {
      this.delivered.push({ phoneNumber, signName, templateCode, templateParam, bizId, time: now });
    }
    return { Code: 'OK', Message: 'OK', BizId: bizId };
  }
}

const requestId = () => randomUUID().toUpperCase();

/** The documented encoding, byte by byte: only A-Z a-z 0-9 - _ . ~ stay literal. */
function fakePercentEncode(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

function fakeStringToSign(method: string, params: Record<string, string>): string {
  const canonical = Object.entries(params)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${fakePercentEncode(key)}=${fakePercentEncode(value)}`)
    .join('&');
  return [method, fakePercentEncode('/'), fakePercentEncode(canonical)].join('&');
}
