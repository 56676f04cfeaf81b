import { REALTIME_RECONNECT } from '@puhuo/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '../testing/fake-websocket.ts';
import { RealtimeClient } from './realtime.ts';

/** The delays of the retries the spec asks for: from 3000 ms, growing by the factor, at most the cap. */
const SPEC_DELAYS = Array.from(
  { length: REALTIME_RECONNECT.maxAttempts },
  (_, attempt) => REALTIME_RECONNECT.initialDelayMs * REALTIME_RECONNECT.factor ** attempt,
);

/** Drops the newest connection and measures how long the client waits before it connects again (null: never). */
function dropAndMeasureRetry(): number | null {
  const sockets = FakeWebSocket.instances.length;
  FakeWebSocket.latest().drop();
  if (vi.getTimerCount() === 0) return null;
  const droppedAt = Date.now();
  vi.advanceTimersToNextTimer();
  expect(FakeWebSocket.instances).toHaveLength(sockets + 1);
  return Date.now() - droppedAt;
}

describe('the realtime connection (spec §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('should retry a failed connection from 3000 ms, each delay growing by the factor, and stop after 10 tries', () => {
    const client = new RealtimeClient();
    client.connect();

    const delays: number[] = [];
    for (;;) {
      const delay = dropAndMeasureRetry();
      if (delay === null) break;
      delays.push(delay);
      // a runaway client would never stop
      if (delays.length > REALTIME_RECONNECT.maxAttempts) break;
    }

    expect(delays).toEqual(SPEC_DELAYS);
    expect(delays[0]).toBe(REALTIME_RECONNECT.initialDelayMs);
    expect(delays).toHaveLength(REALTIME_RECONNECT.maxAttempts);
    // the first connection and one per retry, then no more
    expect(FakeWebSocket.instances).toHaveLength(REALTIME_RECONNECT.maxAttempts + 1);
    vi.runAllTimers();
    expect(FakeWebSocket.instances).toHaveLength(REALTIME_RECONNECT.maxAttempts + 1);
  });

  it('should not connect again before the delay has passed', () => {
    const client = new RealtimeClient();
    client.connect();
    FakeWebSocket.latest().drop();

    vi.advanceTimersByTime(REALTIME_RECONNECT.initialDelayMs - 1);
    expect(FakeWebSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('should start again from 3000 ms once a connection succeeds', () => {
    const client = new RealtimeClient();
    client.connect();
    expect([dropAndMeasureRetry(), dropAndMeasureRetry(), dropAndMeasureRetry()]).toEqual(SPEC_DELAYS.slice(0, 3));

    FakeWebSocket.latest().accept();
    expect(client.connectionId).toBe('connection-1');

    expect(dropAndMeasureRetry()).toBe(REALTIME_RECONNECT.initialDelayMs);
  });

  it('should not retry a connection the client closed itself', () => {
    const client = new RealtimeClient();
    client.connect();
    FakeWebSocket.latest().accept();

    client.close();
    vi.runAllTimers();

    expect(FakeWebSocket.instances).toHaveLength(1);
  });
});
