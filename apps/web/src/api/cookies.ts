import { SESSION_COOKIE_DAYS } from '@puhuo/domain';

export const TOKEN_COOKIE = 'access_token';
export const TENANT_COOKIE = '__tenant';

export function readCookie(name: string): string | undefined {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

/** Token and tenant cookies live 7 days (spec §9). */
export function writeCookie(name: string, value: string, days = SESSION_COOKIE_DAYS): void {
  const expires = new Date(Date.now() + days * 24 * 3600 * 1000).toUTCString();
  // biome-ignore lint/suspicious/noDocumentCookie: the spec keeps the token and tenant in 7-day cookies
  document.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax`;
}

export function clearCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see writeCookie
  document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax`;
}
