import type { AlibabaOfferDetail } from '../../alibaba/offer-source.ts';
import { offerUrlOf } from '../../alibaba/offer-source.ts';
import { BRANDS_BY_ROOT } from './brands-data.ts';
import { pick, seededRandom } from './deterministic.ts';
import type { PlatformCatalog, SandboxCategory } from './platform-catalog.ts';

/** an offer with its images as sandbox paths (made absolute per request) */
export type SandboxOffer = AlibabaOfferDetail;

const SEASONS = ['春季', '夏季', '秋季', '冬季', '秋冬', '春夏', '四季通用'];
const FRESH = ['新款', '爆款', '跨境', '热卖', '工厂直销', '源头厂家', '一件代发'];
const TRAITS = [
  '宽松百搭',
  '简约时尚',
  '高颜值',
  '加厚保暖',
  '轻薄透气',
  '大容量',
  '耐用防滑',
  'ins风',
  '韩版',
  '复古',
];
const CITIES = ['义乌市', '广州市', '深圳市', '杭州市', '泉州市', '东莞市', '温州市', '苏州市', '佛山市', '汕头市'];
const FIRMS = ['佳禾', '盛源', '优品', '鑫达', '恒丰', '锦程', '美优', '华创', '顺昌', '万家'];
const TRADES = ['服饰', '日用品', '电子科技', '鞋业', '皮具', '化妆品', '食品', '家居用品', '母婴用品', '贸易'];
const COLOURS = ['黑色', '白色', '灰色', '卡其色', '藏青色', '粉色', '米白色', '酒红色'];
const SIZES = ['S', 'M', 'L', 'XL', 'XXL'];
const SHOE_SIZES = ['35', '36', '37', '38', '39', '40', '41', '42', '43', '44'];
const PACKS = ['单只装', '两只装', '三只装', '五只装', '家庭装'];
const FLAVOURS = ['原味', '奶香味', '海盐味', '蜂蜜味', '五香味'];
const WEIGHTS = ['250g', '500g', '1kg', '2kg'];
const VOLUMES = ['30ml', '50ml', '100ml', '200ml'];

const CLOTHING_ROOTS = ['女装', '男装', '运动户外', '母婴用品'];

function specsFor(category: SandboxCategory, random: () => number): { name: string; values: string[] }[] {
  const take = (values: readonly string[], min: number, max: number) => {
    const count = min + Math.floor(random() * (max - min + 1));
    const start = Math.floor(random() * Math.max(1, values.length - count));
    return values.slice(start, start + count);
  };
  if (CLOTHING_ROOTS.includes(category.rootName)) {
    return [
      { name: '颜色', values: take(COLOURS, 1, 4) },
      { name: '尺码', values: take(SIZES, 2, 5) },
    ];
  }
  if (category.rootName === '鞋靴') {
    return [
      { name: '颜色', values: take(COLOURS, 1, 3) },
      { name: '尺码', values: take(SHOE_SIZES, 3, 6) },
    ];
  }
  if (category.rootName === '食品饮料') {
    return [
      { name: '口味', values: take(FLAVOURS, 1, 3) },
      { name: '规格', values: take(WEIGHTS, 1, 3) },
    ];
  }
  if (category.rootName === '美妆护肤' || category.rootName === '个人护理') {
    return [{ name: '容量', values: take(VOLUMES, 1, 3) }];
  }
  return [
    { name: '颜色', values: take(COLOURS, 1, 3) },
    { name: '规格', values: take(PACKS, 1, 3) },
  ];
}

const combinations = (specs: { name: string; values: string[] }[]) =>
  specs.reduce<{ name: string; value: string }[][]>(
    (rows, spec) => rows.flatMap((row) => spec.values.map((value) => [...row, { name: spec.name, value }])),
    [[]],
  );

const UPDATED_BASE = Date.UTC(2026, 9, 1);

/**
 * A deterministic 1688 selection: `count` offers from a seed, over the 1688 category tree, with SKUs
 * (颜色/尺码/规格...), wholesale tiers, drop-ship prices, stock and supplier names.
 */
export function generateOffers(catalog: PlatformCatalog, count = 3000, seed = 1688): SandboxOffer[] {
  const random = seededRandom(seed);
  const leaves = catalog.leaves();
  const offers: SandboxOffer[] = [];
  for (let i = 0; i < count; i++) {
    const category = pick(random, leaves);
    const offerId = String(600_000_000_000 + i * 7919 + Math.floor(random() * 7000));
    const title = `${pick(random, ['2025', '2026', ''])}${pick(random, SEASONS)}${pick(random, FRESH)}${pick(random, TRAITS)}${category.name}${pick(random, ['', '批发', '代发', '厂家直供'])}`;
    const base = 500 + Math.floor(random() * 295) * 100 + Math.floor(random() * 100);
    const specs = specsFor(category, random);
    const skus = combinations(specs).map((pairs, k) => {
      const priceFen = base + Math.floor(random() * 3) * 100;
      return {
        skuId: `${offerId}${String(k + 1).padStart(3, '0')}`,
        specs: pairs,
        priceFen,
        daifaPriceFen: priceFen + 300 + Math.floor(random() * 5) * 100,
        stock: random() < 0.05 ? 0 : Math.floor(random() * 9999),
      };
    });
    const prices = skus.map((s) => s.priceFen);
    const brands = BRANDS_BY_ROOT[category.rootName] ?? [];
    const images = Array.from({ length: 3 + Math.floor(random() * 3) }, (_, n) => `/img/${offerId}/${n + 1}.png`);
    offers.push({
      offerId,
      title,
      imageUrl: images[0] as string,
      categoryId: category.id,
      categoryName: category.name,
      minPriceFen: Math.min(...prices),
      maxPriceFen: Math.max(...prices),
      saleCount: Math.floor(random() ** 3 * 20_000),
      supplierName: `${pick(random, CITIES)}${pick(random, FIRMS)}${pick(random, TRADES)}有限公司`,
      updatedAt: new Date(UPDATED_BASE - Math.floor(random() * 90 * 86_400_000)).toISOString(),
      images,
      detailImages: Array.from({ length: 2 + Math.floor(random() * 4) }, (_, n) => `/img/${offerId}/d${n + 1}.png`),
      brand: random() < 0.5 && brands.length > 0 ? (pick(random, brands)[0] as string) : null,
      minOrderQty: random() < 0.7 ? 1 : 2,
      wholesaleTiers: [
        { minQty: 1, priceFen: Math.min(...prices) },
        { minQty: 50, priceFen: Math.round(Math.min(...prices) * 0.95) },
        { minQty: 200, priceFen: Math.round(Math.min(...prices) * 0.9) },
      ],
      skus,
      status: random() < 0.96 ? 'online' : 'offline',
      offerUrl: offerUrlOf(offerId),
    });
  }
  return offers;
}
