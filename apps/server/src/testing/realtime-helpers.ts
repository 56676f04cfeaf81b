import type { TestContext } from './test-app.ts';

export interface Frame {
  event: string;
  data: Record<string, unknown>;
}

/** Keeps the frames a socket received and hands them out by event name, waiting when needed. */
export class FrameRecorder {
  private readonly frames: Frame[] = [];
  private readonly waiters: (() => void)[] = [];

  record(raw: { toString(): string }): void {
    this.frames.push(JSON.parse(raw.toString()) as Frame);
    for (const wake of this.waiters.splice(0)) wake();
  }

  /** The first frame of that event not taken yet; rejects after the timeout. */
  next(event: string, timeoutMs = 5_000): Promise<Frame> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const index = this.frames.findIndex((f) => f.event === event);
        if (index < 0) return this.waiters.push(check);
        clearTimeout(timer);
        resolve(this.frames.splice(index, 1)[0] as Frame);
      };
      // a waiter that gave up must not take a later frame
      const timer = setTimeout(() => {
        const index = this.waiters.indexOf(check);
        if (index >= 0) this.waiters.splice(index, 1);
        reject(new Error(`no ${event} frame`));
      }, timeoutMs);
      check();
    });
  }

  /** Frames of that event received so far, not taken. */
  pending(event: string): Frame[] {
    return this.frames.filter((f) => f.event === event);
  }
}

/** A realtime connection through the app (anonymous, or as the holder of an access token). */
export async function connectRealtime(ctx: TestContext, accessToken?: string) {
  const recorder = new FrameRecorder();
  const query = accessToken ? `?access_token=${encodeURIComponent(accessToken)}` : '';
  // listen from the first byte: the hub greets a connection as soon as it opens
  const socket = await ctx.app.injectWS(`/api/realtime${query}`, undefined, {
    onInit: (ws) => ws.on('message', (raw: Buffer) => recorder.record(raw)),
  });
  const connected = await recorder.next('Connected');
  return {
    socket,
    next: recorder.next.bind(recorder),
    pending: recorder.pending.bind(recorder),
    connectionId: connected.data.connectionId as string,
  };
}

export const bearerOf = (headers: Record<string, string>) => (headers.Authorization ?? '').replace('Bearer ', '');
