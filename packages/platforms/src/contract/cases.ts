import { alibabaConnector } from '../connectors/alibaba.connector.ts';
import { doudianConnector } from '../connectors/doudian.connector.ts';
import { fanmengConnector } from '../connectors/fanmeng.connector.ts';
import { jdConnector } from '../connectors/jd.connector.ts';
import { jubaozanConnector } from '../connectors/jubaozan.connector.ts';
import { kttConnector } from '../connectors/ktt.connector.ts';
import { kuaishouConnector } from '../connectors/kuaishou.connector.ts';
import { pddConnector } from '../connectors/pdd.connector.ts';
import { qunjielongConnector } from '../connectors/qunjielong.connector.ts';
import { taobaoConnector } from '../connectors/taobao.connector.ts';
import { taogongchangConnector } from '../connectors/taogongchang.connector.ts';
import { wechatVideoShopConnector } from '../connectors/wechatvideoshop.connector.ts';
import { xiaohongshuConnector } from '../connectors/xiaohongshu.connector.ts';
import { youzanConnector } from '../connectors/youzan.connector.ts';
import type { ListingDraft, ListingDraftSku } from '../core/listing-draft.ts';
import { qunjielongAuthCode } from '../sandbox/sandbox-apps.ts';
import type { AuthorizedShop, ContractCase, ContractContext, Violation } from './contract-harness.ts';

const skusWith = (draft: ListingDraft, change: (s: ListingDraftSku) => Partial<ListingDraftSku>): ListingDraft => ({
  ...draft,
  skus: draft.skus.map((s) => ({ ...s, ...change(s) })),
});

/** violations every platform checks the same way */
const common = {
  notLeaf: (rootId: string): Violation => ({
    rule: 'leaf category',
    mutate: (d) => ({ ...d, categoryId: rootId, categoryPath: [] }),
    reason: /不是叶子类目/,
  }),
  freight: (reason = /运费模板.*不存在/): Violation => ({
    rule: 'freight template',
    mutate: (d) => ({ ...d, freightTemplateId: '123' }),
    reason,
  }),
  fen: (): Violation => ({
    rule: 'price in fen',
    mutate: (d) => skusWith(d, () => ({ priceFen: 32.9 })),
    reason: /整数（单位：分）/,
  }),
  noImages: (reason = /主图.*至少1张/): Violation => ({
    rule: 'main images',
    mutate: (d) => ({ ...d, images: [] }),
    reason,
  }),
  combinations: (): Violation => ({
    rule: 'every spec combination',
    mutate: (d) => ({ ...d, skus: d.skus.slice(0, 3) }),
    reason: /规格组合/,
  }),
  originalPrice: (): Violation => ({
    rule: 'original price not below sale price',
    mutate: (d) => skusWith(d, (s) => ({ originalPriceFen: s.priceFen - 1 })),
    reason: /划线价不能低于售价/,
  }),
};

export const pddCase: ContractCase = {
  platform: 'pdd',
  factory: pddConnector,
  violations: [
    common.notLeaf('10001'),
    common.freight(),
    {
      rule: 'group price below single-buy price',
      mutate: (d) => skusWith(d, (s) => ({ groupPriceFen: s.priceFen })),
      reason: /拼单价必须低于单买价/,
    },
    {
      rule: 'single-buy price at most market price',
      mutate: (d) => ({ ...d, marketPriceFen: 100 }),
      reason: /单买价不能高于参考价/,
    },
    common.fen(),
    { rule: 'description length', mutate: (d) => ({ ...d, description: '太短' }), reason: /商品描述.*20-500/ },
    common.noImages(/轮播图至少1张/),
    common.combinations(),
  ],
  maintenanceRefusals: [
    {
      rule: 'group price below single-buy price',
      call: (connector, shop, listing) =>
        connector.updatePrice?.(shop, {
          listingId: listing.listingId,
          skus: [{ platformSkuId: listing.skus[0]?.platformSkuId, priceFen: 3000, groupPriceFen: 3000 }],
        }) ?? Promise.resolve(),
      reason: /拼单价必须低于单买价/,
    },
  ],
};

const genericViolations = (rootId: string, extra: Violation[] = []): Violation[] => [
  common.notLeaf(rootId),
  common.fen(),
  common.noImages(),
  common.combinations(),
  common.originalPrice(),
  ...extra,
];

