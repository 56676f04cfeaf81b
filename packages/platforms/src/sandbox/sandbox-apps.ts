import { createHmac } from 'node:crypto';
import type { AppCredentials } from '../core/connector.ts';
import { numericId } from './catalog/deterministic.ts';

/** The sandbox platforms by machine name (the station catalogue's `name`). */
export const SANDBOX_PLATFORMS = [
  'alibaba',
  'pdd',
  'taobao',
  'kuaishou',
  'doudian',
  'jd',
  'xiaohongshu',
  'youzan',
  'ktt',
  'qunjielong',
  'wechatvideoshop',
  'fanmeng',
  'jubaozan',
  'taogongchang',
] as const;
export type SandboxPlatformName = (typeof SANDBOX_PLATFORMS)[number];

/**
 * Our app on each sandbox platform. The product uses these when it points at the sandbox; pointing at
 * a real platform means configuring the real app key and secret instead.
 */
export const SANDBOX_APPS: Readonly<Record<SandboxPlatformName, AppCredentials>> = Object.fromEntries(
  SANDBOX_PLATFORMS.map((name) => [
    name,
    {
      appKey: `puhuo-${name}`,
      appSecret: `sandbox-secret-${name}`,
      ...(name === 'kuaishou' ? { signSecret: 'sandbox-sign-secret-kuaishou' } : {}),
    },
  ]),
) as Record<SandboxPlatformName, AppCredentials>;

/**
 * fanmeng shops create an app of their own and give us its App ID and secret; the sandbox derives
 * them from the shop name so that tests and the developer page agree without stored state.
 */
export function fanmengShopApp(shopName: string): { appId: string; appSecret: string } {
  const name = shopName.trim();
  return {
    appId: `fm${numericId(`fanmeng|app|${name}`, 10)}`,
    appSecret: createHmac('sha256', 'puhuo-sandbox-fanmeng').update(name).digest('hex').slice(0, 32),
  };
}

/** qunjielong shops hand out an authorisation code (their secret) from their back office. */
export function qunjielongAuthCode(shopName: string): string {
  return `QJL${createHmac('sha256', 'puhuo-sandbox-qunjielong').update(shopName.trim()).digest('hex').slice(0, 20).toUpperCase()}`;
}

/** demo shops offered on every consent page (anyone may type another name) */
export function demoShopNames(label: string): string[] {
  return [`${label}演示旗舰店`, `${label}测试专营店`, `${label}好物小铺`];
}
