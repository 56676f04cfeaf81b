/** The fetch a provider adapter takes (tests hand in one that fails or records). */
export type FetchLike = typeof fetch;

/** How long a provider call may take before we give up on it. */
export const PROVIDER_TIMEOUT_MS = 10_000;

/** The provider could not be reached or did not answer in time: trying again later may succeed. */
export class ProviderUnreachableError extends Error {
  constructor(
    readonly call: string,
    readonly kind: 'timeout' | 'network',
    /** the socket error code (ECONNREFUSED ...), never the URL, which may carry a token or a signature */
    readonly networkCode?: string,
  ) {
    super(
      `${call}: ${kind === 'timeout' ? 'no answer in time' : `network error${networkCode ? ` ${networkCode}` : ''}`}`,
    );
    this.name = 'ProviderUnreachableError';
  }
}

export interface ProviderAnswer {
  status: number;
  text: string;
}

/**
 * One HTTP call to a provider, read as text (signatures are checked over the exact text). Network
 * faults and time-outs become ProviderUnreachableError naming only `call`: fetch's own errors may
 * quote the URL, and ours carry tokens, signatures and codes in their query.
 */
export async function callProvider(
  fetchImpl: FetchLike,
  call: string,
  url: string,
  init: RequestInit,
  timeoutMs = PROVIDER_TIMEOUT_MS,
): Promise<ProviderAnswer> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetchImpl(url, { ...init, signal });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    if (signal.aborted) throw new ProviderUnreachableError(call, 'timeout');
    throw new ProviderUnreachableError(call, 'network', networkCodeOf(error));
  }
}

export interface ProviderBytesAnswer {
  status: number;
  /** the Content-Type header as sent (lower case, without parameters), '' when none */
  contentType: string;
  bytes: Buffer;
}

/** callProvider for an answer that may be binary (an image), read as bytes. */
export async function callProviderBytes(
  fetchImpl: FetchLike,
  call: string,
  url: string,
  init: RequestInit,
  timeoutMs = PROVIDER_TIMEOUT_MS,
): Promise<ProviderBytesAnswer> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetchImpl(url, { ...init, signal });
    const contentType = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    return { status: response.status, contentType, bytes: Buffer.from(await response.arrayBuffer()) };
  } catch (error) {
    if (signal.aborted) throw new ProviderUnreachableError(call, 'timeout');
    throw new ProviderUnreachableError(call, 'network', networkCodeOf(error));
  }
}

function networkCodeOf(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  const code = cause?.code ?? (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[A-Z_]+$/.test(code) ? code : undefined;
}
