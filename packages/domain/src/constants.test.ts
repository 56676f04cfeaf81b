import { describe, expect, it } from 'vitest';
import * as c from './constants.ts';
import { MessagesEnUS } from './i18n/messages.en-US.ts';
import { Messages } from './i18n/messages.zh-CN.ts';
import { pagedQuerySchema, pageToSkipCount } from './paging.ts';

describe('constants of spec §9', () => {
  it('keeps the limits of doc 1 §9', () => {
    expect(c.REQUEST_TIMEOUT_MS).toBe(60000);
    expect(c.SESSION_COOKIE_MS).toBe(c.SESSION_COOKIE_DAYS * 24 * 3600 * 1000);
    expect(c.SMS_COUNTDOWN_SECONDS).toBe(60);
    expect(c.SMS_CODE_LENGTH).toBe(6);
    expect(c.PHONE_LENGTH).toBe(11);
    expect(c.COMPANY_NAME_MAX_LENGTH).toBe(40);
    expect(c.LOGO_MAX_BYTES).toBe(5242880);
    expect(c.DEFAULT_INVITE_CODE).toBe('00LANHAI');
    expect(c.COLLECT_PAGE_SIZE).toBe(10);
    expect(c.BACK_TO_TOP_AFTER_PX).toBe(300);
    expect([c.CAPTCHA_WIDTH, c.CAPTCHA_HEIGHT]).toEqual([340, 212]);
    expect(c.CAPTCHA_REFRESH_DELAY_MS).toBe(1400);
    expect(c.SHOP_LIST_PAGE_SIZE).toBe(50);
    expect(c.EXPIRING_THRESHOLD_DAYS).toBe(15);
    expect([...c.APP_EXPIRY_REMINDER_DAYS]).toEqual([30, 15, 3, 0]);
    expect(c.PROGRESS_POLL_MS).toBe(1000);
    expect(c.RESULTS_PAGE_SIZE).toBe(10);
    expect(c.DRAWER_WIDTH).toMatchObject({ results: 900, resultDetails: 1090, collect: 550 });
    expect(c.MODAL_WIDTH.progress).toBe(320);
    expect(c.MAX_SELECTED_GOODS).toBe(30);
    expect(c.QUICK_PUBLISH_MARKET).toBe(2);
    expect(c.GOODS_FROM_IDS).toBe(3);
    expect(c.SEARCH_HISTORY_SIZE).toBe(10);
  });

  it('keeps the template defaults of doc 2 §9', () => {
    expect(c.PDD_TEMPLATE_DEFAULTS).toEqual({
      ratio: 120,
      additionY: 5,
      priceAdditionY: 3,
      maketPriceAdditionY: 1,
      amountOnSale: 999,
      deliveryTimeType: 172800,
    });
    expect(c.DEFAULT_STOCK).toBe(999);
    expect(c.KUAISHOU_DEFAULT_PROMISE_DELIVERY_SECONDS).toBe(172800);
    expect([c.PURCHASE_LIMIT_MIN, c.PURCHASE_LIMIT_MAX]).toEqual([1, 200]);
    expect(c.BRAND_PAGE_SIZE).toBe(10);
    expect(c.FREIGHT_TEMPLATE_PAGING).toEqual({ skipCount: 1, maxResultCount: 50 });
  });

  it('quotes the spec messages verbatim', () => {
    expect(Messages.selectAtLeastOneShop).toBe('请至少勾选一个店铺');
    expect(MessagesEnUS.searchKeywordRequired).toBe('please enter a search keyword');
    expect(Messages.captchaNotPassed).toBe('验证未通过，拖动滑块将悬浮图像正确合并');
  });
});

describe('paging', () => {
  it('caps the page size at 100 and defaults the offset to 0', () => {
    expect(pagedQuerySchema.parse({ maxResultCount: '5000' })).toEqual({
      skipCount: 0,
      maxResultCount: 100,
    });
  });

  it('refuses a negative offset', () => {
    expect(pagedQuerySchema.safeParse({ skipCount: -1 }).success).toBe(false);
  });

  it('turns a page number into an offset', () => {
    expect(pageToSkipCount(1, 10)).toBe(0);
    expect(pageToSkipCount(3, 10)).toBe(20);
  });
});
