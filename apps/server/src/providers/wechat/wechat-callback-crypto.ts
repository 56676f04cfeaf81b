import { createCipheriv, createDecipheriv, createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The signatures and the message encryption of WeChat's callbacks to an official account, byte for
 * byte as WeChat's own "WXBizMsgCrypt" samples do them (docs/security.md "WeChat callbacks"):
 *
 * - a signature is the lowercase hex SHA-1 of its parts sorted as strings and joined with nothing:
 *   `signature` = sha1(sort(token, timestamp, nonce)), `msg_signature` = sha1(sort(token, timestamp,
 *   nonce, Encrypt));
 * - the AES key is base64decode(EncodingAESKey + "=") (43 characters make 32 bytes), the IV its first
 *   16 bytes; AES-256-CBC over random(16) + length(4, big-endian) + message + appId, padded PKCS#7 to a
 *   multiple of 32 bytes (not AES's 16), then base64.
 */

/** sha1 of the parts sorted (JavaScript's default sort: by UTF-16 code units, as ASCII sorts) and joined */
export function wechatSignature(...parts: string[]): string {
  return createHash('sha1')
    .update([...parts].sort().join(''))
    .digest('hex');
}

/** a signature as received against the one computed, in constant time */
export function sameSignature(computed: string, received: string | undefined): boolean {
  if (received === undefined || received.length !== computed.length) return false;
  return timingSafeEqual(Buffer.from(computed), Buffer.from(received));
}

/** What WeChat's console accepts as an EncodingAESKey: 43 characters of a-z, A-Z, 0-9. */
export const ENCODING_AES_KEY = /^[A-Za-z0-9]{43}$/;

const PAD_BLOCK = 32;
const RANDOM_BYTES = 16;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

export class WechatCryptError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WechatCryptError';
  }
}

/** The message cipher of one EncodingAESKey. */
export class WechatMessageCipher {
  private readonly key: Buffer;
  private readonly iv: Buffer;

  constructor(encodingAesKey: string) {
    if (!ENCODING_AES_KEY.test(encodingAesKey)) {
      throw new WechatCryptError('an EncodingAESKey is 43 characters of a-z, A-Z, 0-9');
    }
    this.key = Buffer.from(`${encodingAesKey}=`, 'base64');
    this.iv = this.key.subarray(0, 16);
  }

  /** `Encrypt` for a message from the account `appId` (`random`: the 16 leading bytes; random when not given) */
  seal(message: string, appId: string, random: Buffer = randomBytes(RANDOM_BYTES)): string {
    if (random.length !== RANDOM_BYTES) throw new WechatCryptError('the random prefix is 16 bytes');
    const body = Buffer.from(message, 'utf8');
    const length = Buffer.alloc(4);
    length.writeUInt32BE(body.length);
    const plain = Buffer.concat([random, length, body, Buffer.from(appId, 'utf8')]);
    const padLength = PAD_BLOCK - (plain.length % PAD_BLOCK);
    const cipher = createCipheriv('aes-256-cbc', this.key, this.iv).setAutoPadding(false);
    const padded = Buffer.concat([plain, Buffer.alloc(padLength, padLength)]);
    return Buffer.concat([cipher.update(padded), cipher.final()]).toString('base64');
  }

  /**
   * The message and the appId it names, from `Encrypt`. Throws WechatCryptError when it is not
   * base64 of whole AES blocks, or its padding, length or text do not hold (a wrong key shows so).
   */
  open(encrypt: string): { message: string; appId: string } {
    if (!BASE64.test(encrypt)) throw new WechatCryptError('Encrypt is not base64');
    const sealed = Buffer.from(encrypt, 'base64');
    if (sealed.length === 0 || sealed.length % PAD_BLOCK !== 0) {
      throw new WechatCryptError('Encrypt is not whole 32-byte blocks');
    }
    const decipher = createDecipheriv('aes-256-cbc', this.key, this.iv).setAutoPadding(false);
    const padded = Buffer.concat([decipher.update(sealed), decipher.final()]);
    const padLength = padded[padded.length - 1] ?? 0;
    if (padLength < 1 || padLength > PAD_BLOCK || padded.subarray(-padLength).some((b) => b !== padLength)) {
      throw new WechatCryptError('bad padding');
    }
    const plain = padded.subarray(0, padded.length - padLength);
    if (plain.length < RANDOM_BYTES + 4) throw new WechatCryptError('too short');
    const messageLength = plain.readUInt32BE(RANDOM_BYTES);
    const messageEnd = RANDOM_BYTES + 4 + messageLength;
    if (messageEnd > plain.length) throw new WechatCryptError('bad message length');
    try {
      return {
        message: strictUtf8.decode(plain.subarray(RANDOM_BYTES + 4, messageEnd)),
        appId: strictUtf8.decode(plain.subarray(messageEnd)),
      };
    } catch {
      throw new WechatCryptError('not UTF-8');
    }
  }
}
