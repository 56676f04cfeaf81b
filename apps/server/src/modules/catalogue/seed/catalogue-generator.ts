import type { NumberPrice, SalesProperty } from '../../../db/schema/catalogue.ts';
import {
  APPAREL_SIZES,
  BRANDS,
  CATEGORY_TREE,
  COLOURS,
  type LeafSeed,
  PHONE_MODELS,
  SHOE_SIZES,
  SPECS,
  SUPPLIER_CITIES,
  SUPPLIER_WORDS,
  TITLE_SUFFIXES,
  VOLUMES,
  WEIGHTS,
} from './catalogue-data.ts';
import { Random, seedFor } from './random.ts';

export const CATALOGUE_SEED = 20_261_122;
/** creation times are spread over the 180 days before this instant, so output never depends on the clock */
const CREATION_ANCHOR_MS = Date.UTC(2026, 10, 20);
export const IMAGES_PER_LEAF = 4;

export interface CategorySeedRow {
  id: number;
  parentId: number | null;
  level: number;
  name: string;
  sort: number;
}

export interface LeafCategory extends CategorySeedRow {
  seed: LeafSeed;
  topIndex: number;
  category1Id: number;
  category2Id: number;
  /** names of the path, top level first */
  path: [string, string, string];
  adjectives: string[];
  openers: string[];
  /** how titles of the leaf name who it is for ('' for nobody in particular) */
  audience: string[];
  /** ids of the brands of the leaf's trade */
  brandIds: number[];
}

export interface SupplierSeedRow {
  tenantId: string;
  uid: string;
  companyName: string;
  isAlibaba: boolean;
  topIndex: number;
  enableRealQty: boolean;
  enableSaleQty: boolean;
  limitPriceFen: number;
  proxy: boolean;
}

export interface SkuSeedRow {
  id: string;
  goodsId: string;
  salesProperties: SalesProperty[];
  priceFen: number;
  daifaPriceFen: number;
  numberPrices: NumberPrice[];
  stock: number;
  saleCount: number;
  isWholesale: boolean;
  sort: number;
}

export interface GoodsSeedRow {
  id: string;
  /** the good's attributes (面料 纯棉, 领型 圆领...): what its category describes goods by */
  attributes: SalesProperty[];
  tenantId: string;
  title: string;
  imgUrl: string;
  images: string[];
  detailImages: string[];
  categoryId: number;
  category1Id: number;
  category2Id: number;
  market: number;
  supplierType: number;
  brandId: number | null;
  minPriceFen: number;
  maxPriceFen: number;
  minDaifaPriceFen: number;
  saleCount: number;
  stock: number;
  status: number;
  isWholesale: boolean;
  weightGrams: number;
  creationTime: Date;
  skus: SkuSeedRow[];
  /** null: every online station */
  salesChannels: number[] | null;
  /** the supplier's minimum selling price, when the good is price-controlled */
  priceControlMinFen: number | null;
  /** daily sales of the SALE_DAYS days up to the catalogue date, oldest first */
  saleDays: { day: string; saleCount: number }[];
}

export const SALE_DAYS = 30;
/** stations a restricted good may still be sold on, by how strict its supplier is */
const RESTRICTED_CHANNELS: readonly (readonly number[])[] = [
  [2, 11, 4],
  [2, 3, 11, 4, 29, 32],
  [11, 4, 36],
];

function saleDaysOf(random: Random, saleCount: number): { day: string; saleCount: number }[] {
  const dailyMean = saleCount / 180;
  return Array.from({ length: SALE_DAYS }, (_, k) => {
    const day = new Date(CREATION_ANCHOR_MS - (SALE_DAYS - 1 - k) * 24 * 3600 * 1000).toISOString().slice(0, 10);
    return { day, saleCount: Math.max(0, Math.round(dailyMean * (0.4 + random.next() * 1.2))) };
  });
}

export function goodsImageUrl(leafId: number, variant: number): string {
  return `/images/goods/${leafId}-${variant}.svg`;
}

