import { describe, expect, it } from 'vitest';
import { openWechatPush, sealWechatPush, urlCheckHolds, WechatCallbackError } from './wechat-callback.ts';
import { WechatMessageCipher, wechatSignature } from './wechat-callback-crypto.ts';
import { parseWechatXml, WechatXmlError, wechatXml } from './wechat-xml.ts';

/**
 * WeChat's published worked example: the `__main__` of Tencent's WXBizMsgCrypt sample ("对公众平台发送给
 * 公众账号的消息加解密示例代码", Copyright (c) 1998-2014 Tencent Inc.), reproduced in public ports
 * such as fotock/WXbizMsgCrypt-Node (README.md). Its from_xml is a compatible-mode push: the plain
 * fields beside Encrypt.
 */
const SAMPLE = {
  token: 'spamtest',
  encodingAesKey: 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
  appId: 'wx2c2769f8efd9abc2',
  timestamp: '1409735669',
  nonce: '1320562132',
  msgSignature: '5d197aaffba7e9b25a30732f161a50dee96bd5fa',
  encrypt:
    'hyzAe4OzmOMbd6TvGdIOO6uBmdJoD0Fk53REIHvxYtJlE2B655HuD0m8KUePWB3+LrPXo87wzQ1QLvbeUgmBM4x6F8PGHQHFVAFmOD2LdJF9FrXpbUAh0B5GIItb52sn896wVsMSHGuPE328HnRGBcrS7C41IzDWyWNlZkyyXwon8T332jisa+h6tEDYsVticbSnyU8dKOIbgU6ux5VTjg3yt+WGzjlpKn6NPhRjpA912xMezR4kw6KWwMrCVKSVCZciVGCgavjIQ6X8tCOp3yZbGpy0VxpAe+77TszTfRd5RJSVO/HTnifJpXgCSUdUue1v6h0EIBYYI1BD1DlD+C0CR8e6OewpusjZ4uBl9FyJvnhvQl+q5rv1ixrcpCumEPo5MJSgM9ehVsNPfUM669WuMyVWQLCzpu9GhglF2PE=',
  /** what Encrypt holds, as the sample decrypts it: its random prefix, message and appId */
  random: '89465c840c5f116f',
  message:
    '<xml><ToUserName><![CDATA[gh_10f6c3c3ac5a]]></ToUserName>\n<FromUserName><![CDATA[oyORnuP8q7ou2gfYjqLzSIWZf0rs]]></FromUserName>\n<CreateTime>1409735668</CreateTime>\n<MsgType><![CDATA[text]]></MsgType>\n<Content><![CDATA[abcdteT]]></Content>\n<MsgId>6054768590064713728</MsgId>\n</xml>',
};
const sampleBody = `
    <xml>
        <ToUserName><![CDATA[gh_10f6c3c3ac5a]]></ToUserName>
        <FromUserName><![CDATA[oyORnuP8q7ou2gfYjqLzSIWZf0rs]]></FromUserName>
        <CreateTime>1409735668</CreateTime>
        <MsgType><![CDATA[text]]></MsgType>
        <Content><![CDATA[abcdteT]]></Content>
        <MsgId>6054768590064713728</MsgId>
        <Encrypt><![CDATA[${SAMPLE.encrypt}]]></Encrypt>
    </xml>
    `;
/** the sample's `signature` (token, timestamp, nonce), which WeChat puts beside msg_signature */
const sampleSignature = '16120ec1b8dbb870f510d87ce6bc2463eae6ca1a';

const failureOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof WechatCallbackError ? error.code : error;
  }
  return 'accepted';
};

