import { catalogueIsolation } from './catalogue.fixtures.ts';
import { identityIsolation } from './identity.fixtures.ts';
import type { IsolationFixture, IsolationWorld, OwnedData } from './isolation-fixture.ts';
import { listingsIsolation } from './listings.fixtures.ts';
import { messagesIsolation } from './messages.fixtures.ts';
import { publishingIsolation } from './publishing.fixtures.ts';
import { tradeIsolation } from './trade.fixtures.ts';

/** Every module's isolation fixtures: a module adds one line here (see docs/proof.md). */
export const ISOLATION_FIXTURES: IsolationFixture[] = [
  identityIsolation,
  catalogueIsolation,
  tradeIsolation,
  publishingIsolation,
  messagesIsolation,
  listingsIsolation,
];

export interface SeededWorld extends OwnedData {
  sharedIds: Set<string>;
  examples: NonNullable<IsolationFixture['examples']>;
}

/** Runs every fixture for tenant A and merges what they return. */
export async function seedOwnerData(world: IsolationWorld): Promise<SeededWorld> {
  const merged: SeededWorld = { records: [], secrets: [], ownerViews: [], sharedIds: new Set(), examples: {} };
  for (const fixture of ISOLATION_FIXTURES) {
    const data = await fixture.seed(world);
    merged.records.push(...data.records);
    merged.secrets.push(...data.secrets);
    merged.ownerViews.push(...data.ownerViews);
    for (const name of fixture.sharedIds ?? []) merged.sharedIds.add(name);
    Object.assign(merged.examples, fixture.examples);
  }
  return merged;
}
