import { ServerMessages } from '@puhuo/domain';
import type { PlatformSandbox } from '@puhuo/platforms';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { forbidden } from '../http/app-error.ts';
import { sameHash } from '../lib/secrets.ts';
import type { LocalPaymentProvider } from './payment/local-payment.provider.ts';
import { paymentSandboxRoutes } from './payment/payment-sandbox.routes.ts';
import { SANDBOX_PREFIX } from './platforms/platform-connectors.ts';
import { smsOutboxRoutes } from './sms/sms-outbox.routes.ts';
import type { LocalSmsProvider } from './sms/sms-provider.ts';
import { supplierGoodsSandboxRoutes } from './supplier/supplier-goods-sandbox.routes.ts';
import { supplierSandboxRoutes } from './supplier/supplier-sandbox.routes.ts';
import { officialAccountSandboxRoutes } from './wechat/official-account-sandbox.routes.ts';
import type { OfficialAccountSandbox } from './wechat/official-account-sandbox.ts';
import type { WechatLoginService } from './wechat/wechat-login.service.ts';
import {
  type WechatMiniProgramSandbox,
  wechatMiniProgramSandboxRoutes,
} from './wechat/wechat-mini-program-sandbox.routes.ts';
import { wechatSandboxRoutes } from './wechat/wechat-sandbox.routes.ts';

/** The local stand-ins of the outside systems, built in demo mode only (null in production). */
export interface StandIns {
  /** each null where a real provider is configured instead */
  sms: LocalSmsProvider | null;
  payment: LocalPaymentProvider | null;
  officialAccount: OfficialAccountSandbox | null;
  platformSandbox: PlatformSandbox | null;
  /** whose sandbox WeChat users the phone pages offer */
  wechat: WechatLoginService;
  /** WeChat's server API for the mini-program (its code), served on this server */
  miniProgram: WechatMiniProgramSandbox | null;
}

export const SANDBOX_ADMIN_TOKEN_HEADER = 'x-sandbox-admin-token';

const isLoopback = (address: string | undefined) =>
  address !== undefined && (/^127\./.test(address) || address === '::1' || /^::ffff:127\./.test(address));

/**
 * Admin pages of the stand-ins (the SMS outbox shows every sign-in code): the machine itself (the
 * connection's address, never a forwarded one) or whoever holds SANDBOX_ADMIN_TOKEN.
 */
export function isSandboxAdmin(
  request: FastifyRequest,
  config: Pick<Config, 'sandboxAdminToken' | 'trustProxy'>,
): boolean {
  // behind a proxy on this machine every request arrives from loopback: then only the token opens it
  if (config.trustProxy === false && isLoopback(request.socket.remoteAddress)) return true;
  const token = config.sandboxAdminToken;
  const presented = request.headers[SANDBOX_ADMIN_TOKEN_HEADER];
  return token !== undefined && typeof presented === 'string' && sameHash(presented, token);
}

/**
 * Mounts the stand-ins' pages (demo mode): the phone, the cashier, the SMS outbox, the suppliers' order
 * desk, the platforms.
 */
export async function registerStandIns(app: FastifyInstance, standIns: StandIns, config: Config): Promise<void> {
  const { sms, payment, officialAccount, wechat } = standIns;
  await app.register(async (admin) => {
    admin.addHook('onRequest', async (request) => {
      if (!isSandboxAdmin(request, config)) {
        throw forbidden(ServerMessages.sandboxAdminOnly, 'SandboxAdminOnly');
      }
    });
    if (sms) await admin.register(smsOutboxRoutes(sms));
    // the suppliers ship the orders we placed with them: no screen of ours, their own systems in truth
    await admin.register(supplierSandboxRoutes(app.services.purchaseOrders));
    // and change their own goods (prices, stock, on sale or not), which the distributors' listings follow
    await admin.register(supplierGoodsSandboxRoutes(app.services.goodsTrade));
  });
  if (payment) await app.register(paymentSandboxRoutes(payment));
  if (officialAccount) {
    // the phone's scan-login page answers the login QR only the sandbox account makes
    await app.register(wechatSandboxRoutes(wechat));
    await app.register(officialAccountSandboxRoutes(officialAccount, wechat));
  }
  if (standIns.miniProgram) await app.register(wechatMiniProgramSandboxRoutes(standIns.miniProgram));
  if (standIns.platformSandbox) await app.register(standIns.platformSandbox.plugin, { prefix: SANDBOX_PREFIX });
}
