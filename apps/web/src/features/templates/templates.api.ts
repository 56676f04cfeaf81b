import {
  type AnyTemplateDeclaration,
  BRAND_PAGE_SIZE,
  FREIGHT_TEMPLATE_PAGING,
  type LookupEndpoint,
  type PagedResult,
  pageToSkipCount,
  type Shop,
  type ShopParam,
} from '@puhuo/domain';
import { http } from '../../api/http.ts';

/** A shop the settings are kept for (the shops list gives more; this is what the forms need). */
export type SettingsShop = Pick<Shop, 'id' | 'shopName' | 'stationType'>;

export type TemplateValues = Record<string, unknown> & { id?: string | null; shopId?: string };

export interface LookupOption {
  value: string;
  label: string;
}

export interface BrandOption {
  brandId: string;
  nameCn: string;
  nameEn: string;
}

export interface CategoryOption {
  cId: string;
  name: string;
  isLeaf: boolean;
  parents: string[];
}

export interface ApiValidationError {
  message: string;
  members: string[];
}

const shopQuery = (param: ShopParam | undefined, shopId: string) => ({ [param ?? 'shopId']: shopId });

/** The template calls of one platform, at the paths its declaration names (doc 2 §7). */
export const templatesApi = {
  get(declaration: AnyTemplateDeclaration, shopId: string, signal?: AbortSignal) {
    const { path, shopParam } = declaration.api.get;
    const url = path.replace('{shopId}', encodeURIComponent(shopId));
    return http.get<TemplateValues>(url, shopParam ? shopQuery(shopParam, shopId) : undefined, { signal });
  },

  save(declaration: AnyTemplateDeclaration, shopId: string, values: Record<string, unknown>) {
    const own = declaration.api.get.shopParam === 'appId' ? { appId: shopId } : {};
    return http.post<TemplateValues>(declaration.api.save, { ...values, shopId, ...own });
  },

  async options(endpoint: LookupEndpoint, shopId: string, signal?: AbortSignal): Promise<LookupOption[]> {
    const { maxResultCount } = FREIGHT_TEMPLATE_PAGING;
    const answer = await http.get<PagedResult<Record<string, string>>>(
      endpoint.path,
      {
        ...shopQuery(endpoint.shopParam, shopId),
        skipCount: pageToSkipCount(FREIGHT_TEMPLATE_PAGING.skipCount, maxResultCount),
        maxResultCount,
      },
      { signal },
    );
    return answer.items.map((item) => ({
      value: String(item[endpoint.valueKey]),
      label: String(item[endpoint.labelKey]),
    }));
  },

  brands(
    declaration: AnyTemplateDeclaration,
    shopId: string,
    query: { categoryId: string; query?: string; page: number },
    signal?: AbortSignal,
  ) {
    const endpoint = declaration.api.brands;
    if (!endpoint) throw new Error(`${declaration.platform} has no brand list`);
    return http.get<PagedResult<BrandOption>>(
      endpoint.path,
      {
        ...shopQuery(endpoint.shopParam, shopId),
        categoryId: query.categoryId,
        query: query.query,
        offset: pageToSkipCount(query.page, BRAND_PAGE_SIZE),
        size: BRAND_PAGE_SIZE,
      },
      { signal },
    );
  },

  /** A category's children through the platform's own lookup when it has one, else the shared sub-list. */
  async subCategories(declaration: AnyTemplateDeclaration, shopId: string, parentId: string) {
    const own = declaration.api.categories;
    const stationType = declaration.category?.lookupStationType;
    const answer = await http.get<{ items: CategoryOption[] }>(own?.path ?? '/api/platform/good/category/sub-list', {
      ...shopQuery(own?.shopParam, shopId),
      parentId,
      stationType,
    });
    return answer.items;
  },
};
