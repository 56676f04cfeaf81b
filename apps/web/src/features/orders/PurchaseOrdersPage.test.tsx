import { type OrderList, type OrderListItem, OrderStatus } from '@puhuo/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeServer, json, type SentRequest } from '../../testing/fake-server.ts';
import { renderInApp, shownToasts } from '../../testing/render.tsx';
import { buyUserAnswer, StaticSession } from '../../testing/session-fixtures.tsx';
import PurchaseOrdersPage from './PurchaseOrdersPage.tsx';

const UNPAID = 'bbbbbbbb-0000-4000-8000-000000000001';
const PAID = 'bbbbbbbb-0000-4000-8000-000000000002';

/** An order as GET /api/purchase-order lists it: one line of 2 pieces at 12.50, free shipping. */
function order(id: string, status: number, orderNo: string): OrderListItem {
  return {
    id,
    orderNo,
    kind: 'purchase',
    status,
    companyName: '义乌织造有限公司',
    supplierType: 1,
    totalAmount: 25,
    totalQty: 2,
    creationTime: '2026-11-20T02:00:00.000Z',
    paidTime: status === OrderStatus.Paid ? '2026-11-20T02:05:00.000Z' : null,
    goodsAmount: 25,
    freight: 0,
    lines: [
      {
        goodsId: 'g-2001',
        goodsTenantId: 'cccccccc-0000-4000-8000-000000000001',
        skuId: 'sku-1',
        title: '纯棉基础款套装',
        imgUrl: '/images/g-2001.png',
        salesProperties: [{ name: '颜色', value: '白色' }],
        qty: 2,
        price: 12.5,
        amount: 25,
      },
    ],
    address: { name: '张三', phone: '13800138000', region: '浙江省 杭州市 西湖区', detail: '文三路100号' },
    remark: null,
    shippedTime: null,
    completedTime: null,
    cancelledTime: null,
    logisticsCompany: null,
    trackingNo: null,
  };
}

const COUNTS = { '1': 1, '2': 1, '3': 0, '4': 0, '5': 0 };
/** The list as the server answers a tab: the orders of that status, or all. */
function listAnswer(orders: OrderListItem[], counts: Record<string, number> = COUNTS) {
  return (request: SentRequest) => {
    const status = request.query.get('status');
    const items = status ? orders.filter((o) => String(o.status) === status) : orders;
    return json({ totalCount: items.length, items, statusCounts: counts } satisfies OrderList);
  };
}

function openList(routes: Parameters<typeof fakeServer>[0], entry = '/workbench/purchase-orders') {
  const server = fakeServer({ 'GET /api/finance/balance': json({ balance: 0, suggestedRecharge: 100 }), ...routes });
  renderInApp(
    <MemoryRouter initialEntries={[entry]}>
      <StaticSession user={buyUserAnswer()}>
        <PurchaseOrdersPage />
      </StaticSession>
    </MemoryRouter>,
  );
  return server;
}

const cardOf = (orderNo: string) =>
  screen.getAllByTestId('purchase-order').find((card) => card.getAttribute('data-order-no') === orderNo);

