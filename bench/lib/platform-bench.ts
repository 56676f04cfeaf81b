/**
 * What the benches that drive the platforms share (bench/publish, bench/sync): the platforms a
 * distributor publishes to, the platform sandbox served over HTTP in the bench's process counting the
 * API calls each platform receives, a fresh PostgreSQL database per run when DATABASE_URL is set, and
 * the CPU a process used.
 */
import { readFileSync } from 'node:fs';
import { findStation, StationType } from '@puhuo/domain';
import { createPlatformSandbox, type PlatformSandboxOptions } from '@puhuo/platforms';
import type { HttpDistributor } from '@puhuo/server/src/testing/http-distributor.ts';
import Fastify from 'fastify';
import pg from 'pg';

/** every online station a distributor publishes to (淘工厂 39 is left out of the publish dialog) */
export const PUBLISH_STATIONS = [
  StationType.Alibaba,
  StationType.Pdd,
  StationType.Taobao,
  StationType.Kuaishou,
  StationType.Doudian,
  StationType.Jd,
  StationType.Xiaohongshu,
  StationType.Youzan,
  StationType.Kuaituantuan,
  StationType.Qunjielong,
  StationType.WechatVideoShop,
  StationType.Fanmeng,
  StationType.Jubaozan,
];

export const platformNameOf = (station: number): string => findStation(station)?.name ?? String(station);

/**
 * The platform sandbox on a port of its own, counting the API calls each platform receives while
 * `counting` is on (its admin routes are not counted).
 */
export async function countingSandbox(options?: PlatformSandboxOptions) {
  const sandbox = createPlatformSandbox(options);
  const app = Fastify({ logger: false });
  const calls = new Map<string, number>();
  const counter = { counting: false };
  app.addHook('onRequest', async (request) => {
    const platform = /^\/sandbox\/([a-z]+)\//.exec(request.url)?.[1];
    if (counter.counting && platform && !request.url.includes('/_admin/')) {
      calls.set(platform, (calls.get(platform) ?? 0) + 1);
    }
  });
  await app.register(sandbox.plugin, { prefix: '/sandbox' });
  const url = `${await app.listen({ port: 0, host: '127.0.0.1' })}/sandbox`;
  return { sandbox, app, url, calls, counter };
}

/**
 * A database of the run's own beside DATABASE_URL's (undefined without it, the server then on PGlite),
 * and how to drop it at the end.
 */
export async function freshDatabase(prefix: string): Promise<{ url: string | undefined; drop(): Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return { url: undefined, drop: async () => {} };
  const name = `${prefix}_${Date.now()}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** CPU seconds a process has used (user + system), from /proc */
export function cpuSeconds(pid: number | undefined): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Blue-ocean goods every one of the shops may take (price control and sales channels, by the preflight). */
export async function goodsEveryShopTakes(
  distributor: HttpDistributor,
  shops: readonly { shopId: string }[],
): Promise<string[]> {
  const candidates = await distributor.blueOceanGoods(100);
  const blocked = new Set<string>();
  // the preflight takes 30 goods at a time
  for (let start = 0; start < candidates.length; start += 30) {
    const plans = await distributor.call('POST', '/api/platform/good/product/preflight', {
      shopInfos: shops.map((s) => ({ shopId: s.shopId })),
      items: candidates.slice(start, start + 30).map((goodId) => ({ goodId, goodsFrom: 3 })),
      market: 2,
    });
    for (const plan of plans.body.items as { goodsId: string; problems: string[] }[]) {
      if (plan.problems.length > 0) blocked.add(plan.goodsId);
    }
  }
  return candidates.filter((id) => !blocked.has(id));
}
