import { type ModuleFailure, PlatformUnavailable, ShopUnavailable } from '../lib/module-failures.ts';
import { AppError } from './app-error.ts';

/** How long a client is asked to wait before trying a busy platform again (Retry-After, seconds). */
export const PLATFORM_RETRY_AFTER_SECONDS = 3;

interface HttpFailure {
  status: AppError['statusCode'];
  code: string;
  retryAfterSeconds?: number;
}

/** The one table from the modules' failures to what the HTTP client reads. */
const STATUSES = {
  ShopUnavailable: {
    notFound: { status: 404, code: 'NotFound' },
    authExpired: { status: 403, code: 'ShopAuthExpired' },
  },
  PlatformUnavailable: {
    busy: { status: 503, code: 'PlatformUnavailable', retryAfterSeconds: PLATFORM_RETRY_AFTER_SECONDS },
    refused: { status: 400, code: 'PlatformRefused' },
  },
} as const satisfies {
  ShopUnavailable: Record<ShopUnavailable['reason'], HttpFailure>;
  PlatformUnavailable: Record<PlatformUnavailable['reason'], HttpFailure>;
};

function httpFailureOf(failure: ModuleFailure): HttpFailure {
  return failure instanceof ShopUnavailable
    ? STATUSES.ShopUnavailable[failure.reason]
    : STATUSES.PlatformUnavailable[failure.reason];
}

/** A module's failure as the HTTP edge answers it (status, code, message); null for anything else. */
export function failureAsAppError(error: unknown): AppError | null {
  if (!(error instanceof ShopUnavailable || error instanceof PlatformUnavailable)) return null;
  const { status, code, retryAfterSeconds } = httpFailureOf(error);
  return new AppError(status, error.message, { code, retryAfterSeconds });
}
