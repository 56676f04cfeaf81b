import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { findStation, StationType, type TemplatePlatform } from '@puhuo/domain';
import { fanmengShopApp } from '@puhuo/platforms';
import { completeTemplate, TEMPLATE_PLATFORMS } from './publish-helpers.ts';
import { templateClientOver } from './template-client.ts';

const CLIENT = { client_id: 'lanhai-web', client_secret: 'lanhai-web-secret' };

/**
 * A distributor driving a running server over real HTTP, as the browser would: for tests that run the
 * product in its own process (crash and restart) and for benchmarks.
 */
export class HttpDistributor {
  private constructor(
    readonly baseUrl: string,
    readonly tenantId: string,
    readonly token: string,
    /** the sales platforms' sandbox the server talks to */
    readonly sandboxUrl: string,
  ) {}

  static async login(
    baseUrl: string,
    userName: string,
    password: string,
    options: { sandboxUrl?: string } = {},
  ): Promise<HttpDistributor> {
    const response = await fetch(`${baseUrl}/connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...CLIENT, grant_type: 'tenant_password', username: userName, password }),
    });
    const body = (await response.json()) as { access_token?: string };
    if (!body.access_token) throw new Error(`login failed: ${JSON.stringify(body)}`);
    const me = await fetch(`${baseUrl}/api/multi-tenancy/tenants/buy-user`, {
      headers: { Authorization: `Bearer ${body.access_token}` },
    });
    const user = (await me.json()) as { currentUser: { tenantId: string } };
    return new HttpDistributor(
      baseUrl,
      user.currentUser.tenantId,
      body.access_token,
      options.sandboxUrl ?? `${baseUrl}/sandbox`,
    );
  }

  get headers(): Record<string, string> {
    return { Authorization: `Bearer ${this.token}`, __tenant: this.tenantId };
  }

  // biome-ignore lint/suspicious/noExplicitAny: answers are read as the JSON they are
  async call(method: 'GET' | 'POST' | 'PUT', path: string, payload?: object): Promise<{ status: number; body: any }> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: { ...this.headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
      body: payload ? JSON.stringify(payload) : undefined,
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  }

  /** Authorises a shop through the sandbox's consent flow (or code flow) and answers our shop id. */
  async authorizeShop(station: number, shopName = `${findStation(station)?.label}店${randomInt(1e5, 1e6)}`) {
    if (
      station === StationType.Qunjielong ||
      station === StationType.WechatVideoShop ||
      station === StationType.Fanmeng
    ) {
      return this.authorizeByCode(station, shopName);
    }
    const module =
      station === StationType.Alibaba || station === StationType.Pdd
        ? undefined
        : findStation(station)?.offersGoodsOrOrderChoice
          ? 'goods'
          : undefined;
    const query = new URLSearchParams({
      tenantId: this.tenantId,
      station: String(station),
      ...(module ? { module } : {}),
    });
    const start = station === StationType.Jd ? '/jd/authorize' : '/shop/authorize';
    const consentUrl = await this.redirect(`${this.baseUrl}${start}?${query}`, { headers: this.headers });
    const callback = await this.redirect(consentUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ shopName, decision: 'allow' }).toString(),
    });
    const result = new URL(await this.redirect(callback, { headers: this.headers }));
    const shopId = result.searchParams.get('shopId');
    if (result.searchParams.get('success') !== 'true' || !shopId) {
      throw new Error(`authorisation failed: ${result.searchParams.get('message')}`);
    }
    return { shopId, shopName };
  }

  private async authorizeByCode(station: number, shopName: string) {
    const sandbox = this.sandboxUrl;
    const form = (path: string, fields: Record<string, string>) =>
      fetch(`${sandbox}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      }).then((r) => r.text());
    let path: string;
    let payload: Record<string, string>;
    if (station === StationType.Qunjielong) {
      const page = await form('/qunjielong/authcode', { shopName });
      const code = /id="authCode">([^<]+)</.exec(page)?.[1];
      if (!code) throw new Error('no qunjielong authorisation code');
      path = '/api/qunjielong/authorize';
      payload = { code };
    } else if (station === StationType.Fanmeng) {
      await form('/fanmeng/developer', { shopName });
      path = '/api/fanmeng/authorize';
      payload = { code: shopName, ...fanmengShopApp(shopName), apiUrl: `${sandbox}/fanmeng` };
    } else {
      await form('/wechatvideoshop/grant', { shopName });
      path = '/api/wechatvideoshop/authorize';
      payload = { code: shopName };
    }
    const { status, body } = await this.call('POST', path, { tenantId: this.tenantId, ...payload });
    if (status !== 200) throw new Error(`authorisation failed: ${JSON.stringify(body)}`);
    return { shopId: body.id as string, shopName };
  }

  /** Saves a complete template for the shop (nothing for platforms without templates). */
  async saveCompleteTemplate(shopId: string, station: number): Promise<void> {
    const platform = findStation(station)?.name ?? '';
    if (!TEMPLATE_PLATFORMS.includes(platform)) return;
    const api = templateClientOver((method, url, payload) => this.call(method, url, payload));
    const values = await completeTemplate(api, platform as TemplatePlatform, shopId);
    if (!values) return;
    const saved = await api.save(platform as TemplatePlatform, shopId, values);
    if (saved.status !== 200) throw new Error(`${platform} template not saved: ${JSON.stringify(saved.body)}`);
  }

  async publish(shopIds: string[], goodsIds: string[]): Promise<string> {
    const { status, body } = await this.call('POST', '/api/platform/good/product/publish', {
      shopInfos: shopIds.map((shopId) => ({ shopId })),
      items: goodsIds.map((goodId) => ({ goodId, goodsFrom: 3 })),
      market: 2,
    });
    if (status !== 200) throw new Error(`publish refused: ${JSON.stringify(body)}`);
    return body.taskId as string;
  }

  async progress(
    taskId: string,
  ): Promise<{ progress: number; successCount: number; failCount: number; totalCount: number }> {
    const { body } = await this.call('GET', `/api/platform/good/product/get-publish-progress?taskId=${taskId}`);
    return body;
  }

  /** Waits until the task's progress reaches 100 and returns it; fails with the last progress after `timeoutMs`. */
  async finished(taskId: string, timeoutMs = 90_000): ReturnType<HttpDistributor['progress']> {
    const deadline = Date.now() + timeoutMs;
    for (let progress = await this.progress(taskId); ; progress = await this.progress(taskId)) {
      if (progress.progress >= 100) return progress;
      if (Date.now() > deadline) throw new Error(`publish stuck: ${JSON.stringify(progress)}`);
      await sleep(200);
    }
  }

  async blueOceanGoods(count: number): Promise<string[]> {
    const { body } = await this.call('GET', `/api/goods/good?supplierType=1&market=2&maxResultCount=${count}`);
    return (body.items as { id: string }[]).map((g) => g.id);
  }

  private async redirect(url: string, init: RequestInit): Promise<string> {
    const response = await fetch(url, { ...init, redirect: 'manual' });
    const location = response.headers.get('location');
    if (response.status !== 302 || !location) throw new Error(`${url}: expected a redirect, got ${response.status}`);
    return new URL(location, url).toString();
  }
}
