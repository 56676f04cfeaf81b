import { createHash } from 'node:crypto';
import fastifyRateLimit from '@fastify/rate-limit';
import { Messages } from '@puhuo/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../db/database.ts';
import { rateLimitCounters } from '../db/schema/index.ts';
import type { Clock } from '../lib/clock.ts';
import { AppError } from './app-error.ts';

/** One limit: at most `max` requests per `windowMs` for each value `key` gives (null: not counted). */
export interface AbuseLimit {
  name: string;
  max: number;
  windowMs: number;
  key(request: FastifyRequest): string | null;
}

const MINUTE = 60_000;
const bodyField = (request: FastifyRequest, field: string): string | null => {
  const value = (request.body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' && value.trim() !== '' ? value.trim().toLowerCase() : null;
};

/**
 * The limits on the routes an attacker reaches without an account (docs/security.md). Counted per
 * client address (never a forged X-Forwarded-For: see TRUST_PROXY) and per account or phone, so a
 * password spray across many user names from one address is bounded as much as guessing one.
 */
export const ABUSE_LIMITS = {
  tokenPerAddress: { name: 'token-ip', max: 20, windowMs: MINUTE, key: (r) => r.ip },
  tokenPerAccount: {
    name: 'token-account',
    max: 10,
    windowMs: 15 * MINUTE,
    key: (r) => bodyField(r, 'username') ?? bodyField(r, 'moble'),
  },
  // a phone's texts are spaced and capped per day by SmsService (the spec's countdown, our daily caps)
  smsPerAddress: { name: 'sms-ip', max: 10, windowMs: MINUTE, key: (r) => r.ip },
  captchaPerAddress: { name: 'captcha-ip', max: 60, windowMs: MINUTE, key: (r) => r.ip },
  registerPerAddress: { name: 'register-ip', max: 10, windowMs: MINUTE, key: (r) => r.ip },
  // setting the login password: each try spends an SMS code guess and an argon2id hash
  passwordPerUser: {
    name: 'password-user',
    max: 5,
    windowMs: 15 * MINUTE,
    key: (r) => r.currentUser?.userId ?? null,
  },
  passwordPerAddress: { name: 'password-ip', max: 10, windowMs: MINUTE, key: (r) => r.ip },
} satisfies Record<string, AbuseLimit>;

type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * The counters of @fastify/rate-limit kept in the database, so that every instance behind the load
 * balancer counts together; one upsert per count, on the app's clock.
 */
function databaseStore(db: Db, clock: Clock) {
  let sinceCleanup = 0;
  return class DatabaseRateLimitStore {
    incr(key: string, callback: StoreCallback, timeWindow: number): void {
      const now = clock.now();
      const resetAt = new Date(now.getTime() + timeWindow);
      const expired = sql`${rateLimitCounters.resetAt} <= ${now}`;
      db.insert(rateLimitCounters)
        .values({ key, count: 1, resetAt })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            count: sql`case when ${expired} then 1 else ${rateLimitCounters.count} + 1 end`,
            resetAt: sql`case when ${expired} then ${resetAt} else ${rateLimitCounters.resetAt} end`,
          },
        })
        .returning({ count: rateLimitCounters.count, resetAt: rateLimitCounters.resetAt })
        .then(async ([row]) => {
          if (++sinceCleanup >= 1000) {
            sinceCleanup = 0;
            await db.delete(rateLimitCounters).where(sql`${rateLimitCounters.resetAt} < ${now}`);
          }
          callback(null, {
            current: row?.count ?? 1,
            ttl: Math.max(0, (row?.resetAt ?? resetAt).getTime() - now.getTime()),
          });
        }, callback);
    }

    child(): DatabaseRateLimitStore {
      return this;
    }
  };
}

/** Registers @fastify/rate-limit with the database counters; limits apply only where `limitedBy` is used. */
export async function registerAbuseLimits(app: FastifyInstance, db: Db, clock: Clock, enabled: boolean): Promise<void> {
  await app.register(fastifyRateLimit, { global: false, store: databaseStore(db, clock) });
  app.decorate('abuseLimitsEnabled', enabled);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** false when ABUSE_LIMITS=off (demo runs where every user shares one address) */
    abuseLimitsEnabled: boolean;
  }
}

const counterKey = (name: string, value: string) =>
  `${name}:${value.length > 80 ? createHash('sha256').update(value).digest('hex') : value}`;

/**
 * A preHandler counting the request against each limit (all of them, so that one limit's refusal
 * does not spare the others) and answering 429 with Retry-After and the product's envelope when any
 * is exceeded. A preHandler, so that limits keyed by a body field see the parsed body.
 */
export function limitedBy(app: FastifyInstance, ...limits: AbuseLimit[]): preHandlerAsyncHookHandler {
  const checks = limits.map((limit) => ({
    limit,
    check: app.createRateLimit({
      max: limit.max,
      timeWindow: limit.windowMs,
      keyGenerator: (request) => counterKey(limit.name, limit.key(request) ?? ''),
    }),
  }));
  return async (request, reply) => {
    if (!app.abuseLimitsEnabled) return;
    let retryAfterSeconds = 0;
    for (const { limit, check } of checks) {
      if (limit.key(request) === null) continue;
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        retryAfterSeconds = Math.max(retryAfterSeconds, result.ttlInSeconds);
        request.log.warn({ limit: limit.name }, 'abuse limit reached');
      }
    }
    if (retryAfterSeconds > 0) {
      reply.header('retry-after', String(retryAfterSeconds));
      throw new AppError(429, Messages.tooManyRequests, { code: 'TooManyRequests' });
    }
  };
}
