import type { Database } from '../../db/database.ts';
import type { DependencyState } from '../../lib/dependency-state.ts';

export type PartState = 'ok' | 'down' | 'starting';

interface Part {
  /** answers whether the part works now; a throw or false is 'down' */
  probe(): Promise<PartState> | PartState;
  /** the instance cannot serve while this part is down */
  required: boolean;
}

const PROBE_TIMEOUT_MS = 2_500;

const withTimeout = <T>(work: Promise<T>, ms: number): Promise<T> =>
  Promise.race([
    work,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref()),
  ]);

/**
 * Readiness of this instance (`/health/ready`): every part that takes part in answering requests, the
 * required ones deciding. Parts join as they start (the job queue after the app is built).
 */
export class Readiness {
  private readonly parts = new Map<string, Part>();

  add(name: string, part: Part): void {
    this.parts.set(name, part);
  }

  async report(): Promise<{ ready: boolean; parts: Record<string, PartState> }> {
    const entries = await Promise.all(
      [...this.parts.entries()].map(async ([name, part]) => {
        let state: PartState;
        try {
          state = await withTimeout(Promise.resolve(part.probe()), PROBE_TIMEOUT_MS);
        } catch {
          state = 'down';
        }
        return [name, state, part.required] as const;
      }),
    );
    return {
      ready: entries.every(([, state, required]) => !required || state === 'ok'),
      parts: Object.fromEntries(entries.map(([name, state]) => [name, state])),
    };
  }
}

/** The database part: a bounded `select 1`, which also tells the database's state when it returns. */
export function databasePart(database: Database, state: DependencyState): Part {
  return {
    required: true,
    async probe() {
      try {
        await database.ping();
        state.recovered();
        return 'ok';
      } catch (error) {
        state.failed(error);
        return 'down';
      }
    },
  };
}
