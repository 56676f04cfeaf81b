import { createHash } from 'node:crypto';
import { OFFICIAL_ACCOUNT_TEMPLATES } from '@puhuo/domain';
import { desc, eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Db } from '../../db/database.ts';
import { wechatSandboxFollowers, wechatSandboxInbox } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import {
  type FollowerInfo,
  type OfficialAccountClient,
  type SceneQr,
  type TemplateMessage,
  type TemplateSendResult,
  WECHAT_ERRORS,
} from './official-account.client.ts';
import {
  callbackKeysOf,
  sandboxTicketOf,
  sealWechatPush,
  type WechatCallbackKeys,
  type WechatOfficialAccountEvent,
} from './wechat-callback.ts';

/** the sandbox account's original id (ToUserName of its pushes) */
const ACCOUNT_ID = 'gh_puhuo_sandbox';
/** the sandbox account's AppID (wx + 16 characters, as WeChat's), named in its encrypted pushes */
export const SANDBOX_APP_ID = 'wx00puhuo0sandbox0';
const KNOWN_TEMPLATES = new Map<string, string>(Object.values(OFFICIAL_ACCOUNT_TEMPLATES).map((t) => [t.id, t.title]));

/** An openid is per official account and opaque: derived here from the union id, never equal to it. */
export const sandboxOpenIdOf = (unionId: string) =>
  `oMp${createHash('sha256').update(`${ACCOUNT_ID}:${unionId}`).digest('base64url').slice(0, 25)}`;

export interface InboxMessage {
  id: string;
  templateId: string;
  title: string;
  url: string | null;
  data: TemplateMessage['data'];
  creationTime: Date;
}

/**
 * The WeChat official account as the sandbox plays it: parametric QR codes that the sandbox phone
 * page scans, follow events pushed to the product's callback over HTTP exactly as WeChat pushes them
 * (XML, `signature` from the shared token; encrypted with `encrypt_type=aes&msg_signature` when an
 * EncodingAESKey is shared: wechat-callback.ts), and template messages kept in each follower's inbox.
 */
