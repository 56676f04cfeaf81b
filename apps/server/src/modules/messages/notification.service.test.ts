import { MESSAGE_SWITCHES, OFFICIAL_ACCOUNT_TEMPLATES } from '@puhuo/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications as notificationRows, users } from '../../db/schema/index.ts';
import { createDistributor, loginAs, type TestDistributor } from '../../testing/identity-helpers.ts';
import { followOfficialAccount, wechatSandbox } from '../../testing/messages-helpers.ts';
import { bearerOf, connectRealtime } from '../../testing/realtime-helpers.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { passwordHasher } from '../identity/index.ts';
import { NotificationService } from './notification.service.ts';
import { NOTIFICATION_KINDS, type NotificationData, type NotificationKind } from './notification-kinds.ts';

let sut: TestContext;
let alice: TestDistributor;
let aliceHeaders: Record<string, string>;
let aliceWechat: string;
let page: Awaited<ReturnType<typeof connectRealtime>>;

beforeAll(async () => {
  sut = await createTestContext({ goods: 10 });
  alice = await createDistributor(sut);
  aliceHeaders = await loginAs(sut, alice);
  aliceWechat = await followOfficialAccount(sut, aliceHeaders, '爱丽丝');
  page = await connectRealtime(sut, bearerOf(aliceHeaders));
});
afterAll(async () => {
  page?.socket.terminate();
  await sut?.close();
});

const service = () => sut.app.services.notifications;
const inbox = (unionId: string) => wechatSandbox(sut).inbox(unionId);

/** One example of each kind's data, as the calling module would pass it. */
const SAMPLES: { [K in NotificationKind]: NotificationData<K> } = {
  publishFinished: { taskId: 't-1', successCount: 3, failCount: 1, finishedAt: '2026-11-22T02:30:00Z' },
  goodsSourceException: { goodsId: 'g-1', goodsTitle: '纯棉短袖T恤', reason: 'outOfStock', where: 'published' },
  listingSync: { goodsId: 'g-2', goodsTitle: '碎花连衣裙', shopName: '晨光拼多多店', outcome: 'delistedOutOfStock' },
  listingSyncDigest: {
    day: '2026-11-22',
    until: '2026-11-22T01:00:00Z',
    counts: {
      repriced: 3,
      stockZeroed: 1,
      stockRestored: 0,
      delistedOutOfStock: 2,
      delistedOffline: 0,
      delistedBelowFloor: 0,
      heldBelowFloor: 1,
      refused: 0,
    },
  },
  autoCheckPassException: { orderNo: 'SO1001', reason: '收货地址不完整' },
  appAuthorizationExpiring: {
    app: 'shopApp',
    shopId: 's-1',
    shopName: '晨光旗舰店',
    stationType: 2,
    expiresOn: '2026-12-22',
    daysLeft: 30,
  },
  orderPaid: { orderNo: 'SO1002', amountFen: 1234, paidAt: '2026-11-22T03:00:00Z' },
  lowBalance: { balanceFen: 8766, thresholdFen: 10000 },
  settleBillPayment: { billNo: 'B2026', amountFen: 990000, status: 'waiting' },
  postSale: { orderNo: 'SO1003', afterSaleNo: 'AS1', status: '买家申请退款' },
  buyAppOrderCreateFailed: { orderNo: 'SO1004', reason: '1688商品已下架' },
  purchaseWaitingPayment: { purchaseOrderNo: 'PO1005', amountFen: 56780 },
};

async function setSwitch(kind: NotificationKind, isEnable: boolean, headers = aliceHeaders) {
  const path = MESSAGE_SWITCHES.find((s) => s.key === NOTIFICATION_KINDS[kind].switchKey)?.path ?? '';
  const response = await sut.app.inject({ method: 'PUT', url: path, headers, payload: { isEnable } });
  expect(response.statusCode).toBe(200);
}

function notify<K extends NotificationKind>(
  kind: K,
  dedupeKey: string,
  extra: { userId?: string; tenantId?: string } = {},
) {
  return service().notify({ tenantId: alice.tenantId, kind, dedupeKey, data: SAMPLES[kind], ...extra });
}

