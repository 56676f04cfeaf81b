import { type GoodsListItem, Messages, type PagedResult } from '@puhuo/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, screenshot } from '../support/browser.ts';
import { authorizeBuyerAccount, confirmProtocolPayOpen, openProtocolPay, orderBuyerApp } from '../support/buyer-app.ts';
import { registerDistributor, signIn } from '../support/distributor.ts';
import { loginWithPassword } from '../support/identity.ts';
import { type Api, apiOf, apiWithToken, registerDistributorByApi } from '../support/trade.ts';

const DEMO = { userName: 'demo', password: 'Demo@2026' };

let browser: Browser;
let page: Page;
let api: Api;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
  await page.goto(`${baseUrl()}/market`);
  await loginWithPassword(page, DEMO.userName, DEMO.password);
  await page.getByText('登录成功').waitFor();
  api = await apiOf(page);
});
afterAll(async () => {
  await browser?.close();
});

const goodsList = (query: string) =>
  api<PagedResult<GoodsListItem>>('GET', `/api/goods/good?${query}`).then((r) => r.items);
const refOf = (good: GoodsListItem) => ({
  goodsId: good.id,
  tenantId: good.tenantId,
  supplierType: good.supplierType,
  market: good.market,
});
const toolButton = (label: string) =>
  page.getByRole('complementary', { name: '工具栏' }).getByRole('button', { name: label });
const badgeOf = async (label: string) => (await toolButton(label).getByTestId('tool-count').textContent())?.trim();

describe('collect drawer', () => {
  let blueOcean: GoodsListItem[];
  let alibaba: GoodsListItem[];

  beforeAll(async () => {
    blueOcean = await goodsList('supplierType=1&market=2&maxResultCount=11');
    alibaba = await goodsList('supplierType=4&maxResultCount=2');
    const [invited] = await goodsList('supplierType=1&market=0&maxResultCount=1');
    // one good is collected on its detail page below; the rest through the API
    for (const good of [...blueOcean.slice(1), ...alibaba, ...(invited ? [invited] : [])]) {
      await api('POST', '/api/goods/good/goods-collect', refOf(good));
    }
  });

  it('should collect a good from its detail page', async () => {
    const good = blueOcean[0] as GoodsListItem;
    await page.goto(`${baseUrl()}/detail/${good.id}?tenantId=${good.tenantId}`);
    await page.getByTestId('detail-collect').click();
    await page.getByText('收藏成功').waitFor();
    await expect(page.getByTestId('detail-collect').textContent()).resolves.toBe('已收藏');
    await expect.poll(() => badgeOf('收藏')).toBe('14');
  });

  it('should show the count, the kind tabs with their counts and ten goods a page', async () => {
    await toolButton('收藏').click();
    const drawer = page.locator('.ant-drawer-open');
    await drawer.getByText('收藏 (14)').waitFor();
    const tabs = await drawer.getByRole('tab').allTextContents();
    expect(tabs).toEqual(['全部', '内邀 (1)', '蓝海 (11)', '1688 (2)']);
    await expect.poll(() => drawer.getByTestId('collect-title').count()).toBe(10);
    await expect(drawer.getByTestId('collect-total').textContent()).resolves.toBe('共14条');
    // its laid-out width (the opening motion's transform may still blur the painted box)
    const width = await page
      .locator('.ant-drawer-open .ant-drawer-content-wrapper')
      .evaluate((e) => (e as HTMLElement).offsetWidth);
    expect(width).toBe(550);
    await screenshot(page, 'collect-drawer');
    await drawer.locator('.ant-pagination-item-2').click();
    await expect.poll(() => drawer.getByTestId('collect-title').count()).toBe(4);
  });

  it('should step back a page when the last good of a page is uncollected', async () => {
    const drawer = page.locator('.ant-drawer-open');
    await drawer.getByRole('tab', { name: '蓝海 (11)' }).click();
    await expect.poll(() => drawer.getByTestId('collect-title').count()).toBe(10);
    await drawer.locator('.ant-pagination-item-2').click();
    await expect.poll(() => drawer.getByTestId('collect-title').count()).toBe(1);
    await drawer.getByTestId('collect-toggle').click();
    await page.getByText('取消收藏成功').waitFor();
    await expect.poll(() => drawer.locator('.ant-pagination-item-active').textContent()).toBe('1');
    await expect.poll(() => drawer.getByTestId('collect-title').count()).toBe(10);
    await drawer.getByRole('tab', { name: '蓝海 (10)' }).waitFor();
    await drawer.getByText('收藏 (13)').waitFor();
    await expect.poll(() => badgeOf('收藏')).toBe('13');
    await screenshot(page, 'collect-drawer-stepped-back');
  });

  it('should toggle a good to 重新收藏 and back, keeping it on the page', async () => {
    const drawer = page.locator('.ant-drawer-open');
    await drawer.getByRole('tab', { name: '1688 (2)' }).click();
    await expect.poll(() => drawer.getByTestId('collect-title').count()).toBe(2);
    const first = drawer.getByTestId('collect-toggle').first();
    await first.click();
    await page.getByText('取消收藏成功').last().waitFor();
    await expect(first.textContent()).resolves.toBe('重新收藏');
    await drawer.getByRole('tab', { name: '1688 (1)' }).waitFor();
    await screenshot(page, 'collect-drawer-recollect');
    await first.click();
    await expect.poll(() => first.textContent()).toBe('取消收藏');
    await drawer.getByRole('tab', { name: '1688 (2)' }).waitFor();
  });

  it('should find collected goods by name', async () => {
    const drawer = page.locator('.ant-drawer-open');
    await drawer.getByRole('tab', { name: '全部' }).click();
    const name = (alibaba[0] as GoodsListItem).title.slice(0, 6);
    await drawer.getByPlaceholder('请输入商品名称').fill(name);
    await drawer.getByPlaceholder('请输入商品名称').press('Enter');
    await expect
      .poll(async () => (await drawer.getByTestId('collect-title').allTextContents()).every((t) => t.includes(name)))
      .toBe(true);
    await page.keyboard.press('Escape');
  });
});

