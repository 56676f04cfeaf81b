/** Business constants and limits of spec doc 1 §9 and doc 2 §9. */

export const REQUEST_TIMEOUT_MS = 60_000;
export const SESSION_COOKIE_DAYS = 7;
export const SESSION_COOKIE_MS = 604_800_000;
/**
 * A sign-in lasts 7 days (the spec's cookie life) through a refresh token in an HttpOnly cookie; the
 * bearer token the page's script holds lives 30 minutes, so a script injected into the page cannot
 * carry away a 7-day credential (docs/security.md).
 */
export const SESSION_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
export const ACCESS_TOKEN_LIFETIME_SECONDS = 30 * 60;
/**
 * pdd's page identifiers (spec §9: "the pdd identifiers also 7 days"): the page code
 * /api/cloud/cloud-isv-page-code gave and the "pati" pdd's front-end detection plugin made, kept in
 * cookies and sent on every API call in the two headers pdd documents for ISV pages.
 */
export const PDD_PAGE_COOKIE_DAYS = SESSION_COOKIE_DAYS;
export const PDD_PAGE_CODE_COOKIE = 'pdd_page_code';
export const PDD_PATI_COOKIE = 'pdd_pati';
export const PDD_PAGE_CODE_HEADER = 'X-PDD-PageCode';
export const PDD_PATI_HEADER = 'X-PDD-Pati';

/** The WeChat mini-program's code as an image (the footer and the tool column show it). */
export const MINI_PROGRAM_QR_PATH = '/api/weixin/mini/qr-code';

export const SMS_COUNTDOWN_SECONDS = 60;
export const SMS_CODE_LENGTH = 6;
export const PHONE_LENGTH = 11;
export const COMPANY_NAME_MAX_LENGTH = 40;
export const LOGO_MAX_BYTES = 5_242_880;
export const LOGO_ALLOWED_EXTENSIONS = ['.jpg', '.jpeg', '.png'] as const;
export const DEFAULT_INVITE_CODE = '00LANHAI';

export const COLLECT_PAGE_SIZE = 10;
/** the distribution-list drawer's page (ours: the spec gives the collect page's size only; the same) */
export const DISTRIBUTION_LIST_PAGE_SIZE = COLLECT_PAGE_SIZE;
export const BACK_TO_TOP_AFTER_PX = 300;
/** the app tips' stacked banners sit this far apart, top to top (doc 1 §2) */
export const TIP_BANNER_SPACING_PX = 60;
export const CAPTCHA_WIDTH = 340;
export const CAPTCHA_HEIGHT = 212;
export const CAPTCHA_REFRESH_DELAY_MS = 1_400;

export const SHOP_LIST_PAGE_SIZE = 50;
export const EXPIRING_THRESHOLD_DAYS = 15;
export const APP_EXPIRY_REMINDER_DAYS = [30, 15, 3, 0] as const;

export const PROGRESS_POLL_MS = 1_000;
export const PROGRESS_COMPLETE = 100;
export const RESULTS_PAGE_SIZE = 10;

export const DRAWER_WIDTH = {
  collect: 550,
  distributionList: 650,
  messageSubscription: 600,
  results: 900,
  resultDetails: 1090,
  platformSettings: 1000,
} as const;
export const MODAL_WIDTH = {
  login: 500,
  progress: 320,
  publishToShops: 680,
  listingNotice: 600,
  legal: 880,
} as const;

export const MAX_SELECTED_GOODS = 30;
export const SUGGESTED_RECHARGE_YUAN = 100;
export const REFRESH_DELAYS_MS = [500, 1_000] as const;
export const MESSAGE_DURATION_SECONDS = 2;

export const QUICK_PUBLISH_MARKET = 2;
export const GOODS_FROM_IDS = 3;
export const SEARCH_HISTORY_SIZE = 10;
/** how a goods list may be sorted: default (a search: phrase first, then sales; otherwise sales) */
export const GOODS_SORTINGS = ['default', 'sales', 'newest', 'price-asc', 'price-desc'] as const;
export type GoodsSorting = (typeof GOODS_SORTINGS)[number];
/** the most a searched or price-filtered listing counts: past 500 pages of 20 nobody pages, so the UI shows "10000+" */
export const LISTING_TOTAL_CAP = 10_000;

export const FREIGHT_TEMPLATE_PAGING = { skipCount: 1, maxResultCount: 50 } as const;
export const BRAND_PAGE_SIZE = 10;
export const BRAND_SEARCH_DEBOUNCE_MS = 200;

export const PURCHASE_LIMIT_MIN = 1;
export const PURCHASE_LIMIT_MAX = 200;
export const DEFAULT_STOCK = 999;
export const KUAISHOU_STOCK_MAX = 999;
export const KUAISHOU_DEFAULT_PROMISE_DELIVERY_SECONDS = 172_800;

export const PDD_TEMPLATE_DEFAULTS = {
  ratio: 120,
  additionY: 5,
  priceAdditionY: 3,
  maketPriceAdditionY: 1,
  amountOnSale: 999,
  deliveryTimeType: 172_800,
} as const;

/** Decimal places applied on blur: the ratio rounds to 0 decimals, amounts to 2. */
export const RATIO_DECIMALS = 0;
export const AMOUNT_DECIMALS = 2;

/** Price control is monitored for 3 days; the order count under which a low price is taken down. */
export const PRICE_CONTROL_TAKEDOWN_ORDER_LIMITS = [1, 5, 10] as const;
export const PRICE_COMPLAINT_REVIEW_HOURS = 3;
export const PRICE_COMPLAINT_FIX_HOURS = 3;

export const REALTIME_RECONNECT = { initialDelayMs: 3_000, factor: 2, maxAttempts: 10 } as const;

export const SCRIPT_CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Goods market values: 0 invited (内邀), 2 curated blue ocean. */
export const Market = { Invited: 0, BlueOcean: 2 } as const;
/** Supplier types: 1 normal or own supplier, 4 = 1688. */
export const SupplierType = { Normal: 1, Alibaba: 4 } as const;
export const ALIBABA_GOODS_ID_PREFIX = 'alibaba-';

/** App types of a shop: 1 goods distribution app, 2 order backflow app, 1024 other. */
export const AppType = { Goods: 1, Order: 2, Other: 1024 } as const;

/** Detail publish status: 0 publishing, 1 failed, 2 succeeded. */
export const PublishStatus = { Publishing: 0, Failed: 1, Succeeded: 2 } as const;

export const LEGAL = {
  agreementPublishedOn: '2023-08-08',
  agreementEffectiveOn: '2023-08-18',
  privacyRequestAnswerDays: 15,
  noticeDeliveredAfterMailDays: 5,
} as const;
