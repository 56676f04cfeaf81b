import { SESSION_LIFETIME_SECONDS } from '@puhuo/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The refresh token lives in this cookie: HttpOnly (the page's script never sees it), sent only to
 * the token endpoint and only from our own pages (SameSite=Strict), Secure whenever the product is
 * served over https. See docs/security.md.
 */
export const REFRESH_COOKIE = 'refresh_token';
export const REFRESH_COOKIE_PATH = '/connect/token';

/** the cookie lives as long as the refresh token it carries: a new one has the session's full life */
export function setRefreshCookie(reply: FastifyReply, value: string, publicUrl: string): void {
  const maxAge = SESSION_LIFETIME_SECONDS;
  const secure = publicUrl.startsWith('https:') ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${REFRESH_COOKIE}=${value}; Path=${REFRESH_COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secure}`,
  );
}

/** One cookie of the request, or undefined. */
export function cookieOf(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * A request a browser sent from another site carries that site's Origin: refused where a cookie
 * alone would authorise it (the refresh grant).
 */
export function isCrossSite(request: FastifyRequest, publicUrl: string): boolean {
  const origin = request.headers.origin;
  return typeof origin === 'string' && origin !== new URL(publicUrl).origin;
}
