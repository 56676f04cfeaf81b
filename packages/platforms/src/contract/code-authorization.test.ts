import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fanmengConnector } from '../connectors/fanmeng.connector.ts';
import { kuaishouConnector } from '../connectors/kuaishou.connector.ts';
import { qunjielongConnector } from '../connectors/qunjielong.connector.ts';
import { wechatVideoShopConnector } from '../connectors/wechatvideoshop.connector.ts';
import { type RunningSandbox, startPlatformSandbox } from '../sandbox/create-platform-sandbox.ts';
import { fanmengShopApp, qunjielongAuthCode, SANDBOX_APPS } from '../sandbox/sandbox-apps.ts';
import { authorizeByConsent, CONTRACT_CALLBACK, failureOf, firstLeaf } from './contract-harness.ts';

let sandbox: RunningSandbox;
const connect = <F extends { create: typeof kuaishouConnector.create }>(
  factory: F,
  platform: keyof typeof SANDBOX_APPS,
) => factory.create({ baseUrl: `${sandbox.url}/${platform}`, app: SANDBOX_APPS[platform] });

beforeAll(async () => {
  sandbox = await startPlatformSandbox({ port: 0, redirectUris: [CONTRACT_CALLBACK], qps: { kuaishou: 2000 } });
});
afterAll(async () => sandbox?.close());

describe('authorisation by code, shop name or app credentials', () => {
  it('should refuse a WeChat shop that has not authorised our app, with the reason', async () => {
    const sut = connect(wechatVideoShopConnector, 'wechatvideoshop');
    const error = await failureOf(
      sut.authorizeWithCode?.({ kind: 'shopName', shopName: '没授权的小店' }) ?? Promise.resolve(),
    );
    expect(error.kind).toBe('permanent');
    expect(error.message).toBe('未找到已授权本应用的微信小店「没授权的小店」，请先在微信小店后台授权');
    const demo = await sut.authorizeWithCode?.({ kind: 'shopName', shopName: '微信小店演示旗舰店' });
    expect(demo?.shopName).toBe('微信小店演示旗舰店');
    expect(demo?.refreshToken).toBeNull();
  });

  it('should refuse a wrong qunjielong code, and void the earlier token when a new one is fetched', async () => {
    const sut = connect(qunjielongConnector, 'qunjielong');
    const wrong = await failureOf(sut.authorizeWithCode?.({ kind: 'code', code: 'QJL-WRONG' }) ?? Promise.resolve());
    expect(wrong.kind).toBe('permanent');
    expect(wrong.message).toBe('授权码无效，请在群接龙后台重新获取');
    const code = qunjielongAuthCode('群接龙演示旗舰店');
    const first = await sut.authorizeWithCode?.({ kind: 'code', code });
    const second = await sut.authorizeWithCode?.({ kind: 'code', code });
    const old = { accessToken: first?.accessToken ?? '', shopId: first?.shopId ?? '' };
    expect((await failureOf(sut.getListing(old, '1'))).kind).toBe('authExpired');
    expect(
      await sut.getListing({ accessToken: second?.accessToken ?? '', shopId: second?.shopId ?? '' }, '1'),
    ).toBeNull();
  });

  it('should refuse a fanmeng token check with a wrong secret in words the user understands', async () => {
    const sut = connect(fanmengConnector, 'fanmeng');
    const app = fanmengShopApp('泛盟演示旗舰店');
    const input = {
      kind: 'appCredentials' as const,
      shopName: '泛盟演示旗舰店',
      appId: app.appId,
      apiUrl: `${sandbox.url}/fanmeng`,
    };
    const wrong = await failureOf(
      sut.authorizeWithCode?.({ ...input, appSecret: 'wrong-secret' }) ?? Promise.resolve(),
    );
    expect(wrong.kind).toBe('permanent');
    expect(wrong.message).toBe('密匙错误：App ID与密匙不匹配，请核对后重试');
    const unknownApp = await failureOf(
      sut.authorizeWithCode?.({ ...input, appId: 'fm1', appSecret: app.appSecret }) ?? Promise.resolve(),
    );
    expect(unknownApp.message).toBe('App ID不存在，请核对后重试');
    const ok = await sut.authorizeWithCode?.({ ...input, appSecret: app.appSecret });
    expect(ok?.shopName).toBe('泛盟演示旗舰店');
  });

  it('should stop kuaishou publishing after 500 new items a day, as permanent', async () => {
    const sut = kuaishouConnector.create({
      baseUrl: `${sandbox.url}/kuaishou`,
      app: SANDBOX_APPS.kuaishou,
      limiter: { acquire: async () => {} },
    });
    const { shop } = await authorizeByConsent(sut, '快手日上限测试店', 'goods');
    const leaf = (await firstLeaf(sut, shop)).at(-1);
    const templates = await sut.listFreightTemplates?.(shop, { page: 1, pageSize: 10 });
    const draft = {
      title: '日上限测试商品',
      images: ['http://127.0.0.1:9/a.png'],
      detailImages: ['http://127.0.0.1:9/b.png'],
      categoryId: leaf?.cId ?? '',
      freightTemplateId: templates?.items[0]?.id ?? null,
      listingStatus: 'onSale' as const,
      skus: [{ specs: [], priceFen: 1000, stock: 5 }],
    };
    for (let i = 0; i < 500; i += 50) {
      await Promise.all(
        Array.from({ length: 50 }, (_, k) => sut.publish(shop, { draft, merchantCode: `day-${i + k}` })),
      );
    }
    const over = await failureOf(sut.publish(shop, { draft, merchantCode: 'day-500' }));
    expect(over.kind).toBe('permanent');
    expect(over.message).toBe('今日新增商品数已达上限（每天500个），请明天再试');
    // a listing made earlier that day is still found by its merchant code (kuaishou's relItemId)
    expect((await sut.findByMerchantCode?.(shop, 'day-7'))?.listingId).toMatch(/^\d+$/);
  }, 60_000);
});
