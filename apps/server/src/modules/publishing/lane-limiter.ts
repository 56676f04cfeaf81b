import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { publishLanes } from '../../db/schema/index.ts';

/**
 * Spaces the calls of one lane (a platform) so they never exceed its QPS. `reserve` returns how long
 * the caller must wait for its slot; `pause` pushes every later slot back after a rate-limit answer.
 */
export interface LaneLimiter {
  reserve(lane: string, qps: number): Promise<number>;
  pause(lane: string, ms: number): Promise<void>;
}

const intervalMs = (qps: number) => 1000 / Math.max(qps, 0.001);

/** One process (the embedded database is one process by definition): slots kept in memory. */
export class MemoryLaneLimiter implements LaneLimiter {
  private readonly nextSlot = new Map<string, number>();

  async reserve(lane: string, qps: number): Promise<number> {
    const now = Date.now();
    const slot = Math.max(this.nextSlot.get(lane) ?? now, now);
    this.nextSlot.set(lane, slot + intervalMs(qps));
    return slot - now;
  }

  async pause(lane: string, ms: number): Promise<void> {
    const resume = Date.now() + ms;
    this.nextSlot.set(lane, Math.max(this.nextSlot.get(lane) ?? 0, resume));
  }
}

/** Several instances on one PostgreSQL: each call reserves the lane's next slot in one statement. */
export class DatabaseLaneLimiter implements LaneLimiter {
  constructor(private readonly db: Db) {}

  async reserve(lane: string, qps: number): Promise<number> {
    const step = intervalMs(qps);
    const [row] = await this.db
      .insert(publishLanes)
      .values({ lane, nextSlotAt: sql`clock_timestamp() + ${step} * interval '1 millisecond'` })
      .onConflictDoUpdate({
        target: publishLanes.lane,
        set: {
          nextSlotAt: sql`greatest(${publishLanes.nextSlotAt}, clock_timestamp()) + ${step} * interval '1 millisecond'`,
        },
      })
      .returning({
        waitMs: sql<number>`greatest(0, extract(epoch from (${publishLanes.nextSlotAt} - clock_timestamp())) * 1000 - ${step})::float8`,
      });
    return Number(row?.waitMs ?? 0);
  }

  async pause(lane: string, ms: number): Promise<void> {
    await this.db
      .insert(publishLanes)
      .values({ lane, nextSlotAt: sql`clock_timestamp() + ${ms} * interval '1 millisecond'` })
      .onConflictDoUpdate({
        target: publishLanes.lane,
        set: {
          nextSlotAt: sql`greatest(${publishLanes.nextSlotAt}, clock_timestamp() + ${ms} * interval '1 millisecond')`,
        },
      });
  }
}
