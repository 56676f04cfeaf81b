import type { WhereListed } from '@puhuo/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeServer, json, refusal } from '../../testing/fake-server.ts';
import { renderInApp } from '../../testing/render.tsx';
import { buyUserAnswer, StaticSession } from '../../testing/session-fixtures.tsx';
import { GoodWhereListed } from './GoodWhereListed.tsx';
import { ListedShopsCell } from './ListedShopsCell.tsx';
import { useWhereListed } from './useWhereListed.ts';

const ROUTE = 'GET /api/workbench/listings/where-listed';

const shop = (n: number, station = 2) => ({ shopId: `shop-${n}`, shopName: `拼多多店${n}`, station });

/** The matrix: the distributor's shops, and g-1 listed in the first two (one listing of shop 2 not on sale). */
const MATRIX: WhereListed = {
  shops: [shop(1), shop(2), shop(3, 11)],
  cells: [
    { goodsId: 'g-1', shopId: 'shop-1', listed: 1, onSale: 1 },
    { goodsId: 'g-1', shopId: 'shop-2', listed: 2, onSale: 1 },
  ],
};

function showDetailRow(signedIn: boolean, routes: Parameters<typeof fakeServer>[0]) {
  const server = fakeServer(routes);
  renderInApp(
    <MemoryRouter>
      <StaticSession user={signedIn ? buyUserAnswer() : null}>
        <GoodWhereListed goodsId="g-1" />
      </StaticSession>
    </MemoryRouter>,
  );
  return server;
}

/** A list of goods, a cell each, as the distribution list draws them. */
function GoodsList({ goodsIds }: { goodsIds: string[] }) {
  const { signedIn, query } = useWhereListed(goodsIds);
  if (!signedIn) return null;
  return (
    <ul>
      {goodsIds.map((goodsId) => (
        <li key={goodsId} data-testid={`row-${goodsId}`}>
          <ListedShopsCell goodsId={goodsId} matrix={query} />
        </li>
      ))}
    </ul>
  );
}

describe('the where-listed row of the goods detail', () => {
  it('should show the shops the good is listed in, each with its on-sale count, and link to 我的铺货', async () => {
    const server = showDetailRow(true, { [ROUTE]: json(MATRIX) });
    await screen.findByText('已铺 2 个店铺');
    const chips = screen.getAllByTestId('listed-shop');
    // each chip: the platform's badge (pdd's mark 拼), the shop's name, its listings on sale
    expect(chips.map((chip) => chip.textContent)).toEqual(['拼拼多多店1在售 1', '拼拼多多店2在售 1']);
    expect(within(chips[0] as HTMLElement).getByRole('img', { name: '拼多多' })).toBeTruthy();
    expect(chips[1]?.getAttribute('title')).toBe('拼多多店2：铺货 2 个，在售 1 个');
    expect(screen.getByRole('link', { name: /我的铺货/ }).getAttribute('href')).toBe('/workbench/listings');
    expect(server.to(ROUTE).map((request) => request.query.get('goodsIds'))).toEqual(['g-1']);
  });

  it('should say 未铺货 when no shop holds the good', async () => {
    showDetailRow(true, { [ROUTE]: json({ shops: MATRIX.shops, cells: [] }) });
    await screen.findByText('未铺货');
    expect(screen.queryAllByTestId('listed-shop')).toEqual([]);
  });

  it('should say the matrix could not be read, and read it again on 重试', async () => {
    let answers = 0;
    showDetailRow(true, {
      [ROUTE]: () => (++answers === 1 ? refusal(500, '服务器开小差了') : json(MATRIX)),
    });
    await screen.findByText('铺货信息加载失败');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    await screen.findByText('已铺 2 个店铺');
  });

  it('should show a guest nothing and ask nothing', async () => {
    const server = showDetailRow(false, {});
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('where-listed')).toBeNull();
    expect(server.requests).toEqual([]);
  });
});

describe('the where-listed cells of a list', () => {
  it('should read the matrix once for the whole list and fold shops past three into +N', async () => {
    const many: WhereListed = {
      shops: [1, 2, 3, 4, 5].map((n) => shop(n)),
      cells: [1, 2, 3, 4, 5].map((n) => ({ goodsId: 'g-1', shopId: `shop-${n}`, listed: 1, onSale: n === 5 ? 0 : 1 })),
    };
    const server = fakeServer({ [ROUTE]: json(many) });
    renderInApp(
      <StaticSession user={buyUserAnswer()}>
        <GoodsList goodsIds={['g-1', 'g-2']} />
      </StaticSession>,
    );
    const listed = await screen.findByTestId('row-g-1');
    await waitFor(() => expect(within(listed).getAllByTestId('listed-shop')).toHaveLength(3));
    expect(within(listed).getByTestId('listed-shops-more').textContent).toBe('+2');
    expect(within(screen.getByTestId('row-g-2')).getByText('未铺货')).toBeTruthy();
    expect(server.to(ROUTE).map((request) => request.query.get('goodsIds'))).toEqual(['g-1,g-2']);
  });
});
