import type { Page } from 'playwright-core';
import { baseUrl } from './browser.ts';

/** The latest code the local SMS provider "sent" to a phone, read from the development outbox. */
export async function smsCodeFor(phoneNumber: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const response = await fetch(`${baseUrl()}/api/dev/sms-outbox?phoneNumber=${phoneNumber}`);
    const { items } = (await response.json()) as { items: { text: string }[] };
    const code = /(\d{6})/.exec(items[0]?.text ?? '')?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no SMS for ${phoneNumber}`);
}

let phoneCounter = Date.now() % 10_000_000;
export const freshPhone = () => `135${String(phoneCounter++).padStart(8, '0')}`;

export async function openLoginModal(page: Page): Promise<void> {
  await page.getByRole('button', { name: '请登录' }).click();
  await page.getByRole('dialog').getByText('账号登录').waitFor();
}

export async function loginWithPassword(page: Page, userName: string, password: string): Promise<void> {
  await openLoginModal(page);
  const dialog = page.getByRole('dialog');
  await dialog.getByPlaceholder('请输入账号').fill(userName);
  await dialog.getByPlaceholder('请输入密码').fill(password);
  await dialog.getByRole('button', { name: '登录' }).click();
}

/** Finds the captcha gap as a person would by looking: the gap's outline is the only pure white. */
export async function findCaptchaGap(page: Page): Promise<number> {
  return page.getByTestId('captcha-background').evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.drawImage(img, 0, 0);
    const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
    let minX = width;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 4;
        if (data[i] === 255 && data[i + 1] === 255 && data[i + 2] === 255) minX = Math.min(minX, x);
      }
    }
    return minX;
  });
}

/** Drags the captcha handle by dx the way a hand does: speeding up, slowing down, wobbling. */
export async function dragLikeAPerson(page: Page, dx: number): Promise<void> {
  const handle = page.getByTestId('captcha-handle');
  const box = await handle.boundingBox();
  if (!box) throw new Error('captcha handle not visible');
  const startX = box.x + box.width / 2;
  const startY = box.y + box.height / 2;
  await page.mouse.move(startX, startY);
  await page.mouse.down();
  const steps = 22;
  for (let i = 1; i <= steps; i++) {
    const p = i / steps;
    const eased = p < 0.5 ? 2 * p * p : 1 - (-2 * p + 2) ** 2 / 2;
    await page.mouse.move(startX + eased * dx, startY + ((i % 3) - 1));
    await page.waitForTimeout(20 + (i % 4) * 9);
  }
  await page.mouse.move(startX + dx, startY);
  await page.waitForTimeout(60);
  await page.mouse.up();
}
