import type { PlatformErrorKind } from './platform-error.ts';

/**
 * Error codes of our own, used by the sandbox wherever a platform's real code is not known
 * (reference/platforms.md) and carried in that platform's sub-code field. They are named as ours
 * on purpose: never mistake them for official codes.
 */
export const SandboxCode = {
  SignatureInvalid: 'SANDBOX_SIGNATURE_INVALID',
  AppUnknown: 'SANDBOX_APP_UNKNOWN',
  MethodUnknown: 'SANDBOX_METHOD_UNKNOWN',
  ParamMissing: 'SANDBOX_PARAM_MISSING',
  ParamInvalid: 'SANDBOX_PARAM_INVALID',
  CodeInvalid: 'SANDBOX_CODE_INVALID',
  RefreshTokenInvalid: 'SANDBOX_REFRESH_TOKEN_INVALID',
  TokenInvalid: 'SANDBOX_TOKEN_INVALID',
  TokenExpired: 'SANDBOX_TOKEN_EXPIRED',
  ServiceExpired: 'SANDBOX_SERVICE_EXPIRED',
  NoPermission: 'SANDBOX_NO_PERMISSION',
  RateLimited: 'SANDBOX_RATE_LIMITED',
  Unavailable: 'SANDBOX_UNAVAILABLE',
  ShopNotAuthorised: 'SANDBOX_SHOP_NOT_AUTHORISED',
  CredentialsInvalid: 'SANDBOX_CREDENTIALS_INVALID',
  CategoryUnknown: 'SANDBOX_CATEGORY_UNKNOWN',
  CategoryNotLeaf: 'SANDBOX_CATEGORY_NOT_LEAF',
  BrandRequired: 'SANDBOX_BRAND_REQUIRED',
  BrandUnknown: 'SANDBOX_BRAND_UNKNOWN',
  FreightTemplateUnknown: 'SANDBOX_FREIGHT_TEMPLATE_UNKNOWN',
  LogisticsPlanUnknown: 'SANDBOX_LOGISTICS_PLAN_UNKNOWN',
  TitleLength: 'SANDBOX_TITLE_LENGTH',
  TitleEmoji: 'SANDBOX_TITLE_EMOJI',
  ImagesMissing: 'SANDBOX_IMAGES_MISSING',
  ImagesTooMany: 'SANDBOX_IMAGES_TOO_MANY',
  DetailImagesInvalid: 'SANDBOX_DETAIL_IMAGES_INVALID',
  DescriptionLength: 'SANDBOX_DESCRIPTION_LENGTH',
  PriceInvalid: 'SANDBOX_PRICE_INVALID',
  PriceRelation: 'SANDBOX_PRICE_RELATION',
  ReferencePrice: 'SANDBOX_REFERENCE_PRICE',
  DeliveryInvalid: 'SANDBOX_DELIVERY_INVALID',
  PresellInvalid: 'SANDBOX_PRESELL_INVALID',
  ReduceTypeInvalid: 'SANDBOX_REDUCE_TYPE_INVALID',
  SkuMissing: 'SANDBOX_SKU_MISSING',
  SkuCombination: 'SANDBOX_SKU_COMBINATION',
  SkuDuplicate: 'SANDBOX_SKU_DUPLICATE',
  StockInvalid: 'SANDBOX_STOCK_INVALID',
  DailyLimit: 'SANDBOX_DAILY_LIMIT',
  ListingNotFound: 'SANDBOX_LISTING_NOT_FOUND',
  SkuNotFound: 'SANDBOX_SKU_NOT_FOUND',
  ShelfRefused: 'SANDBOX_SHELF_REFUSED',
} as const;
export type SandboxCode = (typeof SandboxCode)[keyof typeof SandboxCode];

const KIND_OF_CODE: Partial<Record<SandboxCode, PlatformErrorKind>> = {
  [SandboxCode.Unavailable]: 'transient',
  [SandboxCode.RateLimited]: 'rateLimited',
  [SandboxCode.TokenExpired]: 'authExpired',
  [SandboxCode.TokenInvalid]: 'authExpired',
  [SandboxCode.ServiceExpired]: 'authExpired',
  [SandboxCode.NoPermission]: 'authExpired',
  // a spent or stale code or refresh token: only a new authorisation helps
  [SandboxCode.CodeInvalid]: 'authExpired',
  [SandboxCode.RefreshTokenInvalid]: 'authExpired',
};

/** How a connector classifies one of our codes when the platform's own code says nothing more. */
export function kindOfSandboxCode(code: string | undefined): PlatformErrorKind | undefined {
  if (!code) return undefined;
  return KIND_OF_CODE[code as SandboxCode] ?? (code.startsWith('SANDBOX_') ? 'permanent' : undefined);
}

/** An expired access token can be revived by a refresh; a voided or lapsed authorisation cannot. */
export const isRefreshableSandboxCode = (code: string | undefined) => code === SandboxCode.TokenExpired;

/**
 * Numeric codes of OUR choosing, for platforms whose envelope wants a number but whose real numbers
 * are not known (kuaishou; xiaohongshu negates them; pdd, kuaituantuan and taobao answer with their real
 * codes instead). The SANDBOX_* code travels beside it in the platform's sub-code field.
 */
const OUR_NUMERIC_CODES: Partial<Record<SandboxCode, number>> = {
  [SandboxCode.SignatureInvalid]: 20002,
  [SandboxCode.AppUnknown]: 20002,
  [SandboxCode.TokenInvalid]: 20001,
  [SandboxCode.TokenExpired]: 20001,
  [SandboxCode.ServiceExpired]: 20001,
  [SandboxCode.NoPermission]: 20001,
  [SandboxCode.Unavailable]: 30000,
  [SandboxCode.RateLimited]: 40000,
  [SandboxCode.MethodUnknown]: 10001,
  [SandboxCode.ParamMissing]: 10000,
  [SandboxCode.ParamInvalid]: 10000,
};

/** our number for a sandbox code; listing rules and other business refusals are 50000 */
export const ourNumericCode = (code: SandboxCode): number => OUR_NUMERIC_CODES[code] ?? 50000;
