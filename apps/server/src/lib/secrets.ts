import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A random opaque token (URL-safe). */
export const newToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** Tokens are high-entropy: a plain SHA-256 is enough to store them. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Short secrets (6-digit codes) are keyed, so a leaked table cannot be brute-forced offline. */
export const keyedHash = (key: string, value: string) => createHmac('sha256', key).update(value).digest('hex');

export const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export const sixDigitCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** The server's own secret: SECRET_KEY, or one generated once and kept in the data directory. */
export function loadSecretKey(dataDir: string, configured: string | undefined): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'secret.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('hex');
  writeFileSync(file, key, { mode: 0o600 });
  return key;
}

export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : '***';
}