describe('cart, order and payment', () => {
  interface Sku {
    skuId: string;
    stock: number;
    price: number;
    salesProperties: { name: string; value: string }[];
  }
  let good: GoodsListItem;
  let skus: Sku[];

  beforeAll(async () => {
    // a curated good whose supplier sells against its stock, with no minimum order amount
    for (const candidate of await goodsList('supplierType=1&market=2&maxResultCount=60')) {
      const [setting, terms, detail] = await Promise.all([
        api<{ enableSaleQty: boolean }>('GET', `/api/goods/setting/${candidate.tenantId}/qty-setting`),
        api<{ limitPrice: number }>(
          'GET',
          `/api/goods/good/supplier-goods-price?tenantId=${candidate.tenantId}&id=${candidate.id}`,
        ),
        api<{ isWholesale: boolean; skus: (Sku & { isWholesale: boolean })[] }>(
          'GET',
          `/api/goods/good/${candidate.tenantId}/${candidate.id}`,
        ),
      ]);
      const stocked = detail.skus.filter((s) => s.isWholesale && s.stock >= 5);
      if (setting.enableSaleQty && terms.limitPrice === 0 && detail.isWholesale && stocked.length >= 2) {
        good = candidate;
        skus = stocked;
        return;
      }
    }
    throw new Error('no suitable good in the seeded catalogue');
  });

  const chooseSku = async (sku: Sku) => {
    for (const property of sku.salesProperties) {
      const value = page
        .locator(`[class*="axis"]`, { hasText: property.name })
        .getByRole('button', { name: property.value, exact: true });
      // a value still chosen from the SKU before is kept: clicking it again would unchoose it
      if ((await value.getAttribute('aria-pressed')) !== 'true') await value.click();
    }
  };

  it('should add two SKUs to the cart from the detail page', async () => {
    await page.goto(`${baseUrl()}/detail/${good.id}?tenantId=${good.tenantId}`);
    await page.getByRole('button', { name: '加入购物车' }).click();
    await page.getByText('请选择商品规格').waitFor();
    for (const [index, [sku, qty]] of (
      [
        [skus[0], 2],
        [skus[1], 3],
      ] as const
    ).entries()) {
      await chooseSku(sku as Sku);
      await page.getByTestId('detail-qty').fill(String(qty));
      await page.getByRole('button', { name: '加入购物车' }).click();
      await page.getByText('已加入购物车').last().waitFor();
      await expect.poll(() => badgeOf('购物车')).toBe(String(index + 1));
    }
    await screenshot(page, 'detail-added-to-cart');
  });

  it('should show the cart in a new window, grouped by supplier, with steppers bounded by the stock', async () => {
    const [cart] = await Promise.all([page.waitForEvent('popup'), toolButton('购物车').click()]);
    await cart.waitForURL('**/cart');
    await cart.getByTestId('cart-group').first().waitFor();
    expect(await cart.getByTestId('cart-sku').count()).toBe(2);
    await expect(cart.getByTestId('cart-group').locator('header').textContent()).resolves.toContain(good.supplierName);
    const stepper = cart.getByTestId('qty-stepper').first();
    await stepper.fill(String((skus[0] as Sku).stock + 100));
    await stepper.blur();
    await expect.poll(() => stepper.inputValue()).toBe(String((skus[0] as Sku).stock));
    await stepper.fill('2');
    await stepper.blur();
    await screenshot(cart, 'cart-page');
    await cart.close();
  });

  it('should mark a SKU whose stock another distributor bought up', async () => {
    const other = await registerDistributorByApi();
    const address = await other<{ id: string }>('POST', '/api/tenant-address', {
      name: '李四',
      phone: '13900001111',
      provinceCode: '310000',
      cityCode: '310100',
      districtCode: '310115',
      detail: '张江路88号',
    });
    const sku = skus[0] as Sku;
    const current = await api<{ skus: Sku[] }>('GET', `/api/goods/good/${good.tenantId}/${good.id}`);
    const left = current.skus.find((s) => s.skuId === sku.skuId)?.stock ?? 0;
    await other('POST', '/api/order/fast-order', {
      goodsId: good.id,
      tenantId: good.tenantId,
      skus: [{ skuId: sku.skuId, qty: left }],
      addressId: address.id,
    });
    await page.goto(`${baseUrl()}/cart`);
    await page.getByTestId('sku-err').first().waitFor();
    await expect(page.getByTestId('sku-err').first().textContent()).resolves.toBe('库存不足');
    await expect(page.getByTestId('cart-sku').first().locator('.ant-checkbox-input').isDisabled()).resolves.toBe(true);
    await screenshot(page, 'cart-sold-out');
  });

  it('should confirm the order with a pasted address and pay it on the sandbox page', async () => {
    const sku = skus[1] as Sku;
    await expect
      .poll(async () => (await page.getByTestId('cart-total').textContent())?.replace('¥', ''))
      .toBe((sku.price * 3).toFixed(2));
    await page.getByRole('button', { name: '结算' }).click();
    await page.waitForURL('**/order-confirm?from=cart');
    await page.getByTestId('confirm-group').waitFor();
    await expect(page.getByTestId('confirm-total').textContent()).resolves.toBe(`¥${(sku.price * 3).toFixed(2)}`);

    await page.getByRole('button', { name: '新增收货地址' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('address-paste').fill('张三 13800138000 浙江省杭州市西湖区文三路100号');
    await dialog.getByRole('button', { name: '智能识别' }).click();
    await expect.poll(() => dialog.getByLabel('收货人').inputValue()).toBe('张三');
    await expect(dialog.getByLabel('详细地址').inputValue()).resolves.toBe('文三路100号');
    await expect(dialog.locator('.ant-cascader').textContent()).resolves.toContain('西湖区');
    await screenshot(page, 'address-recognised');
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByText('保存成功').waitFor();
    await page.getByTestId('address-option').first().waitFor();
    await screenshot(page, 'order-confirm');

    await page.getByRole('button', { name: '提交订单' }).click();
    await page.getByTestId('pay-button').waitFor();
    const [cashier] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('pay-button').click()]);
    await cashier.waitForURL('**/sandbox/pay/**');
    await expect(cashier.getByTestId('pay-amount').textContent()).resolves.toBe(`¥${(sku.price * 3).toFixed(2)}`);
    await screenshot(cashier, 'sandbox-pay-page');
    await cashier.getByRole('button', { name: '确认支付' }).click();
    await cashier.getByText('支付成功').first().waitFor();
    await screenshot(cashier, 'sandbox-paid');
    await cashier.close();
    await page.getByTestId('pay-success').waitFor();
    await screenshot(page, 'order-paid');
    await expect.poll(() => badgeOf('购物车')).toBe('1');
  });
});

