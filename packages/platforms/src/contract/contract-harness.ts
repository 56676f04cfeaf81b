import { expect } from 'vitest';
import type {
  AuthModule,
  BrandOption,
  CategoryNode,
  ConnectorFactory,
  PlatformConnector,
  ShopAccess,
  TokenGrant,
} from '../core/connector.ts';
import type { ListingDraft, PublishedListing } from '../core/listing-draft.ts';
import { isPlatformError, type PlatformError } from '../core/platform-error.ts';
import type { RateLimiter } from '../core/rate-limiter.ts';
import type { RunningSandbox } from '../sandbox/create-platform-sandbox.ts';
import { SANDBOX_APPS, type SandboxPlatformName } from '../sandbox/sandbox-apps.ts';

/** Everything a contract case needs to drive one connector against the running sandbox. */
export interface ContractContext {
  sandbox: RunningSandbox;
  platform: SandboxPlatformName;
  connector(overrides?: { appSecret?: string; limiter?: RateLimiter }): PlatformConnector;
}

export interface AuthorizedShop {
  grant: TokenGrant;
  shop: ShopAccess;
}

export interface DraftParts {
  leaf: CategoryNode;
  freightTemplateId: string | null;
  logisticsPlanId: string | null;
  brand: BrandOption | null;
}

export interface Violation {
  rule: string;
  mutate(draft: ListingDraft): ListingDraft;
  /** the platform's reason, as the user will read it */
  reason: RegExp;
}

/** One platform's entry in the shared contract suite. */
export interface ContractCase {
  platform: SandboxPlatformName;
  factory: ConnectorFactory;
  /** authorises a new shop of that name (by default through the consent page, over HTTP) */
  authorize?(ctx: ContractContext, shopName: string): Promise<AuthorizedShop>;
  /** the module the consent asks for, when the platform separates goods and order apps */
  module?: AuthModule;
  /** turns the common valid draft into one this platform accepts */
  adjustDraft?(draft: ListingDraft, parts: DraftParts): ListingDraft;
  /** a listing breaking each rule the platform enforces */
  violations: Violation[];
  /**
   * platforms whose API calls carry no signature (youzan, WeChat video shop): a call, by a connector with
   * a wrong app secret, that reaches where the secret is checked
   */
  forgedCall?(forger: PlatformConnector, shop: AuthorizedShop): Promise<unknown>;
  /**
   * the platform's refusal of a second create with the same merchant code, where it documents one
   * (kuaishou: "外部商品id不可与历史新建商品重复"); other platforms make a second listing
   */
  repeatedMerchantCodeRefused?: RegExp;
  /** stock, price or shelf changes the platform refuses with its own reason (pdd: a group price not below the single price) */
  maintenanceRefusals?: MaintenanceRefusal[];
}

/** a change to a published listing the platform refuses */
export interface MaintenanceRefusal {
  rule: string;
  call(connector: PlatformConnector, shop: ShopAccess, listing: PublishedListing): Promise<unknown>;
  reason: RegExp;
}

/** the callback our test apps register (sandboxes under test start with `redirectUris: [CONTRACT_CALLBACK]`) */
export const CONTRACT_CALLBACK = 'http://127.0.0.1:9/shop-auth-success';
const CALLBACK = CONTRACT_CALLBACK;

const hiddenInputs = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
      m[1] as string,
      (m[2] as string).replaceAll('&amp;', '&').replaceAll('&quot;', '"'),
    ]),
  );

/** clicks through the consent page as a shop owner would, and comes back with the code */
export async function consentAs(
  connector: PlatformConnector,
  shopName: string,
  module?: AuthModule,
): Promise<{ code: string; state: string }> {
  if (!connector.authorizeUrl) throw new Error(`${connector.name} has no consent page`);
  const state = `state-${Math.random().toString(36).slice(2)}`;
  const url = connector.authorizeUrl({ state, redirectUri: CALLBACK, module });
  const page = await fetch(url);
  const html = await page.text();
  expect(page.status).toBe(200);
  expect(html).toContain('同意授权');
  const form = new URLSearchParams({ ...hiddenInputs(html), shopName, decision: 'allow' });
  const answer = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
  expect(answer.status).toBe(302);
  const back = new URL(answer.headers.get('location') ?? '');
  expect(`${back.origin}${back.pathname}`).toBe(CALLBACK);
  expect(back.searchParams.get('state')).toBe(state);
  return { code: back.searchParams.get('code') ?? '', state };
}

