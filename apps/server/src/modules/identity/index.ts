import type { RunMode } from '../../config.ts';
import type { ModuleContext, ModuleEdges } from '../../lib/module-entry.ts';
import type { SmsProvider } from '../../providers/sms/sms-provider.ts';
import type { LocalImageStorage } from '../../providers/storage/image-storage.ts';
import type { WechatLoginService } from '../../providers/wechat/wechat-login.service.ts';
import type { SupplierInvitationService } from '../catalogue/index.ts';
import type { OfficialAccountFollowService } from '../messages/index.ts';
import { AccessTokenRepository } from './access-token.repository.ts';
import { AccessTokenService } from './access-token.service.ts';
import { accountRoutes } from './account.routes.ts';
import { AccountService } from './account.service.ts';
import { AuthTicketRepository } from './auth-ticket.repository.ts';
import { AuthTicketService } from './auth-ticket.service.ts';
import { identityRoutes } from './identity.routes.ts';
import { LoginService } from './login.service.ts';
import { LoginAttemptRepository } from './login-attempt.repository.ts';
import { QualificationRepository } from './qualification.repository.ts';
import { qualificationRoutes } from './qualification.routes.ts';
import { QualificationService } from './qualification.service.ts';
import { SlideCaptchaRepository } from './slide-captcha.repository.ts';
import { SlideCaptchaService } from './slide-captcha.service.ts';
import { SmsService } from './sms.service.ts';
import { SmsCodeRepository } from './sms-code.repository.ts';
import { TenantRepository } from './tenant.repository.ts';
import { tenantProfileRoutes } from './tenant-profile.routes.ts';
import { UserRepository } from './user.repository.ts';
import { WechatLoginScanRepository } from './wechat-login-scan.repository.ts';

export type { AccessTokenService, CurrentUser } from './access-token.service.ts';
export type { AccountService } from './account.service.ts';
export { DEMO_ACCOUNT, ensureDemoAccount } from './demo-account.ts';
export { passwordHasher } from './password-hasher.ts';

export interface IdentityDependencies extends ModuleContext {
  secretKey: string;
  /** the product's address: cookies, refresh checks and QR codes are made for it */
  publicUrl: string;
  mode: RunMode;
  /** the embedded client id and secret of /connect/token */
  client: { id: string; secret: string };
  accessTokenSeconds: number;
  /** the per-address limits on texts (ABUSE_LIMITS) */
  abuseLimits: boolean;
  smsProvider: SmsProvider;
  storage: LocalImageStorage;
  wechat: WechatLoginService;
  /** the inviter codes a registration may name */
  invitations: SupplierInvitationService;
  /** following the official account from the account's page */
  follows: OfficialAccountFollowService;
}

/** Identity: tenants and users, sign-in and registration, tokens and tickets, texts and the slide captcha. */
export function createIdentity(deps: IdentityDependencies) {
  const { db, clock, log } = deps;
  const tokens = new AccessTokenService(new AccessTokenRepository(db), clock, deps.accessTokenSeconds);
  const tickets = new AuthTicketService(new AuthTicketRepository(db), clock);
  const captcha = new SlideCaptchaService(new SlideCaptchaRepository(db), clock);
  const sms = new SmsService(new SmsCodeRepository(db), deps.smsProvider, clock, deps.secretKey, log, deps.abuseLimits);
  const users = new UserRepository(db);
  const loginAttempts = new LoginAttemptRepository(db);
  const accounts = new AccountService(
    users,
    new TenantRepository(db),
    loginAttempts,
    deps.storage,
    sms,
    tickets,
    deps.invitations,
  );
  const login = new LoginService(
    users,
    loginAttempts,
    new WechatLoginScanRepository(db),
    tokens,
    tickets,
    captcha,
    sms,
    clock,
  );
  const qualifications = new QualificationService(new QualificationRepository(db), deps.storage, clock);
  return {
    tokens,
    tickets,
    captcha,
    sms,
    accounts,
    login,
    qualifications,
    routes: async (app) => {
      const { publicUrl, wechat } = deps;
      await app.register(
        identityRoutes({
          publicUrl,
          login,
          sms,
          captcha,
          accounts,
          wechat,
          clientId: deps.client.id,
          clientSecret: deps.client.secret,
        }),
      );
      await app.register(
        accountRoutes({
          accounts,
          tokens,
          wechat,
          follows: deps.follows,
          publicUrl,
          mode: deps.mode,
        }),
      );
      await app.register(tenantProfileRoutes({ accounts, storage: deps.storage }));
      await app.register(qualificationRoutes(qualifications));
    },
  } satisfies ModuleEdges & Record<string, unknown>;
}

export type Identity = ReturnType<typeof createIdentity>;
