import { CART_ITEM_NOT_FOUND, type CartGroup, type CartSku, qtyOutOfRange } from '@puhuo/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeServer, json, refusal } from '../../testing/fake-server.ts';
import { renderInApp, shownToasts } from '../../testing/render.tsx';
import { buyUserAnswer, StaticSession } from '../../testing/session-fixtures.tsx';
import CartPage from './CartPage.tsx';

const SUPPLIER = '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d';
const SHIRT = 'aaaaaaaa-0000-4000-8000-000000000001';
const SOCKS = 'aaaaaaaa-0000-4000-8000-000000000002';

/** A cart line as GET /api/cart answers it: 12.50 a piece, 9.90 from 10 pieces, at most 50. */
function line(id: string, qty: number, answer: Partial<CartSku> = {}): CartSku {
  return {
    id,
    skuId: `sku-${id.slice(-1)}`,
    salesProperties: [{ name: '颜色', value: id === SHIRT ? '白色' : '黑色' }],
    qty,
    minQty: 1,
    maxQty: 50,
    stock: 50,
    price: 12.5,
    settlePrice: qty >= 10 ? 9.9 : 12.5,
    numberPrices: [{ minQty: 10, price: 9.9 }],
    skuWholesale: true,
    err: null,
    checked: true,
    isException: false,
    ...answer,
  };
}

/** One supplier's group with the lines of one good. */
function groups(...lines: CartSku[]): { items: CartGroup[] } {
  return {
    items: [
      {
        supplierType: 1,
        market: 2,
        companyId: SUPPLIER,
        companyName: '义乌织造有限公司',
        proxy: true,
        limitPrice: 0,
        isException: false,
        cartDoods: [
          {
            goodsId: 'g-2001',
            goodsTenantId: SUPPLIER,
            title: '纯棉基础款套装',
            imgUrl: '/images/g-2001.png',
            wholesaleInfo: { isWholesale: true, numberPrices: [{ minQty: 10, price: 9.9 }] },
            enableRealQty: true,
            enableSaleQty: false,
            err: null,
            isException: false,
            cartSkus: lines,
          },
        ],
      },
    ],
  };
}

/** The cart page of a signed-in distributor, the server answering with `routes`. */
function openCart(routes: Parameters<typeof fakeServer>[0]) {
  const server = fakeServer(routes);
  renderInApp(
    <MemoryRouter initialEntries={['/cart']}>
      <StaticSession user={buyUserAnswer()}>
        <CartPage />
      </StaticSession>
    </MemoryRouter>,
  );
  return server;
}

const total = () => screen.getByTestId('cart-total').textContent;
const chosenQty = () => screen.getByTestId('chosen-qty').textContent;
const skuRow = (color: string) => screen.getAllByTestId('cart-sku').find((row) => row.textContent?.includes(color));
const stepperOf = (color: string) => within(skuRow(color) as HTMLElement).getByRole('spinbutton') as HTMLInputElement;

describe('the cart (doc 1 §2, §4)', () => {
  it('should total the chosen lines, and leave an unticked one out of the total', async () => {
    const server = openCart({
      'GET /api/cart': json(groups(line(SHIRT, 2), line(SOCKS, 3))),
      'PUT /api/cart/checked': json({ success: true }),
    });
    const user = userEvent.setup();

    await screen.findByText('义乌织造有限公司');
    expect(total()).toBe('¥62.50');
    expect(chosenQty()).toBe('5');

    await user.click(within(skuRow('黑色') as HTMLElement).getByRole('checkbox'));

    expect(total()).toBe('¥25.00');
    expect(chosenQty()).toBe('2');
    await waitFor(() => expect(server.to('PUT /api/cart/checked')).toHaveLength(1));
    expect(server.to('PUT /api/cart/checked')[0]?.body).toEqual({ ids: [SOCKS], checked: false });
  });

  it('should change a line’s quantity and the total at once, at its tier price, and send the change once', async () => {
    const server = openCart({
      'GET /api/cart': json(groups(line(SHIRT, 2))),
      [`PUT /api/cart/${SHIRT}`]: json({ success: true }),
    });
    const user = userEvent.setup();
    await screen.findByText('义乌织造有限公司');

    // two quick changes: 1, then 12 (the tier from 10 pieces)
    await user.clear(stepperOf('白色'));
    await user.type(stepperOf('白色'), '12');

    expect(total()).toBe('¥118.80');
    expect(chosenQty()).toBe('12');
    expect(within(skuRow('白色') as HTMLElement).getByText('¥9.90')).toBeTruthy();
    await waitFor(() => expect(server.to(`PUT /api/cart/${SHIRT}`)).toHaveLength(1));
    expect(server.to(`PUT /api/cart/${SHIRT}`)[0]?.body).toEqual({ qty: 12 });
  });

  it('should put the quantity and the total back when the server refuses the change', async () => {
    let reads = 0;
    const refused = qtyOutOfRange(1, 5);
    openCart({
      // the cart read again after the refusal is not answered: only the page itself can have put it back
      'GET /api/cart': () => (reads++ === 0 ? json(groups(line(SHIRT, 2))) : new Promise<Response>(() => undefined)),
      [`PUT /api/cart/${SHIRT}`]: refusal(400, refused),
    });
    const user = userEvent.setup();
    await screen.findByText('义乌织造有限公司');

    await user.clear(stepperOf('白色'));
    await user.type(stepperOf('白色'), '8');
    expect(total()).toBe('¥100.00');

    await waitFor(() => expect(shownToasts().map((t) => t.text)).toContain(refused));
    await waitFor(() => expect(total()).toBe('¥25.00'));
    expect(stepperOf('白色').value).toBe('2');
    expect(chosenQty()).toBe('2');
  });

  it('should put a tick back when the server refuses it', async () => {
    let reads = 0;
    openCart({
      'GET /api/cart': () =>
        reads++ === 0 ? json(groups(line(SHIRT, 2), line(SOCKS, 3))) : new Promise<Response>(() => undefined),
      // the line went meanwhile (removed in another window)
      'PUT /api/cart/checked': refusal(400, CART_ITEM_NOT_FOUND),
    });
    const user = userEvent.setup();
    await screen.findByText('义乌织造有限公司');

    await user.click(within(skuRow('黑色') as HTMLElement).getByRole('checkbox'));

    await waitFor(() => expect(shownToasts().map((t) => t.text)).toContain(CART_ITEM_NOT_FOUND));
    await waitFor(() => expect(total()).toBe('¥62.50'));
    expect((within(skuRow('黑色') as HTMLElement).getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
  });
});