describe('the workbench purchase orders', () => {
  it('should show every status tab with its count and ask the server for the chosen one', async () => {
    const server = openList({
      'GET /api/purchase-order': listAnswer([
        order(UNPAID, OrderStatus.WaitingPayment, 'PO1'),
        order(PAID, OrderStatus.Paid, 'PO2'),
      ]),
    });
    const user = userEvent.setup();
    await screen.findByText('订单号：PO1');
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['全部 (2)', '待付款 (1)', '已付款 (1)', '已发货 (0)', '已完成 (0)', '已取消 (0)']);

    await user.click(screen.getByRole('tab', { name: '已付款 (1)' }));
    await waitFor(() => expect(server.to('GET /api/purchase-order').at(-1)?.query.get('status')).toBe('2'));
    await waitFor(() => expect(screen.queryByText('订单号：PO1')).toBeNull());
    expect(screen.getByText('订单号：PO2')).toBeTruthy();
  });

  it('should offer pay and cancel on an unpaid order only', async () => {
    openList({
      'GET /api/purchase-order': listAnswer([
        order(UNPAID, OrderStatus.WaitingPayment, 'PO1'),
        order(PAID, OrderStatus.Paid, 'PO2'),
      ]),
    });
    await screen.findByText('订单号：PO1');
    const unpaid = within(cardOf('PO1') as HTMLElement);
    const paid = within(cardOf('PO2') as HTMLElement);
    expect(unpaid.getByTestId('pay-order')).toBeTruthy();
    expect(unpaid.getByTestId('cancel-order')).toBeTruthy();
    expect(unpaid.getByTestId('order-status').textContent).toBe('待付款');
    expect(paid.queryByTestId('pay-order')).toBeNull();
    expect(paid.queryByTestId('cancel-order')).toBeNull();
    expect(paid.getByTestId('order-status').textContent).toBe('已付款');
    expect(unpaid.getByTestId('order-amounts').textContent).toBe('商品金额 ¥25.00 · 运费 包邮 · 订单金额 ¥25.00');
  });

  it('should cancel after the confirm, say 订单已取消 and read the list again', async () => {
    let cancelled = false;
    const server = openList(
      {
        'GET /api/purchase-order': (request) =>
          listAnswer(
            cancelled ? [] : [order(UNPAID, OrderStatus.WaitingPayment, 'PO1')],
            cancelled ? { ...COUNTS, '1': 0, '3': 1 } : COUNTS,
          )(request),
        [`POST /api/purchase-order/${UNPAID}/cancel`]: () => {
          cancelled = true;
          return json({ ...order(UNPAID, OrderStatus.Cancelled, 'PO1'), refunds: [] });
        },
      },
      '/workbench/purchase-orders?status=1',
    );
    const user = userEvent.setup();
    await screen.findByText('订单号：PO1');
    await user.click(within(cardOf('PO1') as HTMLElement).getByTestId('cancel-order'));
    expect(server.to(`POST /api/purchase-order/${UNPAID}/cancel`)).toHaveLength(0);
    await user.click(await screen.findByRole('button', { name: '确定取消' }));

    await waitFor(() => expect(shownToasts().map((t) => t.text)).toContain('订单已取消'));
    expect(server.to(`POST /api/purchase-order/${UNPAID}/cancel`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('订单号：PO1')).toBeNull());
    expect(screen.getByRole('tab', { name: '已取消 (1)' })).toBeTruthy();
  });

  it('should offer 余额支付 when the balance covers the order, and pay it after the confirm', async () => {
    let paid = false;
    const server = openList({
      'GET /api/finance/balance': () => json({ balance: paid ? 75 : 100, suggestedRecharge: 100 }),
      'GET /api/purchase-order': (request) =>
        listAnswer([order(UNPAID, paid ? OrderStatus.Paid : OrderStatus.WaitingPayment, 'PO1')])(request),
      'POST /api/purchase-order/pay/balance-pay': () => {
        paid = true;
        return json({ paymentId: 'p-1', orderIds: [UNPAID], amount: 25, balance: 75 });
      },
    });
    const user = userEvent.setup();
    await screen.findByText('订单号：PO1');
    await user.click(await within(cardOf('PO1') as HTMLElement).findByTestId('balance-pay'));
    expect(await screen.findByText('使用余额支付 ¥25.00？')).toBeTruthy();
    expect(screen.getByText('当前余额 ¥100.00')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '确认支付' }));

    await waitFor(() => expect(shownToasts().map((t) => t.text)).toContain('支付成功'));
    expect(server.to('POST /api/purchase-order/pay/balance-pay')[0]?.body).toEqual({ orderIds: [UNPAID] });
    await waitFor(() =>
      expect(within(cardOf('PO1') as HTMLElement).getByTestId('order-status').textContent).toBe('已付款'),
    );
  });
});
