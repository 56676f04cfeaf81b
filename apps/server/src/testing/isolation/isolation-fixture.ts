import type { TestDistributor } from '../identity-helpers.ts';
import type { TestContext } from '../test-app.ts';

/** A signed-in distributor of the isolation run: tenant A owns data, tenant B attacks it. */
export interface TenantSession extends TestDistributor {
  headers: Record<string, string>;
}

export interface IsolationWorld {
  ctx: TestContext;
  /** tenant A: the fixtures give it data */
  owner: TenantSession;
}

/** What a module gave tenant A, and what nobody else may reach of it. */
export interface OwnedData {
  /**
   * A's records, each a bag of request values naming one of them by parameter or field name, e.g.
   * `{ tenantId, id, goodsId }` for an invited good. Every route taking one of these names is called by
   * tenant B and by a guest with A's values; a `tenant-owned` route must answer 403 or 404.
   */
  records: Array<Record<string, string>>;
  /** values of A's data (names, keywords, ids, URLs) that must never appear in a response to anyone else */
  secrets: string[];
  /** GET URLs whose answers to A must be the same before and after B's attempts */
  ownerViews: string[];
}

/**
 * A module's part of the tenant-isolation matrix (see docs/proof.md). Register it in
 * `testing/isolation/index.ts`.
 */
export interface IsolationFixture {
  module: string;
  /**
   * id-like parameter names of this module that name shared or public records (categories, brands,
   * OAuth client ids): nothing to isolate. Every other id-like name of every route must be given by
   * some fixture's records.
   */
  sharedIds?: string[];
  /**
   * Valid requests for routes whose generated sample cannot pass their own validation, keyed by
   * `METHOD /url` as Fastify knows it; A's record values are laid over them.
   */
  examples?: Record<string, { query?: Record<string, unknown>; body?: unknown }>;
  /** gives tenant A data in this module (through the API where there is one) */
  seed(world: IsolationWorld): Promise<OwnedData>;
}

/** Tenant A's requests while seeding: anything but 200 stops the fixture with the answer. */
export function ownerRequests({ ctx, owner }: IsolationWorld) {
  // biome-ignore lint/suspicious/noExplicitAny: answers are read as the JSON they are
  return async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<any> => {
    const response = await ctx.app.inject({ method, url, headers: owner.headers, ...(payload ? { payload } : {}) });
    if (response.statusCode !== 200) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.body ? response.json() : null;
  };
}
