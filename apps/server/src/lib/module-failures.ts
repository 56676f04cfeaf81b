/**
 * What one module tells another went wrong, in the callee's own terms. Modules catch them by class
 * (`error instanceof ShopUnavailable && error.reason === 'authExpired'`); only the HTTP edge turns them into
 * statuses and codes, by one table (http/failure-statuses.ts). Messages are catalogue texts in Chinese, as
 * AppError's are: the edge says them in the request's language.
 */

/** A shop a caller named cannot be used: not the tenant's (or unknown), or its authorisation lapsed. */
export class ShopUnavailable extends Error {
  constructor(
    readonly reason: 'notFound' | 'authExpired',
    message: string,
  ) {
    super(message);
    this.name = 'ShopUnavailable';
  }
}

/**
 * A sales platform did not do what was asked: `busy` (it may well work in a moment: rate limits after our
 * own retries, 5xx, time-outs) or `refused` (it said no, and saying it again will not change that).
 */
export class PlatformUnavailable extends Error {
  constructor(
    readonly reason: 'busy' | 'refused',
    message: string,
  ) {
    super(message);
    this.name = 'PlatformUnavailable';
  }
}

export type ModuleFailure = ShopUnavailable | PlatformUnavailable;
