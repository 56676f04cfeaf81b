import path from 'node:path';
import { afterEach } from 'vitest';
import { openPages, screenshot } from './browser.ts';

/**
 * A journey that fails leaves, for each page open in the worker, a picture of where it stopped
 * (screenshots/failed-…png) and, in the run's output, its address and the dialogs and messages on it:
 * CI keeps the output, so a failure seen only under CI's load can still be read.
 */
afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  const file = path.basename(task.file?.name ?? 'journey', '.test.ts');
  const name = `failed-${file}-${task.name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 60)}`;
  for (const [index, page] of openPages().entries()) {
    try {
      const picture = await screenshot(page, `${name}-${index}`);
      const shown = await page
        .locator('.ant-modal-wrap:visible, .ant-message-notice, .ant-notification-notice, .ant-drawer-open')
        .allInnerTexts();
      console.log(
        `[${task.name}] page ${index} stopped at ${page.url()} (${picture})\n  shown: ${JSON.stringify(shown).slice(0, 2000)}`,
      );
    } catch (error) {
      console.log(`[${task.name}] page ${index}: no picture (${String(error).slice(0, 200)})`);
    }
  }
});
