import { randomBytes } from 'node:crypto';
import { FOLLOW_QR_LIFETIME_SECONDS, type FollowState, NotificationMessages } from '@puhuo/domain';
import { z } from 'zod';
import { AppError, badRequest } from '../../http/app-error.ts';
import { addSeconds, type Clock } from '../../lib/clock.ts';
import type { OfficialAccountClient } from '../../providers/wechat/official-account.client.ts';
import { verifyWechatCallback } from '../../providers/wechat/wechat-callback-signature.ts';
import { LOGIN_SCENE_PREFIX } from '../../providers/wechat/wechat-login.service.ts';
import type { RealtimeHub } from '../../realtime/realtime-hub.ts';
import type { Follower, OfficialAccountRepository } from './official-account.repository.ts';

/** A callback older or newer than this is refused, and its nonce need not be kept longer. */
export const CALLBACK_WINDOW_SECONDS = 300;

const eventSchema = z.object({
  FromUserName: z.string().min(1).max(64),
  MsgType: z.string(),
  Event: z.string().optional(),
  EventKey: z.string().max(128).optional(),
});

const refused = (code: string) => new AppError(403, NotificationMessages.callbackSignatureInvalid, { code });

export interface CallbackQuery {
  timestamp: string;
  nonce: string;
  msg_signature: string;
}

/**
 * Following the official account: the scene-2 QR stands for one user of one tenant; WeChat's signed
 * callback says which openid followed through it; the user's pages hear `OfficialAccountFollow`.
 */
export class OfficialAccountFollowService {
  constructor(
    private readonly repository: OfficialAccountRepository,
    private readonly officialAccount: OfficialAccountClient,
    private readonly hub: RealtimeHub,
    private readonly clock: Clock,
    private readonly callbackToken: string,
    /** a scan of a login QR (scene `login_<key>`): WeChat scan login through the real official account */
    private readonly onLoginScan: (sceneKey: string, openId: string) => Promise<void> = async () => {},
  ) {}

  async createFollowQr(user: { userId: string; tenantId: string }, publicUrl: string) {
    const sceneKey = randomBytes(12).toString('base64url');
    await this.repository.addScene({
      sceneKey,
      userId: user.userId,
      tenantId: user.tenantId,
      expiresAt: addSeconds(this.clock.now(), FOLLOW_QR_LIFETIME_SECONDS),
    });
    const qr = await this.officialAccount.createSceneQr(sceneKey, FOLLOW_QR_LIFETIME_SECONDS, publicUrl);
    return { sceneKey, ...qr };
  }

  async followState(userId: string): Promise<FollowState> {
    const follower = await this.repository.followerOf(userId);
    return { isSubscribed: Boolean(follower), followedAt: follower?.followedAt.toISOString() ?? null };
  }

  /** Who hears a notification: the one user when named (if following), else every follower of the tenant. */
  async recipients(tenantId: string, userId?: string): Promise<Follower[]> {
    if (!userId) return this.repository.followersOfTenant(tenantId);
    const follower = await this.repository.followerOf(userId);
    return follower && follower.tenantId === tenantId ? [{ userId, openId: follower.openId }] : [];
  }

  /** WeChat's push: refused unless signed with our token, recent and not seen before. */
  async handleCallback(query: CallbackQuery, rawBody: string): Promise<void> {
    if (!verifyWechatCallback(this.callbackToken, query, rawBody)) throw refused('CallbackSignatureInvalid');
    const now = this.clock.now();
    const sentAt = Number(query.timestamp) * 1000;
    if (!Number.isFinite(sentAt) || Math.abs(now.getTime() - sentAt) > CALLBACK_WINDOW_SECONDS * 1000) {
      throw refused('CallbackExpired');
    }
    const keepSince = addSeconds(now, -2 * CALLBACK_WINDOW_SECONDS);
    if (!(await this.repository.claimNonce(query.nonce, now, keepSince))) throw refused('CallbackReplayed');

    let parsed: unknown;
    try {
      parsed = JSON.parse(rawBody);
    } catch {
      throw badRequest('消息格式有误', 'CallbackBodyInvalid');
    }
    const event = eventSchema.safeParse(parsed);
    if (!event.success) throw badRequest('消息格式有误', 'CallbackBodyInvalid');
    const { FromUserName: openId, MsgType, Event, EventKey } = event.data;
    if (MsgType !== 'event') return;
    if (Event === 'unsubscribe') {
      for (const { userId } of await this.repository.unfollow(openId, now)) {
        await this.hub.publish({ userId }, 'OfficialAccountFollow', { isSubscribed: false });
      }
      return;
    }
    if ((Event === 'subscribe' || Event === 'SCAN') && EventKey) {
      const sceneKey = EventKey.replace(/^qrscene_/, '');
      if (sceneKey.startsWith(LOGIN_SCENE_PREFIX)) {
        await this.onLoginScan(sceneKey.slice(LOGIN_SCENE_PREFIX.length), openId);
        return;
      }
      const scene = await this.repository.liveScene(sceneKey, now);
      // a follow through an expired or unknown QR follows the account but binds no user
      if (!scene) return;
      await this.repository.follow({ userId: scene.userId, tenantId: scene.tenantId, openId }, now);
      await this.hub.publish({ userId: scene.userId }, 'OfficialAccountFollow', {
        isSubscribed: true,
        followedAt: now.toISOString(),
      });
    }
  }
}