/** The fixed parts of the catalogue: categories, brands and suppliers. */
export class CatalogueBlueprint {
  readonly categories: CategorySeedRow[] = [];
  readonly leaves: LeafCategory[] = [];
  readonly brands = BRANDS.map((b, i) => ({ id: i + 1, ...b }));
  private readonly brandIdByName = new Map(this.brands.map((b) => [b.nameCn, b.id]));
  readonly suppliers: SupplierSeedRow[] = [];
  private readonly suppliersByTop = new Map<number, SupplierSeedRow[]>();
  private readonly alibabaSellersByTop = new Map<number, SupplierSeedRow[]>();

  constructor(ownSuppliers = 44, alibabaSellers = 22) {
    let level2Id = 100;
    let leafId = 1000;
    CATEGORY_TREE.forEach((top, topIndex) => {
      const topId = topIndex + 1;
      this.categories.push({ id: topId, parentId: null, level: 1, name: top.name, sort: topIndex });
      top.children.forEach((child, childIndex) => {
        level2Id += 1;
        this.categories.push({ id: level2Id, parentId: topId, level: 2, name: child.name, sort: childIndex });
        child.leaves.forEach((seed, leafIndex) => {
          leafId += 1;
          const row: LeafCategory = {
            id: leafId,
            parentId: level2Id,
            level: 3,
            name: seed.name,
            sort: leafIndex,
            seed,
            topIndex,
            category1Id: topId,
            category2Id: level2Id,
            path: [top.name, child.name, seed.name],
            adjectives: top.adjectives,
            openers: top.openers,
            audience: child.audience,
            brandIds: top.brands.flatMap((name) => this.brandIdByName.get(name) ?? []),
          };
          this.categories.push(row);
          this.leaves.push(row);
        });
      });
    });

    const random = new Random(CATALOGUE_SEED);
    const tops = CATEGORY_TREE.length;
    const makeSupplier = (index: number, isAlibaba: boolean): SupplierSeedRow => {
      const topIndex = index % tops;
      const trade = CATEGORY_TREE[topIndex]?.trade ?? '贸易';
      const city = random.pick(SUPPLIER_CITIES);
      const word = SUPPLIER_WORDS[index % SUPPLIER_WORDS.length] ?? '恒达';
      const suffix = isAlibaba ? '商行' : '有限公司';
      return {
        tenantId: random.uuid(),
        uid: `${isAlibaba ? 'A' : 'S'}${String(index + 1).padStart(5, '0')}`,
        companyName: `${city}${word}${trade}${suffix}`,
        isAlibaba,
        topIndex,
        enableRealQty: random.chance(0.8),
        enableSaleQty: random.chance(0.5),
        limitPriceFen: random.chance(0.3) ? random.int(1, 5) * 10_000 : 0,
        // one own supplier in four does not ship for distributors
        proxy: isAlibaba || index % 4 !== 3,
      };
    };
    for (let i = 0; i < ownSuppliers; i++) this.addSupplier(makeSupplier(i, false), this.suppliersByTop);
    for (let i = 0; i < alibabaSellers; i++) this.addSupplier(makeSupplier(i, true), this.alibabaSellersByTop);
  }

  leafById(id: number): LeafCategory | undefined {
    this.leafIndex ??= new Map(this.leaves.map((leaf) => [leaf.id, leaf]));
    return this.leafIndex.get(id);
  }

  private leafIndex: Map<number, LeafCategory> | undefined;

  private addSupplier(supplier: SupplierSeedRow, byTop: Map<number, SupplierSeedRow[]>): void {
    this.suppliers.push(supplier);
    const list = byTop.get(supplier.topIndex) ?? [];
    list.push(supplier);
    byTop.set(supplier.topIndex, list);
  }

  supplierFor(topIndex: number, isAlibaba: boolean, random: Random): SupplierSeedRow {
    const pool = (isAlibaba ? this.alibabaSellersByTop : this.suppliersByTop).get(topIndex);
    const fallback = this.suppliers.filter((s) => s.isAlibaba === isAlibaba);
    return random.pick(pool && pool.length > 0 ? pool : fallback);
  }
}

function roundPrice(random: Random, minYuan: number, maxYuan: number): number {
  const yuan = random.int(minYuan, maxYuan);
  return yuan * 100 + random.pick([0, 50, 80, 90]);
}

