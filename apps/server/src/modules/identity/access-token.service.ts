import { randomUUID } from 'node:crypto';
import { ACCESS_TOKEN_LIFETIME_SECONDS, SESSION_LIFETIME_SECONDS } from '@puhuo/domain';
import { and, eq, gt, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { accessTokens, refreshTokens, users } from '../../db/schema/index.ts';
import { addSeconds, type Clock } from '../../lib/clock.ts';
import { hashToken, newToken } from '../../lib/secrets.ts';

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
 * A refresh token presented again after it was replaced is either a second tab that refreshed at
 * the same moment (harmless) or a stolen copy: within this grace it is only refused, after it the
 * whole session ends.
 */
const REUSE_GRACE_SECONDS = 30;

/**
 * Opaque bearer tokens of 30 minutes, stored hashed and revocable, grouped by sign-in (session). A
 * session lives on through single-use refresh tokens, each replaced when used (rotation).
 */
export class AccessTokenService {
  constructor(
    private readonly db: Db,
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
    await this.db.insert(accessTokens).values({
      tokenHash: hashToken(token),
      userId,
      tenantId,
      sessionId,
      expiresAt: addSeconds(this.clock.now(), this.lifetimeSeconds),
    });
    return { access_token: token, token_type: 'Bearer', expires_in: this.lifetimeSeconds };
  }

  /**
   * Uses a refresh token once: a new bearer token and a new refresh token of the same session, or
   * null when it is unknown, expired, revoked or already used (a reuse past the grace ends the session).
   */
  async refresh(refreshToken: string): Promise<IssuedSession | null> {
    if (refreshToken.length < 20 || refreshToken.length > 200) return null;
    const now = this.clock.now();
    const tokenHash = hashToken(refreshToken);
    // claimed in one statement: two requests racing with one token cannot both win
    const [claimed] = await this.db
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(refreshTokens.tokenHash, tokenHash),
          isNull(refreshTokens.usedAt),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, now),
        ),
      )
      .returning();
    if (!claimed) {
      const [seen] = await this.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
      const reusedLate = seen?.usedAt && seen.usedAt < addSeconds(now, -REUSE_GRACE_SECONDS);
      if (seen && reusedLate && !seen.revokedAt) await this.endSession(seen.sessionId);
      return null;
    }
    const [token, refresh] = await Promise.all([
      this.issue(claimed.userId, claimed.tenantId, claimed.sessionId),
      this.issueRefresh(claimed.userId, claimed.tenantId, claimed.sessionId),
    ]);
    return { token, ...refresh };
  }

  async authenticate(token: string): Promise<CurrentUser | null> {
    if (token.length < 20 || token.length > 200) return null;
    const [row] = await this.db
      .select({ userId: users.id, tenantId: accessTokens.tenantId, userName: users.userName })
      .from(accessTokens)
      .innerJoin(users, eq(users.id, accessTokens.userId))
      .where(
        and(
          eq(accessTokens.tokenHash, hashToken(token)),
          isNull(accessTokens.revokedAt),
          gt(accessTokens.expiresAt, this.clock.now()),
        ),
      );
    return row ?? null;
  }

  /** Signs out: the token and, when it belongs to a sign-in, every token of that sign-in. */
  async revoke(token: string): Promise<void> {
    const [row] = await this.db
      .update(accessTokens)
      .set({ revokedAt: this.clock.now() })
      .where(eq(accessTokens.tokenHash, hashToken(token)))
      .returning({ sessionId: accessTokens.sessionId });
    if (row?.sessionId) await this.endSession(row.sessionId);
  }

  /**
   * Ends every sign-in of the user but the one `keepToken` belongs to (a new password: other
   * browsers and devices sign in again with it). Bearer tokens of no session go too, but `keepToken`.
   */
  async endOtherSessions(userId: string, keepToken: string | null): Promise<void> {
    const now = this.clock.now();
    const [kept] = keepToken
      ? await this.db
          .select({ id: accessTokens.id, sessionId: accessTokens.sessionId })
          .from(accessTokens)
          .where(eq(accessTokens.tokenHash, hashToken(keepToken)))
      : [];
    const keepSession = kept?.sessionId ?? null;
    const otherTokens = kept
      ? keepSession
        ? or(isNull(accessTokens.sessionId), ne(accessTokens.sessionId, keepSession))
        : ne(accessTokens.id, kept.id)
      : undefined;
    await this.db
      .update(accessTokens)
      .set({ revokedAt: now })
      .where(and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt), otherTokens));
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(
        and(
          eq(refreshTokens.userId, userId),
          isNull(refreshTokens.revokedAt),
          keepSession ? ne(refreshTokens.sessionId, keepSession) : undefined,
        ),
      );
  }

  private async endSession(sessionId: string): Promise<void> {
    const now = this.clock.now();
    await this.db
      .update(accessTokens)
      .set({ revokedAt: now })
      .where(and(eq(accessTokens.sessionId, sessionId), isNull(accessTokens.revokedAt)));
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.sessionId, sessionId), isNull(refreshTokens.revokedAt)));
  }

  private async issueRefresh(userId: string, tenantId: string, sessionId: string) {
    const refreshToken = newToken();
    // the session slides: every refresh gives it the spec's 7 days again
    const refreshExpiresAt = addSeconds(this.clock.now(), SESSION_LIFETIME_SECONDS);
    await this.db
      .insert(refreshTokens)
      .values({ tokenHash: hashToken(refreshToken), sessionId, userId, tenantId, expiresAt: refreshExpiresAt });
    return { refreshToken, refreshExpiresAt };
  }
}
