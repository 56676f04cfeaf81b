import { createHmac, randomUUID } from 'node:crypto';
import { maskPhone } from '../../lib/secrets.ts';
import { callProvider, type FetchLike, ProviderUnreachableError } from '../provider-http.ts';
import { SmsDeliveryError, type SmsFailureReason, type SmsProvider } from './sms-provider.ts';

export const ALIYUN_SMS_ENDPOINT = 'https://dysmsapi.aliyuncs.com/';

export interface AliyunSmsOptions {
  accessKeyId: string;
  accessKeySecret: string;
  /** the approved sign name (签名), shown as 【...】 before the text */
  signName: string;
  /** the approved template (SMS_...) whose one variable is `code` */
  templateCode: string;
  /** default https://dysmsapi.aliyuncs.com/ */
  endpoint?: string;
  fetch?: FetchLike;
  now?: () => Date;
  /** default 10 s */
  timeoutMs?: number;
}

/**
 * Aliyun's percent-encoding for RPC signatures: only A-Z a-z 0-9 - _ . ~ stay literal, so a space is
 * %20 and * is %2A, where encodeURIComponent leaves ! ' ( ) * alone.
 */
export const aliyunPercentEncode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The parameters sorted by name and encoded, as both the signature and the request's query use them. */
export const aliyunCanonicalQuery = (params: Record<string, string>) =>
  Object.keys(params)
    .sort()
    .map((key) => `${aliyunPercentEncode(key)}=${aliyunPercentEncode(params[key] ?? '')}`)
    .join('&');

export const aliyunStringToSign = (method: string, params: Record<string, string>) =>
  `${method}&${aliyunPercentEncode('/')}&${aliyunPercentEncode(aliyunCanonicalQuery(params))}`;

/** Signature method 1.0 of Aliyun's RPC APIs: HMAC-SHA1 keyed with the secret and a trailing "&". */
export const aliyunRpcSignature = (method: string, params: Record<string, string>, accessKeySecret: string) =>
  createHmac('sha1', `${accessKeySecret}&`).update(aliyunStringToSign(method, params), 'utf8').digest('base64');

/** Timestamp as Aliyun takes it: ISO 8601 in UTC to the second. */
export const aliyunTimestamp = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

const RATE_LIMITED = new Set(['isv.BUSINESS_LIMIT_CONTROL', 'isv.DAY_LIMIT_CONTROL', 'isv.MONTH_LIMIT_CONTROL']);
const INVALID_NUMBER = new Set(['isv.MOBILE_NUMBER_ILLEGAL', 'isv.DOMESTIC_NUMBER_NOT_SUPPORTED']);
const UNAVAILABLE = new Set(['isp.SYSTEM_ERROR', 'ServiceUnavailable', 'InternalError', 'isp.GATEWAY_ERROR']);

export function aliyunSmsFailureReason(code: string, httpStatus: number): SmsFailureReason {
  if (RATE_LIMITED.has(code) || code.startsWith('Throttling')) return 'rateLimited';
  if (INVALID_NUMBER.has(code)) return 'invalidNumber';
  if (UNAVAILABLE.has(code) || httpStatus >= 500) return 'unavailable';
  return 'refused';
}

interface SendSmsAnswer {
  Code?: unknown;
  Message?: unknown;
  BizId?: unknown;
  RequestId?: unknown;
}

/** Sends the verification code through Aliyun SMS (dysmsapi SendSms, version 2017-05-25). */
export class AliyunSmsProvider implements SmsProvider {
  readonly identifier = 'aliyun';
  private readonly endpoint: string;
  private readonly fetchImpl: FetchLike;
  private readonly now: () => Date;

  constructor(private readonly options: AliyunSmsOptions) {
    // the signature covers the path "/": the endpoint is a host, whatever way it was written
    this.endpoint = (options.endpoint ?? ALIYUN_SMS_ENDPOINT).replace(/\/*$/, '/');
    this.fetchImpl = options.fetch ?? fetch;
    this.now = options.now ?? (() => new Date());
  }

  async sendVerificationCode(phoneNumber: string, code: string): Promise<void> {
    const params: Record<string, string> = {
      AccessKeyId: this.options.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: phoneNumber,
      RegionId: 'cn-hangzhou',
      SignName: this.options.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: randomUUID(),
      SignatureVersion: '1.0',
      TemplateCode: this.options.templateCode,
      TemplateParam: JSON.stringify({ code }),
      Timestamp: aliyunTimestamp(this.now()),
      Version: '2017-05-25',
    };
    const signature = aliyunRpcSignature('GET', params, this.options.accessKeySecret);
    const url = `${this.endpoint}?${aliyunCanonicalQuery(params)}&Signature=${aliyunPercentEncode(signature)}`;
    const to = maskPhone(phoneNumber);

    let status: number;
    let text: string;
    try {
      ({ status, text } = await callProvider(
        this.fetchImpl,
        'Aliyun SMS SendSms',
        url,
        { method: 'GET' },
        this.options.timeoutMs,
      ));
    } catch (error) {
      if (error instanceof ProviderUnreachableError) {
        throw new SmsDeliveryError('unavailable', `${error.message} (to ${to})`);
      }
      throw error;
    }

    const answer = parseAnswer(text);
    const answerCode = typeof answer?.Code === 'string' ? answer.Code : null;
    if (status === 200 && answerCode === 'OK') return;
    if (!answerCode) {
      throw new SmsDeliveryError(
        status >= 500 || !answer ? 'unavailable' : 'refused',
        `Aliyun SMS SendSms to ${to} failed: HTTP ${status} without an Aliyun answer`,
      );
    }
    const detail = safeMessage(answer?.Message, [phoneNumber, code]);
    throw new SmsDeliveryError(
      aliyunSmsFailureReason(answerCode, status),
      `Aliyun SMS SendSms to ${to} failed: ${answerCode}${detail ? ` (${detail})` : ''}`,
      answerCode,
    );
  }
}

function parseAnswer(text: string): SendSmsAnswer | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as SendSmsAnswer) : null;
  } catch {
    return null;
  }
}

/**
 * Aliyun's message for the log: SignatureDoesNotMatch quotes the whole string it signed, which holds
 * the number and the code, so that part is cut, and the number and the code are masked wherever else.
 */
function safeMessage(message: unknown, hidden: string[]): string {
  if (typeof message !== 'string') return '';
  let text = message.split(/server string to sign is/i)[0]?.trim() ?? '';
  for (const value of hidden) if (value) text = text.split(value).join('***');
  return text.slice(0, 200);
}
