/**
 * Every failure a connector reports, classified so that the publish engine knows what to do:
 * - `transient`: try again later (5xx, time-outs, "service unavailable");
 * - `rateLimited`: slow down, then try again (after `retryAfterMs` when the platform says);
 * - `authExpired`: the shop must be re-authorised (or its token refreshed when `refreshable`);
 * - `permanent`: retrying cannot help; `message` is the platform's own reason, for the user.
 */
export type PlatformErrorKind = 'transient' | 'rateLimited' | 'authExpired' | 'permanent';

export interface PlatformErrorOptions {
  /** the platform's code (with its sub-code when it has one), e.g. "40003/access-token-expired" */
  code?: string;
  /** the station (platform) that answered */
  station?: number;
  retryAfterMs?: number;
  /** authExpired only: a refresh token may revive the authorisation (the access token merely lapsed) */
  refreshable?: boolean;
  cause?: unknown;
}

export class PlatformError extends Error {
  readonly kind: PlatformErrorKind;
  readonly code: string | undefined;
  readonly station: number | undefined;
  readonly retryAfterMs: number | undefined;
  readonly refreshable: boolean;

  constructor(kind: PlatformErrorKind, message: string, options: PlatformErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'PlatformError';
    this.kind = kind;
    this.code = options.code;
    this.station = options.station;
    this.retryAfterMs = options.retryAfterMs;
    this.refreshable = kind === 'authExpired' && options.refreshable === true;
  }

  /** worth trying again (after a pause) */
  get retryable(): boolean {
    return this.kind === 'transient' || this.kind === 'rateLimited';
  }
}

export const isPlatformError = (error: unknown): error is PlatformError => error instanceof PlatformError;

/** The user-readable reason when a shop's authorisation has lapsed. */
export const AUTH_EXPIRED_REASON = '店铺授权已过期，请重新授权';
