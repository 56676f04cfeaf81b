import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { Clock } from './lib/clock.ts';
import { loadSecretKey } from './lib/secrets.ts';
import { GoodsRepository } from './modules/catalogue/goods.repository.ts';
import { GoodsService } from './modules/catalogue/goods.service.ts';
import { MarketRepository } from './modules/catalogue/market.repository.ts';
import { MarketService } from './modules/catalogue/market.service.ts';
import { SupplierInvitationService } from './modules/catalogue/supplier-invitation.service.ts';
import { AccessTokenService } from './modules/identity/access-token.service.ts';
import { AccountService } from './modules/identity/account.service.ts';
import { AuthTicketService } from './modules/identity/auth-ticket.service.ts';
import { LoginService } from './modules/identity/login.service.ts';
import { SlideCaptchaService } from './modules/identity/slide-captcha.service.ts';
import { SmsService } from './modules/identity/sms.service.ts';
import { LocalSmsProvider } from './providers/sms/sms-provider.ts';
import { LocalImageStorage } from './providers/storage/image-storage.ts';
import { WechatLoginService } from './providers/wechat/wechat-login.service.ts';
import { LocalRealtimeBus, PostgresRealtimeBus, RealtimeHub } from './realtime/realtime-hub.ts';

/** Every service of the app, built once from its dependencies (the composition root). */
export function createServices(config: Config, database: Database, clock: Clock, log: FastifyBaseLogger) {
  const { db } = database;
  const secretKey = loadSecretKey(config.dataDir);
  const hub = new RealtimeHub(
    database.connectionString ? new PostgresRealtimeBus(database.connectionString) : new LocalRealtimeBus(),
  );
  const tokens = new AccessTokenService(db, clock);
  const tickets = new AuthTicketService(db, clock);
  const captcha = new SlideCaptchaService(db, clock);
  const smsProvider = new LocalSmsProvider(db, log);
  const sms = new SmsService(db, smsProvider, clock, secretKey);
  const invitations = new SupplierInvitationService(db);
  const accounts = new AccountService(db, sms, tickets, invitations);
  const wechat = new WechatLoginService(db, hub, clock);
  const goodsRepository = new GoodsRepository(db);
  return {
    clock,
    hub,
    tokens,
    tickets,
    captcha,
    smsProvider,
    sms,
    invitations,
    accounts,
    wechat,
    login: new LoginService(db, tokens, tickets, captcha, sms, clock),
    storage: new LocalImageStorage(db, config.dataDir),
    goodsRepository,
    goods: new GoodsService(goodsRepository),
    market: new MarketService(goodsRepository, new MarketRepository(db), clock),
  };
}

export type AppServices = ReturnType<typeof createServices>;
