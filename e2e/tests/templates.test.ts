import { Messages } from '@puhuo/domain';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { templates as templateWords } from '../../apps/web/src/i18n/locales/zh-CN/templates.ts';
import { launchBrowser, newPage, screenshot } from '../support/browser.ts';
import { type ApiSession, authorizeSandboxShop, registerDistributor, signIn } from '../support/distributor.ts';
import { pickFirstLeaf } from '../support/templates.ts';

const SHOPS = {
  pdd: { station: 2, name: '拼多多设置测试店' },
  doudian: { station: 11, name: '抖店设置测试店', module: 'goods' },
  youzan: { station: 32, name: '有赞设置测试店', module: 'goods' },
  xiaohongshu: { station: 29, name: '小红书设置测试店', module: 'goods' },
  kuaishou: { station: 4, name: '快手设置测试店', module: 'goods' },
  ktt: { station: 33, name: '快团团设置测试店' },
  taobao: { station: 3, name: '淘宝设置测试店' },
} as const;

let browser: Browser;
let page: Page;
let session: ApiSession;
const shopIds = new Map<string, string>();

beforeAll(async () => {
  session = await registerDistributor('模板测试商贸有限公司');
  for (const [key, shop] of Object.entries(SHOPS)) {
    shopIds.set(
      key,
      await authorizeSandboxShop(session, shop.station, shop.name, 'module' in shop ? shop.module : undefined),
    );
  }
  browser = await launchBrowser();
  page = await newPage(browser);
  await signIn(page, session);
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async ({ task }) => {
  // a failed journey leaves a picture of where it stopped, and the next one starts from a clean page
  if (task.result?.state !== 'fail') return;
  await screenshot(page, `templates-failed-${task.name.split(':')[0]}`);
  await page.reload();
  await page.getByTestId('company-name').waitFor();
});

const drawer = () => page.locator('.ant-drawer-section').filter({ hasText: '保存设置' });
const field = (name: string) => drawer().getByTestId(`field-${name}`);
const input = (name: string) => field(name).locator('input').first();
const errorOf = (name: string) => field(name).locator('.ant-form-item-explain-error');

/** The account menu's 铺货设置, then the shop's tab. */
async function openSettings(shopName: string): Promise<void> {
  await page.getByTestId('company-name').hover();
  await page.getByRole('button', { name: '铺货设置', exact: true }).click();
  await drawer().waitFor();
  await drawer()
    .getByRole('tab', { name: new RegExp(shopName) })
    .click();
  await drawer().locator('form').waitFor();
}

async function closeSettings(): Promise<void> {
  await drawer().getByRole('button', { name: '取消' }).click();
  await drawer().waitFor({ state: 'hidden' });
}

async function saveSettings(): Promise<void> {
  await drawer().getByRole('button', { name: '保存设置' }).click();
}

async function expectToast(text: string): Promise<void> {
  await page.locator('.ant-message').getByText(text, { exact: true }).first().waitFor();
}

/** Clears an input the way a person does: select all, delete, leave the field. */
async function clear(name: string): Promise<void> {
  await input(name).click();
  await input(name).press('ControlOrMeta+a');
  await input(name).press('Backspace');
  await input(name).blur();
}

async function typeInto(name: string, text: string): Promise<void> {
  await input(name).click();
  await input(name).press('ControlOrMeta+a');
  await input(name).pressSequentially(text);
  await input(name).blur();
}

/** Opens a select and picks its first option with the keyboard, as the focused select receives it. */
async function pickFirst(target: Locator): Promise<string> {
  const select = target.locator('.ant-select').first();
  await select.click();
  await select.locator('input[aria-expanded="true"]').waitFor({ state: 'attached' });
  const listId = await select.locator('input').getAttribute('aria-controls');
  // the options of this select are loaded (a search select loads them after opening)
  await page.locator(`[id="${listId}"] [role="option"]`).first().waitFor({ state: 'attached' });
  await page.keyboard.press('Enter');
  const chosen = select.locator('.ant-select-content-has-value');
  await chosen.waitFor();
  return (await chosen.getAttribute('title')) ?? '';
}

describe('publish template journeys', () => {
  it('pdd: should show the §9 defaults, refuse each mistake with its message, save and keep the values', async () => {
    await openSettings(SHOPS.pdd.name);
    expect(await input('price.mutiPrice.ratio').inputValue()).toBe('120');
    expect(await input('price.mutiPrice.additionY').inputValue()).toBe('5');
    expect(await input('price.priceAdditionY').inputValue()).toBe('3');
    expect(await input('price.maketPriceAdditionY').inputValue()).toBe('1');
    expect(await input('amountOnSale').inputValue()).toBe('999');
    await expect(field('deliveryTimeType').getByRole('radio', { name: '48小时' }).isChecked()).resolves.toBe(true);
    await drawer().getByTestId('price-preview').waitFor();
    await screenshot(page, 'templates-pdd-defaults');

    // e, E and + are refused as typed; minus too where the value cannot be negative
    await typeInto('amountOnSale', 'e+E-12');
    expect(await input('amountOnSale').inputValue()).toBe('12');
    // the ratio rounds to a whole number on blur, amounts to fen
    await typeInto('price.mutiPrice.ratio', '130.6');
    expect(await input('price.mutiPrice.ratio').inputValue()).toBe('131');
    await typeInto('price.mutiPrice.additionY', '-2.356');
    expect(await input('price.mutiPrice.additionY').inputValue()).toBe('-2.36');

    await clear('amountOnSale');
    await field('category').getByRole('radio', { name: '手动选择' }).click();
    await saveSettings();
    await errorOf('amountOnSale').getByText(Messages.pddFillSkuStock).waitFor();
    await errorOf('freightTemplateId').getByText(Messages.pddSelectFreightTemplate).waitFor();
    await errorOf('categoryId').getByText(Messages.pddSelectCategory).waitFor();
    await input('amountOnSale').fill('-1');
    await errorOf('amountOnSale').getByText(Messages.pddSkuStockNotNegative).waitFor();
    await clear('price.mutiPrice.ratio');
    await errorOf('price.mutiPrice.ratio').getByText('请填写百分比值').waitFor();
    await screenshot(page, 'templates-pdd-validation');

    await typeInto('amountOnSale', '50');
    await typeInto('price.mutiPrice.ratio', '150');
    const category = await pickFirstLeaf(field('categoryId'));
    const freight = await pickFirst(field('freightTemplateId'));
    await field('deliveryTimeType').getByRole('radio', { name: '24小时' }).click();
    await saveSettings();
    await expectToast(Messages.operationSucceeded);
    await screenshot(page, 'templates-pdd-saved');
    await closeSettings();

    await page.reload();
    await page.getByTestId('company-name').waitFor();
    await openSettings(SHOPS.pdd.name);
    expect(await input('amountOnSale').inputValue()).toBe('50');
    expect(await input('price.mutiPrice.ratio').inputValue()).toBe('150');
    expect(await input('price.mutiPrice.additionY').inputValue()).toBe('-2.36');
    await field('freightTemplateId').getByText(freight).waitFor();
    await field('categoryId').getByText(category.join(' / ')).waitFor();
    await expect(field('deliveryTimeType').getByRole('radio', { name: '24小时' }).isChecked()).resolves.toBe(true);
    await closeSettings();
  });

  it('doudian: should need a brand in every row, clear a row brand when its category changes, and check presales', async () => {
    await openSettings(SHOPS.doudian.name);
    await drawer().getByTestId('brand-rows').waitFor();
    await saveSettings();
    await drawer().getByText(Messages.doudianSelectBrand).first().waitFor();
    await drawer().getByText(Messages.pddSelectCategory).first().waitFor();
    await errorOf('freightTemplateId').getByText(Messages.pddSelectFreightTemplate).waitFor();

    const row = drawer().getByTestId('brand-row-0');
    await pickFirstLeaf(row.locator('.ant-form-item').nth(0));
    const brand = await pickFirst(row.locator('.ant-form-item').nth(1));
    await row.locator('.ant-select-content', { hasText: brand }).waitFor();
    // a new category for the row clears its brand
    await pickFirstLeaf(row.locator('.ant-form-item').nth(0));
    await expect(row.locator('.ant-select-content', { hasText: brand }).count()).resolves.toBe(0);
    await pickFirst(row.locator('.ant-form-item').nth(1));
    // at least one row: the only row cannot be removed
    await expect(row.getByRole('button', { name: '删除品牌' }).isDisabled()).resolves.toBe(true);

    await field('presellType').getByRole('radio', { name: '全款预售' }).click();
    await pickFirst(field('freightTemplateId'));
    await saveSettings();
    await errorOf('presellEndTime').getByText(Messages.doudianSelectPresellEndTime).waitFor();
    await errorOf('presellDelay').getByText(Messages.doudianPresellDelayAfterEnd).waitFor();
    await field('presellType').getByRole('radio', { name: '阶梯发货' }).click();
    await saveSettings();
    await errorOf('presellDelay').getByText(Messages.doudianPresellDelayAfterPayment).waitFor();
    await screenshot(page, 'templates-doudian-validation');

    await typeInto('presellDelay', '7');
    await field('reduceType').getByRole('radio', { name: '下单减库存' }).click();
    await field('deliveryDelayDay').getByRole('radio', { name: '当日发货' }).click();
    await saveSettings();
    await expectToast(Messages.operationSucceeded);
    await closeSettings();

    await page.reload();
    await page.getByTestId('company-name').waitFor();
    await openSettings(SHOPS.doudian.name);
    expect(await input('presellDelay').inputValue()).toBe('7');
    await expect(field('reduceType').getByRole('radio', { name: '下单减库存' }).isChecked()).resolves.toBe(true);
    await expect(field('deliveryDelayDay').getByRole('radio', { name: '当日发货' }).isChecked()).resolves.toBe(true);
    await drawer().getByTestId('brand-row-0').getByText(/\S/).first().waitFor();
    await screenshot(page, 'templates-doudian-saved');
    await closeSettings();
  });

  it('youzan: should ask for delivery, postage or template, and say 保存设置成功', async () => {
    await openSettings(SHOPS.youzan.name);
    await expect(field('logisticsType').getByRole('checkbox', { name: '快递发货' }).isChecked()).resolves.toBe(true);
    expect(await input('postFee').inputValue()).toBe('0');

    await field('logisticsType').getByRole('checkbox', { name: '快递发货' }).click();
    await clear('postFee');
    await input('price.ratio').fill('-3');
    await drawer().getByTestId('field-price.priceTakeType').locator('.ant-select').hover();
    await drawer().getByTestId('field-price.priceTakeType').locator('.ant-select-clear').click();
    await saveSettings();
    await errorOf('logisticsType').getByText('请选择配送方式').waitFor();
    await errorOf('postFee').getByText('请输入邮费').waitFor();
    await errorOf('price.ratio').getByText('百分比值不能小于0').waitFor();
    await errorOf('price.priceTakeType').getByText('请选择价格类型').waitFor();
    await field('freightType').getByRole('radio', { name: '运费模板' }).click();
    await saveSettings();
    await errorOf('freightTemplateId').getByText('请选择运费模板').waitFor();
    await screenshot(page, 'templates-youzan-validation');

    await field('logisticsType').getByRole('checkbox', { name: '到店自提' }).click();
    await typeInto('price.ratio', '110');
    await pickFirst(field('price.priceTakeType'));
    const template = await pickFirst(field('freightTemplateId'));
    await field('saleTimeType').getByRole('radio', { name: '放入仓库' }).click();
    await saveSettings();
    await expectToast('保存设置成功');
    await closeSettings();

    await page.reload();
    await page.getByTestId('company-name').waitFor();
    await openSettings(SHOPS.youzan.name);
    await expect(field('saleTimeType').getByRole('radio', { name: '放入仓库' }).isChecked()).resolves.toBe(true);
    await expect(field('logisticsType').getByRole('checkbox', { name: '到店自提' }).isChecked()).resolves.toBe(true);
    await expect(field('logisticsType').getByRole('checkbox', { name: '快递发货' }).isChecked()).resolves.toBe(false);
    await field('freightTemplateId').getByText(template).waitFor();
    expect(await input('price.ratio').inputValue()).toBe('110');
    await closeSettings();
  });

  it('xiaohongshu: should preselect the first logistics plan and brand, keep the warehouse fixed and explain delivery time', async () => {
    await openSettings(SHOPS.xiaohongshu.name);
    await expect(
      drawer().getByTestId('field-上架设置').getByRole('radio', { name: '放入仓库' }).isDisabled(),
    ).resolves.toBe(true);
    // the first logistics plan is chosen for a new template
    await field('logisticsPlanId').locator('.ant-select-content-has-value').waitFor();
    await field('time').getByLabel('发货时间说明').hover();
    await page.getByText('发货时间是买家付款后承诺发货的时限', { exact: false }).waitFor();
    await screenshot(page, 'templates-xiaohongshu-popover');

    await clear('qty');
    await field('category').getByRole('radio', { name: '手动选择' }).click();
    await saveSettings();
    await errorOf('qty').getByText('请填写sku库存').waitFor();
    await errorOf('shippingTemplateId').getByText('请选择运费模板').waitFor();
    await errorOf('categoryId').getByText('请选择商品类目').waitFor();
    await errorOf('brandId').getByText('请选择品牌').waitFor();
    await input('qty').fill('-5');
    await errorOf('qty').getByText('sku库存不能小于0').waitFor();
    await field('logisticsPlanId').locator('.ant-select').hover();
    await field('logisticsPlanId').locator('.ant-select-clear').click();
    await errorOf('logisticsPlanId').getByText('请选择物流模板').waitFor();
    await screenshot(page, 'templates-xiaohongshu-validation');

    await typeInto('qty', '88');
    await pickFirstLeaf(field('categoryId'));
    // the first brand of the category is chosen for the distributor
    await field('brandId').locator('.ant-select-content-has-value').waitFor();
    const brand = (await field('brandId').locator('.ant-select-content-has-value').textContent()) ?? '';
    // the brand select's refresh-templates link reads the brands again, the choice kept (spec doc 2 §2)
    const brandsRead = page.waitForRequest((request) => /brand/i.test(new URL(request.url()).pathname));
    await field('brandId').getByTestId('brand-refresh').click();
    await brandsRead;
    await expect.poll(() => field('brandId').locator('.ant-select-content-has-value').textContent()).toBe(brand);
    await pickFirst(field('shippingTemplateId'));
    await pickFirst(field('logisticsPlanId'));
    await field('time').getByRole('radio', { name: '24小时' }).click();
    await saveSettings();
    await expectToast(Messages.operationSucceeded);
    await closeSettings();

    await page.reload();
    await page.getByTestId('company-name').waitFor();
    await openSettings(SHOPS.xiaohongshu.name);
    expect(await input('qty').inputValue()).toBe('88');
    await field('brandId')
      .getByText(brand.split(' / ')[0] ?? brand)
      .waitFor();
    await expect(field('time').getByRole('radio', { name: '24小时' }).isChecked()).resolves.toBe(true);
    await screenshot(page, 'templates-xiaohongshu-saved');
    await closeSettings();
  });

  it('kuaishou: should keep stock within 0-999, need an express template and save listing and delivery', async () => {
    await openSettings(SHOPS.kuaishou.name);
    expect(await input('skuStockNumber').inputValue()).toBe('999');
    await expect(field('promiseDeliveryTime').getByRole('radio', { name: '48小时' }).isChecked()).resolves.toBe(true);
    await expect(field('immediatelyOnOfflineFlag').getByRole('radio', { name: '立即上架' }).isChecked()).resolves.toBe(
      true,
    );

    await typeInto('skuStockNumber', '1000');
    await saveSettings();
    await errorOf('skuStockNumber').getByText('sku库存不能大于999').waitFor();
    await errorOf('expressTemplateId').getByText('请选择运费模板').waitFor();
    await clear('skuStockNumber');
    await errorOf('skuStockNumber').getByText('请填写sku库存').waitFor();
    await input('skuStockNumber').fill('-1');
    await errorOf('skuStockNumber').getByText('sku库存不能小于0').waitFor();
    await field('category').getByRole('radio', { name: '手动选择' }).click();
    await saveSettings();
    await errorOf('categoryId').getByText('请选择商品类目').waitFor();
    await screenshot(page, 'templates-kuaishou-validation');

    await typeInto('skuStockNumber', '300');
    await pickFirstLeaf(field('categoryId'));
    await pickFirst(field('expressTemplateId'));
    await field('immediatelyOnOfflineFlag').getByRole('radio', { name: '放入仓库' }).click();
    await field('promiseDeliveryTime').getByRole('radio', { name: '24小时' }).click();
    await saveSettings();
    await expectToast(Messages.operationSucceeded);
    await closeSettings();

    await page.reload();
    await page.getByTestId('company-name').waitFor();
    await openSettings(SHOPS.kuaishou.name);
    expect(await input('skuStockNumber').inputValue()).toBe('300');
    await expect(field('immediatelyOnOfflineFlag').getByRole('radio', { name: '放入仓库' }).isChecked()).resolves.toBe(
      true,
    );
    await expect(field('promiseDeliveryTime').getByRole('radio', { name: '24小时' }).isChecked()).resolves.toBe(true);
    await screenshot(page, 'templates-kuaishou-saved');
    await closeSettings();
  });

  it('ktt: should keep "do not publish yet" fixed and limit purchases to 1-200', async () => {
    await openSettings(SHOPS.ktt.name);
    await expect(field('isSavePreview').getByRole('radio', { name: '暂不发布' }).isDisabled()).resolves.toBe(true);
    await expect(field('qtyType').getByRole('radio', { name: '不限库存' }).isChecked()).resolves.toBe(true);
    await field('qtyType').getByRole('radio', { name: '固定库存' }).click();
    await clear('qty');
    await field('isLimit').getByRole('radio', { name: '限购', exact: true }).click();
    await typeInto('limitBuy', '201');
    await saveSettings();
    await errorOf('qty').getByText('请填写sku库存').waitFor();
    await errorOf('limitBuy').getByText('数量不能大于200').waitFor();
    await typeInto('limitBuy', '0');
    await errorOf('limitBuy').getByText('数量不能小于1').waitFor();
    await screenshot(page, 'templates-ktt-validation');
    await typeInto('limitBuy', '200');
    await typeInto('qty', '30');
    await saveSettings();
    await expectToast(Messages.operationSucceeded);
    await closeSettings();
    await openSettings(SHOPS.ktt.name);
    expect(await input('limitBuy').inputValue()).toBe('200');
    expect(await input('qty').inputValue()).toBe('30');
    await closeSettings();
  });

  it('taobao: should save listing start and stock deduction with the integer price', async () => {
    await openSettings(SHOPS.taobao.name);
    await saveSettings();
    await errorOf('template').getByText('请选择运费模板').waitFor();
    await pickFirst(field('template'));
    await field('startTimeType').getByRole('radio', { name: '放入仓库' }).click();
    await field('subStock').getByRole('radio', { name: '拍下减库存' }).click();
    await field('pricePrecision').locator('.ant-select').click();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await field('pricePrecision').locator('.ant-select-content', { hasText: '取整' }).waitFor();
    await screenshot(page, 'templates-taobao');
    await saveSettings();
    await expectToast(Messages.operationSucceeded);
    await closeSettings();
    await openSettings(SHOPS.taobao.name);
    await expect(field('startTimeType').getByRole('radio', { name: '放入仓库' }).isChecked()).resolves.toBe(true);
    await expect(field('subStock').getByRole('radio', { name: '拍下减库存' }).isChecked()).resolves.toBe(true);
    await field('pricePrecision').locator('.ant-select-content', { hasText: '取整' }).waitFor();
    await closeSettings();
  });

  it('kuaishou: should say when the categories failed to load, and read them again when the list is opened again', async () => {
    const categoryCalls = (parent: 'top' | 'below') => (url: URL) =>
      url.pathname === '/api/platform/good/category/sub-list' &&
      url.searchParams.get('shopId') === shopIds.get('kuaishou') &&
      (url.searchParams.get('parentId') === '0') === (parent === 'top');
    const refuse = (parent: 'top' | 'below', times: number) =>
      page.route(
        categoryCalls(parent),
        (route) => route.fulfill({ status: 502, json: { error: { message: '平台繁忙' } } }),
        { times },
      );
    // a fresh page: the settings drawer keeps a shop's form (and its categories) once opened
    await page.reload();
    await page.getByTestId('company-name').waitFor();
    // refused when the form opens, and again when the list is opened (opening a failed list reads it again)
    await refuse('top', 2);
    await openSettings(SHOPS.kuaishou.name);
    const manual = field('category').getByRole('radio', { name: '手动选择' });
    if (!(await manual.isChecked())) await manual.click();
    const cascader = field('categoryId').locator('.ant-select').first();
    await cascader.click();
    const dropdown = page.locator('.ant-cascader-dropdown').filter({ visible: true }).last();
    await dropdown.getByText(templateWords.category.loadFailed).waitFor();
    await screenshot(page, 'templates-category-load-failed');

    // opened again, the list is read again and shows the platform's categories
    await page.keyboard.press('Escape');
    await dropdown.waitFor({ state: 'hidden' });
    await cascader.click();
    const top = dropdown.locator('.ant-cascader-menu').first().locator('.ant-cascader-menu-item-expand').first();
    await top.waitFor();

    // a level that fails stops spinning, and a second click reads it
    await refuse('below', 1);
    const refused = page.waitForResponse((response) => categoryCalls('below')(new URL(response.url())));
    await top.click();
    expect((await refused).status()).toBe(502);
    await expect.poll(() => top.getAttribute('class')).not.toContain('ant-cascader-menu-item-loading');
    expect(await dropdown.locator('.ant-cascader-menu').count()).toBe(1);
    await top.click();
    await dropdown.locator('.ant-cascader-menu').nth(1).locator('.ant-cascader-menu-item').first().waitFor();
    await page.keyboard.press('Escape');
    await closeSettings();
  });
});
