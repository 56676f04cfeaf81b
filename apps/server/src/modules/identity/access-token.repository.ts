import { and, eq, gt, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { accessTokens, refreshTokens, users } from '../../db/schema/index.ts';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/** Who a token is issued to, and the sign-in it belongs to (null: none, an API client's token). */
export interface TokenGrant {
  tokenHash: string;
  userId: string;
  tenantId: string;
  sessionId: string | null;
  expiresAt: Date;
}

/** Sign-ins: bearer tokens and the refresh tokens of their sessions, both stored as hashes. */
export class AccessTokenRepository {
  constructor(private readonly db: Db) {}

  async addAccessToken(grant: TokenGrant): Promise<void> {
    await this.db.insert(accessTokens).values(grant);
  }

  async addRefreshToken(grant: TokenGrant & { sessionId: string }): Promise<void> {
    await this.db.insert(refreshTokens).values(grant);
  }

  /**
   * Marks the refresh token used when it is unused, unrevoked and unexpired, in one statement: two
   * requests racing with one token cannot both win. Null when it was not claimable.
   */
  async claimRefreshToken(tokenHash: string, now: Date): Promise<RefreshTokenRow | null> {
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
    return claimed ?? null;
  }

  async refreshTokenByHash(tokenHash: string): Promise<RefreshTokenRow | null> {
    const [row] = await this.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
    return row ?? null;
  }

  /** The user a live (unrevoked, unexpired) bearer token opens, as a member of the tenant it names. */
  async holderOfLiveToken(
    tokenHash: string,
    now: Date,
  ): Promise<{ userId: string; tenantId: string; userName: string } | null> {
    const [row] = await this.db
      .select({ userId: users.id, tenantId: accessTokens.tenantId, userName: users.userName })
      .from(accessTokens)
      .innerJoin(users, eq(users.id, accessTokens.userId))
      .where(
        and(eq(accessTokens.tokenHash, tokenHash), isNull(accessTokens.revokedAt), gt(accessTokens.expiresAt, now)),
      );
    return row ?? null;
  }

  /** Revokes one bearer token; answers its sign-in (null: unknown token, or one of no session). */
  async revokeAccessToken(tokenHash: string, now: Date): Promise<{ sessionId: string | null } | null> {
    const [row] = await this.db
      .update(accessTokens)
      .set({ revokedAt: now })
      .where(eq(accessTokens.tokenHash, tokenHash))
      .returning({ sessionId: accessTokens.sessionId });
    return row ?? null;
  }

  async accessTokenByHash(tokenHash: string): Promise<{ id: string; sessionId: string | null } | null> {
    const [row] = await this.db
      .select({ id: accessTokens.id, sessionId: accessTokens.sessionId })
      .from(accessTokens)
      .where(eq(accessTokens.tokenHash, tokenHash));
    return row ?? null;
  }

  /**
   * Revokes every token of the user but those of the `kept` bearer token's sign-in (or, when it has
   * none, but that token itself); with nothing kept, every token of the user.
   */
  async revokeUserTokensBut(
    userId: string,
    kept: { id: string; sessionId: string | null } | null,
    now: Date,
  ): Promise<void> {
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

  /** Revokes every bearer and refresh token of the sign-in not revoked yet. */
  async revokeSession(sessionId: string, now: Date): Promise<void> {
    await this.db
      .update(accessTokens)
      .set({ revokedAt: now })
      .where(and(eq(accessTokens.sessionId, sessionId), isNull(accessTokens.revokedAt)));
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.sessionId, sessionId), isNull(refreshTokens.revokedAt)));
  }
}
