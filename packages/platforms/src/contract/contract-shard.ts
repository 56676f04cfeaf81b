import { afterAll, beforeAll } from 'vitest';
import { type RunningSandbox, startPlatformSandbox } from '../sandbox/create-platform-sandbox.ts';
import { CONTRACT_CASES } from './cases.ts';
import { describeConnectorContract } from './connector-contract.ts';
import { CONTRACT_CALLBACK } from './contract-harness.ts';

/**
 * The contract suite for every `of`-th platform starting at `part`, against a sandbox of its own: the
 * suite is split over a few test files so that the runner's workers share it.
 */
export function contractShard(part: number, of: number): void {
  const cases = CONTRACT_CASES.filter((_, i) => i % of === part);
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    // generous QPS so the suite runs quickly; the QPS test sets its own limit
    sandbox = await startPlatformSandbox({
      port: 0,
      redirectUris: [CONTRACT_CALLBACK],
      qps: Object.fromEntries(cases.map((c) => [c.platform, 500])),
    });
  });
  afterAll(async () => sandbox?.close());
  for (const testCase of cases) describeConnectorContract(() => sandbox, testCase);
}
