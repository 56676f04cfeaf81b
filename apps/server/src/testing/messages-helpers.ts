import type { AddressInfo } from 'node:net';
import type { TestContext } from './test-app.ts';

/** The WeChat official account's sandbox (demo mode): its followers' inboxes and faults. */
export function wechatSandbox(ctx: TestContext) {
  const sandbox = ctx.app.services.standIns?.officialAccount;
  if (!sandbox) throw new Error('the WeChat sandbox is not in use');
  return sandbox;
}

/** The app served over real HTTP too (the sandbox calls the product back over HTTP, as WeChat does). */
export async function listeningUrl(ctx: TestContext): Promise<string> {
  if (!ctx.app.server.listening) await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
}

export async function followQr(ctx: TestContext, headers: Record<string, string>) {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/weixin/mp/qr-code?scene=2', headers });
  if (response.statusCode !== 200) throw new Error(`no follow QR: ${response.body}`);
  return response.json() as { sceneKey: string; scanUrl: string; qrCodeUrl: string; expireSeconds: number };
}

/** The sandbox phone scans the user's scene-2 QR with a WeChat user and taps follow; returns the page. */
export async function scanAndFollow(ctx: TestContext, scanUrl: string, unionId: string): Promise<string> {
  const base = await listeningUrl(ctx);
  const scan = new URL(scanUrl);
  const page = await fetch(`${base}${scan.pathname}${scan.search}`);
  if (!page.ok) throw new Error(`follow page answered ${page.status}`);
  const confirm = await fetch(`${base}/sandbox/wechat/follow/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ scene: scan.searchParams.get('scene') ?? '', unionId }).toString(),
  });
  return confirm.text();
}

/** A signed-in user follows the official account with a new sandbox WeChat user; returns its union id. */
export async function followOfficialAccount(
  ctx: TestContext,
  headers: Record<string, string>,
  nickname = '测试微信',
): Promise<string> {
  const unionId = await ctx.app.services.wechat.addSandboxUser(nickname);
  const qr = await followQr(ctx, headers);
  const page = await scanAndFollow(ctx, qr.scanUrl, unionId);
  if (!page.includes('消息将推送到这个微信号')) throw new Error(`follow not heard by the product: ${page}`);
  return unionId;
}
