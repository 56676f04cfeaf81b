import { describe, expect, it } from 'vitest';
import {
  alibabaSign,
  canonicalJson,
  doudianSign,
  kuaishouSign,
  md5WrappedSign,
  puhuoSign,
  xiaohongshuSign,
} from './signing.ts';

// Expected values computed by hand (Python hashlib/hmac over the strings written in each comment).
describe('signing', () => {
  it('should sign pdd calls: MD5 of the sorted k+v pairs wrapped in the secret, upper hex', () => {
    // "secret" + "client_idabc" + "parent_cat_id0" + "timestamp1700000000" + "typepdd.goods.cats.get" + "secret"
    const params = { type: 'pdd.goods.cats.get', client_id: 'abc', timestamp: '1700000000', parent_cat_id: '0' };
    expect(md5WrappedSign(params, 'secret')).toBe('2945C0180AA680E2D08E22E27A52B042');
    expect(md5WrappedSign({ ...params, sign: 'ignored' }, 'secret')).toBe('2945C0180AA680E2D08E22E27A52B042');
  });

  it("should reproduce pdd's published worked example (the open platform's 签名算法 doc)", () => {
    const params = {
      access_token: 'asd78172s8ds9a921j9qqwda12312w1w21211',
      client_id: '1',
      data_type: 'XML',
      order_status: '1',
      page: '1',
      page_size: '10',
      timestamp: '1480411125',
      type: 'pdd.order.number.list.get',
    };
    expect(md5WrappedSign(params, 'testSecret')).toBe('E4DE3ED21002510DED352819E7AE6775');
  });

  it("should reproduce taobao TOP's published worked example (sign_method=md5)", () => {
    const params = {
      method: 'taobao.item.seller.get',
      app_key: '12345678',
      session: 'test',
      timestamp: '2016-01-01 12:00:00',
      format: 'json',
      v: '2.0',
      sign_method: 'md5',
      fields: 'num_iid,title,nick,price,num',
      num_iid: '11223344',
    };
    expect(md5WrappedSign(params, 'helloworld')).toBe('66987CB115214E59E6EC978214934FB8');
  });

  it('should sign doudian calls: HMAC-SHA256 over secret + app_key.. method.. param_json.. timestamp.. v.. + secret', () => {
    const input = {
      appKey: '123',
      method: 'product.addV2',
      paramJson: '{"a":1,"b":"x"}',
      timestamp: '1700000000',
      v: '2',
    };
    expect(doudianSign(input, 'sec')).toBe('28b642bd1b729687ff3008d7b944fdcf9df06cbab714d692acd0051b4a292b33');
  });

  it('should write doudian param_json with keys sorted at every level', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 2 }], c: null }, u: undefined })).toBe(
      '{"a":{"c":null,"d":[2,{"e":2,"f":1}]},"b":1}',
    );
  });

  it('should sign kuaishou calls: HMAC-SHA256 (base64) of sorted k=v pairs plus the sign secret', () => {
    // access_token=t&appkey=ks&method=open.item.get&param={}&signMethod=HMAC_SHA256&timestamp=1700000000000&version=1&signSecret=ss
    const params = {
      appkey: 'ks',
      method: 'open.item.get',
      version: '1',
      param: '{}',
      access_token: 't',
      timestamp: '1700000000000',
      signMethod: 'HMAC_SHA256',
    };
    expect(kuaishouSign(params, 'ss')).toBe('77J/Xb7u85tJe/ppy7kiUwBebJUXPUGP+GNpFMbsBAU=');
  });

  it('should sign xiaohongshu calls: lower-case MD5 of method?appId&timestamp&version + secret', () => {
    // "product.getItemInfo?appId=app&timestamp=1700000000&version=2.0sec"
    const input = { method: 'product.getItemInfo', appId: 'app', timestamp: '1700000000', version: '2.0' };
    expect(xiaohongshuSign(input, 'sec')).toBe('3e9ef6e1734cca6ab6700d7291110bfb');
  });

  it('should sign 1688 calls: HMAC-SHA1 upper hex over the URL path and the sorted k+v pairs', () => {
    // "param2/1/com.alibaba.product/alibaba.product.get/123" + "_aop_timestamp1700000000000" + "access_tokent" + "productID1"
    const params = { productID: '1', access_token: 't', _aop_timestamp: '1700000000000' };
    expect(alibabaSign('param2/1/com.alibaba.product/alibaba.product.get/123', params, 'sec')).toBe(
      'FF139FA59A46073ADD3D61E3D57A11A3FBE0C15A',
    );
  });

  it('should sign with our own scheme: HMAC-SHA256 over method, path, timestamp and the body hash', () => {
    // "POST\n/sandbox/jd/routerjson/x\n1700000000\n" + sha256hex('{"a":1}')
    const input = { httpMethod: 'post', path: '/sandbox/jd/routerjson/x', timestamp: '1700000000', body: '{"a":1}' };
    expect(puhuoSign(input, 'sec')).toBe('69167f6fc148e7a919f27b7d0c88586e30e13a885bebdb0415a761592f85a1bf');
  });
});
