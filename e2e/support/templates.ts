import type { Locator } from 'playwright-core';

/** Walks the lazily loaded cascader down its first options to a leaf; answers the names on the way. */
export async function pickFirstLeaf(target: Locator): Promise<string[]> {
  const page = target.page();
  const cascader = target.locator('.ant-select').first();
  await cascader.click();
  const dropdown = page.locator('.ant-cascader-dropdown').filter({ visible: true }).last();
  const names: string[] = [];
  for (let level = 0; level < 6; level++) {
    const item = dropdown.locator('.ant-cascader-menu').nth(level).locator('.ant-cascader-menu-item').first();
    await item.waitFor();
    names.push((await item.textContent()) ?? '');
    const isLeaf = !(await item.getAttribute('class'))?.includes('ant-cascader-menu-item-expand');
    // a click landing while the menu still slides in is lost: click until the next column (or the choice) shows
    for (let attempt = 0; attempt < 5; attempt++) {
      await item.click();
      const done = isLeaf
        ? cascader.locator('.ant-select-content-has-value')
        : dropdown.locator('.ant-cascader-menu').nth(level + 1);
      if (
        await done.waitFor({ timeout: 3_000 }).then(
          () => true,
          () => false,
        )
      )
        break;
    }
    if (isLeaf) return names;
  }
  throw new Error('no leaf category');
}
