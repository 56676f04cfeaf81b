import { formatMessage, Messages, ServerMessages } from '@puhuo/domain';
import {
  AUTH_EXPIRED_REASON,
  type BrandOption,
  isPlatformError,
  type Page,
  type PlatformConnector,
  type PlatformError,
  type ShopAccess,
  type TemplateOption,
} from '@puhuo/platforms';
import { badRequest } from '../../http/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { PlatformUnavailable, ShopUnavailable } from '../../lib/module-failures.ts';
import type { CachedCategory, PlatformCategoryRepository } from './platform-category.repository.ts';

/** What the templates module needs of a shop: the shops module's ShopAccessService gives it. */
export interface TemplateShopSession {
  shopId: string;
  tenantId: string;
  station: number;
  connector: PlatformConnector;
  access: ShopAccess;
}

export interface ShopSessions {
  /** the tenant's shop ready for platform calls; 404 for another tenant's or an unknown shop */
  sessionFor(tenantId: string, shopId: string): Promise<TemplateShopSession>;
}

export interface CategoryAnswer {
  cId: string;
  name: string;
  isLeaf: boolean;
  level: number;
  parents: string[];
}

export const CATEGORY_CACHE_TTL_MS = 12 * 60 * 60 * 1000;
const ROOT = '0';
/** how far a category is searched for when the cache does not know it */
const CATEGORY_SEARCH_MAX_FETCHES = 200;
const TEMPLATE_PAGE_SIZE = 50;
const TEMPLATE_MAX_PAGES = 20;
const BRAND_SEARCH_PAGE_SIZE = 50;
const BRAND_SEARCH_MAX_PAGES = 20;

const toAnswer = (c: CachedCategory): CategoryAnswer => ({
  cId: c.cId,
  name: c.name,
  isLeaf: c.isLeaf,
  level: c.level,
  parents: c.parents,
});

const RATE_LIMIT_RETRIES = 3;
const RATE_LIMIT_WAIT_MAX_MS = 2_000;

/**
 * A platform call; a rate-limit refusal is waited out and tried again a few times (a category search
 * makes many calls in a row). Its other refusals as the user should read them: nothing a platform
 * answers becomes a 500.
 */
export async function platformCall<T>(call: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (!isPlatformError(error)) throw error;
      if (error.kind === 'rateLimited' && attempt < RATE_LIMIT_RETRIES) {
        const wait = Math.min(error.retryAfterMs ?? 200 * 2 ** attempt, RATE_LIMIT_WAIT_MAX_MS);
        await new Promise((resolve) => setTimeout(resolve, wait));
        continue;
      }
      throw asFailure(error);
    }
  }
}

/** A platform's refusal in the modules' terms: the shop's authorisation lapsed, the platform is busy, or it said no. */
function asFailure(error: PlatformError): ShopUnavailable | PlatformUnavailable {
  if (error.kind === 'authExpired') return new ShopUnavailable('authExpired', AUTH_EXPIRED_REASON);
  return error.retryable
    ? new PlatformUnavailable('busy', formatMessage(ServerMessages.platformBusyBecause, { reason: error.message }))
    : new PlatformUnavailable('refused', error.message);
}

function capability<K extends keyof PlatformConnector>(session: TemplateShopSession, name: K) {
  const operation = session.connector[name];
  if (typeof operation !== 'function') throw badRequest(Messages.lookupNotOffered, 'NotSupported');
  return operation as NonNullable<PlatformConnector[K]>;
}

/**
 * The lookups the template forms need, through the shop's connector: categories (cached per station:
 * large, stable and the same for every shop of a platform), freight templates, logistics plans and
 * brands (asked fresh: they change with the shop and the refresh link must show the change).
 */
export class TemplateLookupService {
  constructor(
    private readonly categories: PlatformCategoryRepository,
    private readonly clock: Clock,
    private readonly ttlMs = CATEGORY_CACHE_TTL_MS,
  ) {}

  /** The children of a category ("0" or empty for the top level), from the cache while it is fresh. */
  async subCategories(session: TemplateShopSession, parentId: string): Promise<CategoryAnswer[]> {
    const parent = parentId === '' ? ROOT : parentId;
    const cached = await this.cachedChildren(session.station, parent);
    if (cached) return cached;
    const listCategories = capability(session, 'listCategories');
    // a parent never listed is searched for first, so that its ancestry is known
    const parentNode =
      parent === ROOT
        ? null
        : ((await this.categories.find(session.station, parent)) ?? (await this.category(session, parent)));
    if (parent !== ROOT && !parentNode) throw badRequest(Messages.categoryNotFound, 'CategoryNotFound');
    const nodes = await platformCall(() =>
      listCategories(session.access, parentNode ? { cId: parentNode.cId, parents: parentNode.parents } : null),
    );
    const children = nodes.map((n) => ({
      cId: String(n.cId),
      parentId: parent,
      name: n.name,
      isLeaf: n.isLeaf,
      level: n.level,
      parents: n.parents.map(String),
    }));
    await this.categories.replaceChildren(session.station, parent, children, this.clock.now());
    return children.map(toAnswer);
  }

