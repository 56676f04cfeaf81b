import {
  formatMessage,
  GOODS_FROM_IDS,
  Messages,
  type PairPreflight,
  type PublishableShop,
  QUICK_PUBLISH_MARKET,
  StationType,
  SupplierType,
  shopPublishCount,
} from '@puhuo/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { publishing } from '../../i18n/locales/zh-CN/publishing.ts';
import { fakeServer, json, type SentRequest } from '../../testing/fake-server.ts';
import { renderInApp, shownToasts } from '../../testing/render.tsx';
import { buyUserAnswer, StaticSession } from '../../testing/session-fixtures.tsx';
import { PublishToShopsDialog } from './PublishToShopsDialog.tsx';
import type { PublishGoods } from './publishing.api.ts';

const SUPPLIER_TENANT = '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d';
const GOOD: PublishGoods = {
  goodsId: 'g-1001',
  tenantId: SUPPLIER_TENANT,
  supplierType: SupplierType.Normal,
  title: '夏季纯棉短袖T恤',
  imgUrl: '/images/g-1001.png',
};
const TASK_ID = '3f2e1d0c-9b8a-4765-8432-10fedcba9876';

/** A card of GET /api/shop/good as the server makes it (ShopService.shopsForGoods). */
function card(
  id: string,
  shopName: string,
  stationType: number,
  notes: Partial<PublishableShop> = {},
): PublishableShop {
  return {
    id,
    shopId: `platform-${id}`,
    appId: `${stationType}-platform-${id}`,
    shopName,
    stationType,
    stationName: String(stationType),
    appType: 1,
    goodsRights: true,
    orderRights: false,
    isExpired: false,
    authorizationTimeOut: '2031-01-01T00:00:00.000Z',
    time: 365,
    certified: false,
    checked: false,
    disabled: false,
    inBlackList: false,
    count: 0,
    shopCount: 0,
    ...notes,
  };
}

/** the good is listed once in the pdd shop, which has 12 listings in all */
const PDD = card('11111111-1111-4111-8111-111111111111', '拼多多旗舰店', StationType.Pdd, { count: 1, shopCount: 12 });
/** outside the good's sales channels */
const QUNJIELONG = card('22222222-2222-4222-8222-222222222222', '群接龙团购店', StationType.Qunjielong, {
  disabled: true,
});
/** its supplier restricts this shop */
const DOUDIAN = card('33333333-3333-4333-8333-333333333333', '抖店专营店', StationType.Doudian, { inBlackList: true });
const KTT = card('44444444-4444-4444-8444-444444444444', '快团团小店', StationType.Kuaituantuan, { shopCount: 2 });

/** The preflight of a pair: priced, nothing to fix, unless told otherwise. */
function pair(shopId: string, answer: Partial<PairPreflight> = {}): PairPreflight {
  return {
    goodsId: GOOD.goodsId,
    shopId,
    problems: [],
    minPrice: 29.9,
    maxPrice: 39.9,
    stock: 100,
    minMargin: 5,
    maxMargin: 8.5,
    publishedCount: 0,
    belowCost: null,
    category: null,
    manualCategory: null,
    ...answer,
  };
}

const preflightOf = (request: SentRequest) => {
  const shopIds = (request.body as { shopInfos: { shopId: string }[] }).shopInfos.map((s) => s.shopId);
  return json({
    items: shopIds.map((shopId) =>
      shopId === KTT.id ? pair(shopId, { problems: [Messages.pddSelectFreightTemplate] }) : pair(shopId),
    ),
  });
};

