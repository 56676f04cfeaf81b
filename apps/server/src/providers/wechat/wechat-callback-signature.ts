import { createHash, randomBytes } from 'node:crypto';
import { sameHash } from '../../lib/secrets.ts';

/**
 * WeChat signs a pushed message as `msg_signature = sha1(sort([token, timestamp, nonce, body]).join(''))`
 * with the token both sides configured; the body is part of it, so nothing in the message can be
 * changed on the way. The sandbox signs so and our callback checks so.
 */
export function signWechatCallback(token: string, timestamp: string, nonce: string, body: string): string {
  return createHash('sha1').update([token, timestamp, nonce, body].sort().join('')).digest('hex');
}

export function verifyWechatCallback(
  token: string,
  query: { timestamp: string; nonce: string; msg_signature: string },
  body: string,
): boolean {
  return sameHash(signWechatCallback(token, query.timestamp, query.nonce, body), query.msg_signature);
}

export function signedCallbackQuery(token: string, body: string, now: Date): URLSearchParams {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const nonce = randomBytes(12).toString('hex');
  return new URLSearchParams({ timestamp, nonce, msg_signature: signWechatCallback(token, timestamp, nonce, body) });
}

/** An official-account event as WeChat pushes it (JSON data format). */
export interface WechatOfficialAccountEvent {
  ToUserName: string;
  /** the follower's openid for this official account */
  FromUserName: string;
  CreateTime: number;
  MsgType: 'event';
  /** subscribe: a new follow (EventKey `qrscene_<scene>` when through a QR); SCAN: a follower scanned a QR */
  Event: 'subscribe' | 'unsubscribe' | 'SCAN';
  EventKey?: string;
}
