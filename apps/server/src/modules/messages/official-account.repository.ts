import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { followScenes, officialAccountFollowers, wechatCallbackNonces } from '../../db/schema/index.ts';

export interface Follower {
  userId: string;
  openId: string;
}

/** Scene-2 QR scenes, followers of the official account and the nonces of accepted callbacks. */
export class OfficialAccountRepository {
  constructor(private readonly db: Db) {}

  async addScene(scene: { sceneKey: string; userId: string; tenantId: string; expiresAt: Date }): Promise<void> {
    await this.db.insert(followScenes).values(scene);
  }

  async liveScene(sceneKey: string, now: Date) {
    const [scene] = await this.db
      .select()
      .from(followScenes)
      .where(and(eq(followScenes.sceneKey, sceneKey), gt(followScenes.expiresAt, now)));
    return scene;
  }

  /** Records a nonce; false when it was seen before (a replay). Old nonces are dropped on the way. */
  async claimNonce(nonce: string, now: Date, keepSince: Date): Promise<boolean> {
    await this.db.delete(wechatCallbackNonces).where(lt(wechatCallbackNonces.receivedAt, keepSince));
    const inserted = await this.db
      .insert(wechatCallbackNonces)
      .values({ nonce, receivedAt: now })
      .onConflictDoNothing()
      .returning({ nonce: wechatCallbackNonces.nonce });
    return inserted.length === 1;
  }

  async follow(follower: { userId: string; tenantId: string; openId: string }, now: Date): Promise<void> {
    await this.db
      .insert(officialAccountFollowers)
      .values({ ...follower, isFollowing: true, followedAt: now, lastModificationTime: now })
      .onConflictDoUpdate({
        target: officialAccountFollowers.userId,
        set: { openId: follower.openId, isFollowing: true, followedAt: now, lastModificationTime: now },
      });
  }

  /** Marks every user bound to the openid as no longer following; returns who they were. */
  async unfollow(openId: string, now: Date): Promise<{ userId: string }[]> {
    return this.db
      .update(officialAccountFollowers)
      .set({ isFollowing: false, lastModificationTime: now })
      .where(and(eq(officialAccountFollowers.openId, openId), eq(officialAccountFollowers.isFollowing, true)))
      .returning({ userId: officialAccountFollowers.userId });
  }

  async followerOf(userId: string) {
    const [row] = await this.db
      .select()
      .from(officialAccountFollowers)
      .where(and(eq(officialAccountFollowers.userId, userId), eq(officialAccountFollowers.isFollowing, true)));
    return row;
  }

  async followersOfTenant(tenantId: string): Promise<Follower[]> {
    return this.db
      .select({ userId: officialAccountFollowers.userId, openId: officialAccountFollowers.openId })
      .from(officialAccountFollowers)
      .where(and(eq(officialAccountFollowers.tenantId, tenantId), eq(officialAccountFollowers.isFollowing, true)));
  }
}