/** The dialog opened for one good of our own suppliers, the server answering with these cards. */
function openDialog(options: { cards?: PublishableShop[]; bindPhone?: boolean } = {}) {
  const server = fakeServer({
    'GET /api/shop/good': json({ items: options.cards ?? [PDD, QUNJIELONG, DOUDIAN, KTT] }),
    'POST /api/platform/good/product/preflight': preflightOf,
    'POST /api/platform/good/product/publish': json({ taskId: TASK_ID }),
  });
  const user = buyUserAnswer(options.bindPhone === false ? { phoneNumber: null } : {});
  const seen = { onClose: vi.fn(), onPublished: vi.fn(), onOpenSettings: vi.fn(), onAddShop: vi.fn() };
  const openBindPhone = vi.fn();
  renderInApp(
    <StaticSession user={user} overrides={{ openBindPhone }}>
      <PublishToShopsDialog goods={[GOOD]} {...seen} />
    </StaticSession>,
  );
  return { server, seen, openBindPhone };
}

const cardOf = async (shopName: string) =>
  (await screen.findAllByTestId('publish-shop')).find((c) => c.textContent?.includes(shopName)) as HTMLElement;
const boxOf = async (shopName: string) => within(await cardOf(shopName)).getByRole('checkbox') as HTMLInputElement;
const rows = () => screen.queryAllByTestId('preflight-row');