export class OfficialAccountSandbox implements OfficialAccountClient {
  readonly appId = SANDBOX_APP_ID;
  private readonly callback: WechatCallbackKeys;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    /** the token (and EncodingAESKey, for safe mode) the account shares with the product */
    callback: string | WechatCallbackKeys,
    /** the product's callback (from PUBLIC_URL, never a request's Host) and how to reach it */
    private readonly delivery: { callbackUrl: string; fetch: typeof fetch },
  ) {
    this.callback = callbackKeysOf(callback);
  }

  async createSceneQr(scene: string, expireSeconds: number, publicUrl: string): Promise<SceneQr> {
    const scanUrl = `${publicUrl}/sandbox/wechat/follow?scene=${encodeURIComponent(scene)}`;
    return { scanUrl, qrCodeUrl: await QRCode.toDataURL(scanUrl, { margin: 1, width: 220 }), expireSeconds };
  }

  async sendTemplateMessage(message: TemplateMessage): Promise<TemplateSendResult> {
    if (!KNOWN_TEMPLATES.has(message.template_id)) return { ...WECHAT_ERRORS.invalidTemplateId };
    const [follower] = await this.db
      .select()
      .from(wechatSandboxFollowers)
      .where(eq(wechatSandboxFollowers.openId, message.touser));
    if (!follower) return { ...WECHAT_ERRORS.invalidOpenId };
    if (!follower.isFollowing) return { ...WECHAT_ERRORS.requireSubscribe };
    const [row] = await this.db
      .insert(wechatSandboxInbox)
      .values({ openId: message.touser, templateId: message.template_id, url: message.url ?? null, data: message.data })
      .returning({ id: wechatSandboxInbox.id });
    return { errcode: 0, errmsg: 'ok', msgid: row?.id };
  }

  /** The phone scanned a scene QR and tapped follow: WeChat tells the product. */
  async follow(scene: string, unionId: string): Promise<boolean> {
    const openId = sandboxOpenIdOf(unionId);
    const [before] = await this.db
      .select({ isFollowing: wechatSandboxFollowers.isFollowing })
      .from(wechatSandboxFollowers)
      .where(eq(wechatSandboxFollowers.openId, openId));
    await this.setFollowing(openId, unionId, true);
    // a new follower's event says subscribe with qrscene_; one who already follows sends SCAN
    const already = before?.isFollowing === true;
    return this.push({
      FromUserName: openId,
      Event: already ? 'SCAN' : 'subscribe',
      EventKey: already ? scene : `qrscene_${scene}`,
      Ticket: sandboxTicketOf(scene),
    });
  }

  /** whether the product heard of it; 'unknown' when the WeChat user never followed */
  async unfollow(unionId: string): Promise<'heard' | 'lost' | 'unknown'> {
    const openId = sandboxOpenIdOf(unionId);
    const [before] = await this.db
      .select({ isFollowing: wechatSandboxFollowers.isFollowing })
      .from(wechatSandboxFollowers)
      .where(eq(wechatSandboxFollowers.openId, openId));
    if (!before) return 'unknown';
    await this.setFollowing(openId, unionId, false);
    return (await this.push({ FromUserName: openId, Event: 'unsubscribe' })) ? 'heard' : 'lost';
  }

  /** a fault for tests: WeChat's pushes to the product get lost on the way while set */
  losePushes = false;

  async followerInfo(openId: string): Promise<FollowerInfo> {
    const [row] = await this.db.select().from(wechatSandboxFollowers).where(eq(wechatSandboxFollowers.openId, openId));
    return { openId, subscribed: row?.isFollowing === true, unionId: row?.isFollowing ? row.unionId : null };
  }

  async isFollowing(unionId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ isFollowing: wechatSandboxFollowers.isFollowing })
      .from(wechatSandboxFollowers)
      .where(eq(wechatSandboxFollowers.unionId, unionId));
    return row?.isFollowing === true;
  }

  async inbox(unionId: string, limit = 50): Promise<InboxMessage[]> {
    const rows = await this.db
      .select()
      .from(wechatSandboxInbox)
      .where(eq(wechatSandboxInbox.openId, sandboxOpenIdOf(unionId)))
      .orderBy(desc(wechatSandboxInbox.creationTime))
      .limit(limit);
    return rows.map((row) => ({
      id: row.id,
      templateId: row.templateId,
      title: KNOWN_TEMPLATES.get(row.templateId) ?? row.templateId,
      url: row.url,
      data: row.data as TemplateMessage['data'],
      creationTime: row.creationTime,
    }));
  }

  private async setFollowing(openId: string, unionId: string, isFollowing: boolean): Promise<void> {
    await this.db
      .insert(wechatSandboxFollowers)
      .values({ openId, unionId, isFollowing, lastModificationTime: this.clock.now() })
      .onConflictDoUpdate({
        target: wechatSandboxFollowers.openId,
        set: { isFollowing, lastModificationTime: this.clock.now() },
      });
  }

  /** Pushes an event to the product's callback over HTTP as WeChat does; whether it answered `success`. */
  private async push(
    event: Pick<WechatOfficialAccountEvent, 'FromUserName' | 'Event' | 'EventKey' | 'Ticket'>,
  ): Promise<boolean> {
    const now = this.clock.now();
    if (this.losePushes) return false;
    const { query, body } = sealWechatPush(
      { ...this.callback, appId: this.appId },
      { ToUserName: ACCOUNT_ID, CreateTime: Math.floor(now.getTime() / 1000), MsgType: 'event', ...event },
      now,
    );
    const response = await this.delivery
      .fetch(`${this.delivery.callbackUrl}?${query}`, {
        method: 'POST',
        headers: { 'content-type': 'text/xml' },
        body,
        signal: AbortSignal.timeout(5_000),
      })
      .catch(() => null);
    return response?.ok === true && (await response.text()) === 'success';
  }
}
