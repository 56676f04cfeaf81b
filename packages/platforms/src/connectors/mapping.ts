import { unexpectedAnswer } from '../core/classify.ts';
import type { AuthorizeUrlInput, CategoryNode, CategoryParent, PlatformApi, TokenGrant } from '../core/connector.ts';
import type { DeliveryTime, ListingDraft, ListingDraftSku, SpecPair } from '../core/listing-draft.ts';

/** Small pieces every connector's mapping uses. */

export const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

export const asArray = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? (value as Record<string, unknown>[]) : [];

export const str = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

/** a required field of a success answer */
export function field(api: PlatformApi, record: Record<string, unknown>, name: string): unknown {
  const value = record[name];
  if (value === undefined || value === null) throw unexpectedAnswer(api.station, name);
  return value;
}

export const fromSeconds = (value: unknown): Date | null =>
  value === undefined || value === null || value === '' ? null : new Date(Number(value) * 1000);

export const fromMs = (value: unknown): Date | null =>
  value === undefined || value === null || value === '' ? null : new Date(Number(value));

export const inSeconds = (api: PlatformApi, value: unknown): Date =>
  new Date(api.now().getTime() + Number(value) * 1000);

/** the consent page URL: our app, where to come back, the state, and the module when one is named */
export function consentUrl(
  api: PlatformApi,
  path: string,
  input: AuthorizeUrlInput,
  params: Record<string, string>,
): string {
  const url = new URL(`${api.options.authorizeBaseUrl}${path}`);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  url.searchParams.set('redirect_uri', input.redirectUri);
  url.searchParams.set('state', input.state);
  if (input.module) url.searchParams.set('module', input.module);
  return url.toString();
}

export function grant(
  input: Partial<TokenGrant> & Pick<TokenGrant, 'accessToken' | 'accessTokenExpiresAt' | 'shopId' | 'shopName'>,
): TokenGrant {
  return {
    refreshToken: null,
    refreshTokenExpiresAt: null,
    authorizationExpiresAt: null,
    modules: ['goods', 'order'],
    ...input,
  };
}

/** child categories with their ancestry */
export function childrenOf(
  parent: CategoryParent | null,
  items: { cId: unknown; name: unknown; isLeaf: unknown; level?: unknown }[],
): CategoryNode[] {
  const parents = parent ? [...parent.parents, parent.cId] : [];
  return items.map((item) => ({
    cId: str(item.cId),
    name: str(item.name),
    isLeaf: item.isLeaf === true || item.isLeaf === 1 || item.isLeaf === 'true',
    level: item.level === undefined ? parents.length + 1 : Number(item.level),
    parents,
  }));
}

export const DELIVERY_SECONDS: Record<DeliveryTime, number> = { sameDay: 86_400, '24h': 86_400, '48h': 172_800 };

export const deliverySeconds = (draft: ListingDraft, fallback: DeliveryTime = '48h') =>
  DELIVERY_SECONDS[draft.deliveryTime ?? fallback];

/** the highest price among the SKUs (a goods-level price when the draft gives none) */
export const maxPrice = (skus: readonly ListingDraftSku[], pick: (s: ListingDraftSku) => number | undefined) =>
  Math.max(0, ...skus.map((s) => pick(s) ?? 0));

export const minPrice = (skus: readonly ListingDraftSku[]) => Math.min(...skus.map((s) => s.priceFen));

export const specsFrom = (items: unknown, name = 'name', value = 'value'): SpecPair[] =>
  asArray(items).map((s) => ({ name: str(s[name]), value: str(s[value]) }));
