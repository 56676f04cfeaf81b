import { createSign, createVerify, type KeyObject } from 'node:crypto';
import { type AlipayError, invalid, missing } from './alipay-fake-protocol.ts';

/** Alipay's sign content, written apart from the provider's so a mistake there shows here. */
export function signContent(params: Record<string, string>): string {
  const keys = Object.keys(params).filter((key) => params[key] !== '' && params[key] !== undefined);
  keys.sort();
  return keys.map((key) => `${key}=${params[key]}`).join('&');
}

/** RSA2 (SHA256withRSA) over the content, base64, with Alipay's private key. */
export function rsa2Sign(privateKey: KeyObject, content: string): string {
  return createSign('RSA-SHA256').update(content, 'utf8').sign(privateKey, 'base64');
}

/** What the gateway checks before any method: the app, the signature and the common parameters. */
export function checkCommon(params: Record<string, string>, appId: string, merchantKey: string): AlipayError | null {
  if (!params.method) return missing('method', '方法名');
  if (!params.app_id) return missing('app-id', 'AppID');
  if (params.app_id !== appId) return invalid('app-id', 'AppID');
  if (!params.sign) return missing('signature', '签名');
  if (!params.sign_type) return missing('signature-type', '签名类型');
  if (params.sign_type !== 'RSA2') return invalid('signature-type', '签名类型');
  if (!params.timestamp) return missing('timestamp', '时间戳');
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(params.timestamp)) return invalid('timestamp', '时间戳');
  if (params.charset && params.charset.toLowerCase() !== 'utf-8') return invalid('charset', '字符集');
  if (params.format && params.format.toUpperCase() !== 'JSON') return invalid('format', '返回格式');
  if (!params.version) return missing('version', '版本号');
  const { sign, ...signed } = params as Record<string, string> & { sign: string };
  const content = signContent(signed);
  if (!createVerify('RSA-SHA256').update(content, 'utf8').verify(merchantKey, sign, 'base64')) {
    return {
      code: '40002',
      msg: 'Invalid Arguments',
      sub_code: 'isv.invalid-signature',
      sub_msg: `验签出错，建议检查签名字符串或签名私钥与应用公钥是否匹配，网关生成的验签字符串为：${content}`,
    };
  }
  return null;
}
