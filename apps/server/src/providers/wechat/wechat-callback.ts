import { createHash, randomInt } from 'node:crypto';
import { sameSignature, WechatCryptError, WechatMessageCipher, wechatSignature } from './wechat-callback-crypto.ts';
import { parseWechatXml, WechatXmlError, wechatXml } from './wechat-xml.ts';

/**
 * WeChat's callbacks to our official-account URL (docs/security.md "WeChat callbacks"):
 *
 * - URL check, when the URL is saved in the console: `GET ?signature&timestamp&nonce&echostr`, answered
 *   with `echostr` when `signature` = sha1(sort(token, timestamp, nonce)).
 * - Plain mode (明文模式): `POST ?signature&timestamp&nonce&openid`, body the message XML. The signature
 *   does not cover the body.
 * - Safe mode (安全模式): the query adds `encrypt_type=aes&msg_signature`; the body is
 *   `<xml><ToUserName/><Encrypt/></xml>`; msg_signature = sha1(sort(token, timestamp, nonce, Encrypt))
 *   and Encrypt holds the message XML and our appId (wechat-callback-crypto.ts).
 * - Compatible mode (兼容模式): a safe-mode push whose body carries the plain fields beside Encrypt.
 *
 * With an EncodingAESKey configured we read Encrypt only and refuse plain pushes (a push stripped of
 * its encryption is a downgrade, not WeChat); without one we read the plain fields, which compatible
 * mode also sends, and refuse a pure safe-mode push as unreadable.
 */

/** The token and, for safe mode, the EncodingAESKey, as set in the WeChat console. */
export interface WechatCallbackKeys {
  token: string;
  /** set: safe (or compatible) mode is expected and plain pushes are refused */
  encodingAesKey?: string;
}

export const callbackKeysOf = (keys: string | WechatCallbackKeys): WechatCallbackKeys =>
  typeof keys === 'string' ? { token: keys } : keys;

/** The query WeChat puts on a push. */
export interface WechatPushQuery {
  signature: string;
  timestamp: string;
  nonce: string;
  /** the follower's openid: not covered by any signature, so never trusted (FromUserName is) */
  openid?: string;
  /** `aes` in safe and compatible mode */
  encrypt_type?: string;
  msg_signature?: string;
}

/** An official-account event as WeChat pushes it (the fields we read and the sandbox sends). */
export interface WechatOfficialAccountEvent {
  /** the account's original id (gh_...) */
  ToUserName: string;
  /** the follower's openid for this official account */
  FromUserName: string;
  CreateTime: number;
  MsgType: 'event';
  /** subscribe: a new follow (EventKey `qrscene_<scene>` when through a QR); SCAN: a follower scanned a QR */
  Event: 'subscribe' | 'unsubscribe' | 'SCAN';
  EventKey?: string;
  /** the scanned QR's ticket (QR events only) */
  Ticket?: string;
}

export type WechatCallbackFailure =
  /** signature or msg_signature does not hold: not from WeChat, or not our token */
  | 'CallbackSignatureInvalid'
  /** a plain push while safe mode is configured */
  | 'CallbackNotEncrypted'
  /** Encrypt does not decrypt with our EncodingAESKey */
  | 'CallbackDecryptFailed'
  /** Encrypt names another official account */
  | 'CallbackAppIdMismatch'
  /** a safe-mode push with no EncodingAESKey configured to read it */
  | 'CallbackEncryptedWithoutKey'
  /** the body (or the decrypted message) is not WeChat's message XML */
  | 'CallbackBodyInvalid';

export class WechatCallbackError extends Error {
  constructor(readonly code: WechatCallbackFailure) {
    super(code);
    this.name = 'WechatCallbackError';
  }
}

/** The URL check: whether `signature` holds for our token. */
export function urlCheckHolds(token: string, query: { signature: string; timestamp: string; nonce: string }): boolean {
  return sameSignature(wechatSignature(token, query.timestamp, query.nonce), query.signature);
}

function fieldsOf(xml: string): Map<string, string> {
  try {
    return parseWechatXml(xml);
  } catch (error) {
    if (error instanceof WechatXmlError) throw new WechatCallbackError('CallbackBodyInvalid');
    throw error;
  }
}

/**
 * The message fields of a push after checking it as WeChat signs it; throws WechatCallbackError.
 * `appId` is our official account's (the one safe-mode messages must name).
 */
export function openWechatPush(
  keys: WechatCallbackKeys & { appId: string },
  query: WechatPushQuery,
  body: string,
): Map<string, string> {
  if (!urlCheckHolds(keys.token, query)) throw new WechatCallbackError('CallbackSignatureInvalid');
  const encrypted = query.encrypt_type === 'aes';
  if (keys.encodingAesKey) {
    if (!encrypted) throw new WechatCallbackError('CallbackNotEncrypted');
    const encrypt = fieldsOf(body).get('Encrypt');
    if (!encrypt) throw new WechatCallbackError('CallbackBodyInvalid');
    const expected = wechatSignature(keys.token, query.timestamp, query.nonce, encrypt);
    if (!sameSignature(expected, query.msg_signature)) throw new WechatCallbackError('CallbackSignatureInvalid');
    let opened: { message: string; appId: string };
    try {
      opened = new WechatMessageCipher(keys.encodingAesKey).open(encrypt);
    } catch (error) {
      if (error instanceof WechatCryptError) throw new WechatCallbackError('CallbackDecryptFailed');
      throw error;
    }
    if (opened.appId !== keys.appId) throw new WechatCallbackError('CallbackAppIdMismatch');
    return fieldsOf(opened.message);
  }
  const fields = fieldsOf(body);
  // compatible mode sends the plain fields beside Encrypt; safe mode sends Encrypt alone
  if (encrypted && !fields.has('MsgType')) throw new WechatCallbackError('CallbackEncryptedWithoutKey');
  return fields;
}

/** A nonce as WeChat makes them: a number of up to ten digits. */
const wechatNonce = () => String(randomInt(100_000_000, 9_999_999_999));

/**
 * A push as WeChat sends it for `event` (the sandbox's side): the query and the XML body, plain, or
 * encrypted for `appId` when an EncodingAESKey is set.
 */
export function sealWechatPush(
  keys: WechatCallbackKeys & { appId: string },
  event: WechatOfficialAccountEvent,
  now: Date,
): { query: URLSearchParams; body: string } {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const nonce = wechatNonce();
  const query = new URLSearchParams({
    signature: wechatSignature(keys.token, timestamp, nonce),
    timestamp,
    nonce,
    openid: event.FromUserName,
  });
  // WeChat's order of fields
  const message = wechatXml({
    ToUserName: event.ToUserName,
    FromUserName: event.FromUserName,
    CreateTime: event.CreateTime,
    MsgType: event.MsgType,
    Event: event.Event,
    EventKey: event.EventKey,
    Ticket: event.Ticket,
  });
  if (!keys.encodingAesKey) return { query, body: message };
  const encrypt = new WechatMessageCipher(keys.encodingAesKey).seal(message, keys.appId);
  query.set('encrypt_type', 'aes');
  query.set('msg_signature', wechatSignature(keys.token, timestamp, nonce, encrypt));
  return { query, body: wechatXml({ ToUserName: event.ToUserName, Encrypt: encrypt }) };
}

/** A QR's ticket as the sandbox names it (WeChat's are opaque base64 strings). */
export const sandboxTicketOf = (scene: string) =>
  `gQ${createHash('sha256').update(`ticket:${scene}`).digest('base64').slice(0, 62)}`;