describe('WeChat callback signatures', () => {
  it("should verify WeChat's published URL-check example (token AAAAA)", () => {
    // developers.weixin.qq.com, 消息推送 "发起验证": signature=f464b24f...&echostr=4375120948345356249&timestamp=1714036504&nonce=1514711492
    const query = {
      signature: 'f464b24fc39322e44b38aa78f5edd27bd1441696',
      timestamp: '1714036504',
      nonce: '1514711492',
    };
    expect(urlCheckHolds('AAAAA', query)).toBe(true);
    expect(urlCheckHolds('AAAAB', query)).toBe(false);
    expect(urlCheckHolds('AAAAA', { ...query, signature: query.signature.toUpperCase() })).toBe(false);
  });

  it("should compute the sample's msg_signature over Encrypt and its signature without it", () => {
    expect(wechatSignature(SAMPLE.token, SAMPLE.timestamp, SAMPLE.nonce, SAMPLE.encrypt)).toBe(SAMPLE.msgSignature);
    expect(wechatSignature(SAMPLE.token, SAMPLE.timestamp, SAMPLE.nonce)).toBe(sampleSignature);
  });
});

describe('the WeChat message cipher', () => {
  it("should decrypt WeChat's published sample to its message and AppID", () => {
    const opened = new WechatMessageCipher(SAMPLE.encodingAesKey).open(SAMPLE.encrypt);
    expect(opened).toEqual({ message: SAMPLE.message, appId: SAMPLE.appId });
  });

  it("should encrypt the sample's message, random prefix and AppID to the sample's Encrypt byte for byte", () => {
    const cipher = new WechatMessageCipher(SAMPLE.encodingAesKey);
    expect(cipher.seal(SAMPLE.message, SAMPLE.appId, Buffer.from(SAMPLE.random))).toBe(SAMPLE.encrypt);
  });

  it('should pad to 32-byte blocks, a whole block when the text already fills them', () => {
    const cipher = new WechatMessageCipher(SAMPLE.encodingAesKey);
    // 16 + 4 + 8 + 4 = 32 bytes: a full block of padding follows
    const sealed = Buffer.from(cipher.seal('12345678', 'wxAB', Buffer.alloc(16, 1)), 'base64');
    expect(sealed.length).toBe(64);
    expect(cipher.open(sealed.toString('base64'))).toEqual({ message: '12345678', appId: 'wxAB' });
    expect(Buffer.from(cipher.seal('1234567', 'wxAB', Buffer.alloc(16, 1)), 'base64').length).toBe(32);
  });

  it('should refuse an EncodingAESKey WeChat would not make', () => {
    expect(() => new WechatMessageCipher('too-short')).toThrow();
    expect(() => new WechatMessageCipher(`${SAMPLE.encodingAesKey}=`)).toThrow();
    expect(() => new WechatMessageCipher('abcdefghijklmnopqrstuvwxyz0123456789ABCDEF+')).toThrow();
  });

  it('should refuse Encrypt that is not base64 of whole blocks, or opens badly under another key', () => {
    const cipher = new WechatMessageCipher(SAMPLE.encodingAesKey);
    expect(() => cipher.open('not base64!')).toThrow();
    expect(() => cipher.open(Buffer.alloc(48).toString('base64'))).toThrow();
    expect(() => cipher.open('')).toThrow();
    const other = new WechatMessageCipher('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789abcdefg');
    expect(() => other.open(SAMPLE.encrypt)).toThrow();
  });
});