export async function authorizeByConsent(
  connector: PlatformConnector,
  shopName: string,
  module?: AuthModule,
): Promise<AuthorizedShop> {
  const { code } = await consentAs(connector, shopName, module);
  if (!connector.exchangeCode) throw new Error(`${connector.name} cannot exchange a code`);
  const grant = await connector.exchangeCode({ code, redirectUri: CALLBACK });
  return { grant, shop: { accessToken: grant.accessToken, shopId: grant.shopId } };
}

export function contextFor(
  sandbox: RunningSandbox,
  factory: ConnectorFactory,
  platform: SandboxPlatformName,
): ContractContext {
  return {
    sandbox,
    platform,
    connector: (overrides = {}) =>
      factory.create({
        baseUrl: `${sandbox.url}/${platform}`,
        app: {
          ...SANDBOX_APPS[platform],
          ...(overrides.appSecret ? { appSecret: overrides.appSecret, signSecret: overrides.appSecret } : {}),
        },
        ...(overrides.limiter ? { limiter: overrides.limiter } : {}),
      }),
  };
}

/** the first leaf down the first branch of the tree */
export async function firstLeaf(connector: PlatformConnector, shop: ShopAccess): Promise<CategoryNode[]> {
  if (!connector.listCategories) throw new Error(`${connector.name} has no categories`);
  const path: CategoryNode[] = [];
  let parent: CategoryNode | null = null;
  for (let depth = 0; depth < 6; depth++) {
    const children: CategoryNode[] = await connector.listCategories(shop, parent);
    const next = children[0];
    if (!next) break;
    path.push(next);
    if (next.isLeaf) return path;
    parent = next;
  }
  throw new Error('no leaf found');
}

/** a draft every platform's rules accept once adjusted: two colours by two sizes */
export function validDraft(parts: DraftParts): ListingDraft {
  const image = (n: number) => `http://127.0.0.1:9/images/goods-${n}.png`;
  const skus = ['黑色', '白色'].flatMap((colour, i) =>
    ['M', 'L'].map((size, j) => ({
      specs: [
        { name: '颜色', value: colour },
        { name: '尺码', value: size },
      ],
      priceFen: 3290 + i * 100 + j * 10,
      groupPriceFen: 2990 + i * 100 + j * 10,
      originalPriceFen: 5990,
      stock: 100,
      weightGrams: 300,
      imageUrl: image(1),
      outerSkuId: `SKU-${i}${j}`,
    })),
  );
  return {
    title: '夏季新款纯棉短袖T恤女宽松百搭上衣',
    description: '精选新疆长绒棉，柔软透气，宽松版型不挑身材，日常通勤休闲百搭。',
    images: [image(1), image(2), image(3)],
    detailImages: [image(4), image(5)],
    categoryId: parts.leaf.cId,
    categoryPath: parts.leaf.parents,
    categoryName: parts.leaf.name,
    brandId: parts.brand?.brandId ?? null,
    freightTemplateId: parts.freightTemplateId,
    logisticsPlanId: parts.logisticsPlanId,
    deliveryTime: '48h',
    listingStatus: 'onSale',
    stockDeduction: 'onPayment',
    presell: null,
    marketPriceFen: 5990,
    limitPerBuyer: null,
    weightGrams: 300,
    sevenDayReturn: true,
    skus,
  };
}

/** the error a call failed with (the test fails when it succeeded) */
export async function failureOf(promise: Promise<unknown> | undefined): Promise<PlatformError> {
  try {
    await promise;
  } catch (error) {
    if (isPlatformError(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}
