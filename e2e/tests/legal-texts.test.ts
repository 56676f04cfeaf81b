import {
  type GoodsListItem,
  LEGAL,
  MODAL_WIDTH,
  PRICE_COMPLAINT_FIX_HOURS,
  PRICE_COMPLAINT_REVIEW_HOURS,
  PRICE_CONTROL_TAKEDOWN_ORDER_LIMITS,
} from '@puhuo/domain';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGAL_VALUES, type LegalDocument } from '../../apps/web/src/features/auth/legal/legal-texts.ts';
import { auth as authEnUS } from '../../apps/web/src/i18n/locales/en-US/auth.ts';
import { layout as layoutEnUS } from '../../apps/web/src/i18n/locales/en-US/layout.ts';
import { legal as legalEnUS } from '../../apps/web/src/i18n/locales/en-US/legal.ts';
import { publishing as publishingEnUS } from '../../apps/web/src/i18n/locales/en-US/publishing.ts';
import { auth as authZhCN } from '../../apps/web/src/i18n/locales/zh-CN/auth.ts';
import { layout as layoutZhCN } from '../../apps/web/src/i18n/locales/zh-CN/layout.ts';
import { legal as legalZhCN } from '../../apps/web/src/i18n/locales/zh-CN/legal.ts';
import { publishing as publishingZhCN } from '../../apps/web/src/i18n/locales/zh-CN/publishing.ts';
import { launchBrowser, newPage, openMarket, screenshot } from '../support/browser.ts';
import { type ApiSession, registerDistributor, signIn } from '../support/distributor.ts';
import { authorizeQunjielongShop, goodsOpenEverywhere } from '../support/publishing.ts';
import { apiWithToken } from '../support/trade.ts';

// The legal texts of spec doc 2 §9 (user service agreement, privacy policy) and doc 1 (market price
// rules), read the way a person reads them: from the links of the register dialog, in Chinese and, after
// the top bar's language switch, in English; and the listing notice of the publish-to-shops dialog.

const DOCUMENTS: readonly LegalDocument[] = ['agreement', 'privacy', 'priceRules'];
const LANGUAGES = {
  zh: { auth: authZhCN, layout: layoutZhCN, legal: legalZhCN },
  en: { auth: authEnUS, layout: layoutEnUS, legal: legalEnUS },
} as const;
type Language = keyof typeof LANGUAGES;
const LINK_KEY = { agreement: 'agreementLink', privacy: 'privacyLink', priceRules: 'priceRulesLink' } as const;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The width antd gives the modal box, without the zoom of its entry animation. */
const widthOf = (modal: Locator) => modal.evaluate((element) => (element as HTMLElement).offsetWidth);

/** Waits for an overlay's entry animation to end, so that a screenshot shows it as a person sees it. */
const opaque = (overlay: Locator) =>
  expect.poll(() => overlay.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');

/** A catalogue paragraph as the modal shows it: values filled in, a document link reduced to its words. */
const shown = (paragraph: string) =>
  paragraph
    .replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(LEGAL_VALUES[name as keyof typeof LEGAL_VALUES]))
    .replace(/\[\[\w+:([^\]]+)\]\]/g, '$1');

