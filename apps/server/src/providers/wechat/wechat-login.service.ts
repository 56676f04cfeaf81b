import { randomBytes } from 'node:crypto';
import { ServerMessages } from '@puhuo/domain';
import { and, eq, gt, inArray } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Db } from '../../db/database.ts';
import { users, wechatLoginScans, wechatSandboxUsers } from '../../db/schema/index.ts';
import { badRequest } from '../../http/app-error.ts';
import { addSeconds, type Clock } from '../../lib/clock.ts';
import type { RealtimeHub } from '../../realtime/realtime-hub.ts';
import type { OfficialAccountClient } from './official-account.client.ts';

export const LOGIN_QR_LIFETIME_SECONDS = 300;
/** the official account's scene of a login QR starts so; other scenes are follow QRs */
export const LOGIN_SCENE_PREFIX = 'login_';
export const WechatMessages = {
  qrExpired: ServerMessages.wechatQrExpired,
  unionNotRegistered: ServerMessages.wechatUnionNotRegistered,
} as const;

/**
 * WeChat scan login (scene 1): the browser's realtime connection asks for a QR; the phone (here the
 * sandbox page) scans and confirms; the browser hears `UserLogin` and logs in by union id.
 */
export class WechatLoginService {
  constructor(
    private readonly db: Db,
    private readonly hub: RealtimeHub,
    private readonly clock: Clock,
    /** where the phone reaches this product (the sandbox scan page is served there) */
    private readonly publicUrl: string,
    /**
     * the real official account, when configured: the login QR is then its scene QR, and scanning it
     * reaches us as a subscribe or SCAN event with the scene `login_<sceneKey>` (confirmByEvent)
     */
    private readonly officialAccount: OfficialAccountClient | null = null,
  ) {}

  async createLoginQr(connectionId: string) {
    const sceneKey = randomBytes(12).toString('base64url');
    const now = this.clock.now();
    await this.db.insert(wechatLoginScans).values({
      sceneKey,
      connectionId,
      status: 'waiting',
      creationTime: now,
      expiresAt: addSeconds(now, LOGIN_QR_LIFETIME_SECONDS),
    });
    if (this.officialAccount) {
      const qr = await this.officialAccount.createSceneQr(
        `${LOGIN_SCENE_PREFIX}${sceneKey}`,
        LOGIN_QR_LIFETIME_SECONDS,
        this.publicUrl,
      );
      return { sceneKey, ...qr };
    }
    const scanUrl = `${this.publicUrl}/sandbox/wechat/scan?scene=${sceneKey}`;
    return {
      sceneKey,
      scanUrl,
      qrCodeUrl: await QRCode.toDataURL(scanUrl, { margin: 1, width: 220 }),
      expireSeconds: LOGIN_QR_LIFETIME_SECONDS,
    };
  }

  private async liveScan(sceneKey: string) {
    const [scan] = await this.db
      .select()
      .from(wechatLoginScans)
      .where(
        and(
          eq(wechatLoginScans.sceneKey, sceneKey),
          gt(wechatLoginScans.expiresAt, this.clock.now()),
          inArray(wechatLoginScans.status, ['waiting', 'scanned']),
        ),
      );
    if (!scan) throw badRequest(WechatMessages.qrExpired, 'QrExpired');
    return scan;
  }

  async scan(sceneKey: string): Promise<void> {
    const scan = await this.liveScan(sceneKey);
    await this.db.update(wechatLoginScans).set({ status: 'scanned' }).where(eq(wechatLoginScans.id, scan.id));
    await this.hub.publish({ connectionId: scan.connectionId }, 'UserLogin', { status: 'scanned' });
  }

  async confirm(sceneKey: string, unionId: string): Promise<void> {
    const scan = await this.liveScan(sceneKey);
    await this.db
      .update(wechatLoginScans)
      .set({ status: 'confirmed', unionId })
      .where(eq(wechatLoginScans.id, scan.id));
    const [bound] = await this.db.select({ id: users.id }).from(users).where(eq(users.unionId, unionId));
    await this.hub.publish({ connectionId: scan.connectionId }, 'UserLogin', {
      status: 'confirmed',
      unionId,
      registered: Boolean(bound),
    });
  }

  /**
   * The real official account told us a WeChat user scanned a login QR: who they are (their union
   * id) comes from the account's user-info call. Scanning is the confirmation there.
   */
  async confirmByEvent(sceneKey: string, openId: string): Promise<void> {
    if (!this.officialAccount) return;
    const scan = await this.liveScan(sceneKey).catch(() => null);
    if (!scan) return;
    const follower = await this.officialAccount.followerInfo(openId);
    if (!follower.unionId) return;
    await this.scan(sceneKey);
    await this.confirm(sceneKey, follower.unionId);
  }

  /** Registration by WeChat needs a scan confirmed with that union id, not yet used. */
  async assertConfirmed(unionId: string): Promise<void> {
    const [scan] = await this.db
      .select({ id: wechatLoginScans.id })
      .from(wechatLoginScans)
      .where(
        and(
          eq(wechatLoginScans.unionId, unionId),
          eq(wechatLoginScans.status, 'confirmed'),
          gt(wechatLoginScans.expiresAt, this.clock.now()),
        ),
      );
    if (!scan) throw badRequest(WechatMessages.unionNotRegistered, 'WechatScanMissing');
  }

  async sandboxUsers() {
    return this.db.select().from(wechatSandboxUsers).orderBy(wechatSandboxUsers.creationTime);
  }

  async addSandboxUser(nickname: string): Promise<string> {
    const unionId = `oUnion${randomBytes(9).toString('base64url')}`;
    await this.db.insert(wechatSandboxUsers).values({ unionId, nickname });
    return unionId;
  }
}