/** the bound shop of a code-based authorisation */
const asShop = (
  grant: Awaited<ReturnType<NonNullable<ReturnType<ContractContext['connector']>['authorizeWithCode']>>>,
): AuthorizedShop => ({
  grant,
  shop: { accessToken: grant.accessToken, shopId: grant.shopId, apiUrl: grant.apiUrl, app: grant.app },
});

const postForm = async (url: string, fields: Record<string, string>) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return response.text();
};

const cellOf = (html: string, id: string) => new RegExp(`id="${id}">([^<]+)<`).exec(html)?.[1] ?? '';

export const CONTRACT_CASES: readonly ContractCase[] = [
  {
    platform: 'alibaba',
    factory: alibabaConnector,
    violations: [
      common.notLeaf('1031001'),
      common.freight(),
      // 1688 prices are yuan: a fraction of a fen is a third decimal
      { ...common.fen(), rule: 'price in yuan, two decimals', reason: /最多两位小数的金额（单位：元）/ },
      common.noImages(/商品主图image\.images至少1张/),
      common.combinations(),
    ],
  },
  pddCase,
  {
    platform: 'ktt',
    factory: kttConnector,
    violations: [
      common.fen(),
      {
        rule: 'pictures',
        mutate: (d) => ({ ...d, images: [], detailImages: [] }),
        reason: /商品图片pic_url_list至少1张/,
      },
      {
        rule: 'stock at most 1,000,000',
        mutate: (d) => skusWith(d, () => ({ stock: 1_000_001 })),
        reason: /total_quantity必须是0-1000000/,
      },
      { rule: 'purchase limit 1-200', mutate: (d) => ({ ...d, limitPerBuyer: 201 }), reason: /每人限购/ },
      common.combinations(),
    ],
  },
  {
    platform: 'taobao',
    factory: taobaoConnector,
    violations: [
      common.notLeaf('50010001'),
      common.freight(),
      // TOP prices are yuan with 2 decimals: a fraction of a fen is a third decimal
      { ...common.fen(), rule: 'price in yuan, two decimals', reason: /精确到2位小数的金额（单位：元/ },
      {
        rule: 'description 5-25000 characters',
        mutate: (d) => ({ ...d, description: '好', detailImages: [] }),
        reason: /宝贝描述desc长度须在5-25000/,
      },
      common.noImages(/宝贝主图至少1张/),
      common.combinations(),
    ],
    maintenanceRefusals: [
      {
        // a fraction of a fen is a third decimal of the yuan price TOP takes
        rule: 'SKU price in yuan, two decimals',
        call: (connector, shop, listing) =>
          connector.updatePrice?.(shop, {
            listingId: listing.listingId,
            skus: [{ platformSkuId: listing.skus[0]?.platformSkuId, priceFen: 3290.5 }],
          }) ?? Promise.resolve(),
        reason: /精确到2位小数/,
      },
    ],
  },
  {
    platform: 'kuaishou',
    factory: kuaishouConnector,
    module: 'goods',
    // open.item.new: "外部商品id不可与历史新建商品重复" (the merchant code goes into relItemId)
    repeatedMerchantCodeRefused: /外部商品id relItemId不可与历史新建商品重复/,
    violations: [common.notLeaf('40001'), common.freight(), common.fen(), common.noImages(), common.combinations()],
  },
  {
    platform: 'doudian',
    factory: doudianConnector,
    module: 'goods',
    violations: [
      common.notLeaf('20000001'),
      common.freight(),
      common.fen(),
      { rule: 'no emoji in the title', mutate: (d) => ({ ...d, title: `${d.title}😀` }), reason: /不能包含表情符号/ },
      {
        rule: 'reference price above the price',
        mutate: (d) => ({ ...d, marketPriceFen: 3000 }),
        reason: /参考价reference_price必须高于售价/,
      },
      {
        rule: 'reference price below ten times the price',
        mutate: (d) => ({ ...d, marketPriceFen: 40_000 }),
        reason: /低于售价的10倍/,
      },
      {
        rule: 'presale end time',
        mutate: (d) => ({ ...d, presell: { type: 'presale' as const, deliveryDays: 5 } }),
        reason: /预售结束时间presell_end_time不能为空/,
      },
      {
        rule: 'stepped presale days',
        mutate: (d) => ({ ...d, presell: { type: 'stepped' as const, deliveryDays: 40 } }),
        reason: /阶梯发货天数须在1-30天之间/,
      },
      { rule: 'brand of the category', mutate: (d) => ({ ...d, brandId: '1' }), reason: /品牌1不存在/ },
      common.noImages(/主图pic至少1张/),
      common.combinations(),
    ],
  },
  {
    platform: 'xiaohongshu',
    factory: xiaohongshuConnector,
    module: 'goods',
    violations: [
      common.notLeaf('290001'),
      common.freight(),
      { rule: 'brand required', mutate: (d) => ({ ...d, brandId: null }), reason: /需要品牌资质/ },
      { rule: 'logistics plan', mutate: (d) => ({ ...d, logisticsPlanId: '42' }), reason: /物流方案不存在/ },
      {
        // createItemAndSku: "售价，单位分，要求小于市场价"
        rule: 'price below the market price',
        mutate: (d) => skusWith(d, (s) => ({ originalPriceFen: s.priceFen })),
        reason: /售价须低于市场价originalPrice/,
      },
      common.fen(),
      common.noImages(),
      common.combinations(),
    ],
  },
  {
    platform: 'jd',
    factory: jdConnector,
    violations: [
      common.notLeaf('150001'),
      // JOS prices are yuan: a fraction of a fen is a third decimal
      { ...common.fen(), rule: 'price in yuan, two decimals', reason: /金额（单位：元，最多两位小数）/ },
      common.noImages(),
      common.combinations(),
      common.freight(),
      { rule: 'brand required', mutate: (d) => ({ ...d, brandId: null }), reason: /需要品牌资质/ },
      { rule: 'brand authorised to the shop', mutate: (d) => ({ ...d, brandId: '1' }), reason: /品牌1不存在/ },
    ],
  },
  {
    platform: 'youzan',
    factory: youzanConnector,
    // youzan's origin_price is free text (e.g. "促销价：888"): no rule against the sale price
    violations: [
      common.notLeaf('320001'),
      common.fen(),
      // youzan's own refusal (121009313)
      common.noImages(/至少上传一张图片/),
      common.combinations(),
      common.freight(),
    ],
    // youzan's calls carry no signature: the secret is checked where it is sent, at /auth/token
    forgedCall: (forger, { grant }) => forger.refreshToken?.(grant.refreshToken ?? '') ?? Promise.resolve(),
  },
  {
    platform: 'jubaozan',
    factory: jubaozanConnector,
    violations: genericViolations('380001', [common.freight()]),
  },
  {
    platform: 'taogongchang',
    factory: taogongchangConnector,
    violations: genericViolations('390001', [common.freight()]),
  },
  {
    platform: 'qunjielong',
    factory: qunjielongConnector,
    async authorize(ctx, shopName) {
      await postForm(`${ctx.sandbox.url}/qunjielong/authcode`, { shopName });
      const connector = ctx.connector();
      return asShop(
        await (connector.authorizeWithCode?.({ kind: 'code', code: qunjielongAuthCode(shopName) }) ?? Promise.reject()),
      );
    },
    violations: [common.fen(), common.noImages(), common.combinations()],
  },
  {
    platform: 'wechatvideoshop',
    factory: wechatVideoShopConnector,
    async authorize(ctx, shopName) {
      await postForm(`${ctx.sandbox.url}/wechatvideoshop/grant`, { shopName });
      return asShop(await (ctx.connector().authorizeWithCode?.({ kind: 'shopName', shopName }) ?? Promise.reject()));
    },
    // channels calls carry no signature: the secret is checked by our shop-name token check
    forgedCall: (forger, { grant }) =>
      forger.authorizeWithCode?.({ kind: 'shopName', shopName: grant.shopName }) ?? Promise.resolve(),
    violations: [
      common.notLeaf('360001'),
      common.freight(),
      {
        rule: 'price in fen',
        mutate: (d) => skusWith(d, () => ({ priceFen: 0 })),
        reason: /售价sale_price必须是大于0的整数/,
      },
      common.noImages(/head_imgs至少1张/),
      common.combinations(),
    ],
  },
  {
    platform: 'fanmeng',
    factory: fanmengConnector,
    async authorize(ctx, shopName) {
      const html = await postForm(`${ctx.sandbox.url}/fanmeng/developer`, { shopName });
      const input = {
        kind: 'appCredentials' as const,
        shopName,
        appId: cellOf(html, 'appId'),
        appSecret: cellOf(html, 'appSecret'),
        apiUrl: cellOf(html, 'apiUrl'),
      };
      return asShop(await (ctx.connector().authorizeWithCode?.(input) ?? Promise.reject()));
    },
    violations: genericViolations('370001', [common.freight()]),
  },
];
