import { type AnyTemplateDeclaration, type TemplatePlatform, templateForPlatform } from '@puhuo/domain';
import type { TestContext } from './test-app.ts';

export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: answers are read as the JSON they are
  body: any;
}

export type TemplateCall = (method: 'GET' | 'POST', url: string, payload?: object) => Promise<Answer>;

/** The template calls of one platform, at the paths its declaration names, as a distributor. */
export function templateClient(ctx: TestContext, headers: Record<string, string>) {
  return templateClientOver(async (method, url, payload) => {
    const response = await ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
    return { status: response.statusCode, body: response.json() };
  });
}

/** The same calls over any transport (a real server over HTTP, for benchmarks and process tests). */
export function templateClientOver(call: TemplateCall) {
  const query = (params: Record<string, string | number | undefined>) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
    return search.toString();
  };
  const shopParam = (declaration: AnyTemplateDeclaration, shopId: string) => ({
    [declaration.api.get.shopParam ?? 'shopId']: shopId,
  });

  return {
    call,
    get(platform: TemplatePlatform, shopId: string) {
      const declaration = templateForPlatform(platform);
      const path = declaration.api.get.path.replace('{shopId}', shopId);
      const search = declaration.api.get.shopParam ? `?${query(shopParam(declaration, shopId))}` : '';
      return call('GET', `${path}${search}`);
    },
    save(platform: TemplatePlatform, shopId: string, values: Record<string, unknown>) {
      return call('POST', templateForPlatform(platform).api.save, { ...values, shopId });
    },
    freight(platform: TemplatePlatform, shopId: string, paging: { skipCount?: number; maxResultCount?: number } = {}) {
      const endpoint = templateForPlatform(platform).api.freight;
      if (!endpoint) throw new Error(`${platform} has no freight lookup`);
      return call('GET', `${endpoint.path}?${query({ [endpoint.shopParam]: shopId, ...paging })}`);
    },
    logistics(platform: TemplatePlatform, shopId: string) {
      const endpoint = templateForPlatform(platform).api.logistics;
      if (!endpoint) throw new Error(`${platform} has no logistics lookup`);
      return call('GET', `${endpoint.path}?${query({ [endpoint.shopParam]: shopId })}`);
    },
    brands(
      platform: TemplatePlatform,
      shopId: string,
      params: { categoryId: string; query?: string; offset?: number; size?: number },
    ) {
      const endpoint = templateForPlatform(platform).api.brands;
      if (!endpoint) throw new Error(`${platform} has no brand lookup`);
      return call('GET', `${endpoint.path}?${query({ [endpoint.shopParam]: shopId, ...params })}`);
    },
    subList(params: { shopId?: string; parentId?: string; stationType?: number }) {
      return call('GET', `/api/platform/good/category/sub-list?${query(params)}`);
    },
    category(id: string, shopId: string) {
      return call('GET', `/api/platform/good/category/${encodeURIComponent(id)}?${query({ shopId })}`);
    },
    /** the first leaf under the top category named `rootName` (the first one when not named), with its path */
    async leaf(shopId: string, rootName?: string): Promise<{ cId: string; path: string[]; name: string }> {
      let parentId = '0';
      const path: string[] = [];
      for (let depth = 0; depth < 6; depth++) {
        const { body } = await this.subList({ shopId, parentId });
        const items = body.items as { cId: string; name: string; isLeaf: boolean }[];
        const node = (depth === 0 && rootName ? items.find((i) => i.name === rootName) : undefined) ?? items[0];
        if (!node) break;
        path.push(node.cId);
        if (node.isLeaf) return { cId: node.cId, path, name: node.name };
        parentId = node.cId;
      }
      throw new Error('no leaf category found');
    },
  };
}

export type TemplateClient = ReturnType<typeof templateClient>;
