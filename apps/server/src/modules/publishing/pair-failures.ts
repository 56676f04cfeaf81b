import { PreflightReason } from '@puhuo/domain';
import { AUTH_EXPIRED_REASON, isPlatformError } from '@puhuo/platforms';
import { AppError } from '../../http/app-error.ts';
import { isDatabaseUnavailable } from '../../lib/dependency-state.ts';
import { PlatformUnavailable, ShopUnavailable } from '../../lib/module-failures.ts';
import type { ListingFigures, PairOutcome } from './publish-ports.ts';

export type Failure = { kind: 'failed'; reason: string; figures?: ListingFigures };

/** A shop that cannot be published to now, said as the pair's failure. */
export function shopFailure(error: unknown): Failure {
  if (error instanceof ShopUnavailable) {
    return {
      kind: 'failed',
      reason: error.reason === 'authExpired' ? AUTH_EXPIRED_REASON : PreflightReason.shopMissing,
    };
  }
  // what the templates module refuses is said to the user as it is
  if (error instanceof AppError) return { kind: 'failed', reason: error.message };
  throw error;
}

/**
 * What the engine does with a pair whose platform call (or a read before it) threw: retry it soon
 * (transient, rate limited) or fail it with the platform's words. A lapsed authorisation is told to the
 * shops module through `onAuthExpired`.
 */
export async function classifyFailure(
  error: unknown,
  figures: ListingFigures,
  onAuthExpired: () => Promise<void>,
): Promise<PairOutcome> {
  if (isPlatformError(error)) {
    switch (error.kind) {
      case 'transient':
        return { kind: 'transient', reason: error.message };
      case 'rateLimited':
        return { kind: 'rateLimited', reason: error.message, retryAfterMs: error.retryAfterMs };
      case 'authExpired':
        await onAuthExpired();
        return { kind: 'failed', reason: AUTH_EXPIRED_REASON, figures };
      case 'permanent':
        return { kind: 'failed', reason: error.message, figures };
    }
  }
  // a lookup the platform answered "busy" even after the templates module's own retries: the pair may
  // well succeed in a moment, like any transient failure
  if (error instanceof PlatformUnavailable && error.reason === 'busy') {
    return { kind: 'transient', reason: error.message };
  }
  if (error instanceof PlatformUnavailable || error instanceof ShopUnavailable || error instanceof AppError) {
    return { kind: 'failed', reason: error.message, figures };
  }
  // our own database went away on a read before the platform was called (the engine tries again soon)
  if (isDatabaseUnavailable(error)) throw error;
  // network failures, time-outs: the platform may be back in a moment
  return { kind: 'transient', reason: error instanceof Error ? error.message : String(error) };
}
