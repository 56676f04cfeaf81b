import path from 'node:path';
import type { Reporter, TestCase } from 'vitest/node';

/**
 * Names, at the end of the run, every test that failed first and passed when tried again (the `retry`
 * of the journeys' config here and of the server and web projects in the root vitest.config.ts, which
 * both use this reporter), with the first failure's message: a retry keeps CI's verdict on the product,
 * and this list keeps the flakiness in sight so it is fixed rather than forgotten.
 */
export default class FlakyReport implements Reporter {
  private readonly flaky: TestCase[] = [];

  onTestCaseResult(testCase: TestCase): void {
    if (testCase.diagnostic()?.flaky) this.flaky.push(testCase);
  }

  onTestRunEnd(): void {
    if (this.flaky.length === 0) return;
    const lines = this.flaky.map((testCase) => {
      const first = testCase.result().errors?.[0]?.message?.split('\n')[0] ?? '';
      return `  ${path.relative(process.cwd(), testCase.module.moduleId)} > ${testCase.fullName}${first ? `\n      first try: ${first}` : ''}`;
    });
    console.log(`\nFLAKY (failed, then passed when tried again): ${this.flaky.length}\n${lines.join('\n')}\n`);
  }
}
