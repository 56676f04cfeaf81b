import { ACCESS_TOKEN_LIFETIME_SECONDS } from '@puhuo/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { accessTokens, users } from '../../db/schema/index.ts';
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

/** Opaque bearer tokens: 7-day life, stored hashed, revocable. */
export class AccessTokenService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async issue(userId: string, tenantId: string): Promise<IssuedToken> {
    const token = newToken();
    await this.db.insert(accessTokens).values({
      tokenHash: hashToken(token),
      userId,
      tenantId,
      expiresAt: addSeconds(this.clock.now(), ACCESS_TOKEN_LIFETIME_SECONDS),
    });
    return { access_token: token, token_type: 'Bearer', expires_in: ACCESS_TOKEN_LIFETIME_SECONDS };
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

  async revoke(token: string): Promise<void> {
    await this.db
      .update(accessTokens)
      .set({ revokedAt: this.clock.now() })
      .where(eq(accessTokens.tokenHash, hashToken(token)));
  }
}
