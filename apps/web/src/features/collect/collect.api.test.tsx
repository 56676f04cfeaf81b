import { COLLECT_LIMIT_REACHED, type GoodsRefBody, SupplierType } from '@puhuo/domain';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeServer, json, refusal } from '../../testing/fake-server.ts';
import { testQueryClient } from '../../testing/render.tsx';
import { buyUserAnswer, StaticSession } from '../../testing/session-fixtures.tsx';
import { collectQueries } from './collect.queries.ts';
import { useCollectedIds, useToggleCollect } from './useCollect.ts';

const SUPPLIER_TENANT = '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d';
const good = (goodsId: string): GoodsRefBody => ({
  goodsId,
  tenantId: SUPPLIER_TENANT,
  supplierType: SupplierType.Normal,
  market: 2,
});

/** An answer the test lets go of when it has looked at the page meanwhile. */
function heldAnswer() {
  let release: (response: Response) => void = () => undefined;
  const answer = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { answer, release };
}

/** The collect buttons of a signed-in distributor: the collected ids as the page shows them, and the toggle. */
function renderCollect(routes: (queryClient: QueryClient) => Parameters<typeof fakeServer>[0]) {
  const queryClient = testQueryClient();
  const server = fakeServer(routes(queryClient));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <StaticSession user={buyUserAnswer()}>{children}</StaticSession>
    </QueryClientProvider>
  );
  const hook = renderHook(() => ({ ids: useCollectedIds().data, toggle: useToggleCollect() }), { wrapper });
  return { ...hook, server };
}

describe('collecting and uncollecting (spec §4)', () => {
  it('should put a good in the local collected-id list before the collect call is answered', async () => {
    const held = heldAnswer();
    let idsWhenCalled: string[] | undefined;
    const { result, server } = renderCollect((queryClient) => ({
      'GET /api/goods/good/goods-collect-ids': json(['g-2']),
      'POST /api/goods/good/goods-collect': () => {
        idsWhenCalled = queryClient.getQueryData(collectQueries.ids().queryKey);
        return held.answer;
      },
      'GET /api/goods/good/goods-collect-count': json({
        totalCount: 2,
        normalCount: 2,
        lanhaiCount: 1,
        alibabaCount: 0,
      }),
    }));
    await waitFor(() => expect(result.current.ids).toEqual(['g-2']));

    act(() => result.current.toggle.mutate({ good: good('g-1'), collect: true }));

    await waitFor(() => expect(server.to('POST /api/goods/good/goods-collect')).toHaveLength(1));
    expect(idsWhenCalled).toEqual(['g-1', 'g-2']);
    // the heart is filled while the call is on its way
    expect(result.current.ids).toEqual(['g-1', 'g-2']);
    expect(server.to('POST /api/goods/good/goods-collect')[0]?.body).toEqual(good('g-1'));

    act(() => held.release(json({ success: true })));
    await waitFor(() => expect(result.current.toggle.isSuccess).toBe(true));
  });

  it('should take a good out of the local collected-id list before the uncollect call is answered', async () => {
    const held = heldAnswer();
    let idsWhenCalled: string[] | undefined;
    const { result, server } = renderCollect((queryClient) => ({
      'GET /api/goods/good/goods-collect-ids': json(['g-1', 'g-2']),
      'POST /api/goods/good/cancel-goods-collect': () => {
        idsWhenCalled = queryClient.getQueryData(collectQueries.ids().queryKey);
        return held.answer;
      },
      'GET /api/goods/good/goods-collect-count': json({
        totalCount: 1,
        normalCount: 1,
        lanhaiCount: 1,
        alibabaCount: 0,
      }),
    }));
    await waitFor(() => expect(result.current.ids).toEqual(['g-1', 'g-2']));

    act(() => result.current.toggle.mutate({ good: good('g-1'), collect: false }));

    await waitFor(() => expect(server.to('POST /api/goods/good/cancel-goods-collect')).toHaveLength(1));
    expect(idsWhenCalled).toEqual(['g-2']);
    expect(result.current.ids).toEqual(['g-2']);

    act(() => held.release(json({ success: true })));
    await waitFor(() => expect(result.current.toggle.isSuccess).toBe(true));
  });

  it('should put the list back when the collect call is refused', async () => {
    let idsRead = 0;
    const { result } = renderCollect(() => ({
      // the list read again after the call is not answered: only the client can have put it back
      'GET /api/goods/good/goods-collect-ids': () =>
        idsRead++ === 0 ? json(['g-2']) : new Promise<Response>(() => undefined),
      // the collection is full
      'POST /api/goods/good/goods-collect': refusal(400, COLLECT_LIMIT_REACHED),
      'GET /api/goods/good/goods-collect-count': json({
        totalCount: 1,
        normalCount: 1,
        lanhaiCount: 1,
        alibabaCount: 0,
      }),
    }));
    await waitFor(() => expect(result.current.ids).toEqual(['g-2']));

    act(() => result.current.toggle.mutate({ good: good('g-1'), collect: true }));

    await waitFor(() => expect(result.current.toggle.isError).toBe(true));
    expect(result.current.ids).toEqual(['g-2']);
  });
});
