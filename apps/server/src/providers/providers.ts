import path from 'node:path';
import { createInjectFetch, createPlatformSandbox } from '@puhuo/platforms';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { Clock } from '../lib/clock.ts';
import { OAUTH_CALLBACK_PATH } from '../modules/shops/shop-authorization.service.ts';
import type { RealtimeHub } from '../realtime/realtime-hub.ts';
import { AlipayProvider } from './payment/alipay.provider.ts';
import { LocalPaymentProvider } from './payment/local-payment.provider.ts';
import type { PaymentProvider } from './payment/payment-provider.ts';
import { SANDBOX_PREFIX } from './platforms/platform-connectors.ts';
import { AliyunSmsProvider } from './sms/aliyun-sms.provider.ts';
import { LocalSmsProvider, type SmsProvider } from './sms/sms-provider.ts';
import type { StandIns } from './stand-ins.ts';
import type { MiniProgramClient } from './wechat/mini-program.client.ts';
import type { OfficialAccountClient } from './wechat/official-account.client.ts';
import { OfficialAccountSandbox } from './wechat/official-account-sandbox.ts';
import { WechatLoginService } from './wechat/wechat-login.service.ts';
import { WechatMiniProgramClient } from './wechat/wechat-mini-program.client.ts';
import {
  SANDBOX_MINI_APP_ID,
  WECHAT_API_SANDBOX_PREFIX,
  WechatMiniProgramSandbox,
} from './wechat/wechat-mini-program-sandbox.routes.ts';
import { WechatOfficialAccountClient } from './wechat/wechat-official-account.client.ts';

export interface OutsideProviders {
  sms: SmsProvider;
  payment: PaymentProvider;
  officialAccount: OfficialAccountClient;
  wechat: WechatLoginService;
  /** the WeChat mini-program (its code for the footer and for shares) */
  miniProgram: MiniProgramClient;
  /** the demo stand-ins and their pages; null when every provider is real */
  standIns: StandIns | null;
}

export const PAYMENT_NOTIFY_PATH = '/api/payment/notify';
export const WECHAT_CALLBACK_PATH = '/api/weixin/mp/callback';

/**
 * The outside systems, real or played locally as the configuration says (config.ts refuses
 * production with any stand-in). Stand-ins reach the product the way the real systems would, at its
 * configured address, but without a socket (`self` answers through inject).
 */
export function createOutsideProviders(deps: {
  config: Config;
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  hub: RealtimeHub;
  wechatMpToken: string;
  /** the secret the WeChat stand-in's mini-program shares with us (demo), derived from the server's key */
  miniProgramSandboxSecret: string;
  self: () => FastifyInstance;
}): OutsideProviders {
  const { config, db, clock, log, hub } = deps;
  const inProcess = (() => {
    let fetcher: typeof fetch | null = null;
    return ((input: string | URL | Request, init?: RequestInit) => {
      fetcher ??= createInjectFetch(deps.self()) as typeof fetch;
      return fetcher(input, init);
    }) as typeof fetch;
  })();

  const localSms = config.sms.provider === 'local' ? new LocalSmsProvider(db, log) : null;
  const sms: SmsProvider =
    config.sms.provider === 'aliyun'
      ? new AliyunSmsProvider({
          accessKeyId: config.sms.accessKeyId,
          accessKeySecret: config.sms.accessKeySecret,
          signName: config.sms.signName,
          templateCode: config.sms.templateCode,
          endpoint: config.sms.endpoint,
        })
      : (localSms as LocalSmsProvider);

  const localPayment = config.payment.provider === 'local' ? new LocalPaymentProvider(db, clock) : null;
  const payment: PaymentProvider =
    config.payment.provider === 'alipay'
      ? new AlipayProvider({
          appId: config.payment.appId,
          privateKeyPem: config.payment.privateKeyPem,
          alipayPublicKeyPem: config.payment.alipayPublicKeyPem,
          notifyUrl: `${config.publicUrl}${PAYMENT_NOTIFY_PATH}/alipay`,
          gateway: config.payment.gateway,
        })
      : (localPayment as LocalPaymentProvider);

  const sandboxAccount =
    config.wechatMp.provider === 'sandbox'
      ? new OfficialAccountSandbox(
          db,
          clock,
          { token: deps.wechatMpToken, encodingAesKey: config.wechatMpEncodingAesKey },
          { callbackUrl: `${config.publicUrl}${WECHAT_CALLBACK_PATH}`, fetch: inProcess },
        )
      : null;
  const officialAccount: OfficialAccountClient =
    config.wechatMp.provider === 'wechat'
      ? new WechatOfficialAccountClient({
          appId: config.wechatMp.appId,
          appSecret: config.wechatMp.appSecret,
          apiBase: config.wechatMp.apiBase,
          qrImageBase: config.wechatMp.qrImageBase,
        })
      : (sandboxAccount as OfficialAccountSandbox);

  const wechat = new WechatLoginService(db, hub, clock, config.publicUrl, sandboxAccount ? null : officialAccount);
  const platformSandbox =
    config.mode === 'demo' && config.platformSandbox.kind === 'in-process'
      ? createPlatformSandbox({
          // its journal keeps shops and listings across restarts; its time follows ours (tests move both)
          dataDir: path.join(config.dataDir, 'platform-sandbox'),
          now: () => clock.now().getTime(),
          publicUrl: `${config.publicUrl}${SANDBOX_PREFIX}`,
          redirectUris: [`${config.publicUrl}${OAUTH_CALLBACK_PATH}`],
          adminToken: config.sandboxAdminToken,
          // behind a proxy on this machine every request arrives from loopback: then only the token opens it
          adminFromLoopback: config.trustProxy === false,
        })
      : null;

  const { wechatMini } = config;
  const miniProgramSandbox =
    config.mode === 'demo' && wechatMini.provider === 'sandbox'
      ? new WechatMiniProgramSandbox({
          appSecret: deps.miniProgramSandboxSecret,
          publicUrl: config.publicUrl,
          pages: [...new Set([wechatMini.page, 'pages/index/index'])],
          clock,
        })
      : null;
  // the stand-in answers at the product's configured address, over HTTP handed to the server itself
  const miniProgram: MiniProgramClient =
    wechatMini.provider === 'wechat'
      ? new WechatMiniProgramClient({
          appId: wechatMini.appId,
          appSecret: wechatMini.appSecret,
          apiBase: wechatMini.apiBase,
          now: () => clock.now(),
        })
      : new WechatMiniProgramClient({
          appId: SANDBOX_MINI_APP_ID,
          appSecret: deps.miniProgramSandboxSecret,
          apiBase: `${config.publicUrl}${WECHAT_API_SANDBOX_PREFIX}`,
          fetch: inProcess,
          now: () => clock.now(),
        });

  const standIns: StandIns | null =
    config.mode === 'demo'
      ? {
          sms: localSms,
          payment: localPayment,
          officialAccount: sandboxAccount,
          platformSandbox,
          wechat,
          miniProgram: miniProgramSandbox,
        }
      : null;
  return { sms, payment, officialAccount, wechat, miniProgram, standIns };
}
