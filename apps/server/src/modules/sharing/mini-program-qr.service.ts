import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock.ts';
import type { MiniProgramClient, MiniProgramCode } from '../../providers/wechat/mini-program.client.ts';

/** The scene of the plain code (WeChat wants one): ours, read by the mini-program as "no sharer". */
export const PLAIN_SCENE = 'home';

export interface MiniProgramQrOptions {
  page: string;
  envVersion: 'release' | 'trial' | 'develop';
  /** pixels (WeChat: 280-1280, 430 by default) */
  width?: number;
  /** how long a code is served from memory before WeChat is asked again */
  ttlMs?: number;
  /** how long WeChat is left alone after it failed (the 503's Retry-After) */
  failureBackoffMs?: number;
  /** codes kept (one per scene), the least recently used going first */
  maxEntries?: number;
}

export type MiniQrAnswer =
  | {
      kind: 'image';
      bytes: Buffer;
      contentType: MiniProgramCode['contentType'];
      etag: string;
      /** an older code served because WeChat cannot be reached now */
      stale: boolean;
    }
  | { kind: 'unavailable'; retryAfterSeconds: number };

interface Entry {
  code: MiniProgramCode;
  etag: string;
  fetchedAt: number;
}

const DAY_MS = 86_400_000;

/**
 * The mini-program's code, plain or carrying a scene. Codes never expire and change only when the
 * mini-program's page does, so each is kept in this instance's memory (a cache: another instance asks
 * WeChat for its own) and answered with long browser caching. WeChat failing is never a 500: an older
 * code is served when there is one, else "unavailable" with when to try again, and WeChat is not asked
 * again before then.
 */
export class MiniProgramQrService {
  private readonly codes = new Map<string, Entry>();
  private readonly fetching = new Map<string, Promise<Entry>>();
  private unavailableUntil = 0;
  private readonly ttlMs: number;
  private readonly backoffMs: number;
  private readonly maxEntries: number;

  constructor(
    private readonly client: MiniProgramClient,
    private readonly options: MiniProgramQrOptions,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {
    this.ttlMs = options.ttlMs ?? DAY_MS;
    this.backoffMs = options.failureBackoffMs ?? 30_000;
    this.maxEntries = options.maxEntries ?? 200;
  }

  async code(scene: string = PLAIN_SCENE): Promise<MiniQrAnswer> {
    const now = this.clock.now().getTime();
    const kept = this.codes.get(scene);
    if (kept && now - kept.fetchedAt < this.ttlMs) return this.serve(scene, kept, false);
    if (now < this.unavailableUntil) return this.fallback(scene, kept, now);
    try {
      return this.serve(scene, await this.fetchOnce(scene), false);
    } catch (error) {
      // the message names the call and WeChat's errcode, never the secret or the token
      this.log.warn({ err: error, scene }, 'WeChat mini-program code not made');
      this.unavailableUntil = this.clock.now().getTime() + this.backoffMs;
      return this.fallback(scene, kept, this.clock.now().getTime());
    }
  }

  private fallback(scene: string, kept: Entry | undefined, now: number): MiniQrAnswer {
    if (kept) return this.serve(scene, kept, true);
    return { kind: 'unavailable', retryAfterSeconds: Math.max(1, Math.ceil((this.unavailableUntil - now) / 1000)) };
  }

  /** one WeChat call per scene at a time: concurrent askers share it */
  private fetchOnce(scene: string): Promise<Entry> {
    const running = this.fetching.get(scene);
    if (running) return running;
    const fetch = this.client
      .unlimitedCode({
        scene,
        page: this.options.page,
        envVersion: this.options.envVersion,
        width: this.options.width ?? 430,
      })
      .then((code) => {
        const entry = {
          code,
          etag: `"${createHash('sha256').update(code.bytes).digest('base64url').slice(0, 27)}"`,
          fetchedAt: this.clock.now().getTime(),
        };
        this.codes.delete(scene);
        this.codes.set(scene, entry);
        while (this.codes.size > this.maxEntries) {
          const oldest = this.codes.keys().next().value;
          if (oldest === undefined) break;
          this.codes.delete(oldest);
        }
        return entry;
      })
      .finally(() => this.fetching.delete(scene));
    this.fetching.set(scene, fetch);
    return fetch;
  }

  private serve(scene: string, entry: Entry, stale: boolean): MiniQrAnswer {
    // most recently used last, so that the oldest goes first when the memory is full
    this.codes.delete(scene);
    this.codes.set(scene, entry);
    return { kind: 'image', bytes: entry.code.bytes, contentType: entry.code.contentType, etag: entry.etag, stale };
  }
}