describe('1688 goods', () => {
  it('should hide the cart on the 1688 tab', async () => {
    await page.goto(`${baseUrl()}/market-1688`);
    await toolButton('收藏').waitFor();
    await expect(toolButton('购物车').count()).resolves.toBe(0);
  });

  it('should warn while 1688 password-free payment is not open, then open it through the buyer app and order', async () => {
    // a distributor of its own: its buyer app starts unauthorised whichever journey ran first
    const session = await registerDistributor('免密采购商行');
    const buyer = await newPage(browser);
    const as = apiWithToken(session.token, session.tenantId);
    await as('POST', '/api/tenant-address', {
      name: '王五',
      phone: '13700002222',
      provinceCode: '330000',
      cityCode: '330100',
      districtCode: '330106',
      detail: '文三路100号',
    });
    // a 1688 good in stock whose supplier asks no minimum order amount
    let good: GoodsListItem | undefined;
    let sku: { skuId: string; stock: number } | undefined;
    for (const candidate of await goodsList('supplierType=4&maxResultCount=40')) {
      const [terms, detail] = await Promise.all([
        api<{ limitPrice: number }>(
          'GET',
          `/api/goods/good/supplier-goods-price?tenantId=${candidate.tenantId}&id=${candidate.id}`,
        ),
        api<{ skus: { skuId: string; stock: number }[] }>(
          'GET',
          `/api/goods/good/${candidate.tenantId}/${candidate.id}`,
        ),
      ]);
      sku = detail.skus.find((s) => s.stock > 0);
      if (terms.limitPrice === 0 && sku) {
        good = candidate;
        break;
      }
    }
    if (!good) throw new Error('no orderable 1688 good in the seeded catalogue');
    await signIn(
      buyer,
      session,
      `/order-confirm?goodsId=${good.id}&tenantId=${good.tenantId}&skus=${encodeURIComponent(`${sku?.skuId}:1`)}`,
    );
    const notice = buyer.getByTestId('protocol-pay-notice');
    await notice.waitFor();
    await notice.getByRole('button', { name: '我已开通' }).click();
    await buyer.getByText('1688免密支付尚未开通').waitFor();
    await screenshot(buyer, 'protocol-pay-not-enabled');

    await notice.getByRole('button', { name: '去开通' }).click();
    const modal = buyer.getByRole('dialog', { name: '订购1688买家应用' });
    await orderBuyerApp(buyer, modal, '免密采购小李');
    await authorizeBuyerAccount(buyer, modal, '免密采购小李');
    await openProtocolPay(buyer, modal, '免密采购小李');
    await confirmProtocolPayOpen(modal);
    await modal.getByRole('button', { name: '完成' }).click();

    await buyer.getByText('1688免密支付已开通，1688商品将自动完成付款').waitFor();
    await screenshot(buyer, 'protocol-pay-enabled');
    await buyer.getByTestId('address-option').first().waitFor();
    await buyer.getByRole('button', { name: '提交订单' }).click();
    await buyer.getByTestId('pay-button').waitFor();
    await buyer.close();
  });
});

