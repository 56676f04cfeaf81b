import { randomBytes } from 'node:crypto';
import { isSubAccount, Messages } from '@puhuo/domain';
import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { loginFailures, tenants, users, wechatLoginScans } from '../../db/schema/index.ts';
import { addSeconds, type Clock } from '../../lib/clock.ts';
import type { AccessTokenService, IssuedToken } from './access-token.service.ts';
import type { AuthTicketService } from './auth-ticket.service.ts';
import { passwordHasher } from './password-hasher.ts';
import type { SlideCaptchaService } from './slide-captcha.service.ts';
import type { SmsService } from './sms.service.ts';

export const LOCKOUT_FAILURES = 5;
export const LOCKOUT_WINDOW_SECONDS = 15 * 60;

export const LoginMessages = {
  wrongPassword: '用户名或密码错误',
  lockout: '密码错误次数过多，请完成滑块验证',
  phoneNotRegistered: '该手机号尚未注册，请先注册成为分销商',
  ticketInvalid: '登录凭证无效或已过期',
  wechatNotBound: '该微信尚未绑定分销商账号，请先注册',
  wechatScanInvalid: '扫码已失效，请刷新二维码',
  invalidClient: '客户端无效',
  unsupportedGrant: '不支持的登录方式',
  invalidRequest: '登录请求无效',
} as const;

/** An OAuth2-shaped refusal: `{ error, error_description }`. */
export class OAuthError extends Error {
  constructor(
    readonly error: 'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unsupported_grant_type' | 'lockout',
    readonly description: string,
  ) {
    super(description);
  }
}

interface UserRow {
  id: string;
  tenantId: string;
  userName: string;
  passwordHash: string | null;
  isRetail: boolean;
}

/** The four grants of POST /connect/token, with lockout, captcha and account rules. */
export class LoginService {
  /** verified against when the account does not exist, so both paths take the same time */
  private readonly dummyHash: Promise<string>;

  constructor(
    private readonly db: Db,
    private readonly tokens: AccessTokenService,
    private readonly tickets: AuthTicketService,
    private readonly captcha: SlideCaptchaService,
    private readonly sms: SmsService,
    private readonly clock: Clock,
  ) {
    this.dummyHash = passwordHasher.hash(randomBytes(16).toString('hex'));
  }

  async passwordGrant(input: {
    username?: string;
    password?: string;
    slideId?: string;
    slideTrack?: string;
    tenantHeader?: string;
  }): Promise<IssuedToken> {
    const username = input.username?.trim() ?? '';
    if (!username) throw new OAuthError('invalid_request', Messages.accountRequired);
    if (!input.password) throw new OAuthError('invalid_request', Messages.passwordRequired);
    if (username.length > 64 || input.password.length > 128) {
      throw new OAuthError('invalid_grant', LoginMessages.wrongPassword);
    }

    if (await this.isLockedOut(username)) {
      if (!input.slideId && !input.slideTrack) throw new OAuthError('lockout', LoginMessages.lockout);
      const passed = await this.captcha.verify(input.slideId, input.slideTrack);
      if (!passed) throw new OAuthError('invalid_grant', Messages.slideCheckFailed);
    }

    const user = await this.findUser(eq(users.userName, username));
    const valid = await passwordHasher.verify(user?.passwordHash ?? (await this.dummyHash), input.password);
    if (!user?.passwordHash || !valid) {
      await this.db.insert(loginFailures).values({ userName: username, failedAt: this.clock.now() });
      throw new OAuthError('invalid_grant', LoginMessages.wrongPassword);
    }
    await this.db.delete(loginFailures).where(eq(loginFailures.userName, username));
    return this.finish(user, input.tenantHeader);
  }

  async mobileGrant(input: { moble?: string; code?: string; tenantHeader?: string }): Promise<IssuedToken> {
    const phone = input.moble?.trim() ?? '';
    if (!phone) throw new OAuthError('invalid_request', Messages.phoneRequired);
    if (!/^1\d{10}$/.test(phone)) throw new OAuthError('invalid_request', Messages.phoneInvalid);
    const code = input.code?.trim() ?? '';
    if (!code) throw new OAuthError('invalid_request', Messages.codeRequired);
    if (!/^\d{6}$/.test(code)) throw new OAuthError('invalid_request', Messages.codeLength);
    try {
      await this.sms.consume(phone, code);
    } catch (error) {
      throw new OAuthError('invalid_grant', (error as Error).message);
    }
    const user = await this.findUser(eq(users.phoneNumber, phone));
    if (!user) throw new OAuthError('invalid_grant', LoginMessages.phoneNotRegistered);
    return this.finish(user, input.tenantHeader);
  }

  async ticketGrant(input: { ticket?: string }): Promise<IssuedToken> {
    const userId = input.ticket ? await this.tickets.consume(input.ticket) : null;
    const user = userId ? await this.findUser(eq(users.id, userId)) : null;
    if (!user) throw new OAuthError('invalid_grant', LoginMessages.ticketInvalid);
    return this.finish(user, undefined);
  }

  /** WeChat scan login: the union id must come from a scan confirmed on the phone moments ago. */
  async unionIdGrant(input: { union_id?: string }): Promise<IssuedToken> {
    const unionId = input.union_id?.trim() ?? '';
    if (!unionId || unionId.length > 64) throw new OAuthError('invalid_request', LoginMessages.wechatScanInvalid);
    const [scan] = await this.db
      .update(wechatLoginScans)
      .set({ status: 'consumed' })
      .where(
        and(
          eq(wechatLoginScans.unionId, unionId),
          eq(wechatLoginScans.status, 'confirmed'),
          gt(wechatLoginScans.expiresAt, this.clock.now()),
        ),
      )
      .returning({ id: wechatLoginScans.id });
    if (!scan) throw new OAuthError('invalid_grant', LoginMessages.wechatScanInvalid);
    const user = await this.findUser(eq(users.unionId, unionId));
    if (!user) throw new OAuthError('invalid_grant', LoginMessages.wechatNotBound);
    return this.finish(user, undefined);
  }

  private async isLockedOut(username: string): Promise<boolean> {
    const since = addSeconds(this.clock.now(), -LOCKOUT_WINDOW_SECONDS);
    const [row] = await this.db
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.userName, username), gt(loginFailures.failedAt, since)));
    return Number(row?.n ?? 0) >= LOCKOUT_FAILURES;
  }

  private async findUser(where: ReturnType<typeof eq>): Promise<(UserRow & { tenantUid: string }) | null> {
    const [row] = await this.db
      .select({
        id: users.id,
        tenantId: users.tenantId,
        userName: users.userName,
        passwordHash: users.passwordHash,
        isRetail: users.isRetail,
        tenantUid: tenants.uid,
      })
      .from(users)
      .innerJoin(tenants, eq(tenants.id, users.tenantId))
      .where(where);
    return row ?? null;
  }

  private async finish(user: UserRow & { tenantUid: string }, tenantHeader: string | undefined): Promise<IssuedToken> {
    if (isSubAccount(user.userName, user.tenantUid)) {
      throw new OAuthError('invalid_grant', Messages.subAccountRefused);
    }
    if (user.isRetail) throw new OAuthError('invalid_grant', Messages.retailUserRefused);
    if (tenantHeader && tenantHeader !== user.tenantId) {
      throw new OAuthError('invalid_grant', LoginMessages.wrongPassword);
    }
    return this.tokens.issue(user.id, user.tenantId);
  }
}
