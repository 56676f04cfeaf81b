import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';

/**
 * The text Alipay signs (OpenAPI 2.0): the parameters that have a value, sorted by name, as raw
 * (not URL-encoded) `k=v` joined by `&`, leaving out the names given (sign, and sign_type for notifications).
 */
export function alipaySignContent(params: Record<string, string | undefined>, leaveOut: readonly string[]): string {
  return Object.keys(params)
    .filter((key) => !leaveOut.includes(key) && params[key] !== undefined && params[key] !== '')
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
}

/** "yyyy-MM-dd HH:mm:ss" in China time (UTC+8, no daylight saving), as Alipay writes and reads times. */
export function chinaTime(date: Date): string {
  const shifted = new Date(date.getTime() + 8 * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())} ` +
    `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}:${pad(shifted.getUTCSeconds())}`
  );
}

/** Integer fen as Alipay's yuan text with two decimals ("12.34"), without floating point. */
export function fenToYuanText(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen < 0) throw new RangeError(`not an amount in fen: ${fen}`);
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

/** Alipay's yuan text ("12.34", "12.3", "12") as integer fen, or null when it is not an amount. */
export function yuanTextToFen(text: string | undefined): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text ?? '');
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/**
 * Keys as Alipay's console hands them out: PEM, or the bare base64 body (PKCS#8 or PKCS#1 for the
 * app's private key, SPKI for Alipay's public key).
 */
export function alipayPrivateKey(text: string): KeyObject {
  if (text.includes('-----BEGIN')) return createPrivateKey(text);
  const der = Buffer.from(text.replace(/\s+/g, ''), 'base64');
  try {
    return createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
  } catch {
    return createPrivateKey({ key: der, format: 'der', type: 'pkcs1' });
  }
}

export function alipayPublicKey(text: string): KeyObject {
  if (text.includes('-----BEGIN')) return createPublicKey(text);
  return createPublicKey({ key: Buffer.from(text.replace(/\s+/g, ''), 'base64'), format: 'der', type: 'spki' });
}

/**
 * The exact text of each top-level member of a JSON object, by name. Alipay signs the text of
 * `xxx_response` as it sent it (escaped slashes and all), so it is cut out, never re-serialised.
 * Null when the text is not a JSON object.
 */
export function topLevelJsonMembers(text: string): Map<string, string> | null {
  const members = new Map<string, string>();
  let i = skipSpace(text, 0);
  if (text[i] !== '{') return null;
  i = skipSpace(text, i + 1);
  if (text[i] === '}') return members;
  for (;;) {
    if (text[i] !== '"') return null;
    const keyEnd = endOfValue(text, i);
    if (keyEnd < 0) return null;
    const key = JSON.parse(text.slice(i, keyEnd)) as string;
    i = skipSpace(text, keyEnd);
    if (text[i] !== ':') return null;
    const start = skipSpace(text, i + 1);
    const end = endOfValue(text, start);
    if (end < 0) return null;
    members.set(key, text.slice(start, end));
    i = skipSpace(text, end);
    if (text[i] === '}') return members;
    if (text[i] !== ',') return null;
    i = skipSpace(text, i + 1);
  }
}

const skipSpace = (text: string, from: number) => {
  let i = from;
  while (i < text.length && /\s/.test(text[i] as string)) i++;
  return i;
};

/** Where the JSON value starting at `start` ends (exclusive), or -1 when it does not. */
function endOfValue(text: string, start: number): number {
  const first = text[start];
  if (first === undefined) return -1;
  if (first !== '"' && first !== '{' && first !== '[') {
    let i = start;
    while (i < text.length && !/[\s,}\]]/.test(text[i] as string)) i++;
    return i > start ? i : -1;
  }
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') {
        inString = false;
        if (depth === 0) return i + 1;
      }
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
}