describe('legal texts of the register dialog', () => {
  let page: Page;
  /** what each legal modal showed, per language */
  const texts: Record<Language, Partial<Record<LegalDocument, string>>> = { zh: {}, en: {} };

  beforeAll(async () => {
    page = await openMarket(browser);
  });
  afterAll(async () => {
    await page?.context().close();
  });

  /** Opens the register dialog from the top bar, as a visitor does. */
  async function openRegister(language: Language): Promise<Locator> {
    const { auth, layout } = LANGUAGES[language];
    const register = page.getByRole('dialog', { name: auth.register.titles.phone });
    if (!(await register.isVisible())) {
      await page.getByRole('button', { name: layout.topBar.register, exact: true }).click();
    }
    await register.getByRole('checkbox').waitFor();
    return register;
  }

  /** Follows the register dialog's link to `document`; answers the legal modal, its text on screen. */
  async function openLegal(language: Language, document: LegalDocument): Promise<Locator> {
    const { auth, legal } = LANGUAGES[language];
    const register = await openRegister(language);
    await register.getByText(auth.register[LINK_KEY[document]], { exact: true }).click();
    const modal = page.getByRole('dialog', { name: legal[document].title });
    await modal.getByTestId('legal-text').locator('h3').first().waitFor();
    return modal;
  }

  async function close(modal: Locator): Promise<void> {
    await modal.locator('.ant-modal-close').click();
    await page.getByTestId('legal-text').waitFor({ state: 'detached' });
  }

  /** Every phrase in the document's text in both languages. */
  function expectFacts(document: LegalDocument, phrases: Record<Language, string[]>): void {
    for (const language of ['zh', 'en'] as const) {
      const text = texts[language][document];
      expect(text, `${language} ${document} was read`).toBeDefined();
      for (const phrase of phrases[language]) expect(text).toContain(phrase);
    }
  }

  it('should open the user agreement, privacy policy and market price rules from the register dialog in 880-wide closable modals without footer', async () => {
    for (const document of DOCUMENTS) {
      const modal = await openLegal('zh', document);
      await expect(widthOf(modal)).resolves.toBe(MODAL_WIDTH.legal);
      await expect(modal.locator('.ant-modal-footer').count()).resolves.toBe(0);
      await expect(modal.locator('.ant-modal-close').isVisible()).resolves.toBe(true);
      texts.zh[document] = (await modal.getByTestId('legal-text').textContent()) ?? '';
      await screenshot(page, `legal-texts-zh-${document}`);
      await close(modal);
      // closing the text leaves the register dialog as it was
      await expect(
        page.getByRole('dialog', { name: authZhCN.register.titles.phone }).getByRole('checkbox').isVisible(),
      ).resolves.toBe(true);
    }
  });

  it("should destroy the agreement's content on close, so it opens again at the agreement after following its privacy link", async () => {
    const agreement = await openLegal('zh', 'agreement');
    // 6.1 opens the privacy policy in the agreement's place
    await agreement.getByTestId('legal-link-privacy').click();
    const privacy = page.getByRole('dialog', { name: legalZhCN.privacy.title });
    await privacy.getByRole('heading', { name: legalZhCN.privacy.sections[0]?.heading }).waitFor();
    await close(privacy);
    // nothing of it is kept: opened again, it is the agreement from its start
    const again = await openLegal('zh', 'agreement');
    await again.getByText(shown(legalZhCN.agreement.meta), { exact: true }).waitFor();
    await expect(again.locator('h3').first().textContent()).resolves.toBe(legalZhCN.agreement.sections[0]?.heading);
    await expect(page.getByRole('dialog', { name: legalZhCN.privacy.title }).count()).resolves.toBe(0);
    await close(again);
  });

  it("should show every paragraph of the catalogue's three documents with the constants' values filled in", () => {
    for (const document of DOCUMENTS) {
      const text = texts.zh[document];
      for (const section of legalZhCN[document].sections) {
        expect(text).toContain(section.heading);
        for (const paragraph of section.paragraphs) expect(text).toContain(shown(paragraph));
      }
    }
  });

  it("should show the same legal texts in English after the top bar's language switch", async () => {
    const register = page.getByRole('dialog', { name: authZhCN.register.titles.phone });
    await register.locator('.ant-modal-close').click();
    await register.waitFor({ state: 'hidden' });
    await page.getByTestId('language-switch').click();
    await page.locator('.ant-select-item-option').filter({ hasText: layoutZhCN.languages['en-US'] }).click();
    await page.getByRole('button', { name: layoutEnUS.topBar.register, exact: true }).waitFor();
    for (const document of DOCUMENTS) {
      const modal = await openLegal('en', document);
      await expect(widthOf(modal)).resolves.toBe(MODAL_WIDTH.legal);
      await expect(modal.locator('.ant-modal-footer').count()).resolves.toBe(0);
      const text = (await modal.getByTestId('legal-text').textContent()) ?? '';
      texts.en[document] = text;
      for (const section of legalEnUS[document].sections) {
        expect(text).toContain(section.heading);
        for (const paragraph of section.paragraphs) expect(text).toContain(shown(paragraph));
      }
      // one language at a time: no Chinese left in the English text
      expect(text).not.toMatch(/[\u4e00-\u9fff]/);
      await screenshot(page, `legal-texts-en-${document}`);
      await close(modal);
    }
  });

  describe('user service agreement', () => {
    it('should call the product a neutral software tool, neither seller nor party to transactions, with a curated selection service', () => {
      expectFacts('agreement', {
        zh: ['本平台是一款中立的软件工具', '本平台并非商品的销售方，也不是用户之间交易的当事方', '“蓝海精选”服务'],
        en: [
          'The Platform is a neutral software tool',
          'the Platform is not the seller of the goods, nor a party to transactions between users',
          '"Blue Ocean Selection" service, in which the operator curates suppliers and goods',
        ],
      });
    });

    it('should say that registering or logging in with a third-party account means accepting the agreement', () => {
      expectFacts('agreement', {
        zh: ['您通过注册、第三方账号登录或实际使用本平台服务，即视为您已阅读、理解并接受本协议全部条款'],
        en: ['By registering, logging in with a third-party account', 'deemed to have read, understood and accepted'],
      });
    });

    it('should allow one account per user with true and current data, require legal capacity, and withdrawals only after real-name verification and a bound bank card', () => {
      expectFacts('agreement', {
        zh: [
          '每位用户仅可注册一个账号',
          '真实、准确、最新的注册资料',
          '民事行为能力',
          '提现须完成实名认证并绑定本人银行卡',
        ],
        en: [
          'Each user may register only one account',
          'true, accurate and current registration information',
          'civil capacity',
          'Withdrawals require completing real-name verification and binding a bank card',
        ],
      });
    });

    it('should allow an account transfer only by law, court order or the provider’s consent', () => {
      expectFacts('agreement', {
        zh: ['除依照法律规定、司法裁定或经运营方同意外，账号不得转让'],
        en: [
          'Except as provided by law, by court ruling or with the consent of the operator, the account may not be transferred',
        ],
      });
    });

    it('should end the agreement when the account is cancelled', () => {
      expectFacts('agreement', {
        zh: ['账号注销后本协议随之终止'],
        en: ['this agreement ends when the account is cancelled'],
      });
    });

    it('should let the provider restrict, suspend, seal or cancel accounts, delete or block content, limit withdrawals and deduct penalties', () => {
      expectFacts('agreement', {
        zh: ['限制功能', '暂停服务', '封禁或注销账号', '删除或屏蔽相关信息', '限制提现', '以账户资金抵扣违约金'],
        en: [
          'restrict functions',
          'suspend the service',
          'block or cancel the account',
          'delete or block the related information',
          'restrict withdrawals',
          'deduct penalties from the funds in the account',
        ],
      });
    });

    it('should manage linked accounts together when registration data, bank or payment accounts, phones or top-up accounts overlap', () => {
      expectFacts('agreement', {
        zh: ['注册资料、银行或支付账户、手机号、充值账户存在重合的账号视为关联账号', '运营方可对关联账号一并处理'],
        en: [
          'registration information, bank or payment accounts, mobile numbers or top-up accounts overlap are deemed linked accounts',
          'handle linked accounts together',
        ],
      });
    });

    it('should name suppliers, distributors and buyers as its kinds of users', () => {
      expectFacts('agreement', {
        zh: ['二、用户类型', '本平台的用户包括供应商、分销商与采购方'],
        en: ['2. Types of users', 'Users of the Platform include suppliers, distributors and buyers'],
      });
    });

    it('should count a mailed notice delivered after its natural days and an electronic one the same day', () => {
      const days = LEGAL.noticeDeliveredAfterMailDays;
      expectFacts('agreement', {
        zh: [`以邮寄方式发送的，自交邮后第${days}个自然日视为送达`, '以电子方式发送的，发送当日视为送达'],
        en: [
          `sent by post is deemed delivered ${days} natural days after posting`,
          'sent electronically is deemed delivered on the day it is sent',
        ],
      });
    });

    it('should deduct a technical service fee from income at third-party payment rates published on a fee rules page', () => {
      expectFacts('agreement', {
        zh: ['收费规则页面', '从您的收入中扣收技术服务费', '费率参照第三方支付机构的费率确定'],
        en: [
          'fee rules page',
          'deducts a technical service fee from your income',
          'rates of third-party payment institutions',
        ],
      });
    });

    it('should require funds below 100,000 yuan or insufficient to be topped up within 3 days of notice', () => {
      expectFacts('agreement', {
        zh: ['账户资金不足100,000元或不足以抵扣违约金的，您应在收到通知之日起3日内补足'],
        en: ['below 100,000 yuan or insufficient to cover a penalty', 'within 3 days of receiving the notice'],
      });
    });

    it('should charge ten times the subsidy for subsidy fraud', () => {
      expectFacts('agreement', {
        zh: ['以不正当手段骗取平台补贴的，应支付所骗取补贴金额十倍的违约金'],
        en: ['obtains platform subsidies by improper means shall pay a penalty of ten times the subsidies obtained'],
      });
    });

    it('should charge the higher of 500,000 yuan or 3 times the benefit for bribery or a conflict of interest, reported in writing within 3 days', () => {
      expectFacts('agreement', {
        zh: ['行贿或存在利益冲突行为的，应支付500,000元或所获利益3倍中较高者作为违约金', '应在知悉之日起3日内书面报告'],
        en: [
          'bribes employees of the operator or engages in a conflict of interest',
          '500,000 yuan or 3 times the benefit obtained, whichever is higher',
          'reported in writing within 3 days',
        ],
      });
    });

    it('should put disputes before the court at the place of signing under the law of mainland China', () => {
      expectFacts('agreement', {
        zh: ['本协议适用中华人民共和国大陆地区法律', '由本协议签订地有管辖权的人民法院管辖'],
        en: ['governed by the laws of mainland China', 'court at the place where this agreement is signed'],
      });
    });
  });

  describe('privacy policy', () => {
    it("should hold the spec's sections from rights ownership to contact, with the user's rights and guardian consent for minors", () => {
      const headings: Record<Language, string[]> = {
        zh: [
          '权利归属',
          '知识产权',
          '收集的个人信息及用途',
          'Cookie',
          '共享、转让与公开披露',
          '安全',
          '您的权利',
          '未成年人',
          '跨境传输',
          '更新',
          '联系我们',
        ],
        en: [
          'Ownership of rights',
          'intellectual property',
          'personal information we collect and why',
          'Cookies',
          'Sharing, transfer and public disclosure',
          'Security',
          'Your rights',
          'minors',
          'cross-border transfer',
          'Updates',
          'Contact us',
        ],
      };
      for (const language of ['zh', 'en'] as const) {
        const shownHeadings = LANGUAGES[language].legal.privacy.sections.map((section) => section.heading);
        for (const word of headings[language]) {
          expect(
            shownHeadings.some((heading) => heading.includes(word)),
            `${language} heading with ${word}`,
          ).toBe(true);
        }
      }
      // each of those headings is on screen (checked against the catalogue above), and so are these facts
      expectFacts('privacy', {
        zh: [
          ...headings.zh,
          '网络信标',
          '共享、转让或公开披露',
          '查询、更正、删除您的个人信息',
          '有权撤回同意',
          '自动化决策',
          '未成年人使用本服务，应事先取得监护人的同意',
          '如确需向境外提供',
          '本政策可能适时更新',
        ],
        en: [
          ...headings.en,
          'web beacons',
          'share, transfer or publicly disclose',
          'access, correct and delete your personal information',
          'withdraw your consent',
          'automated decision-making',
          'Minors must obtain the consent of their guardians',
          'If it must be provided abroad',
          'This policy may be updated',
        ],
      });
    });

    it('should answer requests within the days the spec gives', () => {
      const days = LEGAL.privacyRequestAnswerDays;
      expectFacts('privacy', {
        zh: [`我们将在收到您的请求后${days}日内答复`],
        en: [`We will answer within ${days} days of receiving your request`],
      });
    });

    it('should store the data in mainland China', () => {
      expectFacts('privacy', {
        zh: ['存储于中国大陆境内'],
        en: ['is stored in mainland China'],
      });
    });
  });

  describe('market price rules', () => {
    it('should let suppliers complain about a price', () => {
      expectFacts('priceRules', {
        zh: ['供应商可就低价销售发起投诉'],
        en: ['Suppliers may file a complaint about sales below the price'],
      });
    });

    it('should review a complaint and notify the distributor within the review hours, then cancel dropshipping and take the goods down when not fixed in time', () => {
      expectFacts('priceRules', {
        zh: [
          `平台在${PRICE_COMPLAINT_REVIEW_HOURS}小时内完成审核并通知分销商`,
          `分销商应在收到通知后${PRICE_COMPLAINT_FIX_HOURS}小时内完成整改`,
          '逾期未整改的，平台将取消该分销商对该商品的代发资格',
          '相关商品将被下架或标记为售罄',
        ],
        en: [
          `reviews it and notifies the distributor within ${PRICE_COMPLAINT_REVIEW_HOURS} hours`,
          `correct it within ${PRICE_COMPLAINT_FIX_HOURS} hours of receiving the notice`,
          "cancels the distributor's dropshipping eligibility",
          'taken down or marked as sold out',
        ],
      });
    });
  });
});

