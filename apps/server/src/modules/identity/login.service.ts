import { randomBytes } from 'node:crypto';
import { isSubAccount, Messages, ServerMessages } from '@puhuo/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { loginAttempts, tenants, users, wechatLoginScans } from '../../db/schema/index.ts';
import { addSeconds, type Clock } from '../../lib/clock.ts';
import type { AccessTokenService, IssuedSession } from './access-token.service.ts';
import type { AuthTicketService } from './auth-ticket.service.ts';
import { passwordHasher } from './password-hasher.ts';
import type { SlideCaptchaService } from './slide-captcha.service.ts';
import type { SmsService } from './sms.service.ts';

export const LOCKOUT_FAILURES = 5;
export const LOCKOUT_WINDOW_SECONDS = 15 * 60;

export const LoginMessages = {
  wrongPassword: ServerMessages.wrongPassword,
  lockout: ServerMessages.loginLockout,
  phoneNotRegistered: ServerMessages.phoneNotRegistered,
  ticketInvalid: ServerMessages.loginTicketInvalid,
  wechatNotBound: ServerMessages.wechatNotBound,
  wechatScanInvalid: ServerMessages.wechatScanInvalid,
  invalidClient: ServerMessages.invalidClient,
  unsupportedGrant: ServerMessages.unsupportedGrant,
  invalidRequest: ServerMessages.invalidLoginRequest,
  sessionEnded: Messages.sessionExpired,
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
    /** who asks (their turn in the queue of password checks) */
    clientAddress?: string;
  }): Promise<IssuedSession> {
    const username = input.username?.trim() ?? '';
    if (!username) throw new OAuthError('invalid_request', Messages.accountRequired);
    if (!input.password) throw new OAuthError('invalid_request', Messages.passwordRequired);
    if (username.length > 64 || input.password.length > 128) {
      throw new OAuthError('invalid_grant', LoginMessages.wrongPassword);
    }

    // the guess is counted before the password is checked, so 40 guesses sent at once are counted
    // 1..40 and only the first five are checked without the captcha
    const guess = await this.countGuess(username);
    if (guess > LOCKOUT_FAILURES) {
      if (!input.slideId && !input.slideTrack) throw new OAuthError('lockout', LoginMessages.lockout);
      const passed = await this.captcha.verify(input.slideId, input.slideTrack);
      if (!passed) throw new OAuthError('invalid_grant', Messages.slideCheckFailed);
    }

    const user = await this.findUser(eq(users.userName, username));
    const valid = await passwordHasher.verify(
      user?.passwordHash ?? (await this.dummyHash),
      input.password,
      input.clientAddress,
    );
    if (!user?.passwordHash || !valid) throw new OAuthError('invalid_grant', LoginMessages.wrongPassword);
    await this.db.delete(loginAttempts).where(eq(loginAttempts.userName, username));
    if (passwordHasher.isOutdated(user.passwordHash)) {
      const passwordHash = await passwordHasher.hash(input.password, input.clientAddress);
      await this.db.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    }
    return this.finish(user, input.tenantHeader);
  }

  async mobileGrant(input: { moble?: string; code?: string; tenantHeader?: string }): Promise<IssuedSession> {
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

  async ticketGrant(input: { ticket?: string }): Promise<IssuedSession> {
    const userId = input.ticket ? await this.tickets.consume(input.ticket) : null;
    const user = userId ? await this.findUser(eq(users.id, userId)) : null;
    if (!user) throw new OAuthError('invalid_grant', LoginMessages.ticketInvalid);
    return this.finish(user, undefined);
  }

  /** The browser's refresh token (its HttpOnly cookie) for a new bearer token of the same sign-in. */
  async refreshGrant(refreshToken: string | undefined): Promise<IssuedSession> {
    const session = refreshToken ? await this.tokens.refresh(refreshToken) : null;
    if (!session) throw new OAuthError('invalid_grant', LoginMessages.sessionEnded);
    return session;
  }

  /** WeChat scan login: the union id must come from a scan confirmed on the phone moments ago. */
  async unionIdGrant(input: { union_id?: string }): Promise<IssuedSession> {
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

  /**
   * Counts one password guess for the user name and returns how many it made in the current window,
   * this one included: incremented and read in one statement, so parallel guesses each see their own
   * number. A window starts with the first guess and lasts LOCKOUT_WINDOW_SECONDS; a good password
   * clears it.
   */
  private async countGuess(username: string): Promise<number> {
    const now = this.clock.now();
    const windowStart = addSeconds(now, -LOCKOUT_WINDOW_SECONDS);
    const expired = sql`${loginAttempts.windowStartedAt} <= ${windowStart}`;
    const [row] = await this.db
      .insert(loginAttempts)
      .values({ userName: username, failures: 1, windowStartedAt: now })
      .onConflictDoUpdate({
        target: loginAttempts.userName,
        set: {
          failures: sql`case when ${expired} then 1 else ${loginAttempts.failures} + 1 end`,
          windowStartedAt: sql`case when ${expired} then ${now} else ${loginAttempts.windowStartedAt} end`,
        },
      })
      .returning({ failures: loginAttempts.failures });
    return row?.failures ?? 1;
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

  private async finish(
    user: UserRow & { tenantUid: string },
    tenantHeader: string | undefined,
  ): Promise<IssuedSession> {
    if (isSubAccount(user.userName, user.tenantUid)) {
      throw new OAuthError('invalid_grant', Messages.subAccountRefused);
    }
    if (user.isRetail) throw new OAuthError('invalid_grant', Messages.retailUserRefused);
    if (tenantHeader && tenantHeader !== user.tenantId) {
      throw new OAuthError('invalid_grant', LoginMessages.wrongPassword);
    }
    return this.tokens.startSession(user.id, user.tenantId);
  }
}
