import { randomUUID } from 'node:crypto';
import { ACCESS_TOKEN_LIFETIME_SECONDS, SESSION_LIFETIME_SECONDS } from '@puhuo/domain';
import { addSeconds, type Clock } from '../../lib/clock.ts';
import { hashToken, newToken } from '../../lib/secrets.ts';
import type { AccessTokenRepository, RefreshTokenRow } from './access-token.repository.ts';

export interface CurrentUser {
  userId: string;
  tenantId: string;
  userName: string;
}

export interface IssuedToken {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
}

/** A sign-in: the bearer token to answer with and the refresh token for the HttpOnly cookie. */
export interface IssuedSession {
  token: IssuedToken;
  refreshToken: string;
  refreshExpiresAt: Date;
}

/**
 * A refresh token presented again after it was replaced is either the same browser whose first answer
 * never arrived (the page reloaded or the connection dropped while the server answered, so the cookie
 * still holds the used token), a second tab that refreshed at the same moment, or a stolen copy: within
 * this grace it is renewed again in the same sign-in, after it the whole sign-in ends.
 */
const REUSE_GRACE_SECONDS = 30;

/**
 * Opaque bearer tokens of 30 minutes, stored hashed and revocable, grouped by sign-in (session). A
 * session lives on through single-use refresh tokens, each replaced when used (rotation).
 */
export class AccessTokenService {
  constructor(
    private readonly repository: AccessTokenRepository,
    private readonly clock: Clock,
    /** the bearer token's life; tests that move the clock by days keep theirs longer */
    private readonly lifetimeSeconds: number = ACCESS_TOKEN_LIFETIME_SECONDS,
  ) {}

  /** A new sign-in of the user as a member of the tenant. */
  async startSession(userId: string, tenantId: string): Promise<IssuedSession> {
    const sessionId = randomUUID();
    const [token, refresh] = await Promise.all([
      this.issue(userId, tenantId, sessionId),
      this.issueRefresh(userId, tenantId, sessionId),
    ]);
    return { token, ...refresh };
  }

  /** A bearer token of an existing session (or of none: API clients that sign in again instead). */
  async issue(userId: string, tenantId: string, sessionId: string | null = null): Promise<IssuedToken> {
    const token = newToken();
    await this.repository.addAccessToken({
      tokenHash: hashToken(token),
      userId,
      tenantId,
      sessionId,
      expiresAt: addSeconds(this.clock.now(), this.lifetimeSeconds),
    });
    return { access_token: token, token_type: 'Bearer', expires_in: this.lifetimeSeconds };
  }

  /**
   * Uses a refresh token: a new bearer token and a new refresh token of the same session, or null when
   * it is unknown, expired, revoked or was used longer ago than the grace (which ends the session).
   */
  async refresh(refreshToken: string): Promise<IssuedSession | null> {
    if (refreshToken.length < 20 || refreshToken.length > 200) return null;
    const now = this.clock.now();
    const tokenHash = hashToken(refreshToken);
    // claimed in one statement: of two requests racing with one token, one claims it, the other is a reuse
    const claimed =
      (await this.repository.claimRefreshToken(tokenHash, now)) ?? (await this.reusedWithinGrace(tokenHash, now));
    if (!claimed) return null;
    const [token, refresh] = await Promise.all([
      this.issue(claimed.userId, claimed.tenantId, claimed.sessionId),
      this.issueRefresh(claimed.userId, claimed.tenantId, claimed.sessionId),
    ]);
    return { token, ...refresh };
  }

  /**
   * A used refresh token of a live sign-in, presented again: within the grace it renews like the first
   * time (null is answered then only when the sign-in is over or the token unknown or expired); later it
   * is taken for a stolen copy and ends the sign-in.
   */
  private async reusedWithinGrace(tokenHash: string, now: Date): Promise<RefreshTokenRow | null> {
    const seen = await this.repository.refreshTokenByHash(tokenHash);
    if (!seen?.usedAt || seen.revokedAt || seen.expiresAt <= now) return null;
    if (seen.usedAt >= addSeconds(now, -REUSE_GRACE_SECONDS)) return seen;
    await this.endSession(seen.sessionId);
    return null;
  }

  async authenticate(token: string): Promise<CurrentUser | null> {
    if (token.length < 20 || token.length > 200) return null;
    return this.repository.holderOfLiveToken(hashToken(token), this.clock.now());
  }

  /** Signs out: the token and, when it belongs to a sign-in, every token of that sign-in. */
  async revoke(token: string): Promise<void> {
    const row = await this.repository.revokeAccessToken(hashToken(token), this.clock.now());
    if (row?.sessionId) await this.endSession(row.sessionId);
  }

  /**
   * Ends every sign-in of the user but the one `keepToken` belongs to (a new password: other
   * browsers and devices sign in again with it). Bearer tokens of no session go too, but `keepToken`.
   */
  async endOtherSessions(userId: string, keepToken: string | null): Promise<void> {
    const kept = keepToken ? await this.repository.accessTokenByHash(hashToken(keepToken)) : null;
    await this.repository.revokeUserTokensBut(userId, kept, this.clock.now());
  }

  private async endSession(sessionId: string): Promise<void> {
    await this.repository.revokeSession(sessionId, this.clock.now());
  }

  private async issueRefresh(userId: string, tenantId: string, sessionId: string) {
    const refreshToken = newToken();
    // the session slides: every refresh gives it the spec's 7 days again
    const refreshExpiresAt = addSeconds(this.clock.now(), SESSION_LIFETIME_SECONDS);
    await this.repository.addRefreshToken({
      tokenHash: hashToken(refreshToken),
      sessionId,
      userId,
      tenantId,
      expiresAt: refreshExpiresAt,
    });
    return { refreshToken, refreshExpiresAt };
  }
}