describe('distribution list drawer', () => {
  beforeAll(async () => {
    for (const good of await goodsList('supplierType=1&market=2&skipCount=20&maxResultCount=31')) {
      await api('POST', '/api/goods/cart', refOf(good));
    }
    await page.goto(`${baseUrl()}/market`);
  });

  it("should say 'please select goods' when deleting with nothing chosen", async () => {
    await expect.poll(() => badgeOf('分销清单')).toBe('31');
    await toolButton('分销清单').click();
    const drawer = page.locator('.ant-drawer-open');
    await drawer.getByText('分销清单', { exact: true }).waitFor();
    await drawer.getByRole('tab', { name: '全部 (31)' }).waitFor();
    await drawer.getByTestId('delete-selected').click();
    await page.getByText(Messages.selectGoods).waitFor();
    await screenshot(page, 'distribution-list-drawer');
  });

  it('should choose 30 goods over three pages and refuse a 31st', async () => {
    const drawer = page.locator('.ant-drawer-open');
    for (const pageNo of [1, 2, 3]) {
      await drawer.locator(`.ant-pagination-item-${pageNo}`).click();
      await expect.poll(() => drawer.locator('.ant-pagination-item-active').textContent()).toBe(String(pageNo));
      // the new page's rows are in once the header box no longer shows the previous page as chosen
      const header = drawer.locator('.ant-table-thead .ant-checkbox-input');
      await expect.poll(() => header.isChecked()).toBe(false);
      await header.check();
    }
    await expect(drawer.getByTestId('selection-count').textContent()).resolves.toBe('已选 30/30');
    await drawer.locator('.ant-pagination-item-4').click();
    await expect.poll(() => drawer.getByTestId('list-title').count()).toBe(1);
    await drawer.locator('.ant-table-tbody .ant-checkbox-input').first().click();
    await page.getByText('最多选择30个商品').waitFor();
    await expect(drawer.getByTestId('selection-count').textContent()).resolves.toBe('已选 30/30');
    await expect(drawer.locator('.ant-table-tbody .ant-checkbox-input').first().isChecked()).resolves.toBe(false);
    await screenshot(page, 'distribution-list-31st-refused');
  });

  it('should hand the 30 chosen goods to publishing', async () => {
    const drawer = page.locator('.ant-drawer-open');
    await drawer.getByRole('button', { name: '选择店铺铺货' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '选择铺货店铺' });
    await dialog.getByText('已选30个商品').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('should delete the chosen goods', async () => {
    const drawer = page.locator('.ant-drawer-open');
    await drawer.getByTestId('delete-selected').click();
    await page.getByText(Messages.cartDeleted).waitFor();
    await drawer.getByRole('tab', { name: '全部 (1)' }).waitFor();
    await expect.poll(() => badgeOf('分销清单')).toBe('1');
  });
});