interface SkuOption {
  properties: SalesProperty[];
  extraFen: number;
}

function skuOptions(random: Random, leaf: LeafSeed): SkuOption[] {
  const colour = (count: [number, number]) =>
    random.sample(COLOURS, random.int(count[0], count[1])).map((value) => ({ name: '颜色', value }));
  const cross = (a: SalesProperty[], b: { value: string; extraFen: number }[], bName: string) =>
    a.flatMap((first) =>
      b.map((second) => ({ properties: [first, { name: bName, value: second.value }], extraFen: second.extraFen })),
    );
  switch (leaf.scheme) {
    case 'apparel': {
      const sizes = random.sample(APPAREL_SIZES, random.int(2, 4));
      return cross(
        colour([1, 3]),
        sizes.map((value, i) => ({ value, extraFen: i >= 3 ? 300 : 0 })),
        '尺码',
      );
    }
    case 'shoes': {
      const start = random.int(0, SHOE_SIZES.length - 5);
      const sizes = SHOE_SIZES.slice(start, start + random.int(3, 5));
      return cross(
        colour([1, 2]),
        sizes.map((value) => ({ value, extraFen: 0 })),
        '尺码',
      );
    }
    case 'phone': {
      const models = random.sample(PHONE_MODELS, random.int(2, 5));
      return cross(
        colour([1, 3]),
        models.map((value) => ({ value, extraFen: value.includes('Pro') ? 200 : 0 })),
        '型号',
      );
    }
    case 'weight':
    case 'volume': {
      const scale = leaf.scheme === 'weight' ? WEIGHTS : VOLUMES;
      const start = random.int(0, scale.length - 2);
      return scale.slice(start, start + random.int(2, 3)).map((value, i) => ({
        properties: [{ name: '规格', value }],
        extraFen: i * 1_500,
      }));
    }
    case 'colour':
      return colour([2, 5]).map((p) => ({ properties: [p], extraFen: 0 }));
    case 'spec':
      return random.sample(SPECS, random.int(2, 4)).map((value, i) => ({
        properties: [{ name: '规格', value }],
        extraFen: i * 1_000,
      }));
  }
}

function weightFor(leaf: LeafSeed, random: Random): number {
  const ranges: Record<LeafSeed['scheme'], [number, number]> = {
    apparel: [150, 600],
    shoes: [500, 1_200],
    phone: [30, 120],
    weight: [250, 2_000],
    volume: [80, 600],
    colour: [200, 1_500],
    spec: [300, 5_000],
  };
  const [min, max] = ranges[leaf.scheme];
  return random.int(min, max);
}

