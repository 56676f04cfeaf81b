import type { Locator } from 'playwright-core';

/** Walks the lazily loaded cascader down its first options to a leaf; answers the names on the way. */
export async function pickFirstLeaf(target: Locator): Promise<string[]> {
  const page = target.page();
  const cascader = target.locator('.ant-select').first();
  await cascader.click();
  const dropdown = page.locator('.ant-cascader-dropdown').filter({ visible: true }).last();
  const names: string[] = [];
  for (let level = 0; level < 6; level++) {
    // a category, not the list's spinner or its 类目加载失败 line (they show as a disabled item)
    const item = dropdown
      .locator('.ant-cascader-menu')
      .nth(level)
      .locator('.ant-cascader-menu-item:not(.ant-cascader-menu-item-disabled)')
      .first();
    await item.waitFor();
    names.push((await item.textContent()) ?? '');
    const isLeaf = !(await item.getAttribute('class'))?.includes('ant-cascader-menu-item-expand');
    const done = isLeaf
      ? cascader.locator('.ant-select-content-has-value')
      : dropdown.locator('.ant-cascader-menu').nth(level + 1);
    const shown = (timeout: number) =>
      done.waitFor({ timeout }).then(
        () => true,
        () => false,
      );
    // a click landing while the menu still slides in is lost: click until the next column (or the choice)
    // shows; a column the platform is still answering for (the item spins) is waited for, not clicked again
    let reached = false;
    for (let attempt = 0; attempt < 5 && !reached; attempt++) {
      await item.click();
      reached = await shown(3_000);
      if (!reached && (await item.getAttribute('class'))?.includes('ant-cascader-menu-item-loading')) {
        reached = await shown(40_000);
      }
    }
    if (!reached) throw new Error(`the category cascader did not take 「${names.join(' / ')}」`);
    if (isLeaf) return names;
  }
  throw new Error('no leaf category');
}
