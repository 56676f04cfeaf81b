import { randomBytes } from 'node:crypto';
import { isSubAccount, Messages, ServerMessages } from '@puhuo/domain';
import { addSeconds, type Clock } from '../../lib/clock.ts';
import type { AccessTokenService, IssuedSession } from './access-token.service.ts';
import type { AuthTicketService } from './auth-ticket.service.ts';
import type { LoginAttemptRepository } from './login-attempt.repository.ts';
import { passwordHasher } from './password-hasher.ts';
import type { SlideCaptchaService } from './slide-captcha.service.ts';
import type { SmsService } from './sms.service.ts';
import type { LoginUser, UserRepository } from './user.repository.ts';
import type { WechatLoginScanRepository } from './wechat-login-scan.repository.ts';

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

/** The four grants of POST /connect/token, with lockout, captcha and account rules. */
export class LoginService {
  /** verified against when the account does not exist, so both paths take the same time */
  private readonly dummyHash: Promise<string>;

  constructor(
    private readonly users: UserRepository,
    private readonly loginAttempts: LoginAttemptRepository,
    private readonly wechatScans: WechatLoginScanRepository,
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

    const user = await this.users.findForLogin({ userName: username });
    const valid = await passwordHasher.verify(
      user?.passwordHash ?? (await this.dummyHash),
      input.password,
      input.clientAddress,
    );
    if (!user?.passwordHash || !valid) throw new OAuthError('invalid_grant', LoginMessages.wrongPassword);
    await this.loginAttempts.clear(username);
    if (passwordHasher.isOutdated(user.passwordHash)) {
      const passwordHash = await passwordHasher.hash(input.password, input.clientAddress);
      await this.users.setPasswordHash(user.id, passwordHash);
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
    const user = await this.users.findForLogin({ phoneNumber: phone });
    if (!user) throw new OAuthError('invalid_grant', LoginMessages.phoneNotRegistered);
    return this.finish(user, input.tenantHeader);
  }

  async ticketGrant(input: { ticket?: string }): Promise<IssuedSession> {
    const userId = input.ticket ? await this.tickets.consume(input.ticket) : null;
    const user = userId ? await this.users.findForLogin({ id: userId }) : null;
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
    const scanned = await this.wechatScans.consumeConfirmed(unionId, this.clock.now());
    if (!scanned) throw new OAuthError('invalid_grant', LoginMessages.wechatScanInvalid);
    const user = await this.users.findForLogin({ unionId });
    if (!user) throw new OAuthError('invalid_grant', LoginMessages.wechatNotBound);
    return this.finish(user, undefined);
  }

  /**
   * Counts one password guess for the user name and returns how many it made in the current window,
   * this one included: incremented and read in one statement, so parallel guesses each see their own
   * number. A window starts with the first guess and lasts LOCKOUT_WINDOW_SECONDS; a good password
   * clears it.
   */
  private countGuess(username: string): Promise<number> {
    const now = this.clock.now();
    return this.loginAttempts.countGuess(username, now, addSeconds(now, -LOCKOUT_WINDOW_SECONDS));
  }

  private async finish(user: LoginUser, tenantHeader: string | undefined): Promise<IssuedSession> {
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
