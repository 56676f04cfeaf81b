import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_ACCESS } from '../../http/route-access.ts';
import { ISOLATION_FIXTURES } from '../isolation/index.ts';
import { describeRequest, leakedSecrets, recordRequest, takesRecord, uncoveredIds } from './isolation-matrix.ts';
import { type Operation, operationName } from './operations.ts';
import { createProofWorld, type ProofWorld } from './proof-world.ts';
import type { Identity, RequestCase } from './request-cases.ts';

let world: ProofWorld;
beforeAll(async () => {
  world = await createProofWorld();
});
afterAll(async () => {
  await world?.close();
});

async function send(c: RequestCase) {
  return world.ctx.app.inject({
    method: c.method as 'GET',
    url: c.url,
    headers: { ...(await world.headersFor(c.identity)), ...c.headers },
    ...(c.payload !== undefined ? { payload: c.payload } : {}),
  });
}

async function ownerViews(): Promise<Map<string, string>> {
  const views = new Map<string, string>();
  for (const url of world.data.ownerViews) {
    const response = await world.ctx.app.inject({ method: 'GET', url, headers: world.owner.headers });
    views.set(url, `${response.statusCode} ${response.body}`);
  }
  return views;
}

// sandbox pages play outside systems (the SMS outbox shows every text sent): they are no tenant's view
const attackable = (op: Operation) => op.access !== 'sandbox';
const IDENTITIES: Identity[] = ['distributor', 'guest'];

describe('route classification', () => {
  it('should classify every route with config.access', () => {
    const unclassified = world.ctx.app.routeTable
      .filter((r) => !r.access || !ROUTE_ACCESS.includes(r.access))
      .map((r) => `${r.method} ${r.url}`);
    expect(unclassified, 'add config: { access } beside these routes (see docs/proof.md)').toEqual([]);
  });

  it('should not let a route say it is public and also require login', () => {
    const contradictions = world.ctx.app.routeTable
      .filter((r) => r.requiresLogin && (r.access === 'public' || r.access === 'viewer'))
      .map((r) => `${r.method} ${r.url}`);
    expect(contradictions).toEqual([]);
  });

  it('should give every id a route takes to an isolation fixture, or declare it shared', () => {
    const missing = world.operations.flatMap((op) =>
      uncoveredIds(op, world.data).map((name) => `${operationName(op)} takes "${name}"`),
    );
    expect(missing, `modules with fixtures: ${ISOLATION_FIXTURES.map((f) => f.module).join(', ')}`).toEqual([]);
  });

  it('should name an id on every tenant-owned route', () => {
    const idless = world.operations
      .filter((op) => op.access === 'tenant-owned' && !world.data.records.some((r) => takesRecord(op, r)))
      .map(operationName);
    expect(idless).toEqual([]);
  });
});

describe('tenant isolation matrix', () => {
  it("should never show tenant A's data to tenant B or a guest, whatever of A's ids they send", async () => {
    const before = await ownerViews();
    const problems: string[] = [];
    let requests = 0;
    const routes = new Set<string>();
    // requests that change state last, so B's later reads show what B's writes did
    const ordered = [...world.operations.filter(attackable)].sort(
      (a, b) => Number(a.method !== 'GET') - Number(b.method !== 'GET'),
    );
    for (const op of ordered) {
      for (const record of world.data.records.filter((r) => takesRecord(op, r))) {
        for (const identity of IDENTITIES) {
          const c = recordRequest(op, record, identity, world.data.examples[operationName(op)]);
          const response = await send(c);
          requests += 1;
          routes.add(operationName(op));
          const where = describeRequest(op, c);
          if (response.statusCode >= 500) problems.push(`${where}: answered ${response.statusCode}`);
          const leaked = leakedSecrets(response.body, world.data.secrets);
          if (leaked.length) problems.push(`${where}: showed ${leaked.join(', ')}`);
          const refused = [403, 404, ...(identity === 'guest' ? [401] : [])];
          if (op.access === 'tenant-owned' && !refused.includes(response.statusCode)) {
            problems.push(`${where}: answered ${response.statusCode}, not ${refused.join(' or ')}`);
          }
        }
      }
    }
    // then everything B and a guest can read, with no id of A's: nothing of A may have leaked in
    for (const op of world.operations.filter((o) => attackable(o) && o.method === 'GET')) {
      for (const identity of IDENTITIES) {
        const c = recordRequest(op, {}, identity, world.data.examples[operationName(op)]);
        const response = await send(c);
        requests += 1;
        const leaked = leakedSecrets(response.body, world.data.secrets);
        if (leaked.length) problems.push(`${describeRequest(op, c)}: showed ${leaked.join(', ')}`);
      }
    }
    const after = await ownerViews();
    for (const [url, view] of before) {
      if (after.get(url) !== view)
        problems.push(`A's view ${url} changed: ${view.slice(0, 200)} -> ${after.get(url)?.slice(0, 200)}`);
    }
    console.log(
      `isolation matrix: ${world.data.records.length} records of tenant A from ${ISOLATION_FIXTURES.length} modules, ` +
        `${routes.size} routes taking them, ${requests} requests as tenant B and as a guest, ${world.data.secrets.length} secrets watched`,
    );
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
