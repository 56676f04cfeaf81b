import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseWrites, TABLES_REFUSALS_MAY_CHANGE } from './database-writes.ts';
import { type Operation, operationName } from './operations.ts';
import { createProofWorld, hostileIdPool, PROOF_RUNS, PROOF_SEED, type ProofWorld } from './proof-world.ts';
import { type CaseKind, type RequestCase, requestCases } from './request-cases.ts';
import { responseProblems } from './response-checks.ts';

let world: ProofWorld;

beforeAll(async () => {
  world = await createProofWorld();
});
afterAll(async () => {
  await world?.close();
});

/** The run's seed mixed with the operation's name: the same seed for all would send every operation the same mix of kinds. */
function operationSeed(op: Operation): number {
  let hash = PROOF_SEED | 0;
  for (const char of operationName(op)) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

const describeCase = (c: RequestCase) =>
  `${c.kind} as ${c.identity}: ${c.method} ${c.url.slice(0, 200)} ${c.headers['content-type'] ?? ''} ${
    typeof c.payload === 'string' ? c.payload.slice(0, 200) : c.payload ? `<${c.payload.length} bytes>` : ''
  }`;

describe('bad-input fuzzing of every operation', () => {
  it('should never answer 5xx, always send the error envelope on 4xx and leave the database as it was on a refusal', async () => {
    const writes = await DatabaseWrites.install(world.ctx.database);
    const idPool = hostileIdPool(world.data);
    const failures: string[] = [];
    const kinds = new Map<CaseKind, number>();
    const statuses = new Map<number, number>();
    let cases = 0;
    let before = await writes.counts();
    let sessionHeaders = world.intruder.headers;

    for (const op of world.operations) {
      let lastFailure = '';
      try {
        await fc.assert(
          fc.asyncProperty(requestCases(op, idPool), async (c) => {
            cases += 1;
            kinds.set(c.kind, (kinds.get(c.kind) ?? 0) + 1);
            const identityHeaders = await world.headersFor(c.identity);
            // signing B in again (after a case logged it out) is a write of its own: count from here
            if (world.intruder.headers !== sessionHeaders) {
              sessionHeaders = world.intruder.headers;
              before = await writes.counts();
            }
            const response = await world.ctx.app.inject({
              method: c.method as 'GET',
              url: c.url,
              headers: { ...identityHeaders, ...c.headers },
              ...(c.payload !== undefined ? { payload: c.payload } : {}),
            });
            statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
            const problems = responseProblems(op, response.statusCode, response.body);
            const after = await writes.counts();
            if (response.statusCode < 400 && c.method !== 'GET') world.sessionMayHaveChanged();
            if (response.statusCode >= 400) {
              const changed = DatabaseWrites.changed(before, after);
              if (changed.length)
                problems.push(`refused with ${response.statusCode} but wrote to ${changed.join(', ')}`);
            }
            before = after;
            if (problems.length) {
              lastFailure = `${problems.join('; ')}\n    case: ${describeCase(c)}`;
              throw new Error(lastFailure);
            }
          }),
          // no shrinking: the case is printed as sent, long strings cut
          { seed: operationSeed(op), numRuns: PROOF_RUNS, endOnFailure: true },
        );
      } catch (error) {
        failures.push(`${operationName(op)}: ${lastFailure || (error as Error).message}`);
        before = await writes.counts();
      }
    }

    const documented = world.operations.filter((op) => op.documented).length;
    console.log(
      `fuzzed ${world.operations.length} operations (${documented} documented, ${world.operations.length - documented} hidden sandbox routes), ${cases} cases, seed ${PROOF_SEED}, ${PROOF_RUNS} runs each\n` +
        `  kinds: ${[...kinds].map(([k, n]) => `${k} ${n}`).join(', ')}\n` +
        `  statuses: ${[...statuses]
          .sort(([a], [b]) => a - b)
          .map(([s, n]) => `${s}×${n}`)
          .join(', ')}\n` +
        `  tables a refusal may change: ${Object.keys(TABLES_REFUSALS_MAY_CHANGE).join(', ')}`,
    );
    expect(failures, failures.join('\n\n')).toEqual([]);
  }, 600_000);
});
