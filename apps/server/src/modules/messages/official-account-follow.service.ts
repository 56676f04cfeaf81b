import { randomBytes } from 'node:crypto';
import { FOLLOW_QR_LIFETIME_SECONDS, type FollowState, NotificationMessages, ServerMessages } from '@puhuo/domain';
import { z } from 'zod';
import { AppError, badRequest } from '../../http/app-error.ts';
import { addSeconds, type Clock } from '../../lib/clock.ts';
import type { OfficialAccountClient } from '../../providers/wechat/official-account.client.ts';
import {
  callbackKeysOf,
  openWechatPush,
  urlCheckHolds,
  WechatCallbackError,
  type WechatCallbackKeys,
  type WechatPushQuery,
} from '../../providers/wechat/wechat-callback.ts';
import { LOGIN_SCENE_PREFIX } from '../../providers/wechat/wechat-login.service.ts';
import type { RealtimeHub } from '../../realtime/realtime-hub.ts';
import type { Follower, OfficialAccountRepository } from './official-account.repository.ts';

/** A callback older or newer than this is refused, and its nonce need not be kept longer. */
export const CALLBACK_WINDOW_SECONDS = 300;

/** The fields of a pushed message we read (WeChat sends more: CreateTime, Ticket, ...). */
const eventSchema = z.object({
  FromUserName: z.string().min(1).max(64),
  MsgType: z.string().max(32),
  Event: z.string().max(64).optional(),
  EventKey: z.string().max(1024).optional(),
});

const refused = (code: string) => new AppError(403, NotificationMessages.callbackSignatureInvalid, { code });
const bodyInvalid = (code = 'CallbackBodyInvalid') => badRequest(ServerMessages.callbackBodyInvalid, code);

function asAppError(error: WechatCallbackError): AppError {
  return error.code === 'CallbackBodyInvalid' || error.code === 'CallbackEncryptedWithoutKey'
    ? bodyInvalid(error.code)
    : refused(error.code);
}

/**
 * Following the official account: the scene-2 QR stands for one user of one tenant; WeChat's signed
 * callback says which openid followed through it; the user's pages hear `OfficialAccountFollow`.
 */
export class OfficialAccountFollowService {
  private readonly callback: WechatCallbackKeys;

  constructor(
    private readonly repository: OfficialAccountRepository,
    /** also names our AppID, which safe-mode pushes must carry */
    private readonly officialAccount: OfficialAccountClient,
    private readonly hub: RealtimeHub,
    private readonly clock: Clock,
    /** the token shared with WeChat, and the EncodingAESKey when pushes come in safe mode */
    callback: string | WechatCallbackKeys,
    /** a scan of a login QR (scene `login_<key>`): WeChat scan login through the real official account */
    private readonly onLoginScan: (sceneKey: string, openId: string) => Promise<void> = async () => {},
  ) {
    this.callback = callbackKeysOf(callback);
  }

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

  /** WeChat's check of the callback URL (console, 服务器配置): the echostr when signed with our token. */
  answerUrlCheck(query: { signature: string; timestamp: string; nonce: string; echostr: string }): string {
    if (!urlCheckHolds(this.callback.token, query)) throw refused('CallbackSignatureInvalid');
    return query.echostr;
  }

  /**
   * WeChat's push (wechat-callback.ts): refused unless signed with our token (and, in safe mode, its
   * Encrypt signed, decrypted with our EncodingAESKey and naming our AppID), recent, and its
   * (timestamp, nonce) not seen before.
   *
   * In plain mode `signature` covers token, timestamp and nonce only, not the body: whoever holds a
   * genuine query could send another body under it. What stands between a forger and a follow is
   * that only WeChat's servers and we know the token, that a query is good for
   * CALLBACK_WINDOW_SECONDS and once, and that the body travels over our https URL. Safe mode signs
   * and encrypts the body (msg_signature over Encrypt), which is why an EncodingAESKey is advised.
   */
  async handleCallback(query: WechatPushQuery, rawBody: string): Promise<void> {
    let fields: Map<string, string>;
    try {
      fields = openWechatPush({ ...this.callback, appId: this.officialAccount.appId }, query, rawBody);
    } catch (error) {
      if (error instanceof WechatCallbackError) throw asAppError(error);
      throw error;
    }
    const now = this.clock.now();
    const sentAt = /^\d{1,12}$/.test(query.timestamp) ? Number(query.timestamp) * 1000 : Number.NaN;
    if (!Number.isFinite(sentAt) || Math.abs(now.getTime() - sentAt) > CALLBACK_WINDOW_SECONDS * 1000) {
      throw refused('CallbackExpired');
    }
    const event = eventSchema.safeParse(Object.fromEntries(fields));
    if (!event.success) throw bodyInvalid();
    // the signature binds timestamp and nonce together: a replay repeats both, while two genuine
    // pushes may share a ten-digit nonce within the window
    const keepSince = addSeconds(now, -2 * CALLBACK_WINDOW_SECONDS);
    if (!(await this.repository.claimNonce(`${query.timestamp}:${query.nonce}`, now, keepSince))) {
      throw refused('CallbackReplayed');
    }

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
