import { BRANDS_BY_ROOT } from './brands-data.ts';
import { numericId } from './deterministic.ts';
import { BRAND_REQUIRED_ROOTS, GOODS_TAXONOMY, type TaxonomyNode } from './taxonomy.ts';

export interface SandboxCategory {
  id: string;
  name: string;
  level: number;
  /** "0" for a top-level category */
  parentId: string;
  isLeaf: boolean;
  /** ancestor ids, root first */
  parents: string[];
  rootName: string;
}

export interface SandboxBrand {
  id: string;
  nameCn: string;
  nameEn: string;
  rootName: string;
}

export interface SandboxTemplate {
  id: string;
  name: string;
  /** pdd cost_type and similar: 0 by piece, 1 by weight */
  costType: number;
}

export interface CatalogShape {
  /** seed of the platform's category ids: ids are seed + position in the tree */
  categoryIdBase: number;
  brandIdBase: number;
  /** the id that stands for "no brand" on platforms that have one */
  noBrandId?: string;
}

const FREIGHT_TEMPLATE_NAMES = ['全国包邮', '偏远地区不包邮', '江浙沪包邮其他地区8元', '按重量计费', '顺丰包邮'];
const LOGISTICS_PLAN_NAMES = ['标准快递', '顺丰速运', '中通快递', '圆通速递'];

/**
 * One platform's deterministic catalogue: the category tree, the brands of each category, and each
 * shop's freight templates and logistics plans.
 */
export class PlatformCatalog {
  private readonly categories = new Map<string, SandboxCategory>();
  private readonly children = new Map<string, SandboxCategory[]>();
  private readonly brandsByRoot = new Map<string, SandboxBrand[]>();
  private readonly brands = new Map<string, SandboxBrand>();

  constructor(
    readonly platform: string,
    readonly shape: CatalogShape,
  ) {
    let seq = 0;
    const walk = (nodes: readonly TaxonomyNode[], parent: SandboxCategory | null, rootName: string | null) => {
      for (const node of nodes) {
        seq += 1;
        const category: SandboxCategory = {
          id: String(shape.categoryIdBase + seq),
          name: node.name,
          level: parent ? parent.level + 1 : 1,
          parentId: parent?.id ?? '0',
          isLeaf: node.children.length === 0,
          parents: parent ? [...parent.parents, parent.id] : [],
          rootName: rootName ?? node.name,
        };
        this.categories.set(category.id, category);
        const siblings = this.children.get(category.parentId) ?? [];
        siblings.push(category);
        this.children.set(category.parentId, siblings);
        walk(node.children, category, category.rootName);
      }
    };
    walk(GOODS_TAXONOMY, null, null);

    let brandSeq = 0;
    for (const [rootName, names] of Object.entries(BRANDS_BY_ROOT)) {
      const list = names.map(([nameCn, nameEn]) => {
        brandSeq += 1;
        return { id: String(shape.brandIdBase + brandSeq), nameCn, nameEn, rootName };
      });
      this.brandsByRoot.set(rootName, list);
      for (const brand of list) this.brands.set(brand.id, brand);
    }
  }

  category(id: string): SandboxCategory | undefined {
    return this.categories.get(id);
  }

  /** children of a category; "0" (or empty) for the top level */
  childrenOf(parentId: string): SandboxCategory[] {
    return this.children.get(parentId === '' ? '0' : parentId) ?? [];
  }

  leaves(): SandboxCategory[] {
    return [...this.categories.values()].filter((c) => c.isLeaf);
  }

  brandRequired(categoryId: string): boolean {
    const category = this.categories.get(categoryId);
    return category !== undefined && BRAND_REQUIRED_ROOTS.includes(category.rootName);
  }

  /** brands usable in a category, those whose Chinese or English name starts with the query first */
  searchBrands(categoryId: string, query: string | undefined): SandboxBrand[] {
    const category = this.categories.get(categoryId);
    if (!category) return [];
    const all = this.brandsByRoot.get(category.rootName) ?? [];
    const q = (query ?? '').trim().toLowerCase();
    if (q === '') return all;
    return all.filter((b) => b.nameCn.startsWith(q) || b.nameEn.toLowerCase().startsWith(q));
  }

  /** the brand when it may be used in the category */
  brandInCategory(brandId: string, categoryId: string): SandboxBrand | undefined {
    const brand = this.brands.get(brandId);
    const category = this.categories.get(categoryId);
    return brand && category && brand.rootName === category.rootName ? brand : undefined;
  }

  freightTemplates(shopId: string): SandboxTemplate[] {
    const count = 3 + (Number(numericId(`${this.platform}|${shopId}|count`, 6)) % 3);
    return FREIGHT_TEMPLATE_NAMES.slice(0, count).map((name, i) => ({
      id: numericId(`${this.platform}|${shopId}|freight|${i}`, 9),
      name,
      costType: name === '按重量计费' ? 1 : 0,
    }));
  }

  logisticsPlans(shopId: string): SandboxTemplate[] {
    return LOGISTICS_PLAN_NAMES.map((name, i) => ({
      id: numericId(`${this.platform}|${shopId}|plan|${i}`, 8),
      name,
      costType: 0,
    }));
  }
}
