import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * Brotli's quality for what is compressed as it is sent: 5 writes 30 KB in about 10 ms for 10% more
 * bytes than 11, which takes about 300 ms of a busy machine's CPU (the static assets get 11, once, at
 * build).
 */
const BROTLI_QUALITY = 5;

/** Compresses on libuv's threads, off the event loop. */
export function encode(encoding: Exclude<Encoding, 'identity'>, body: Buffer): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: constants.Z_BEST_COMPRESSION });
  return brotli(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
}

/** The encoding to send: brotli, then gzip, unless refused (q=0) or not named; else none. */
export function negotiateEncoding(header: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return 'identity';
}
