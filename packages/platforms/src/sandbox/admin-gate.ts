import { createHash, timingSafeEqual } from 'node:crypto';
import { isIPv4 } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export const ADMIN_TOKEN_HEADER = 'x-sandbox-admin-token';

export interface AdminGateOptions {
  /** a request carrying this in x-sandbox-admin-token is let in from anywhere; unset or empty: loopback only */
  adminToken?: string;
  /**
   * let in requests whose TCP peer is loopback (default true). Turn it off when a reverse proxy on the same
   * machine forwards outside traffic, since every request then comes from 127.0.0.1.
   */
  adminFromLoopback?: boolean;
}

/** 127.0.0.0/8, ::1 and IPv4-mapped ::ffff:127.x, as Node reports a socket's peer */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const lower = address.toLowerCase();
  const v4 = lower.startsWith('::ffff:') ? lower.slice('::ffff:'.length) : lower;
  if (isIPv4(v4)) return v4.startsWith('127.');
  return lower === '::1' || /^(0{1,4}:){7}0{0,3}1$/.test(lower);
}

// hashing first makes the comparison constant-time whatever the lengths
const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

export function adminTokenMatches(given: unknown, expected: string | undefined): boolean {
  if (!expected || typeof given !== 'string') return false;
  return timingSafeEqual(digest(given), digest(expected));
}

/** whether a request may use /_admin: the socket's peer only, never a forwarding header */
export function adminAllowed(request: FastifyRequest, options: AdminGateOptions): boolean {
  if (options.adminFromLoopback !== false && isLoopbackAddress(request.socket.remoteAddress)) return true;
  return adminTokenMatches(request.headers[ADMIN_TOKEN_HEADER], options.adminToken);
}

/**
 * Gates the whole admin scope, unknown paths included (its own not-found handler runs its hooks), before
 * any body is read.
 */
export function registerAdminGate(admin: FastifyInstance, options: AdminGateOptions): void {
  const loopback = options.adminFromLoopback !== false;
  const message = options.adminToken
    ? `沙箱管理接口需要${loopback ? '本机请求或' : ''}正确的 ${ADMIN_TOKEN_HEADER}`
    : loopback
      ? '沙箱管理接口只接受本机请求（未配置管理令牌）'
      : '沙箱管理接口已关闭（未配置管理令牌，也不接受本机请求）';
  admin.addHook('onRequest', async (request, reply) => {
    if (adminAllowed(request, options)) return;
    return reply.status(403).send({ error: 'SANDBOX_ADMIN_FORBIDDEN', message });
  });
  admin.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send({ error: 'SANDBOX_NOT_FOUND', message: `沙箱没有这个地址：${request.method} ${request.url}` }),
  );
}
