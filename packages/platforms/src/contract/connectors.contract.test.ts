import { afterAll, beforeAll } from 'vitest';
import { type RunningSandbox, startPlatformSandbox } from '../sandbox/create-platform-sandbox.ts';
import { CONTRACT_CASES } from './cases.ts';
import { describeConnectorContract } from './connector-contract.ts';
import { CONTRACT_CALLBACK } from './contract-harness.ts';

let sandbox: RunningSandbox;

beforeAll(async () => {
  // generous QPS so the suite runs quickly; the QPS test sets its own limit
  sandbox = await startPlatformSandbox({
    port: 0,
    redirectUris: [CONTRACT_CALLBACK],
    qps: Object.fromEntries(CONTRACT_CASES.map((c) => [c.platform, 500])),
  });
});
afterAll(async () => sandbox?.close());

for (const testCase of CONTRACT_CASES) describeConnectorContract(() => sandbox, testCase);