describe('listing notice of the publish dialog', () => {
  const SHOP = '群接龙须知店';
  let page: Page;
  let session: ApiSession;
  let good: GoodsListItem;
  const notices: { popover?: string; modal?: string } = {};

  beforeAll(async () => {
    session = await registerDistributor('上架须知测试店');
    const api = apiWithToken(session.token, session.tenantId);
    await authorizeQunjielongShop(api, session.tenantId, SHOP);
    [good] = (await goodsOpenEverywhere(api, 1)) as [GoodsListItem];
    page = await newPage(browser);
    await signIn(page, session, `/detail/${encodeURIComponent(good.id)}?tenantId=${good.tenantId}`);
  });
  afterAll(async () => {
    await page?.context().close();
  });

  const dialog = () => page.locator('.ant-modal').filter({ has: page.getByTestId('publish-now') });
  const popover = () => page.locator('.ant-popover').filter({ has: page.getByTestId('listing-notice') });

  async function openPublishDialog(): Promise<void> {
    await page.getByTestId('detail-publish').click();
    await dialog().getByTestId('publish-shop').filter({ hasText: SHOP }).waitFor();
  }

  it('should show the three-day price control monitoring in the footer popover and in the notice before publishing', async () => {
    await openPublishDialog();
    await dialog().getByTestId('publish-shop').filter({ hasText: SHOP }).click();
    await dialog().getByTestId('preflight-row').filter({ hasText: SHOP }).waitFor();
    await dialog().getByRole('button', { name: publishingZhCN.dialog.listingNotice }).hover();
    await popover().getByTestId('listing-notice').waitFor();
    await expect(popover().locator('.ant-popover-title').textContent()).resolves.toBe(
      publishingZhCN.dialog.listingNotice,
    );
    notices.popover = (await popover().getByTestId('listing-notice').textContent()) ?? '';
    await opaque(popover());
    await screenshot(page, 'legal-texts-listing-notice-popover');
    // the popover goes when the pointer leaves the link
    await page.mouse.move(0, 0);
    await popover().waitFor({ state: 'hidden' });

    await dialog().getByTestId('publish-now').click();
    const notice = page.locator('.ant-modal').filter({ has: page.getByTestId('publish-confirm') });
    await notice.getByTestId('listing-notice').waitFor();
    await expect(widthOf(notice)).resolves.toBe(MODAL_WIDTH.listingNotice);
    notices.modal = (await notice.getByTestId('listing-notice').textContent()) ?? '';
    await screenshot(page, 'legal-texts-listing-notice-modal');

    const [day1, day2, day3] = PRICE_CONTROL_TAKEDOWN_ORDER_LIMITS;
    for (const text of [notices.popover, notices.modal]) {
      expect(text).toContain('不得低于供应商设置的控价，否则商品将被下架');
      expect(text).toContain(`控价监控期为${PRICE_CONTROL_TAKEDOWN_ORDER_LIMITS.length}天`);
      expect(text).toContain(`第1天低价且订单数不超过${day1}单`);
      expect(text).toContain(`第2天不超过${day2}单`);
      expect(text).toContain(`第3天不超过${day3}单的，商品将被下架`);
    }
    // the spec's limits: at most 1, 5 and 10 orders on the three days
    expect(PRICE_CONTROL_TAKEDOWN_ORDER_LIMITS).toEqual([1, 5, 10]);

    // read, not confirmed: closing the notice publishes nothing and leaves the dialog open
    await notice.locator('.ant-modal-close').click();
    await notice.waitFor({ state: 'hidden' });
    await expect(dialog().isVisible()).resolves.toBe(true);
  });

  it('should say the listing information is for reference only', () => {
    for (const text of [notices.popover, notices.modal]) {
      expect(text).toContain('铺货带出的商品信息仅供参考');
      expect(text).toContain(publishingZhCN.notice.reference);
    }
  });

  it('should carry the same monitoring figures and reference-only sentence in English', async () => {
    await dialog().locator('.ant-modal-close').first().click();
    await dialog().waitFor({ state: 'hidden' });
    await page.getByTestId('language-switch').click();
    await page.locator('.ant-select-item-option').filter({ hasText: layoutZhCN.languages['en-US'] }).click();
    await page.getByRole('button', { name: layoutEnUS.topBar.publishResults, exact: true }).waitFor();
    await openPublishDialog();
    await dialog().getByRole('button', { name: publishingEnUS.dialog.listingNotice }).hover();
    await popover().getByTestId('listing-notice').waitFor();
    const text = (await popover().getByTestId('listing-notice').textContent()) ?? '';
    await opaque(popover());
    await screenshot(page, 'legal-texts-listing-notice-en');
    const [day1, day2, day3] = PRICE_CONTROL_TAKEDOWN_ORDER_LIMITS;
    expect(text).toContain('must not sell below the controlled price the supplier set, or it will be taken down');
    expect(text).toContain(`monitored for ${PRICE_CONTROL_TAKEDOWN_ORDER_LIMITS.length} days`);
    expect(text).toContain(
      `taken down when its orders do not exceed ${day1} on day 1, ${day2} on day 2 or ${day3} on day 3`,
    );
    expect(text).toContain('is for reference only');
    expect(text).not.toMatch(/[\u4e00-\u9fff]/);
  });
});
