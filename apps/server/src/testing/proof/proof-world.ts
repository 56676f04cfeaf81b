import { ACCESS_TOKEN_LIFETIME_SECONDS } from '@puhuo/domain';
import { createDistributor, loginAs } from '../identity-helpers.ts';
import { type SeededWorld, seedOwnerData } from '../isolation/index.ts';
import type { TenantSession } from '../isolation/isolation-fixture.ts';
import { createTestContext, type TestContext } from '../test-app.ts';
import { collectOperations, type Operation } from './operations.ts';
import type { Identity } from './request-cases.ts';

/**
 * The proof suite's world: the real app on a fresh database, tenant A with data in every module
 * (from the isolation fixtures) and tenant B, the signed-in distributor who attacks it.
 */
export interface ProofWorld {
  ctx: TestContext;
  owner: TenantSession;
  intruder: TenantSession;
  data: SeededWorld;
  operations: Operation[];
  /** headers of a guest or of tenant B; B is signed in again when a request logged it out */
  headersFor(identity: Identity): Promise<Record<string, string>>;
  /** a request changed state: B's session is checked (and renewed) before its next request */
  sessionMayHaveChanged(): void;
  close(): Promise<void>;
}

/** The fixed seed of the default (CI) run; `PROOF_SEED` replays another. */
export const PROOF_SEED = Number(process.env.PROOF_SEED ?? 20_261_122);
/** Cases per operation: a short default run, `PROOF_RUNS=1000` for a long one. */
export const PROOF_RUNS = Number(process.env.PROOF_RUNS ?? 12);

async function session(ctx: TestContext): Promise<TenantSession> {
  const distributor = await createDistributor(ctx);
  return { ...distributor, headers: await loginAs(ctx, distributor) };
}

export async function createProofWorld(): Promise<ProofWorld> {
  // the bearer token's real life: the auth proof lets one expire
  const ctx = await createTestContext({ goods: 40, config: { accessTokenSeconds: ACCESS_TOKEN_LIFETIME_SECONDS } });
  const owner = await session(ctx);
  const intruder = await session(ctx);
  const data = await seedOwnerData({ ctx, owner });
  const { tokens } = ctx.app.services;
  let checkSession = true;
  return {
    ctx,
    owner,
    intruder,
    data,
    operations: collectOperations(ctx.app),
    sessionMayHaveChanged() {
      checkSession = true;
    },
    async headersFor(identity) {
      if (identity === 'guest') return {};
      if (!checkSession) return intruder.headers;
      checkSession = false;
      const token = intruder.headers.Authorization?.slice('Bearer '.length) ?? '';
      if (!(await tokens.authenticate(token))) {
        const issued = await tokens.issue(intruder.userId, intruder.tenantId);
        intruder.headers = { ...intruder.headers, Authorization: `Bearer ${issued.access_token}` };
      }
      return intruder.headers;
    },
    close: () => ctx.close(),
  };
}

/** Every value of every record, plus ids that exist nowhere: what hostile-id cases send. */
export function hostileIdPool(data: SeededWorld): string[] {
  const pool = new Set(data.records.flatMap((record) => Object.values(record)));
  for (const id of [
    '00000000-0000-0000-0000-000000000000',
    'a3b0c1d2-0000-4000-8000-000000000000',
    'alibaba-123456',
    '0',
  ]) {
    pool.add(id);
  }
  return [...pool];
}
