import { SCRIPT_CHUNK_LOAD_TIMEOUT_MS } from '@puhuo/domain';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { prefetchMarketPage } from '../features/market/market-page.ts';
import { chunkLoaded } from './chunk-reload.ts';
import { MainLayout } from './layout/MainLayout.tsx';
import { queryClient } from './query-client.ts';
import { RouteError } from './RouteError.tsx';
import type { RouteHandle } from './route-handle.ts';

/** Draws nothing: throws the failure its route's lazy() met, for the route's error element to show. */
function FailedPage({ error }: { error: unknown }): never {
  throw error;
}

/**
 * A screen's script that has not loaded after SCRIPT_CHUNK_LOAD_TIMEOUT_MS (spec doc 2 §8: 120 s) fails
 * as a chunk that did not load: the page reloads once, then says the page failed to load.
 */
function withinChunkTimeout<T>(load: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new Error(`Loading chunk timed out after ${SCRIPT_CHUNK_LOAD_TIMEOUT_MS} ms`);
      error.name = 'ChunkLoadError';
      reject(error);
    }, SCRIPT_CHUNK_LOAD_TIMEOUT_MS);
  });
  return Promise.race([load, timedOut]).finally(() => clearTimeout(timer));
}

const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => {
  try {
    const { default: Component } = await withinChunkTimeout(load());
    // this deployment's chunks load: a later failure may reload the page again
    chunkLoaded();
    return { Component };
  } catch (error) {
    // a route whose lazy() failed is never drawn, not even its error element (React Router keeps it
    // "loading"): the page is a component that throws the failure, which the error element catches
    return { element: <FailedPage error={error} /> };
  }
};

const handle = (value: RouteHandle) => value;

/**
 * Every route has an error element: a chunk that failed to load (a new deployment) or an error while
 * drawing shows the error screen, inside the layout for the pages under it.
 */
function withErrorElements(list: RouteObject[]): RouteObject[] {
  return list.map((route) =>
    route.index
      ? { ...route, errorElement: route.errorElement ?? <RouteError /> }
      : {
          ...route,
          errorElement: route.errorElement ?? <RouteError />,
          children: route.children && withErrorElements(route.children),
        },
  );
}

export const routes: RouteObject[] = withErrorElements([
  {
    path: '/',
    element: <MainLayout />,
    children: [
      { index: true, element: <Navigate to="/market" replace /> },
      {
        path: 'market',
        // the goods are asked for while the page's script loads, not once it is drawn
        loader: ({ request }) => {
          prefetchMarketPage(queryClient, new URL(request.url));
          return null;
        },
        lazy: page(() => import('../features/market/MarketPage.tsx')),
        handle: handle({ title: 'market', tab: 'market', hideHeaderSearch: true }),
      },
      {
        path: 'market-1688',
        lazy: page(() => import('../features/market/Market1688Page.tsx')),
        handle: handle({ title: 'market1688', tab: 'market-1688', hideHeaderSearch: true }),
      },
      {
        path: 'distribution',
        lazy: page(() => import('../features/market/DistributionPage.tsx')),
        handle: handle({ title: 'distribution' }),
      },
      {
        path: 'hot-selling',
        lazy: page(() => import('../features/market/HotSellingPage.tsx')),
        handle: handle({ title: 'hotSelling' }),
      },
      {
        path: 'new-arrival',
        lazy: page(() => import('../features/market/NewArrivalPage.tsx')),
        handle: handle({ title: 'newArrival' }),
      },
      {
        path: 'detail/:id',
        lazy: page(() => import('../features/detail/GoodsDetailPage.tsx')),
        handle: handle({ title: 'detail' }),
      },
      {
        path: 'search-result',
        lazy: page(() => import('../features/search/SearchResultPage.tsx')),
        handle: handle({ title: 'searchResult', hideHeaderSearch: true }),
      },
      {
        path: 'cart',
        lazy: page(() => import('../features/cart/CartPage.tsx')),
        handle: handle({ title: 'cart' }),
      },
      {
        path: 'order-confirm',
        lazy: page(() => import('../features/orders/OrderConfirmPage.tsx')),
        handle: handle({ title: 'orderConfirm' }),
      },
      {
        path: 'sample-order-confirm',
        lazy: page(() => import('../features/orders/OrderConfirmPage.tsx')),
        handle: handle({ title: 'sampleOrderConfirm' }),
      },
    ],
  },
  {
    // the workbench: its own layout and menu, entered from 进入工作台 in a new window (features/workbench)
    path: '/workbench',
    lazy: page(() => import('../features/workbench/WorkbenchLayout.tsx')),
    handle: handle({ title: 'workbench' }),
    children: [
      { index: true, element: <Navigate to="/workbench/purchase-orders" replace /> },
      {
        path: 'purchase-orders',
        lazy: page(() => import('../features/orders/PurchaseOrdersPage.tsx')),
        handle: handle({ title: 'purchaseOrders' }),
      },
      {
        path: 'purchase-orders/:id',
        lazy: page(() => import('../features/orders/PurchaseOrderDetailPage.tsx')),
        handle: handle({ title: 'purchaseOrder' }),
      },
      {
        path: 'finance',
        lazy: page(() => import('../features/finance/FinancePage.tsx')),
        handle: handle({ title: 'finance' }),
      },
      {
        path: 'listings',
        lazy: page(() => import('../features/listings/MyListingsPage.tsx')),
        handle: handle({ title: 'listings' }),
      },
      {
        // where a collected good's title leads (spec: the workbench goods detail, with tenantId and id)
        path: 'goods/detail',
        lazy: page(() => import('../features/listings/WorkbenchGoodsPage.tsx')),
        handle: handle({ title: 'workbenchGoods' }),
      },
    ],
  },
  {
    path: '/station-login',
    lazy: page(() => import('../features/auth/StationLoginPage.tsx')),
    handle: handle({ title: 'stationLogin' }),
  },
  {
    path: '/shop-auth-success',
    lazy: page(() => import('../features/shops/ShopAuthSuccessPage.tsx')),
    handle: handle({ title: 'shopAuth' }),
  },
  {
    path: '/qualification-apply',
    lazy: page(() => import('../features/qualification/QualificationApplyPage.tsx')),
    handle: handle({ title: 'qualificationApply' }),
  },
  {
    path: '/404',
    lazy: page(() => import('../features/errors/NotFoundPage.tsx')),
    handle: handle({ title: 'notFound' }),
  },
  { path: '*', element: <Navigate to="/404" replace /> },
]);

export const router = createBrowserRouter(routes);