describe('the publish-to-shops dialog (doc 2 §2)', () => {
  it('should show the server’s shop cards for the good, with their notes and each shop’s publish count', async () => {
    const { server } = openDialog();

    expect(await screen.findByText(formatMessage(publishing.dialog.selectedGoods, { count: 1 }))).toBeTruthy();
    const cards = await screen.findAllByTestId('publish-shop');
    expect(cards.map((c) => within(c).getByTitle(/./).textContent)).toEqual([
      PDD.shopName,
      QUNJIELONG.shopName,
      DOUDIAN.shopName,
      KTT.shopName,
    ]);
    // one call makes the cards: the good's channels, its supplier's black list and the counts are the server's
    expect(server.routes()).toEqual(['GET /api/shop/good']);
    expect(server.to('GET /api/shop/good')[0]?.query.get('goodsId')).toBe(GOOD.goodsId);
    const pdd = await cardOf(PDD.shopName);
    expect(within(pdd).getByTestId('shop-count').textContent).toBe(shopPublishCount(12));
    expect(pdd.textContent).toContain(formatMessage(Messages.publishedTimes, { count: 1 }));
    expect((await cardOf(QUNJIELONG.shopName)).textContent).toContain(publishing.dialog.channelNotEnabled);
    expect((await cardOf(DOUDIAN.shopName)).textContent).toContain(publishing.dialog.restricted);
    expect(within(await cardOf(KTT.shopName)).getByTestId('shop-count').textContent).toBe(shopPublishCount(2));
  });

  it('should warn instead of choosing a shop outside the good’s channels or one its supplier restricts', async () => {
    openDialog();
    const user = userEvent.setup();

    await user.click(await cardOf(QUNJIELONG.shopName));
    await waitFor(() => expect(shownToasts().map((t) => t.text)).toContain(Messages.channelNotEnabled));
    await user.click(await cardOf(DOUDIAN.shopName));
    await waitFor(() => expect(shownToasts().map((t) => t.text)).toContain(Messages.shopRestricted));

    expect((await boxOf(QUNJIELONG.shopName)).checked).toBe(false);
    expect((await boxOf(DOUDIAN.shopName)).checked).toBe(false);
    expect(rows()).toHaveLength(0);
  });

  it('should select all the shops that may be chosen, skipping the disabled and restricted ones, and preview each', async () => {
    const { server } = openDialog();
    const user = userEvent.setup();

    await user.click(await screen.findByText(publishing.dialog.selectAll));

    expect((await boxOf(PDD.shopName)).checked).toBe(true);
    expect((await boxOf(KTT.shopName)).checked).toBe(true);
    expect((await boxOf(QUNJIELONG.shopName)).checked).toBe(false);
    expect((await boxOf(DOUDIAN.shopName)).checked).toBe(false);
    // the preview of the chosen shops: the price and margin of one, what to fix on the other
    await waitFor(() => expect(rows()).toHaveLength(2));
    const [pddRow, kttRow] = rows() as [HTMLElement, HTMLElement];
    await within(pddRow).findByText('售价 ¥29.90~39.90');
    expect(pddRow.textContent).toContain('利润 ¥5.00~8.50');
    await within(kttRow).findByText(Messages.pddSelectFreightTemplate);
    expect(within(kttRow).getByRole('button', { name: publishing.preflight.skipShop })).toBeTruthy();
    const asked = server.to('POST /api/platform/good/product/preflight').at(-1)?.body;
    expect(asked).toMatchObject({
      shopInfos: [{ shopId: PDD.id }, { shopId: KTT.id }],
      items: [{ goodId: GOOD.goodsId }],
    });

    // select-all again chooses none
    await user.click(screen.getByText(publishing.dialog.selectAll));
    expect((await boxOf(PDD.shopName)).checked).toBe(false);
    expect((await boxOf(KTT.shopName)).checked).toBe(false);
    await waitFor(() => expect(rows()).toHaveLength(0));
  });

  it('should let a shop be left out from its preview row', async () => {
    openDialog();
    const user = userEvent.setup();
    await user.click(await screen.findByText(publishing.dialog.selectAll));
    await waitFor(() => expect(rows()).toHaveLength(2));

    const kttRow = rows().find((row) => row.textContent?.includes(KTT.shopName)) as HTMLElement;
    await user.click(await within(kttRow).findByRole('button', { name: publishing.preflight.skipShop }));

    expect((await boxOf(KTT.shopName)).checked).toBe(false);
    await waitFor(() => expect(rows().map((row) => row.textContent?.includes(PDD.shopName))).toEqual([true]));
  });

  it('should ask for a shop before publishing', async () => {
    const { server } = openDialog();
    const user = userEvent.setup();
    await cardOf(PDD.shopName);

    await user.click(screen.getByTestId('publish-now'));

    await waitFor(() => expect(shownToasts().map((t) => t.text)).toContain(Messages.selectAtLeastOneShop));
    expect(server.to('POST /api/platform/good/product/publish')).toHaveLength(0);
  });

  it('should publish the chosen shops and goods after the listing notice, then follow the task', async () => {
    const { server, seen } = openDialog();
    const user = userEvent.setup();
    await user.click(await cardOf(KTT.shopName));
    await waitFor(() => expect(rows()).toHaveLength(1));

    await user.click(screen.getByTestId('publish-now'));
    const notice = await screen.findByTestId('publish-confirm');
    expect(server.to('POST /api/platform/good/product/publish')).toHaveLength(0);
    await user.click(notice);

    await waitFor(() => expect(seen.onPublished).toHaveBeenCalledWith(TASK_ID));
    expect(seen.onClose).toHaveBeenCalled();
    const [sent] = server.to('POST /api/platform/good/product/publish');
    expect(sent?.body).toEqual({
      shopInfos: [{ shopId: KTT.id }],
      items: [{ goodId: GOOD.goodsId, goodsFrom: GOODS_FROM_IDS }],
      market: QUICK_PUBLISH_MARKET,
    });
    expect(sent?.headers['idempotency-key']).toMatch(/^[A-Za-z0-9_.:-]{8,100}$/);
  });

  it('should open the bind-phone dialog instead of publishing when no phone is bound', async () => {
    const { server, openBindPhone } = openDialog({ bindPhone: false });
    const user = userEvent.setup();
    await user.click(await cardOf(PDD.shopName));

    await user.click(screen.getByTestId('publish-now'));

    expect(openBindPhone).toHaveBeenCalled();
    expect(screen.queryByTestId('publish-confirm')).toBeNull();
    expect(server.to('POST /api/platform/good/product/publish')).toHaveLength(0);
  });

  it('should offer to add a shop when the server has no card for the goods', async () => {
    const { seen } = openDialog({ cards: [] });
    const user = userEvent.setup();

    await screen.findByText(publishing.dialog.noShops);
    await user.click(screen.getByRole('button', { name: publishing.dialog.addShop }));

    expect(seen.onAddShop).toHaveBeenCalled();
  });
});