describe('opening a push', () => {
  const keys = { token: SAMPLE.token, encodingAesKey: SAMPLE.encodingAesKey, appId: SAMPLE.appId };
  const query = {
    signature: sampleSignature,
    timestamp: SAMPLE.timestamp,
    nonce: SAMPLE.nonce,
    encrypt_type: 'aes',
    msg_signature: SAMPLE.msgSignature,
  };

  it("should read WeChat's sample push in safe mode from Encrypt alone", () => {
    const fields = openWechatPush(keys, query, sampleBody.replace('abcdteT]]></Content>', 'forged]]></Content>'));
    expect(fields.get('Content')).toBe('abcdteT');
    expect(fields.get('FromUserName')).toBe('oyORnuP8q7ou2gfYjqLzSIWZf0rs');
    expect(fields.get('MsgType')).toBe('text');
  });

  it('should refuse it when any of its signatures, its AppID, its key or its mode does not hold', () => {
    expect(failureOf(() => openWechatPush(keys, { ...query, signature: '0'.repeat(40) }, sampleBody))).toBe(
      'CallbackSignatureInvalid',
    );
    expect(failureOf(() => openWechatPush(keys, { ...query, msg_signature: undefined }, sampleBody))).toBe(
      'CallbackSignatureInvalid',
    );
    expect(failureOf(() => openWechatPush({ ...keys, appId: 'wx0000000000000000' }, query, sampleBody))).toBe(
      'CallbackAppIdMismatch',
    );
    expect(
      failureOf(() =>
        openWechatPush({ ...keys, encodingAesKey: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789abcdefg' }, query, sampleBody),
      ),
    ).toBe('CallbackDecryptFailed');
    expect(failureOf(() => openWechatPush(keys, { ...query, encrypt_type: undefined }, sampleBody))).toBe(
      'CallbackNotEncrypted',
    );
  });

  it('should read the plain fields of the compatible-mode sample when no EncodingAESKey is set', () => {
    const fields = openWechatPush({ token: SAMPLE.token, appId: SAMPLE.appId }, query, sampleBody);
    expect(fields.get('Content')).toBe('abcdteT');
    const safeOnly = wechatXml({ ToUserName: 'gh_10f6c3c3ac5a', Encrypt: SAMPLE.encrypt });
    expect(failureOf(() => openWechatPush({ token: SAMPLE.token, appId: SAMPLE.appId }, query, safeOnly))).toBe(
      'CallbackEncryptedWithoutKey',
    );
  });

  it('should open what it seals, in both modes', () => {
    const event = {
      ToUserName: 'gh_puhuo_sandbox',
      FromUserName: 'oMp1',
      CreateTime: 1_700_000_000,
      MsgType: 'event',
      Event: 'subscribe',
      EventKey: 'qrscene_a]]>b',
    } as const;
    for (const encodingAesKey of [undefined, SAMPLE.encodingAesKey]) {
      const sealed = sealWechatPush({ ...keys, encodingAesKey }, event, new Date());
      const fields = openWechatPush(
        { ...keys, encodingAesKey },
        Object.fromEntries(sealed.query) as typeof query,
        sealed.body,
      );
      expect(fields.get('EventKey')).toBe('qrscene_a]]>b');
      expect(fields.get('CreateTime')).toBe('1700000000');
    }
  });
});

describe("reading WeChat's message XML", () => {
  it('should read CDATA and plain fields, skip nested groups and decode XML entities', () => {
    const fields = parseWechatXml(`<?xml version="1.0"?>
<xml>
  <ToUserName><![CDATA[gh_1]]></ToUserName>
  <MsgType>  <![CDATA[event]]>  </MsgType>
  <Event><![CDATA[scancode_push]]></Event>
  <ScanCodeInfo><ScanType><![CDATA[qrcode]]></ScanType><ScanResult><![CDATA[1]]></ScanResult></ScanCodeInfo>
  <Label>a &lt;b&gt; &amp; &#20320;&#x597D;</Label>
  <Empty/>
</xml>`);
    expect(Object.fromEntries(fields)).toEqual({
      ToUserName: 'gh_1',
      MsgType: 'event',
      Event: 'scancode_push',
      Label: 'a <b> & 你好',
      Empty: '',
    });
  });

  it('should refuse a DOCTYPE, unknown entities, a field given twice, and anything but one <xml>', () => {
    for (const text of [
      '<!DOCTYPE xml [<!ENTITY e "x">]><xml><A>&e;</A></xml>',
      '<xml><A>&e;</A></xml>',
      '<xml><A>1</A><A>2</A></xml>',
      '<xml><A>1</B></xml>',
      '<xml><A>1</A>',
      '<xml><A>1</A></xml><xml/>',
      '<root><A>1</A></root>',
      '<xml><A x="1">1</A></xml>',
      '<xml><!-- c --><A>1</A></xml>',
      '{"A":1}',
      `<xml>${'<A>'.repeat(20)}</xml>`,
    ]) {
      expect(() => parseWechatXml(text), text).toThrow(WechatXmlError);
    }
  });
});