/** Goods number `index` of the catalogue: the same index always yields the same good. */
export function generateGood(blueprint: CatalogueBlueprint, index: number): GoodsSeedRow {
  const random = new Random(seedFor(CATALOGUE_SEED, index));
  const isAlibaba = random.chance(0.15);
  const leaf = random.pick(blueprint.leaves);
  const supplier = blueprint.supplierFor(leaf.topIndex, isAlibaba, random);
  const id = isAlibaba ? `alibaba-${610_000_000_000 + index}` : random.uuid();
  const market = isAlibaba ? 2 : random.chance(0.1) ? 0 : 2;

  // the draws of the title stay where they were in the good's sequence (prices, SKUs and the rest
  // follow them); what was added later (attributes, audience) draws from a sequence of its own
  const opener = random.pick(leaf.openers);
  const adjective = random.pick(leaf.adjectives);
  const words = random.sample(leaf.seed.words, random.int(1, 2));
  const suffix = random.pick(TITLE_SUFFIXES);
  const described = describe(leaf, index, [adjective, ...words]);
  const title = [opener, adjective, ...words, described.titleWord, leaf.seed.name, described.audience, suffix]
    .filter((part, i, parts) => part !== '' && parts.indexOf(part) === i)
    .join('');

  const baseFen = roundPrice(random, leaf.seed.price[0], leaf.seed.price[1]);
  const isWholesale = random.chance(0.85);
  const hasTiers = isWholesale && random.chance(0.7);
  const skus: SkuSeedRow[] = skuOptions(random, leaf.seed).map((option, sort) => {
    const priceFen = baseFen + option.extraFen;
    const soldOut = random.chance(0.04);
    return {
      id: `${id}-${sort + 1}`,
      goodsId: id,
      salesProperties: option.properties,
      priceFen,
      daifaPriceFen: priceFen + random.int(1, 3) * 100,
      numberPrices: hasTiers
        ? [
            { minQty: 10, priceFen: Math.round(priceFen * 0.95) },
            { minQty: 50, priceFen: Math.round(priceFen * 0.9) },
          ]
        : [],
      stock: soldOut ? 0 : random.int(5, 3_000),
      saleCount: Math.floor(random.next() ** 3 * 3_000),
      isWholesale,
      sort,
    };
  });

  const prices = skus.map((s) => s.priceFen);
  const pool = Array.from({ length: IMAGES_PER_LEAF }, (_, k) => goodsImageUrl(leaf.id, k + 1));
  const images = random.sample(pool, random.int(3, IMAGES_PER_LEAF));
  const main = random.pick(images);
  return {
    id,
    tenantId: supplier.tenantId,
    title,
    imgUrl: main,
    images: [main, ...images.filter((url) => url !== main)],
    detailImages: random.sample(pool, 2),
    categoryId: leaf.id,
    category1Id: leaf.category1Id,
    category2Id: leaf.category2Id,
    market,
    supplierType: isAlibaba ? 4 : 1,
    // half the goods carry a brand of their trade
    brandId: random.chance(0.5) ? null : (leaf.brandIds[random.int(0, 1_000) % leaf.brandIds.length] ?? null),
    attributes: described.attributes,
    minPriceFen: Math.min(...prices),
    maxPriceFen: Math.max(...prices),
    minDaifaPriceFen: Math.min(...skus.map((s) => s.daifaPriceFen)),
    saleCount: skus.reduce((sum, s) => sum + s.saleCount, 0),
    stock: skus.reduce((sum, s) => sum + s.stock, 0),
    status: random.chance(0.02) ? 0 : 1,
    isWholesale,
    weightGrams: weightFor(leaf.seed, random),
    creationTime: new Date(CREATION_ANCHOR_MS - random.int(0, 180 * 24 * 3600) * 1000),
    skus,
    ...tradingRulesOf(
      index,
      isAlibaba,
      Math.max(...prices),
      skus.reduce((sum, s) => sum + s.saleCount, 0),
    ),
  };
}

/** A good's attributes, the one its title names, and who the title says it is for: a sequence of their own. */
function describe(
  leaf: LeafCategory,
  index: number,
  titleWords: string[],
): { attributes: SalesProperty[]; titleWord: string; audience: string } {
  const random = new Random(seedFor(CATALOGUE_SEED + 2, index));
  // an attribute the title already names (短袖, 纯棉...) takes that value, so the two never disagree
  const named = (value: string) => titleWords.some((word) => value.includes(word) || word.includes(value));
  const attributes = leaf.seed.attributes.map((attribute) => ({
    name: attribute.name,
    value: attribute.values.find(named) ?? random.pick(attribute.values),
  }));
  const unnamed = attributes.filter((attribute) => !named(attribute.value));
  const titleWord = unnamed.length > 0 && random.chance(0.6) ? random.pick(unnamed).value : '';
  return { attributes, titleWord, audience: random.pick(leaf.audience) };
}

/** Channels, price control and daily sales: drawn from their own sequence so the rest stays as it was. */
function tradingRulesOf(
  index: number,
  isAlibaba: boolean,
  maxPriceFen: number,
  saleCount: number,
): Pick<GoodsSeedRow, 'salesChannels' | 'priceControlMinFen' | 'saleDays'> {
  const random = new Random(seedFor(CATALOGUE_SEED + 1, index));
  const restricted = !isAlibaba && random.chance(0.12);
  const controlled = !isAlibaba && random.chance(0.2);
  return {
    salesChannels: restricted ? [...random.pick(RESTRICTED_CHANNELS)] : null,
    priceControlMinFen: controlled ? Math.round((maxPriceFen * random.int(120, 160)) / 100) : null,
    saleDays: saleDaysOf(random, saleCount),
  };
}