  /** Children from the cache when the cache is fresh, without a shop (null otherwise). */
  async cachedChildren(station: number, parentId: string): Promise<CategoryAnswer[] | null> {
    const fetchedAt = await this.categories.fetchedAt(station, parentId);
    if (!fetchedAt || this.clock.now().getTime() - fetchedAt.getTime() > this.ttlMs) return null;
    return (await this.categories.children(station, parentId)).map(toAnswer);
  }

  /**
   * A category by id: from the cache, else by walking `path` (the ids from the top down, as the
   * cascader sends them), else by searching the tree level by level.
   */
  async category(
    session: TemplateShopSession,
    cId: string,
    path: readonly string[] = [],
  ): Promise<CategoryAnswer | null> {
    const known = await this.categories.find(session.station, cId);
    if (known) return toAnswer(known);
    if (path.length > 0 && path.at(-1) === cId) {
      let parent = ROOT;
      for (const id of path) {
        const children = await this.subCategories(session, parent);
        const child = children.find((c) => c.cId === id);
        if (!child) return null;
        if (child.cId === cId) return child;
        parent = id;
      }
      return null;
    }
    const queue = [ROOT];
    for (let fetches = 0; queue.length > 0 && fetches < CATEGORY_SEARCH_MAX_FETCHES; fetches++) {
      const children = await this.subCategories(session, queue.shift() as string);
      const found = children.find((c) => c.cId === cId);
      if (found) return found;
      queue.push(...children.filter((c) => !c.isLeaf).map((c) => c.cId));
    }
    return null;
  }

  /** The names from the top category down to `category`. */
  async categoryNames(session: TemplateShopSession, category: CategoryAnswer): Promise<string[]> {
    const names: string[] = [];
    for (const id of category.parents) names.push((await this.category(session, id))?.name ?? id);
    return [...names, category.name];
  }

  async freightTemplates(session: TemplateShopSession, offset: number, size: number): Promise<Page<TemplateOption>> {
    const list = capability(session, 'listFreightTemplates');
    const page = Math.floor(offset / size) + 1;
    return platformCall(() => list(session.access, { page, pageSize: size }));
  }

  /** Every freight template of the shop (pages of 50), to check a saved choice against. */
  async allFreightTemplates(session: TemplateShopSession): Promise<TemplateOption[]> {
    const all: TemplateOption[] = [];
    for (let page = 0; page < TEMPLATE_MAX_PAGES; page++) {
      const { items, total } = await this.freightTemplates(session, page * TEMPLATE_PAGE_SIZE, TEMPLATE_PAGE_SIZE);
      all.push(...items);
      if (items.length < TEMPLATE_PAGE_SIZE || all.length >= total) break;
    }
    return all;
  }

  async logisticsPlans(session: TemplateShopSession): Promise<TemplateOption[]> {
    const list = capability(session, 'listLogisticsPlans');
    return platformCall(() => list(session.access));
  }

  async brands(
    session: TemplateShopSession,
    query: { categoryId: string; query?: string; offset: number; size: number },
  ): Promise<Page<BrandOption>> {
    const list = capability(session, 'listBrands');
    const page = Math.floor(query.offset / query.size) + 1;
    return platformCall(() =>
      list(session.access, { categoryId: query.categoryId, query: query.query, page, pageSize: query.size }),
    );
  }

  /** The brand when the platform offers it in the category (searched by its name first when known). */
  async brandInCategory(
    session: TemplateShopSession,
    categoryId: string,
    brandId: string,
    brandName?: string | null,
  ): Promise<BrandOption | null> {
    for (const query of brandName ? [brandName, undefined] : [undefined]) {
      for (let page = 0; page < BRAND_SEARCH_MAX_PAGES; page++) {
        const size = BRAND_SEARCH_PAGE_SIZE;
        const { items, total } = await this.brands(session, { categoryId, query, offset: page * size, size });
        const brand = items.find((b) => b.brandId === brandId);
        if (brand) return brand;
        if (items.length < size || (page + 1) * size >= total) break;
      }
    }
    return null;
  }
}