/** Another user of the same tenant (sub-accounts cannot log in; a second user still may exist). */
async function secondUserOf(tenantId: string) {
  const [user] = await sut.database.db
    .insert(users)
    .values({ tenantId, userName: `second${Date.now()}`, passwordHash: await passwordHasher.hash('Passw0rd!') })
    .returning({ id: users.id, userName: users.userName });
  if (!user) throw new Error('no user');
  return { userId: user.id, tenantId, userName: user.userName, password: 'Passw0rd!' };
}

describe(NotificationService.name, () => {
  for (const kind of Object.keys(NOTIFICATION_KINDS) as NotificationKind[]) {
    it(`should deliver ${kind} only while its switch is on`, async () => {
      await setSwitch(kind, true);
      const before = (await inbox(aliceWechat)).length;
      const sent = await notify(kind, `${kind}:1`);
      expect(sent).toMatchObject({ status: 'sent', delivered: 1, failed: 0 });
      const messages = await inbox(aliceWechat);
      expect(messages).toHaveLength(before + 1);
      expect(messages[0]?.templateId).toBe(NOTIFICATION_KINDS[kind].templateId);
      expect(messages[0]?.data.first?.value).toBeTruthy();
      const frame = await page.next('ReceiveMessage');
      expect(frame.data).toMatchObject({ kind, id: sent.status === 'sent' ? sent.notificationId : '' });

      await setSwitch(kind, false);
      expect(await notify(kind, `${kind}:2`)).toEqual({ status: 'disabled' });
      expect(await inbox(aliceWechat)).toHaveLength(before + 1);

      // frames arrive in order: the next one is this, so the disabled one pushed nothing
      await setSwitch(kind, true);
      const third = await notify(kind, `${kind}:3`);
      expect((await page.next('ReceiveMessage')).data.id).toBe(third.status === 'sent' ? third.notificationId : '');
      const [row] = await sut.database.db
        .select()
        .from(notificationRows)
        .where(eq(notificationRows.dedupeKey, `${kind}:2`));
      expect(row).toBeUndefined();
      await setSwitch(
        kind,
        MESSAGE_SWITCHES.find((s) => s.key === NOTIFICATION_KINDS[kind].switchKey)?.defaultEnabled ?? false,
      );
    });
  }

  it('should word the template message from the data: counts, yuan and China time', async () => {
    await setSwitch('publishFinished', true);
    await notify('publishFinished', 'words:publish');
    const [publish] = await inbox(aliceWechat);
    expect(publish?.title).toBe(OFFICIAL_ACCOUNT_TEMPLATES.publishResult.title);
    expect(publish?.data.keyword1?.value).toBe('2026-11-22 10:30');
    expect(publish?.data.keyword2?.value).toBe('成功3个，失败1个');

    await notify('orderPaid', 'words:paid');
    const [paid] = await inbox(aliceWechat);
    expect(paid?.data.keyword2?.value).toBe('¥12.34');
    await page.next('ReceiveMessage');
    const frame = await page.next('ReceiveMessage');
    expect(frame.data.content).toBe('订单SO1002已付款¥12.34');
    await setSwitch('publishFinished', false);
  });

  it('should send one message for one dedupe key however often it is called', async () => {
    const before = (await inbox(aliceWechat)).length;
    const first = await notify('orderPaid', 'order:SO1002:paid');
    const again = await notify('orderPaid', 'order:SO1002:paid');
    const together = await Promise.all([notify('orderPaid', 'order:SO9:paid'), notify('orderPaid', 'order:SO9:paid')]);
    expect(first.status).toBe('sent');
    expect(again).toEqual({ status: 'duplicate' });
    expect(together.map((o) => o.status).sort()).toEqual(['duplicate', 'sent']);
    expect(await inbox(aliceWechat)).toHaveLength(before + 2);
    await page.next('ReceiveMessage');
    await page.next('ReceiveMessage');
    const sentinel = await notify('orderPaid', 'order:sentinel:paid');
    expect((await page.next('ReceiveMessage')).data.id).toBe(sentinel.status === 'sent' ? sentinel.notificationId : '');
  });

  it('should reach only the named user, or every following user of the tenant', async () => {
    const tenant = await createDistributor(sut);
    const ownerHeaders = await loginAs(sut, tenant);
    const second = await secondUserOf(tenant.tenantId);
    const secondHeaders = await loginAs(sut, second);
    const ownerWechat = await followOfficialAccount(sut, ownerHeaders, '老板');
    const secondWechat = await followOfficialAccount(sut, secondHeaders, '运营');
    await setSwitch('publishFinished', true, ownerHeaders);

    const data = SAMPLES.publishFinished;
    await service().notify({
      tenantId: tenant.tenantId,
      userId: second.userId,
      kind: 'publishFinished',
      dedupeKey: 'task:a',
      data,
    });
    expect(await inbox(secondWechat)).toHaveLength(1);
    expect(await inbox(ownerWechat)).toHaveLength(0);

    const all = await service().notify({
      tenantId: tenant.tenantId,
      kind: 'orderPaid',
      dedupeKey: 'o:1',
      data: SAMPLES.orderPaid,
    });
    expect(all).toMatchObject({ delivered: 2 });
    expect(await inbox(secondWechat)).toHaveLength(2);
    expect(await inbox(ownerWechat)).toHaveLength(1);
    // a user of another tenant is never a recipient
    const foreign = await service().notify({
      tenantId: tenant.tenantId,
      userId: alice.userId,
      kind: 'orderPaid',
      dedupeKey: 'o:2',
      data: SAMPLES.orderPaid,
    });
    expect(foreign).toMatchObject({ status: 'sent', delivered: 0 });
    // nor do that user's pages hear it: the next frame alice gets is her own tenant's
    const own = await notify('orderPaid', 'own:after-foreign');
    expect((await page.next('ReceiveMessage')).data.id).toBe(own.status === 'sent' ? own.notificationId : '');
  });

  it('should still tell the web when the user does not follow the official account', async () => {
    const bob = await createDistributor(sut);
    const bobHeaders = await loginAs(sut, bob);
    const bobPage = await connectRealtime(sut, bearerOf(bobHeaders));
    const outcome = await service().notify({
      tenantId: bob.tenantId,
      kind: 'purchaseWaitingPayment',
      dedupeKey: 'po:1',
      data: SAMPLES.purchaseWaitingPayment,
    });
    expect(outcome).toMatchObject({ status: 'sent', delivered: 0, failed: 0 });
    expect((await bobPage.next('ReceiveMessage')).data.content).toBe('采购单PO1005待付款¥567.80');
    bobPage.socket.terminate();
  });

  it('should record a failed delivery when WeChat refuses it', async () => {
    const carol = await createDistributor(sut);
    const carolHeaders = await loginAs(sut, carol);
    const wechat = await followOfficialAccount(sut, carolHeaders, '卡罗尔');
    // the phone unfollows but the product never hears it (the callback is lost)
    wechatSandbox(sut).losePushes = true;
    expect(await wechatSandbox(sut).unfollow(wechat)).toBe('lost');
    wechatSandbox(sut).losePushes = false;
    const outcome = await service().notify({
      tenantId: carol.tenantId,
      kind: 'orderPaid',
      dedupeKey: 'lost',
      data: SAMPLES.orderPaid,
    });
    expect(outcome).toMatchObject({ status: 'sent', delivered: 0, failed: 1 });
    expect(await inbox(wechat)).toHaveLength(0);
  });

  it('should refuse data that does not fit the kind and write nothing', async () => {
    await expect(
      service().notify({
        tenantId: alice.tenantId,
        kind: 'orderPaid',
        dedupeKey: 'bad',
        data: { orderNo: '', amountFen: -1, paidAt: 'x' },
      }),
    ).rejects.toThrow();
    const rows = await sut.database.db.select().from(notificationRows).where(eq(notificationRows.dedupeKey, 'bad'));
    expect(rows).toEqual([]);
  });
});
