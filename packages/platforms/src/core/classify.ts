import { AUTH_EXPIRED_REASON, PlatformError, type PlatformErrorKind } from './platform-error.ts';
import { isRefreshableSandboxCode, kindOfSandboxCode } from './sandbox-codes.ts';

/** a platform's own codes whose meaning is documented, as "code" or "code/subCode" */
export type KnownCodes = Readonly<Record<string, PlatformErrorKind | { kind: PlatformErrorKind; refreshable: true }>>;

export interface PlatformFailure {
  station: number;
  httpStatus: number;
  code: string | number | undefined;
  subCode?: string | undefined;
  message: string | undefined;
  retryAfterMs?: number;
}

const DEFAULT_RATE_LIMIT_PAUSE_MS = 1000;

/**
 * One classification for every platform: the platform's documented codes first, then our SANDBOX_*
 * codes (carried in the sub-code), then the HTTP status; anything else is permanent, with the
 * platform's own reason as the message.
 */
export function classifyFailure(failure: PlatformFailure, known: KnownCodes = {}): PlatformError {
  const code = failure.code === undefined ? '' : String(failure.code);
  const sub = failure.subCode ?? '';
  const fullCode = sub ? `${code}/${sub}` : code;
  const entry = known[fullCode] ?? known[code];
  let kind: PlatformErrorKind | undefined = typeof entry === 'object' ? entry.kind : entry;
  let refreshable = typeof entry === 'object' || isRefreshableSandboxCode(sub) || isRefreshableSandboxCode(code);
  kind ??= kindOfSandboxCode(sub) ?? kindOfSandboxCode(code);
  if (!kind) {
    if (failure.httpStatus === 429) kind = 'rateLimited';
    else if (failure.httpStatus >= 500) kind = 'transient';
    else kind = 'permanent';
  }
  if (kind !== 'authExpired') refreshable = false;
  const reason = failure.message?.trim() || `平台返回错误${fullCode ? `（${fullCode}）` : ''}`;
  return new PlatformError(kind, kind === 'authExpired' ? `${AUTH_EXPIRED_REASON}：${reason}` : reason, {
    station: failure.station,
    code: fullCode || undefined,
    retryAfterMs: kind === 'rateLimited' ? (failure.retryAfterMs ?? DEFAULT_RATE_LIMIT_PAUSE_MS) : undefined,
    refreshable,
  });
}

/** a success answer that lacks what the platform always sends */
export const unexpectedAnswer = (station: number, what: string) =>
  new PlatformError('transient', `平台返回内容不完整：缺少${what}`, { station, code: 'BAD_ANSWER' });
